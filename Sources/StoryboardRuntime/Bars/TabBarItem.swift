/// The item that stands for a controller on a tab bar (`UITabBarItem`).
@MainActor
open class TabBarItem: BarItem {
    /// The system items (`UITabBarItem.SystemItem`).
    public enum SystemItem: String, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
        case downloads, mostRecent, mostViewed

        public var displayTitle: String {
            switch self {
            case .topRated: return "Top Rated"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            }
        }
    }

    public var badgeValue: String?
    public internal(set) var systemItem: SystemItem?

    public convenience init(title: String?, imageName: String?, tag: Int) {
        self.init()
        self.title = title
        self.imageName = imageName
        self.tag = tag
    }

    public var displayTitle: String { title ?? systemItem?.displayTitle ?? "" }
}
