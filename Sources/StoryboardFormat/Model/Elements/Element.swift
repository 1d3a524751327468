/// Any element of a document seen through the model, for what the model does not type:
/// constraints, bindings, layout guides, unknown future elements. Nothing is ever dropped.
public struct Element: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    /// All attributes as name–value pairs, in document order.
    public var attributes: [(name: String, value: String)] {
        tree.attributes(of: node).map { (tree.name(of: $0), tree.value(of: $0)) }
    }

    /// The child elements, in document order.
    public var children: [Element] {
        tree.elements(of: node).map { Element(document: document, node: $0) }
    }

    /// The parent element (nil for the root element).
    public var parent: Element? {
        guard let parent = tree.parent(of: node), tree.kind(of: parent) == .element else { return nil }
        return Element(document: document, node: parent)
    }
}
