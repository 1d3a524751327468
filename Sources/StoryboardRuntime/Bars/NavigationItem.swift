/// What a controller shows on the navigation bar while it is on top (`UINavigationItem`).
@MainActor
open class NavigationItem: Responder {
    public var title: String?
    public var prompt: String?
    public var leftBarButtonItems: [BarButtonItem] = []
    public var rightBarButtonItems: [BarButtonItem] = []
    /// The item the next controller's back button shows.
    public var backBarButtonItem: BarButtonItem?
    public var backButtonTitle: String?
    public var hidesBackButton = false
    public var leftItemsSupplementBackButton = false
    /// A custom title view (a segmented control on the bar …).
    public var titleView: View?
    /// Whether the bar shows the title large (`UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: String, Sendable { case automatic, always, never }
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        switch key {
        case "leftBarButtonItem": leftBarButtonItem = object as? BarButtonItem
        case "rightBarButtonItem": rightBarButtonItem = object as? BarButtonItem
        case "backBarButtonItem": backBarButtonItem = object as? BarButtonItem
        case "titleView": titleView = object as? View
        default: return false
        }
        return true
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "title": title = value as? String
        case "prompt": prompt = value as? String
        default: return false
        }
        return true
    }
}
