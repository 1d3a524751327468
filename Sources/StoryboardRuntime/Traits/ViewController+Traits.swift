import StoryboardLayout

extension ViewController {
    /// The controller's traits: what its container gives it (an expanded split view's side
    /// columns are compact in width), else its window's, else those of the default device.
    public var traitCollection: TraitCollection {
        if let parent { return parent.traitCollection(forChild: self, from: parent.traitCollection) }
        if let presenter = presentingStorage { return presenter.rootAncestor.traitCollection }
        return window?.traitCollection ?? TraitCollection(device: Window.defaultDevice, orientation: .portrait)
    }

    /// The traits of the window the controller's hierarchy is in (what a presentation adapts
    /// to, whatever column the presenter sits in); outside a window, those of the device a
    /// window gets by default (an iPhone in portrait: compact width).
    var windowTraits: TraitCollection {
        rootAncestor.window?.traitCollection ?? TraitCollection(device: Window.defaultDevice, orientation: .portrait)
    }

    /// `willTransition(to:with:)` as the runtime calls it, written down in the call log first.
    func callWillTransition(to traits: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        recordCall("willTransition(to: \(traits), with:)")
        willTransition(to: traits, with: coordinator)
    }

    /// `viewWillTransition(to:with:)` as the runtime calls it, written down first.
    func callViewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        recordCall("viewWillTransition(to: \(Self.points(size.width)) × \(Self.points(size.height)), with:)")
        viewWillTransition(to: size, with: coordinator)
    }

    /// `traitCollectionDidChange(_:)` as the runtime calls it, written down first.
    func callTraitCollectionDidChange(_ previous: TraitCollection) {
        recordCall("traitCollectionDidChange(\(previous))")
        traitCollectionDidChange(previous)
    }

    /// A length as the call log writes it: `390`, `320.5`.
    private static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// The controller and every controller contained in it, parents before children.
    var selfAndDescendants: [ViewController] {
        var result: [ViewController] = []
        var stack: [ViewController] = [self]
        while let controller = stack.popLast() {
            result.append(controller)
            stack.append(contentsOf: controller.children.reversed())
        }
        return result
    }
}
