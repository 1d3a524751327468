/// One object of a scene's `<objects>` (or of a xib's top-level `<objects>`): a view controller,
/// a storyboard reference, a placeholder, the exit, or any other object.
public struct SceneMember: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    /// What the member is.
    public enum Kind: Hashable, Sendable {
        case viewController(ControllerKind)
        /// `<viewControllerPlaceholder>` (iOS) or `<controllerPlaceholder>` (macOS): a scene of
        /// another storyboard.
        case storyboardReference
        case placeholder(PlaceholderKind)
        /// The scene's exit, the destination of unwind segues.
        case exit
        /// Anything else: custom objects, gesture recognizers, views and windows of xibs, menus.
        case object
    }

    /// What a `<placeholder>` stands for (`placeholderIdentifier`).
    public enum PlaceholderKind: Hashable, Sendable {
        /// `IBFilesOwner`: the object passed as owner when the nib is loaded.
        case filesOwner
        /// `IBFirstResponder`: the responder chain.
        case firstResponder
        /// `IBCocoaTouchEventProxy`.
        case eventProxy
        case other(String)

        public init(identifier: String) {
            switch identifier {
            case "IBFilesOwner": self = .filesOwner
            case "IBFirstResponder": self = .firstResponder
            case "IBCocoaTouchEventProxy": self = .eventProxy
            default: self = .other(identifier)
            }
        }
    }

    public var kind: Kind {
        let name = elementName
        switch name {
        case "placeholder": return .placeholder(PlaceholderKind(identifier: attribute("placeholderIdentifier") ?? ""))
        case "exit": return .exit
        case "viewControllerPlaceholder", "controllerPlaceholder": return .storyboardReference
        default:
            if let controller = ControllerKind(elementName: name) { return .viewController(controller) }
            // macOS storyboards write the first responder as
            // `<customObject … sceneMemberID="firstResponder">`, not as a placeholder.
            if tree.attributeEquals("sceneMemberID", "firstResponder", of: node) { return .placeholder(.firstResponder) }
            return .object
        }
    }

    /// The controller kind when the member is a view controller.
    public var controllerKind: ControllerKind? {
        if case .viewController(let kind) = kind { return kind }
        return nil
    }

    public var isViewController: Bool { controllerKind != nil }

    public var isStoryboardReference: Bool { kind == .storyboardReference }

    /// The member as a storyboard reference.
    public var storyboardReference: StoryboardReference? {
        isStoryboardReference ? StoryboardReference(document: document, node: node) : nil
    }

    /// The role in the scene: `viewController`, `firstResponder`, `exit`.
    public var sceneMemberID: String? { attribute("sceneMemberID") }

    /// `placeholderIdentifier` of a placeholder (`IBFilesOwner`, `IBFirstResponder`).
    public var placeholderIdentifier: String? { attribute("placeholderIdentifier") }

    /// The identifier code uses to instantiate the controller (`Storyboard ID`).
    public var storyboardIdentifier: String? { attribute("storyboardIdentifier") }

    /// The restoration identifier as written.
    public var restorationIdentifier: String? { attribute("restorationIdentifier") }

    /// `useStoryboardIdentifierAsRestorationIdentifier="YES"`.
    public var usesStoryboardIdentifierAsRestorationIdentifier: Bool {
        boolAttribute("useStoryboardIdentifierAsRestorationIdentifier") ?? false
    }

    /// The identifier state restoration uses: the storyboard identifier when the flag says so,
    /// else the restoration identifier as written.
    public var effectiveRestorationIdentifier: String? {
        if usesStoryboardIdentifierAsRestorationIdentifier, let storyboardIdentifier { return storyboardIdentifier }
        return restorationIdentifier
    }

    /// The controller's title (`title="Colors"`).
    public var title: String? { attribute("title") }

    /// The controller's root view (`<view key="view">`, `<tableView key="view">`…).
    public var view: IBView? {
        guard let node = child(withKey: "view") ?? child(withKey: "contentView") else { return nil }
        return IBView(document: document, node: node)
    }

    /// Every view of the member, in document order (a flat list).
    public var views: [IBView] { IBView.all(in: node, document: document) }

    public var navigationItem: IBNavigationItem? {
        child(withKey: "navigationItem").map { IBNavigationItem(document: document, node: $0) }
    }

    public var tabBarItem: IBTabBarItem? {
        child(withKey: "tabBarItem").map { IBTabBarItem(document: document, node: $0) }
    }

    /// A navigation controller's bar.
    public var navigationBar: IBView? { child(withKey: "navigationBar").map { IBView(document: document, node: $0) } }

    /// A navigation controller's toolbar.
    public var toolbar: IBView? { child(withKey: "toolbar").map { IBView(document: document, node: $0) } }

    /// A tab bar controller's tab bar.
    public var tabBar: IBView? { child(withKey: "tabBar").map { IBView(document: document, node: $0) } }

    /// The items a controller shows in its navigation controller's toolbar (`<toolbarItems>`).
    public var toolbarItems: [IBBarButtonItem] {
        guard let items = child(named: "toolbarItems") else { return [] }
        return tree.elements(of: items).map { IBBarButtonItem(document: document, node: $0) }
    }

    /// The member's own connections (outlets of the controller, manual and relationship segues).
    public var connections: [Connection] { Connection.own(of: node, document: document) }

    /// Every connection in the member, its views' included.
    public var allConnections: [Connection] { Connection.all(in: node, document: document) }

    /// Every segue starting in the member.
    public var segues: [Segue] { Segue.all(in: node, document: document) }

    /// The member's own user-defined runtime attributes.
    public var runtimeAttributes: [RuntimeAttribute] { RuntimeAttribute.own(of: node, document: document) }

    /// The scene the member belongs to (nil for a xib's top-level object).
    public var scene: Scene? {
        guard let objects = tree.parent(of: node), let scene = tree.parent(of: objects),
            tree.isElement(scene, named: "scene")
        else { return nil }
        return Scene(document: document, node: scene)
    }
}
