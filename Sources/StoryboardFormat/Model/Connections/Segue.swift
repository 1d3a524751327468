/// `<segue destination kind identifier id …/>`: a transition from the object whose
/// `<connections>` holds it (a control, a cell, a bar button item, a gesture recognizer, or the
/// view controller itself for a manual segue) to another scene.
public struct Segue: ConnectionElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    public var kind: SegueKind { SegueKind(rawValue: attribute("kind") ?? "") }

    /// The identifier code uses in `performSegue(withIdentifier:)` and `prepare(for:)`.
    public var identifier: String? { attribute("identifier") }

    /// The destination as a scene member (a view controller, a storyboard reference, an exit);
    /// nil when it dangles or is not a member.
    public var destinationMember: SceneMember? {
        guard let id = destinationID, let node = document.index.node(forID: id),
            let parent = tree.parent(of: node), tree.isElement(parent, named: "objects")
        else { return nil }
        return SceneMember(document: document, node: node)
    }

    /// What fires the segue besides the default action: `accessoryAction` for a cell's
    /// accessory button.
    public var trigger: String? { attribute("trigger") }

    /// The relationship of a relationship segue: `rootViewController`, `viewControllers`,
    /// `masterViewController`, `detailViewController`, `window.shadowedContentViewController`…
    public var relationship: String? { attribute("relationship") }

    /// The action an unwind segue sends (`unwindToList:`).
    public var unwindAction: String? { attribute("unwindAction") }

    public var modalPresentationStyle: String? { attribute("modalPresentationStyle") }
    public var modalTransitionStyle: String? { attribute("modalTransitionStyle") }

    /// Whether the transition animates (`animates="NO"` turns it off).
    public var animates: Bool { boolAttribute("animates") ?? true }

    /// An `@IBSegueAction` method creating the destination.
    public var destinationCreationSelector: String? { attribute("destinationCreationSelector") }

    /// The id of the view or bar button item a popover is anchored to.
    public var popoverAnchorID: String? { attribute("popoverAnchorView") ?? attribute("popoverAnchorBarButtonItem") }

    /// Whether the segue sits in a view controller's own `<connections>`: only
    /// `performSegue(withIdentifier:sender:)` fires it. Relationship and embed segues describe
    /// containment and are never manual.
    public var isManual: Bool {
        switch kind {
        case .relationship, .embed: return false
        default: break
        }
        guard let source else { return false }
        if let parent = tree.parent(of: source.node), tree.isElement(parent, named: "objects") {
            return SceneMember(document: document, node: source.node).isViewController
        }
        return false
    }

    /// Every segue in `<connections>` at or under `root`, in document order (the references in
    /// `<inferredMetricsTieBreakers>` are not segues and are not included).
    public static func all(in root: XMLNode, document: Document) -> [Segue] {
        let tree = document.tree
        var result: [Segue] = []
        for node in tree.descendants(of: root) where tree.isElement(node, named: "segue") {
            if let parent = tree.parent(of: node), tree.isElement(parent, named: "connections") {
                result.append(Segue(document: document, node: node))
            }
        }
        return result
    }
}
