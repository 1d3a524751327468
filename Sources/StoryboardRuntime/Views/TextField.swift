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
        becomeFirstResponder()
        sendActionsIfEnabled(for: .editingDidBegin)
        text = newText
        sendActionsIfEnabled(for: .editingChanged)
        if pressingReturn && (delegate?.textFieldShouldReturn(self) ?? true) {
            sendActionsIfEnabled(for: .editingDidEndOnExit)
        }
        resignFirstResponder()
        sendActionsIfEnabled(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

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
    func textFieldDidEndEditing(_ textField: TextField)
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
