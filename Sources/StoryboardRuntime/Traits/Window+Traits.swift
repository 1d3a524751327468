import StoryboardLayout

extension Window {
    /// The traits of the window's screen: its device held as it is.
    public var traitCollection: TraitCollection { TraitCollection(device: device, orientation: orientation) }

    /// The screen changes (a rotation, or another device). On screen it goes as in UIKit:
    /// each controller shown hears `willTransition(to:with:)` when the traits change and
    /// `viewWillTransition(to:with:)` when the size does (containers pass both on to their
    /// children); the new screen takes effect, presentations adapt to it (a popover becomes
    /// a sheet in compact width), split views collapse or expand for it and tab
    /// bars hold as many tabs as it allows (the More tab); every
    /// controller whose traits changed hears `traitCollectionDidChange(_:)`; the coordinator's
    /// alongside blocks run, the screen is laid out, and its completions run.
    public func changeScreen(to newDevice: Device, orientation newOrientation: Orientation) {
        guard isKeyWindow, let root = rootViewController, root.isViewLoaded else {
            screenLayout.device = newDevice
            screenLayout.orientation = newOrientation
            return
        }
        let oldTraits = traitCollection
        let oldSize = device.size(orientation)
        let newTraits = TraitCollection(device: newDevice, orientation: newOrientation)
        let newEnvironment = LayoutEnvironment(device: newDevice, orientation: newOrientation, detectsAmbiguity: false)
        let screens = presentationChain(from: root)
        let controllersBefore = screens.flatMap(\.selfAndDescendants)
        let before = Dictionary(controllersBefore.map { (ObjectIdentifier($0), $0.traitCollection) }, uniquingKeysWith: { first, _ in first })

        let coordinator = ViewControllerTransitionCoordinator()
        if newTraits != oldTraits {
            for controller in screens { controller.callWillTransition(to: newTraits, with: coordinator) }
        }
        if newDevice.size(newOrientation) != oldSize {
            for (index, controller) in screens.enumerated() {
                // A presentation in a context takes the size its context fills: the screen's,
                // in a tab or navigation controller.
                let frame = index == 0 || controller.isPresentedInContext
                    ? Rect(x: 0, y: 0, width: newEnvironment.screenSize.width, height: newEnvironment.screenSize.height)
                    : ScreenLayoutTree.presentationFrame(controller, environment: newEnvironment)
                controller.callViewWillTransition(to: Size(width: frame.width, height: frame.height), with: coordinator)
            }
        }
        screenLayout.device = newDevice
        screenLayout.orientation = newOrientation
        if newTraits != oldTraits {
            for controller in screens { controller.adaptPresentation(to: newTraits, with: coordinator) }
        }
        for split in controllersBefore.compactMap({ $0 as? SplitViewController }) { split.adaptToTraits() }
        // Collapsing and expanding move controllers: what holds what is read again.
        let controllersAfter = screens.flatMap(\.selfAndDescendants)
        for tabs in controllersAfter.compactMap({ $0 as? TabBarController }) { tabs.adaptMoreToTraits() }
        for controller in controllersAfter {
            guard let previous = before[ObjectIdentifier(controller)], previous != controller.traitCollection else { continue }
            controller.callTraitCollectionDidChange(previous)
        }
        coordinator.runAlongside()
        layOutScreens()
        coordinator.complete()
    }
}

extension Window {
    /// `root` and every controller presented from its hierarchy, bottom up: those presented
    /// in a context inside a screen (current-context styles in containers, see
    /// ViewController+PresentationContext.swift), then the one presented over the screen,
    /// and so on for that one's screen.
    func presentationChain(from root: ViewController) -> [ViewController] {
        var chain = [root]
        for screen in screenChain(from: root) {
            if screen !== root { chain.append(screen) }
            chain += Window.presentedInContexts(of: screen)
        }
        return chain
    }

    /// `root` and the controllers presented over the whole screen, bottom up: from the root,
    /// or from a controller presented in a context inside the screen below.
    package func screenChain(from root: ViewController) -> [ViewController] {
        var chain = [root]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while let screen = chain.last {
            var next = screen.presentedStorage.flatMap { $0.isPresentedInContext ? nil : $0 }
            for presented in Window.presentedInContexts(of: screen) {
                if let over = presented.presentedStorage, !over.isPresentedInContext { next = over }
            }
            guard let next, seen.insert(ObjectIdentifier(next)).inserted else { break }
            chain.append(next)
        }
        return chain
    }

    /// The controllers presented in contexts inside `screen`'s hierarchy (shown or not),
    /// each after the context it covers.
    static func presentedInContexts(of screen: ViewController) -> [ViewController] {
        var result: [ViewController] = []
        var stack: [ViewController] = [screen]
        while let controller = stack.popLast(), result.count < 4096 {
            if let presented = controller.presentedInContext {
                result.append(presented)
                stack.append(presented)
            }
            stack.append(contentsOf: controller.children.reversed())
        }
        return result
    }
}

extension Device {
    /// The devices an iOS app runs on here: the iPhones and iPads of the catalog.
    public static var runnable: [Device] { all.filter { $0.family == .iPhone || $0.family == .iPad } }

    /// The runnable device with Interface Builder's id `id` (`retina6_1`, `ipad11_0rounded`).
    public static func runnable(named id: String) -> Device? {
        named(id).flatMap { $0.family == .iPhone || $0.family == .iPad ? $0 : nil }
    }
}
