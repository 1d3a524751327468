/// Which view controller class an element stands for. The element name decides the base class
/// (a `customClass` may subclass it); unknown `…Controller` elements stay generic with their
/// name so that new Xcode versions do not break reading.
public enum ControllerKind: Hashable, Sendable {
    case viewController
    case navigationController
    case tableViewController
    case collectionViewController
    case tabBarController
    case splitViewController
    case pageViewController
    case hostingController
    case glkViewController
    case avPlayerViewController
    /// macOS `NSWindowController`.
    case windowController
    /// macOS `NSTabViewController`.
    case tabViewController
    /// macOS `NSPageController` (`<pagecontroller>`).
    case pageController
    /// watchOS `WKInterfaceController` (`<controller>`).
    case interfaceController
    /// watchOS notification interface.
    case notificationController
    /// watchOS glance interface.
    case glanceController
    /// Any other element naming a view controller, kept by name.
    case other(String)

    /// The kind an element name stands for; nil when the element is not a view controller.
    ///
    /// macOS binding controllers (`arrayController`, `userDefaultsController`…) and
    /// `searchDisplayController` end in "Controller" but are plain objects, not view controllers.
    public init?(elementName name: String) {
        switch name {
        case "viewController": self = .viewController
        case "navigationController": self = .navigationController
        case "tableViewController": self = .tableViewController
        case "collectionViewController": self = .collectionViewController
        case "tabBarController": self = .tabBarController
        case "splitViewController": self = .splitViewController
        case "pageViewController": self = .pageViewController
        case "hostingController": self = .hostingController
        case "glkViewController": self = .glkViewController
        case "avPlayerViewController": self = .avPlayerViewController
        case "windowController": self = .windowController
        case "tabViewController": self = .tabViewController
        case "pagecontroller", "pageController": self = .pageController
        case "controller": self = .interfaceController
        case "notificationController": self = .notificationController
        case "glanceController": self = .glanceController
        case "arrayController", "userDefaultsController", "treeController", "objectController",
            "dictionaryController", "searchDisplayController", "controllerPlaceholder":
            return nil
        default:
            guard name.hasSuffix("Controller") else { return nil }
            self = .other(name)
        }
    }

    /// The element name, e.g. `navigationController`.
    public var elementName: String {
        switch self {
        case .viewController: return "viewController"
        case .navigationController: return "navigationController"
        case .tableViewController: return "tableViewController"
        case .collectionViewController: return "collectionViewController"
        case .tabBarController: return "tabBarController"
        case .splitViewController: return "splitViewController"
        case .pageViewController: return "pageViewController"
        case .hostingController: return "hostingController"
        case .glkViewController: return "glkViewController"
        case .avPlayerViewController: return "avPlayerViewController"
        case .windowController: return "windowController"
        case .tabViewController: return "tabViewController"
        case .pageController: return "pagecontroller"
        case .interfaceController: return "controller"
        case .notificationController: return "notificationController"
        case .glanceController: return "glanceController"
        case .other(let name): return name
        }
    }

    /// Whether the controller contains other view controllers through relationship segues.
    public var isContainer: Bool {
        switch self {
        case .navigationController, .tabBarController, .splitViewController, .pageViewController,
            .windowController, .tabViewController:
            return true
        default:
            return false
        }
    }
}
