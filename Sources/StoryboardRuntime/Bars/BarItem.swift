/// An item on a navigation bar, toolbar or tab bar (`UIBarItem`).
@MainActor
open class BarItem: Responder {
    public var title: String?
    public var imageName: String?
    public var isEnabled = true
    public var tag = 0
    public var accessibilityIdentifier: String?

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "title": title = value as? String
        case "enabled", "isEnabled": isEnabled = View.bool(value)
        case "tag": tag = Int(keyValueCoding: (value as? Double) ?? 0)
        case "accessibilityIdentifier": accessibilityIdentifier = value as? String
        default: return false
        }
        return true
    }
}
