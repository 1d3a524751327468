extension ViewController {
    /// The controller state restoration treats as this one's parent: its container, or, for
    /// the root of a presented hierarchy, the controller that presented it.
    var restorationParent: ViewController? { parent ?? presentingStorage }

    /// The restoration identifiers of the ancestors (containers and presenters, from the
    /// window's root down), then the controller's own; nil when any of them has none, since
    /// such a controller is not saved.
    public var restorationIdentifierPath: [String]? {
        var path: [String] = []
        var current: ViewController? = self
        while let controller = current {
            guard let identifier = controller.restorationIdentifier, !identifier.isEmpty else { return nil }
            path.append(identifier)
            current = controller.restorationParent
        }
        return path.reversed()
    }
}
