/// A method that creates a segue's destination (`@IBSegueAction`), by the Objective-C style
/// selector a storyboard names in a segue's `destinationCreationSelector`. The `@SegueAction`
/// macro writes one of these beside the method; the runtime finds it by reflection, as it
/// finds actions.
public struct SegueActionBinding<Target: AnyObject>: AnySegueActionBinding {
    public let selector: Selector
    let body: @MainActor (Target, StoryboardCoder, Any?, String?) -> ViewController?

    public init(_ selector: Selector, _ body: @escaping @MainActor (Target, StoryboardCoder, Any?, String?) -> ViewController?) {
        self.selector = selector
        self.body = body
    }

    @MainActor
    func invoke(on target: AnyObject, coder: StoryboardCoder, sender: Any?, identifier: String?) -> ViewController? {
        body(target as! Target, coder, sender, identifier)
    }
}

protocol AnySegueActionBinding {
    var selector: Selector { get }
    @MainActor func invoke(on target: AnyObject, coder: StoryboardCoder, sender: Any?, identifier: String?) -> ViewController?
}

/// Declares a method that creates a segue's destination (`@IBSegueAction`):
/// `@SegueAction func makeDetail(coder: StoryboardCoder, sender: Any?, segueIdentifier: String?) -> DetailViewController?`.
/// The selector is derived as Objective-C spells it (`makeDetailWithCoder:sender:segueIdentifier:`);
/// pass one to override it. Return nil to let the storyboard make the destination itself.
@attached(peer, names: prefixed(_segueAction_))
public macro SegueAction(_ selector: String? = nil) = #externalMacro(module: "StoryboardMacros", type: "SegueActionMacro")

extension Responder {
    /// Whether the object declares the segue action `selector`.
    final func respondsToSegueAction(_ selector: Selector) -> Bool {
        declaredSegueActions[selector] != nil
    }

    /// Calls the segue action `selector` to create a segue's destination: its answer (nil lets
    /// the storyboard make the destination).
    final func createSegueDestination(_ selector: Selector, coder: StoryboardCoder, sender: Any?, identifier: String?) -> ViewController? {
        declaredSegueActions[selector]?.invoke(on: self, coder: coder, sender: sender, identifier: identifier)
    }
}
