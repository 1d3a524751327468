/// The questions tools ask of a whole document (what `storyboard info` prints), answered by
/// walking the tree without recursion.
extension Document {
    /// The scenes of a storyboard (`<scenes><scene>`), in document order; empty for a xib.
    public var scenes: [Scene] {
        guard let root, format == .document, let scenes = tree.firstElement(of: root, named: "scenes") else { return [] }
        return tree.elements(of: scenes, named: "scene").map { Scene(document: self, node: $0) }
    }

    /// The top-level objects of a xib (`<document><objects>`): File's Owner, First Responder,
    /// views, custom objects…; empty for a storyboard.
    public var objects: [SceneMember] {
        guard let root, format == .document, let objects = tree.firstElement(of: root, named: "objects") else { return [] }
        return tree.elements(of: objects).map { SceneMember(document: self, node: $0) }
    }

    /// Every scene member of every scene, then the xib's top-level objects.
    public var members: [SceneMember] { scenes.flatMap(\.members) + objects }

    /// Every view controller (of any kind) among the members, in document order; storyboard
    /// references are not included (see `storyboardReferences`).
    public var viewControllers: [SceneMember] { members.filter(\.isViewController) }

    /// Every storyboard reference of the document.
    public var storyboardReferences: [StoryboardReference] { members.compactMap(\.storyboardReference) }

    /// The member the initial view controller id names; nil when there is none, or when it
    /// dangles (reported in `diagnostics`).
    public var initialViewController: SceneMember? {
        guard let id = header.initialViewControllerID, let node = index.node(forID: id) else { return nil }
        return SceneMember(document: self, node: node)
    }

    /// The member whose `storyboardIdentifier` is `identifier`.
    public func member(withStoryboardIdentifier identifier: String) -> SceneMember? {
        members.first { $0.storyboardIdentifier == identifier }
    }

    /// Every segue of the document (in `<connections>`), in document order, each knowing its
    /// source and kind. The `<segue reference>` entries of `<inferredMetricsTieBreakers>` are
    /// back-references to these, not segues; see `segueElementCount`.
    public var segues: [Segue] {
        guard let root, format == .document else { return [] }
        return Segue.all(in: root, document: self)
    }

    /// How many `<segue>` elements the file has, tie-breaker references included: the number
    /// a text search (and the corpus manifest) counts.
    public var segueElementCount: Int {
        guard let root, format == .document else { return 0 }
        var count = 0
        for node in tree.descendants(of: root) where tree.isElement(node, named: "segue") { count += 1 }
        return count
    }

    /// The `<segue reference="…"/>` back-references under `<inferredMetricsTieBreakers>`.
    public var segueTieBreakers: [Element] {
        guard let root, format == .document, let breakers = tree.firstElement(of: root, named: "inferredMetricsTieBreakers")
        else { return [] }
        return tree.elements(of: breakers, named: "segue").map { Element(document: self, node: $0) }
    }

    /// How many segues there are of each kind.
    public var segueCountsByKind: [SegueKind: Int] {
        var counts: [SegueKind: Int] = [:]
        for segue in segues { counts[segue.kind, default: 0] += 1 }
        return counts
    }

    /// Every connection of the document, in document order.
    public var connections: [Connection] {
        guard let root, format == .document else { return [] }
        return Connection.all(in: root, document: self)
    }

    /// Every user-defined runtime attribute, in document order.
    public var runtimeAttributes: [RuntimeAttribute] {
        guard let root, format == .document else { return [] }
        return RuntimeAttribute.all(in: root, document: self)
    }

    /// Every view of the document, in document order (a flat list).
    public var views: [IBView] {
        guard let root, format == .document else { return [] }
        return IBView.all(in: root, document: self)
    }

    /// The `<resources>` entries.
    public var resources: [Resource] {
        guard let root, format == .document, let resources = tree.firstElement(of: root, named: "resources") else { return [] }
        return tree.elements(of: resources).map { Resource(document: self, node: $0) }
    }

    /// The dangling references (also in `diagnostics`).
    public var danglingReferences: [Reference] { index.danglingReferences }
}
