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
            if responder.responds(to: action) { responder.recordAction(action, sender: sender) }
            if !responder.perform(action, sender: sender) {
                if responder.isStandIn {
                    noteNoOp(action, origin: origin, from: responder, reason: "its target is a \(responder.className), which the app lacks")
                } else {
                    let kind = RuntimeError.Kind.unrecognizedSelector(selector: action.name, className: responder.className)
                    responder.deliver(origin?.error(kind) ?? RuntimeError(kind))
                }
            }
            return
        }
        guard target == nil else { return }
        var current = chainStart
        while let responder = current {
            if responder.responds(to: action) {
                responder.recordAction(action, sender: sender)
                responder.perform(action, sender: sender)
                return
            }
            current = responder.next
        }
        if let chainStart { noteNoOp(action, origin: origin, from: chainStart, reason: "no object on the responder chain has it") }
    }

    /// Writes the action down in the call log: `dismiss(_:) ← UIBarButtonItem`.
    func recordAction(_ action: Selector, sender: Any?) {
        recordCall(CallLog.method(action.name) + " ← " + CallLog.describe(sender))
    }

    /// Prototype mode: an action nobody performs does nothing, with one notice per action.
    private static func noteNoOp(_ action: Selector, origin: DocumentOrigin?, from responder: Responder, reason: String) {
        responder.runtimeEnvironment?.diagnostics.note(
            once: "action \(action.name) \(origin?.file ?? "")", "the action \(action.name) does nothing: \(reason)",
            file: origin?.file, position: origin?.position, id: .prototype)
    }
}
