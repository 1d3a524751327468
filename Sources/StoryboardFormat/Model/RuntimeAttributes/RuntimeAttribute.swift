/// `<userDefinedRuntimeAttribute type keyPath value>`: a value set with key-value coding on the
/// object while it is decoded, before `awakeFromNib` (how storyboards configure what the
/// inspector does not show, such as RBStoryboardLink's `storyboardName`).
public struct RuntimeAttribute: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    /// The key path set on the object.
    public var keyPath: String? { attribute("keyPath") }

    /// The type as written (`boolean`, `number`, `string`…).
    public var type: String? { attribute("type") }

    /// The object the attribute is set on (the element around `<userDefinedRuntimeAttributes>`).
    public var owner: Element? {
        guard let list = tree.parent(of: node), let owner = tree.parent(of: list), tree.kind(of: owner) == .element
        else { return nil }
        return Element(document: document, node: owner)
    }

    /// The typed value. Numbers and geometry are children (`<integer key="value" value="0"/>`,
    /// `<real …>`, `<rect key="value" …>`) in current files and the `value` attribute in older
    /// ones; both are read.
    public var value: RuntimeAttributeValue {
        let raw = attribute("value")
        let child = self.child(withKey: "value")
        switch type ?? "" {
        case "boolean":
            return .boolean((raw ?? child.flatMap { tree.attribute("value", of: $0) }).flatMap(InterfaceBuilderValue.bool) ?? false)
        case "number":
            let text = raw ?? child.flatMap { tree.attribute("value", of: $0) }
            if let text, let number = Double(text) { return .number(number) }
            return .unknown(type: "number", value: text)
        case "string":
            if let raw { return .string(raw) }
            if let child { return .string(tree.text(of: child)) }
            return .string("")
        case "localizedString":
            if let child { return .localizedString(tree.text(of: child)) }
            return .localizedString(raw ?? "")
        case "point":
            return child.map { .point(Point(tree: tree, node: $0)) } ?? .unknown(type: "point", value: raw)
        case "size":
            return child.map { .size(Size(tree: tree, node: $0)) } ?? .unknown(type: "size", value: raw)
        case "rect":
            return child.map { .rect(Rect(tree: tree, node: $0)) } ?? .unknown(type: "rect", value: raw)
        case "range":
            return child.map { .range(TextRange(tree: tree, node: $0)) } ?? .unknown(type: "range", value: raw)
        case "color":
            if let child, tree.nameEquals(child, "color") { return .color(IBColor(tree: tree, node: child)) }
            return .unknown(type: "color", value: raw)
        case "image":
            return .image(raw ?? child.flatMap { tree.attribute("name", of: $0) } ?? "")
        case "nil":
            return .nil
        case let other:
            return .unknown(type: other, value: raw)
        }
    }

    /// The runtime attributes of `owner` itself.
    public static func own(of owner: XMLNode, document: Document) -> [RuntimeAttribute] {
        let tree = document.tree
        var result: [RuntimeAttribute] = []
        for list in tree.elements(of: owner, named: "userDefinedRuntimeAttributes") {
            for item in tree.elements(of: list, named: "userDefinedRuntimeAttribute") {
                result.append(RuntimeAttribute(document: document, node: item))
            }
        }
        return result
    }

    /// Every runtime attribute at or under `root`, in document order.
    public static func all(in root: XMLNode, document: Document) -> [RuntimeAttribute] {
        let tree = document.tree
        var result: [RuntimeAttribute] = []
        for node in tree.descendants(of: root) where tree.isElement(node, named: "userDefinedRuntimeAttribute") {
            result.append(RuntimeAttribute(document: document, node: node))
        }
        return result
    }
}

/// The value of a user-defined runtime attribute, one case per type Interface Builder offers.
public enum RuntimeAttributeValue: Hashable, Sendable {
    case boolean(Bool)
    case number(Double)
    case string(String)
    case localizedString(String)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case range(TextRange)
    case color(IBColor)
    /// An image by name.
    case image(String)
    case `nil`
    /// A type this model does not know, or a value it could not read, kept as written.
    case unknown(type: String, value: String?)
}
