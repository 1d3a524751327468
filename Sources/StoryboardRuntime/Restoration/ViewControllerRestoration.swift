/// A class that recreates a view controller when state is restored
/// (`UIViewControllerRestoration`): assign it to the controller's `restorationClass`.
@MainActor
public protocol ViewControllerRestoration: AnyObject {
    /// The controller for `identifierComponents` (ancestors' restoration identifiers, then the
    /// controller's), made or found; nil leaves it, its children and what it presented
    /// unrestored.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: StateCoder) -> ViewController?
}
