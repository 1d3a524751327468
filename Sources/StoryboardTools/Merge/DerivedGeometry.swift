import StoryboardFormat

/// Geometry and bookkeeping that Interface Builder derives rather than the developer deciding
/// it: the frames it writes from Auto Layout (and the `frameInset` of Xcode 7), the simulated
/// screen of a scene, a scene's place on the canvas, the device the canvas previews, the
/// measurements of designable views, its cache of inferred metrics, the misplaced and
/// ambiguous marks of its layout check.
/// Xcode rewrites these whenever it lays a scene out again, so two sides that both moved a view
/// do not disagree about the design; the merge takes their (the incoming branch's) geometry and
/// says so in its notes, and an edit of such state alone does not keep alive an element that
/// the other side deleted.
enum DerivedGeometry {
    static let keys: Set<String> = ["frame", "frameInset", "screenRect", "canvasLocation"]
    /// Attributes of Xcode's layout check, rewritten whenever it runs.
    static let layoutMarks: Set<String> = ["misplaced", "ambiguous"]
    /// Elements under the root that cache what Xcode measured or inferred.
    static let rootCaches: Set<String> = ["device", "designables", "inferredMetricsTieBreakers"]

    static func isDerived(_ tree: XMLTree, _ element: XMLNode) -> Bool {
        // The device the canvas previews is the editor's state, written on every save; the
        // designables are Xcode's cache of what IBDesignable views measured when last rendered.
        if tree.parent(of: element) == tree.rootElement, rootCaches.contains(tree.name(of: element)) {
            return true
        }
        if tree.isElement(element, named: "designable") { return true }
        guard let key = tree.attribute("key", of: element), keys.contains(key) else { return false }
        return tree.isElement(element, named: "rect") || tree.isElement(element, named: "point")
            || tree.isElement(element, named: "frame")
    }

    /// Whether two elements are the same once derived geometry and Xcode's rewriting are left
    /// out: derived subtrees, layout marks, the empty `<animations/>` Xcode 7 wrote and Xcode 8
    /// drops, and numbers that differ only in the precision Xcode printed them with.
    static func sameIgnoringDerived(_ lhsTree: XMLTree, _ lhs: XMLNode, _ rhsTree: XMLTree, _ rhs: XMLNode) -> Bool {
        if sameBytes(lhsTree.bytes(of: lhs), rhsTree.bytes(of: rhs)) { return true }
        let left = Self.stripped(lhsTree, lhs), right = Self.stripped(rhsTree, rhs)
        guard left.count == right.count else { return false }
        for (l, r) in zip(left, right) {
            guard lhsTree.name(of: l) == rhsTree.name(of: r) else { return false }
            let la = designed(lhsTree, l), ra = designed(rhsTree, r)
            guard la.count == ra.count, zip(la, ra).allSatisfy({ $0.0 == $1.0 && sameValue($0.1, $1.1) }) else { return false }
            if lhsTree.hasCharacterContent(l) || rhsTree.hasCharacterContent(r) {
                guard lhsTree.text(of: l) == rhsTree.text(of: r) else { return false }
            }
        }
        return true
    }

    /// The element's attributes without the marks of Xcode's layout check.
    static func designed(_ tree: XMLTree, _ element: XMLNode) -> [(String, String)] {
        tree.attributes(of: element).compactMap {
            let name = tree.name(of: $0)
            return layoutMarks.contains(name) ? nil : (name, tree.value(of: $0))
        }
    }

    /// Equal, or both numbers within the precision Xcode prints color components with
    /// (`0.23529411764705882` and `0.2352941176`).
    static func sameValue(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return true }
        guard let l = Double(lhs), let r = Double(rhs) else { return false }
        return abs(l - r) <= 1e-9 * max(1, abs(l))
    }

    /// The elements of the subtree in document order, without derived subtrees and empty
    /// `<animations/>`.
    static func stripped(_ tree: XMLTree, _ element: XMLNode) -> [XMLNode] {
        var result: [XMLNode] = []
        var stack = [element]
        while let node = stack.popLast() {
            if isDerived(tree, node) { continue }
            let children = tree.elementChildren(of: node)
            if children.isEmpty && tree.isElement(node, named: "animations") && tree.attributes(of: node).isEmpty { continue }
            result.append(node)
            stack += children.reversed()
        }
        return result
    }
}
