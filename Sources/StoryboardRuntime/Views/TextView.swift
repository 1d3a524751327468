/// Scrolling, multi-line text (`UITextView`).
@MainActor
open class TextView: ScrollView {
    public var text = ""
    public var isEditable = true
    /// Receives the editing callbacks of `UITextViewDelegate`.
    public weak var delegate: (any TextViewDelegate)?

    package override class var defaultElementName: String { "textView" }

    package override var screenLine: String? {
        ScreenLine("TextView", identifier: accessibilityIdentifier).quoted(text).line
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        if key == "delegate" { delegate = object as? any TextViewDelegate }
        return super.setBuiltInOutlet(key, to: object)
    }

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Replaces the text as typing does: editing begins (as the first responder, when the view
    /// is in a window), the text changes (`textViewDidChange(_:)`), and editing ends.
    public func type(_ newText: String) {
        let editsAsFirstResponder = responderWindow != nil && canBecomeFirstResponder
        if editsAsFirstResponder {
            guard becomeFirstResponder() else { return }
        } else {
            delegate?.textViewDidBeginEditing(self)
        }
        text = newText
        delegate?.textViewDidChange(self)
        if editsAsFirstResponder { resignFirstResponder() } else { delegate?.textViewDidEndEditing(self) }
    }

    /// Becoming the first responder begins editing, as in UIKit, whether a tap or code asks:
    /// the delegate may refuse (`textViewShouldBeginEditing(_:)`), then it is told
    /// (`textViewDidBeginEditing(_:)`).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil, delegate?.textViewShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Resigning ends editing: the delegate may refuse (`textViewShouldEndEditing(_:)`), then
    /// it is told (`textViewDidEndEditing(_:)`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        _ = super.resignFirstResponder()
        delegate?.textViewDidEndEditing(self)
        return true
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "text": text = value as? String ?? ""
        case "editable", "isEditable": isEditable = Self.bool(value)
        default: return super.setBuiltInValue(value, forKeyPath: keyPath)
        }
        return true
    }
}

/// Editing callbacks of a text view (`UITextViewDelegate`).
@MainActor
public protocol TextViewDelegate: AnyObject {
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    func textViewDidBeginEditing(_ textView: TextView)
    func textViewDidChange(_ textView: TextView)
    func textViewDidEndEditing(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidEndEditing(_ textView: TextView) {}
}
