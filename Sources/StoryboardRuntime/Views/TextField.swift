/// Editable text on one line (`UITextField`).
@MainActor
open class TextField: Control {
    public var text: String? = ""
    public var placeholder: String?
    public var textColor: Color?
    public var font: Font?
    /// Receives the editing callbacks of `UITextFieldDelegate`.
    public weak var delegate: (any TextFieldDelegate)?

    package override class var defaultElementName: String { "textField" }
    package override class var primaryEvent: Event { .editingDidEndOnExit }

    /// Replaces the text as typing does: begin editing, change, end editing, each reported as
    /// UIKit reports it.
    public func type(_ newText: String) {
        type(newText, pressingReturn: false)
    }

    /// Types, then presses Return when `pressingReturn`: the delegate's
    /// `textFieldShouldReturn(_:)` is asked, and unless it says no, `editingDidEndOnExit` is
    /// sent (the event a text field's segue fires on) before editing ends, as in UIKit.
    public func type(_ newText: String, pressingReturn: Bool) {
        // A field in a window begins and ends editing as the first responder (and is not typed
        // into when its delegate will not let it begin); one that cannot be (in no window, or
        // disabled) still reports the same events around the typing.
        let editsAsFirstResponder = responderWindow != nil && canBecomeFirstResponder
        if editsAsFirstResponder {
            guard becomeFirstResponder() else { return }
        } else {
            beginEditing()
        }
        text = newText
        sendActionsIfEnabled(for: .editingChanged)
        if pressingReturn && (delegate?.textFieldShouldReturn(self) ?? true) {
            sendActionsIfEnabled(for: .editingDidEndOnExit)
        }
        if editsAsFirstResponder { resignFirstResponder() } else { endEditing() }
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Becoming the first responder begins editing, as in UIKit: the delegate may refuse
    /// (`textFieldShouldBeginEditing(_:)`), then `editingDidBegin` is sent and the delegate
    /// told (`textFieldDidBeginEditing(_:)`), whether the user tapped the field or code asked.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        beginEditing()
        return true
    }

    /// Resigning ends editing: the delegate may refuse (`textFieldShouldEndEditing(_:)`),
    /// then `editingDidEnd` is sent and the delegate told (`textFieldDidEndEditing(_:)`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        _ = super.resignFirstResponder()
        endEditing()
        return true
    }

    private func beginEditing() {
        sendActionsIfEnabled(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
    }

    private func endEditing() {
        sendActionsIfEnabled(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
    }

    package override var screenLine: String? {
        var line = ScreenLine("TextField", identifier: accessibilityIdentifier).quoted(text ?? "")
        if let placeholder { line = line.adding("placeholder \(ScreenLine.quote(placeholder))") }
        return line.line
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        guard key == "delegate" else { return super.setBuiltInOutlet(key, to: object) }
        delegate = object as? any TextFieldDelegate
        return true
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "text": text = value as? String
        case "placeholder": placeholder = value as? String
        default: return super.setBuiltInValue(value, forKeyPath: keyPath)
        }
        return true
    }
}

/// Editing callbacks of a text field (`UITextFieldDelegate`).
@MainActor
public protocol TextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    func textFieldDidBeginEditing(_ textField: TextField)
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    func textFieldDidEndEditing(_ textField: TextField)
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
