import StoryboardFormat

/// A whole screen ready to draw: its size, the root view with the system chrome (status bar,
/// bars, home indicator) among its subviews, and the scale PNGs are written at.
public struct LaidOutScreen: Hashable, Sendable {
    /// The scene id (or any stable id of the screen).
    public var id: String
    /// A human name: the controller's title, storyboard identifier or kind.
    public var name: String
    public var size: Size
    /// Pixels per point of the device (2 or 3).
    public var scale: Double
    public var root: LaidOutView
    /// The light or dark content of the status bar, when the screen forces one.
    public var statusBarStyle: String?

    public init(id: String, name: String, size: Size, scale: Double = 2, root: LaidOutView, statusBarStyle: String? = nil) {
        self.id = id
        self.name = name
        self.size = size
        self.scale = scale
        self.root = root
        self.statusBarStyle = statusBarStyle
    }
}
