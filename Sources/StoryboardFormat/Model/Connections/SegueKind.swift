/// The transition a segue performs (`kind=`), including the kinds deprecated since iOS 8 that
/// old storyboards still use, and macOS `sheet`; an unknown spelling is kept.
public enum SegueKind: Hashable, Sendable, CustomStringConvertible {
    case show
    case showDetail
    case presentation
    case popoverPresentation
    /// Containment: navigation root, tab bar children, split view master/detail, window content.
    case relationship
    case embed
    case unwind
    case custom
    /// Deprecated: a navigation push.
    case push
    /// Deprecated: a modal presentation.
    case modal
    /// Deprecated: a popover.
    case popover
    /// Deprecated: replace a split view's detail.
    case replace
    /// macOS: present as a sheet.
    case sheet
    /// A kind this model does not know (or a missing `kind`, as the empty string).
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "show": self = .show
        case "showDetail": self = .showDetail
        case "presentation": self = .presentation
        case "popoverPresentation": self = .popoverPresentation
        case "relationship": self = .relationship
        case "embed": self = .embed
        case "unwind": self = .unwind
        case "custom": self = .custom
        case "push": self = .push
        case "modal": self = .modal
        case "popover": self = .popover
        case "replace": self = .replace
        case "sheet": self = .sheet
        default: self = .unknown(rawValue)
        }
    }

    /// The spelling in the XML.
    public var rawValue: String {
        switch self {
        case .show: return "show"
        case .showDetail: return "showDetail"
        case .presentation: return "presentation"
        case .popoverPresentation: return "popoverPresentation"
        case .relationship: return "relationship"
        case .embed: return "embed"
        case .unwind: return "unwind"
        case .custom: return "custom"
        case .push: return "push"
        case .modal: return "modal"
        case .popover: return "popover"
        case .replace: return "replace"
        case .sheet: return "sheet"
        case .unknown(let raw): return raw
        }
    }

    public var description: String { rawValue }

    /// Whether Xcode deprecated the kind (iOS 8 adaptive segues replaced them).
    public var isDeprecated: Bool {
        switch self {
        case .push, .modal, .popover, .replace: return true
        default: return false
        }
    }
}
