import StoryboardLayout

/// What a controller's environment is like (`UITraitCollection`): the size classes of the
/// screen, the kind of device and its scale. The window's device and orientation decide them;
/// an expanded split view makes its side columns compact in width, as UIKit does.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var userInterfaceIdiom: UserInterfaceIdiom
    public var displayScale: Double

    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass,
                userInterfaceIdiom: UserInterfaceIdiom, displayScale: Double) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
    }

    /// The traits of a full-screen window on `device` held in `orientation`.
    public init(device: Device, orientation: Orientation) {
        self.init(horizontalSizeClass: device.widthClass(orientation), verticalSizeClass: device.heightClass(orientation),
                  userInterfaceIdiom: UserInterfaceIdiom(device.family), displayScale: device.scale)
    }

    /// These traits with another horizontal size class.
    func with(horizontalSizeClass sizeClass: SizeClass) -> TraitCollection {
        var traits = self
        traits.horizontalSizeClass = sizeClass
        return traits
    }

    /// As the call log writes it: `w: compact, h: regular`.
    public var description: String { "w: \(horizontalSizeClass.rawValue), h: \(verticalSizeClass.rawValue)" }
}

/// The kind of device (`UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: String, Hashable, Sendable {
    case phone, pad, tv, watch, mac

    init(_ family: Device.Family) {
        switch family {
        case .iPhone: self = .phone
        case .iPad: self = .pad
        case .tv: self = .tv
        case .watch: self = .watch
        case .mac: self = .mac
        }
    }
}
