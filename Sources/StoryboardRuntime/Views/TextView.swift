/// Scrolling, multi-line text (`UITextView`).
@MainActor
open class TextView: ScrollView {
    public var text = ""
    public var isEditable = true

    open override class var defaultElementName: String { "textView" }

    open override var screenLine: String? {
        ScreenLine("TextView", identifier: accessibilityIdentifier).quoted(text).line
    }

    open override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "text": text = value as? String ?? ""
        case "editable", "isEditable": isEditable = Self.bool(value)
        default: return super.setBuiltInValue(value, forKeyPath: keyPath)
        }
        return true
    }
}
