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

    /// Replaces the text as typing does: the delegate hears editing begin, the change, and
    /// the end (`UITextViewDelegate`).
    open override var canBecomeFirstResponder: Bool { isEditable }

    public func type(_ newText: String) {
        becomeFirstResponder()
        defer { resignFirstResponder() }
        delegate?.textViewDidBeginEditing(self)
        text = newText
        delegate?.textViewDidChange(self)
        delegate?.textViewDidEndEditing(self)
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
    func textViewDidBeginEditing(_ textView: TextView)
    func textViewDidChange(_ textView: TextView)
    func textViewDidEndEditing(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidEndEditing(_ textView: TextView) {}
}
