import StoryboardFormat

extension Document {
    /// Every element at or under the root called `name`, in document order.
    func elements(named name: String) -> [Element] {
        guard let root else { return [] }
        var result: [Element] = []
        for node in tree.descendants(of: root) where tree.isElement(node, named: name) {
            result.append(Element(document: self, node: node))
        }
        return result
    }

    /// Every element at or under the root, with its name, in document order.
    func allElements() -> [Element] {
        guard let root else { return [] }
        var result: [Element] = []
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            result.append(Element(document: self, node: node))
        }
        return result
    }
}
