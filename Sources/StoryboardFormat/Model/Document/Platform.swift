/// The operating system a document is designed for, from its `targetRuntime` (or its type,
/// for files that lack one): it decides which element names mean which classes.
public enum Platform: Hashable, Sendable {
    case iOS
    case tvOS
    case watchOS
    case macOS
    /// A runtime this model does not know, kept as written.
    case unknown(String)

    /// The platform a `targetRuntime` value names (`iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`,
    /// `AppleTV`, `watchKit`, `MacOSX.Cocoa`).
    public init(targetRuntime: String) {
        switch targetRuntime {
        case "iOS.CocoaTouch", "iOS.CocoaTouch.iPad": self = .iOS
        case "AppleTV": self = .tvOS
        case "watchKit": self = .watchOS
        case "MacOSX.Cocoa": self = .macOS
        default:
            if targetRuntime.hasPrefix("iOS") { self = .iOS }
            else if targetRuntime.hasPrefix("MacOSX") { self = .macOS }
            else { self = .unknown(targetRuntime) }
        }
    }

    /// The platform a document type names (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`,
    /// `com.apple.InterfaceBuilder.WatchKit.Storyboard`, `…Cocoa.XIB`, `…AppleTV.Storyboard`).
    public init?(documentType type: String) {
        if type.contains(".CocoaTouch") { self = .iOS }
        else if type.contains(".AppleTV") { self = .tvOS }
        else if type.contains(".WatchKit") { self = .watchOS }
        else if type.contains(".Cocoa") { self = .macOS }
        else { return nil }
    }

    /// A short stable name: `iOS`, `tvOS`, `watchOS`, `macOS`, or the raw runtime.
    public var name: String {
        switch self {
        case .iOS: return "iOS"
        case .tvOS: return "tvOS"
        case .watchOS: return "watchOS"
        case .macOS: return "macOS"
        case .unknown(let raw): return raw
        }
    }
}
