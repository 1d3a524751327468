extension Responder {
    /// Delivers an action as `UIApplication.sendAction` does: to the target when there is one,
    /// else to the first responder up the chain from `chainStart` that has the action (none:
    /// nothing happens). A target of the app's own class without the method is UIKit's
    /// "unrecognized selector" crash, recorded as an error; an object standing in for a class the
    /// app lacks has already been warned about and ignores it.
    static func sendAction(
        _ action: Selector, to target: AnyObject?, from sender: Any?, chainStart: Responder?, origin: DocumentOrigin?
    ) {
        if let responder = target as? Responder {
            if !responder.perform(action, sender: sender) && !responder.isStandIn {
                let kind = RuntimeError.Kind.unrecognizedSelector(selector: action.name, className: responder.className)
                responder.deliver(origin?.error(kind) ?? RuntimeError(kind))
            }
            return
        }
        guard target == nil else { return }
        var current = chainStart
        while let responder = current {
            if responder.responds(to: action) {
                responder.perform(action, sender: sender)
                return
            }
            current = responder.next
        }
    }
}
