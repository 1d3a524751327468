/// Scrolling, multi-line text (`UITextView`).
@MainActor
open class TextView: ScrollView {
    public var text = ""
    public var isEditable = true

    package override class var defaultElementName: String { "textView" }

    package override var screenLine: String? {
        ScreenLine("TextView", identifier: accessibilityIdentifier).quoted(text).line
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
