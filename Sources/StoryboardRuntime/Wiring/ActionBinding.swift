/// A method a storyboard can send as an action, by its Objective-C style selector. The
/// `@Action` macro writes one of these beside each action method; the runtime finds it by
/// reflection, so a class declares its actions and nothing else.
public struct ActionBinding<Target: AnyObject>: AnyActionBinding {
    public let selector: Selector
    let body: @MainActor (Target, Any?) -> Void

    public init(_ selector: Selector, _ body: @escaping @MainActor (Target, Any?) -> Void) {
        self.selector = selector
        self.body = body
    }

    @MainActor
    func invoke(on target: AnyObject, sender: Any?) {
        body(target as! Target, sender)
    }
}

protocol AnyActionBinding {
    var selector: Selector { get }
    @MainActor func invoke(on target: AnyObject, sender: Any?)
}

/// Declares an action method (`@IBAction`). The selector is derived from the signature as
/// Objective-C spells it (`changeColor(_:)` → `changeColor:`, `done()` → `done`); pass one
/// to override it.
@attached(peer, names: prefixed(_action_))
public macro Action(_ selector: String? = nil) = #externalMacro(module: "StoryboardMacros", type: "ActionMacro")
