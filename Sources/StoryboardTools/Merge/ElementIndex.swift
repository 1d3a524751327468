import StoryboardFormat

/// Every element of one side that has an id used once, with where it stands (a hash of the
/// keys of its ancestors): how the merge finds an element that moved to another parent.
struct ElementIndex: Sendable {
    var nodes: [String: XMLNode] = [:]
    var locations: [String: Int] = [:]

    init() {}

    /// One walk in document order. A parent's location is made when its first element child
    /// is met, from its own parent's, which was made before: leaves, most of a document,
    /// never build a key.
    init(_ tree: XMLTree) {
        guard let root = tree.rootElement else { return }
        let capacity = tree.nodeCount / 4
        nodes.reserveCapacity(capacity)
        locations.reserveCapacity(capacity)
        var duplicated: Set<String> = []
        // The location each element gives its children; `unset` until its first child is met.
        let unset = Int.min
        var childLocations = [Int](repeating: unset, count: tree.nodeCount)
        func childLocation(of parent: XMLNode, from grandparent: XMLNode?) -> Int {
            if childLocations[Int(parent.index)] != unset { return childLocations[Int(parent.index)] }
            let above = grandparent.map { childLocations[Int($0.index)] } ?? 0
            let own = above &* 31 &+ (ElementKey.stable(tree, parent) ?? tree.name(of: parent)).hashValue
            childLocations[Int(parent.index)] = own == unset ? own &+ 1 : own
            return childLocations[Int(parent.index)]
        }
        _ = childLocation(of: root, from: nil)
        for node in tree.descendants(of: root) where node != root && tree.kind(of: node) == .element {
            guard let parent = tree.parent(of: node) else { continue }
            let location = childLocation(of: parent, from: parent == root ? nil : tree.parent(of: parent))
            if let id = tree.attribute("id", of: node) {
                if nodes.updateValue(node, forKey: id) != nil { duplicated.insert(id) }
                locations[id] = location
            }
        }
        for id in duplicated {
            nodes[id] = nil
            locations[id] = nil
        }
    }
}
