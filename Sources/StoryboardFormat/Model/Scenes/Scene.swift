/// One scene of a storyboard (`<scene sceneID>`): a view controller and the objects that live
/// with it (first responder, exit, gesture recognizers…), instantiated together.
public struct Scene: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    /// The scene's own id (`sceneID`; scenes have no `id`).
    public var sceneID: String? { attribute("sceneID") }

    /// The objects of the scene, in document order.
    public var members: [SceneMember] {
        guard let objects = child(named: "objects") else { return [] }
        return tree.elements(of: objects).map { SceneMember(document: document, node: $0) }
    }

    /// The primary member: the view controller (or storyboard reference) the scene is about;
    /// failing that, the first member with `sceneMemberID="viewController"` (a macOS
    /// `<application>`), or the first member that is not a placeholder or exit.
    public var viewController: SceneMember? {
        let members = self.members
        if let controller = members.first(where: { $0.isViewController || $0.isStoryboardReference }) {
            return controller
        }
        if let primary = members.first(where: { $0.sceneMemberID == "viewController" }) { return primary }
        return members.first(where: { if case .object = $0.kind { return true } else { return false } })
    }

    /// Every view of the scene, in document order (a flat list; `IBView.parentView` gives the tree).
    public var views: [IBView] { IBView.all(in: node, document: document) }

    /// Every connection of the scene (outlets, actions, segues…), in document order.
    public var connections: [Connection] { Connection.all(in: node, document: document) }

    /// The segues that start in this scene, in document order.
    public var segues: [Segue] { Segue.all(in: node, document: document) }

    /// Where Interface Builder draws the scene on its canvas.
    public var canvasLocation: Point? { child(withKey: "canvasLocation").map { Point(tree: tree, node: $0) } }
}
