/// The traits of the environment a controller shows in (`UITraitCollection`), as far as the
/// runtime decides anything by them: the size classes of the window's device, held as it is.
public struct TraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}

extension ViewController {
    /// The traits of the window the controller's hierarchy is in; outside a window, those of
    /// the device a window gets by default (an iPhone in portrait: compact width).
    var windowTraits: TraitCollection {
        let window = rootAncestor.window
        let device = window?.device ?? Window.defaultDevice
        let orientation = window?.orientation ?? .portrait
        return TraitCollection(horizontalSizeClass: device.widthClass(orientation), verticalSizeClass: device.heightClass(orientation))
    }
}
