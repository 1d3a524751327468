import StoryboardFormat

/// Geometry that Interface Builder derives rather than the developer deciding it: the frames it
/// writes from Auto Layout, the simulated screen of a scene, a scene's place on the canvas, the
/// device the canvas previews, the measurements of designable views.
/// Xcode rewrites these whenever it lays a scene out again, so two sides that both moved a view
/// do not disagree about the design; the merge takes their (the incoming branch's) geometry and
/// says so in its notes, and an edit of such geometry alone does not keep alive an element
/// that the other side deleted.
enum DerivedGeometry {
    static let keys: Set<String> = ["frame", "screenRect", "canvasLocation"]

    static func isDerived(_ tree: XMLTree, _ element: XMLNode) -> Bool {
        // The device the canvas previews is the editor's state, written on every save; the
        // designables are Xcode's cache of what IBDesignable views measured when last rendered.
        if tree.parent(of: element) == tree.rootElement
            && (tree.isElement(element, named: "device") || tree.isElement(element, named: "designables"))
        {
            return true
        }
        if tree.isElement(element, named: "designable") { return true }
        guard let key = tree.attribute("key", of: element), keys.contains(key) else { return false }
        return tree.isElement(element, named: "rect") || tree.isElement(element, named: "point")
    }

    /// Whether two elements are the same once derived geometry is left out.
    static func sameIgnoringGeometry(_ lhsTree: XMLTree, _ lhs: XMLNode, _ rhsTree: XMLTree, _ rhs: XMLNode) -> Bool {
        if lhsTree.bytes(of: lhs) == rhsTree.bytes(of: rhs) { return true }
        var left = Self.stripped(lhsTree, lhs).makeIterator(), right = Self.stripped(rhsTree, rhs).makeIterator()
        while true {
            let l = left.next(), r = right.next()
            if l == nil && r == nil { return true }
            guard let l, let r else { return false }
            guard lhsTree.name(of: l) == rhsTree.name(of: r) else { return false }
            let la = lhsTree.attributes(of: l).map { (lhsTree.name(of: $0), lhsTree.value(of: $0)) }
            let ra = rhsTree.attributes(of: r).map { (rhsTree.name(of: $0), rhsTree.value(of: $0)) }
            guard la.count == ra.count, zip(la, ra).allSatisfy({ $0 == $1 }) else { return false }
            if lhsTree.hasCharacterContent(l) || rhsTree.hasCharacterContent(r) {
                guard lhsTree.text(of: l) == rhsTree.text(of: r) else { return false }
            }
        }
    }

    /// The elements of the subtree in document order, without derived geometry.
    static func stripped(_ tree: XMLTree, _ element: XMLNode) -> [XMLNode] {
        tree.descendants(of: element).filter { tree.kind(of: $0) == .element && !isDerived(tree, $0) }
    }
}
