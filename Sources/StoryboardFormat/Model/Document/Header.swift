/// The root element's attributes, typed: what kind of file this is, for which platform, written
/// by which Xcode, and the document-wide options (initial view controller, Auto Layout…).
public struct Header: DocumentElement {
    public let document: Document
    /// The root element (`<document>` or `<archive>`); the document node when there is none.
    public let node: XMLNode

    init(document: Document) {
        self.document = document
        self.node = document.root ?? document.tree.document
    }

    /// The raw document type, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    public var type: String? { attribute("type") }

    /// Storyboard or xib, from the type (`….Storyboard.XIB`, `….Storyboard`); a file without a
    /// type counts as a xib, since storyboards always declare theirs.
    public var kind: Document.Kind {
        guard let type else { return .xib }
        return type.contains(".Storyboard") ? .storyboard : .xib
    }

    /// The platform, from `targetRuntime` or else from the type.
    public var platform: Platform {
        if let runtime = targetRuntime { return Platform(targetRuntime: runtime) }
        if let type, let platform = Platform(documentType: type) { return platform }
        return .unknown(targetRuntime ?? type ?? "")
    }

    /// Whether an iOS document is laid out for iPad (`iOS.CocoaTouch.iPad`, or an iPad xib type).
    public var isIPad: Bool {
        targetRuntime == "iOS.CocoaTouch.iPad" || (type?.contains("CocoaTouch.iPad") ?? false)
    }

    /// The format version (`3.0` for the current format, `8.00` and so on for legacy archives).
    public var version: String? { attribute("version") }
    /// The Interface Builder build that last saved the file (`14113`, `22155`).
    public var toolsVersion: String? { attribute("toolsVersion") }
    /// The integer part of `toolsVersion` (`32700` for `32700.99.1234`), 0 when absent: what
    /// decides how that Xcode drew the document.
    public var toolsBuild: Int { Int((toolsVersion ?? "").prefix { $0.isNumber }) ?? 0 }
    /// The macOS build that last saved the file (`13E28`); Xcode stopped writing it in 2018.
    public var systemVersion: String? { attribute("systemVersion") }
    /// `iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`, `AppleTV`, `watchKit`, `MacOSX.Cocoa`.
    public var targetRuntime: String? { attribute("targetRuntime") }
    /// The object id of the initial view controller (storyboards).
    public var initialViewControllerID: String? { attribute("initialViewController") }
    /// Whether the storyboard is the launch screen (`launchScreen="YES"`).
    public var launchScreen: Bool { boolAttribute("launchScreen") ?? false }
    public var useAutolayout: Bool { boolAttribute("useAutolayout") ?? false }
    public var useTraitCollections: Bool { boolAttribute("useTraitCollections") ?? false }
    public var useSafeAreas: Bool { boolAttribute("useSafeAreas") ?? false }
    public var colorMatched: Bool { boolAttribute("colorMatched") ?? false }
    /// How generated outlets are declared (`none`, `private`…).
    public var propertyAccessControl: String? { attribute("propertyAccessControl") }
    /// macOS: how custom objects are created (`init` or `initWithCoder:`); Xcode misspells the name.
    public var customObjectInstantiationMethod: String? { attribute("customObjectInstantitationMethod") }
    /// The designed device (`<device id="retina6_1" orientation="portrait">`).
    public var deviceID: String? {
        guard let device = document.root.flatMap({ tree.firstElement(of: $0, named: "device") }) else { return nil }
        return tree.attribute("id", of: device)
    }
}
