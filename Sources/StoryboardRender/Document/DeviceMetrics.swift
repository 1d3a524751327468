import StoryboardFormat
import StoryboardLayout

/// What the renderer needs of a device of Interface Builder's device list: the screen in
/// points, the status bar, whether it has a home indicator, and its scale.
public struct DeviceMetrics: Hashable, Sendable {
    public var id: String
    /// Portrait size in points.
    public var size: Size
    public var statusBarHeight: Double
    public var hasHomeIndicator: Bool
    public var scale: Double
    /// Whether the status bar stays in landscape (iPads; phones hide it).
    public var showsStatusBarInLandscape: Bool

    /// The device for an Interface Builder id (`retina6_1`, `ipad9_7`…); nil when unknown.
    public static func device(id: String) -> DeviceMetrics? { all.first { $0.id == id } }

    /// The phones, tablets, Apple TV and Mac Catalyst window of the layout engine's device
    /// table (one table for frames and drawing).
    public static let all: [DeviceMetrics] = Device.all.filter { [.iPhone, .iPad, .tv, .mac].contains($0.family) }.map(DeviceMetrics.init)

    public init(id: String, size: Size, statusBarHeight: Double, hasHomeIndicator: Bool, scale: Double, showsStatusBarInLandscape: Bool = false) {
        self.id = id
        self.size = size
        self.statusBarHeight = statusBarHeight
        self.hasHomeIndicator = hasHomeIndicator
        self.scale = scale
        self.showsStatusBarInLandscape = showsStatusBarInLandscape
    }

    /// The drawing metrics of a layout engine device.
    public init(_ device: Device) {
        self.init(
            id: device.id, size: Size(width: device.portraitSize.width, height: device.portraitSize.height),
            statusBarHeight: DeviceMetrics.drawnStatusBarHeights[device.id] ?? device.statusBarHeight,
            // The TV's safe area is its overscan margin, not a home indicator's.
            hasHomeIndicator: device.family != .tv && device.portraitSafeArea.bottom > 0, scale: device.scale,
            showsStatusBarInLandscape: device.statusBarInLandscape)
    }

    /// Whether the screen turns with the orientation: phones and tablets; a TV's and a Mac
    /// window's size is the same in either (as the layout engine's `Device.size(_:)`).
    public var rotates: Bool { layoutDevice.map { $0.family == .iPhone || $0.family == .iPad } ?? true }

    /// Where the status bar iOS 15 and later draw is taller than the safe area the layout
    /// table keeps: Xcode 13+ documents put an iPhone 11's navigation bar at y = 48.
    static let drawnStatusBarHeights: [String: Double] = ["retina6_1": 48]

    /// The layout engine's device of the same id.
    public var layoutDevice: Device? { Device.named(id) }

    /// The size in an orientation (`landscape` swaps width and height).
    public func size(landscape: Bool) -> Size {
        landscape && rotates ? Size(width: size.height, height: size.width) : size
    }

    /// The status bar in an orientation: phones with a notch hide it in landscape.
    public func statusBarHeight(landscape: Bool) -> Double {
        guard landscape else { return statusBarHeight }
        return showsStatusBarInLandscape ? statusBarHeight : 0
    }

    /// The height of the home indicator's safe area: the layout table's (34 pt on iPhones in
    /// portrait, 21 in landscape, 20 on iPads).
    public func homeIndicatorHeight(landscape: Bool) -> Double {
        guard hasHomeIndicator else { return 0 }
        if let device = layoutDevice { return device.safeArea(landscape && rotates ? .landscape : .portrait).bottom }
        return landscape ? 21 : 34
    }
}
