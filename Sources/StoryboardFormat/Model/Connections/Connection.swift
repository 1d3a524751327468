/// One child of a `<connections>` element: how Interface Builder wires objects together at
/// load time (outlets, actions, bindings) and how scenes lead to each other (segues).
public enum Connection: Hashable, Sendable {
    case outlet(OutletConnection)
    case outletCollection(OutletCollectionConnection)
    case action(ActionConnection)
    case segue(Segue)
    /// A macOS Cocoa binding (`<binding>`), kept generic.
    case binding(Element)
    /// Any other element found in `<connections>`.
    case other(Element)

    init(document: Document, node: XMLNode) {
        let tree = document.tree
        if tree.nameEquals(node, "outlet") { self = .outlet(OutletConnection(document: document, node: node)) }
        else if tree.nameEquals(node, "action") { self = .action(ActionConnection(document: document, node: node)) }
        else if tree.nameEquals(node, "segue") { self = .segue(Segue(document: document, node: node)) }
        else if tree.nameEquals(node, "outletCollection") {
            self = .outletCollection(OutletCollectionConnection(document: document, node: node))
        } else if tree.nameEquals(node, "binding") { self = .binding(Element(document: document, node: node)) }
        else { self = .other(Element(document: document, node: node)) }
    }

    /// The `<outlet>`, `<action>`… element.
    public var node: XMLNode {
        switch self {
        case .outlet(let outlet): return outlet.node
        case .outletCollection(let collection): return collection.node
        case .action(let action): return action.node
        case .segue(let segue): return segue.node
        case .binding(let element), .other(let element): return element.node
        }
    }

    /// The connection as a generic element.
    public var element: Element {
        switch self {
        case .outlet(let outlet): return outlet.element
        case .outletCollection(let collection): return collection.element
        case .action(let action): return action.element
        case .segue(let segue): return segue.element
        case .binding(let element), .other(let element): return element
        }
    }

    /// The connection's own id.
    public var id: String? { element.id }

    /// The object whose `<connections>` holds this connection.
    public var source: Element? { ConnectionSource.source(of: element) }

    /// The id the connection points at (`destination`, or an action's `target` on macOS).
    public var destinationID: String? { element.attribute("destination") ?? element.attribute("target") }

    /// The segue, when the connection is one.
    public var segue: Segue? {
        if case .segue(let segue) = self { return segue }
        return nil
    }

    /// The connections of `owner` itself (the children of its own `<connections>`).
    public static func own(of owner: XMLNode, document: Document) -> [Connection] {
        let tree = document.tree
        var result: [Connection] = []
        for connections in tree.elements(of: owner, named: "connections") {
            for child in tree.elements(of: connections) { result.append(Connection(document: document, node: child)) }
        }
        return result
    }

    /// Every connection at or under `root`, in document order.
    public static func all(in root: XMLNode, document: Document) -> [Connection] {
        let tree = document.tree
        var result: [Connection] = []
        for node in tree.descendants(of: root) where tree.isElement(node, named: "connections") {
            for child in tree.elements(of: node) { result.append(Connection(document: document, node: child)) }
        }
        return result
    }
}

/// Finds the owner of a connection: the element around its `<connections>`.
enum ConnectionSource {
    static func source(of element: some DocumentElement) -> Element? {
        let tree = element.tree
        guard let connections = tree.parent(of: element.node), tree.isElement(connections, named: "connections"),
            let owner = tree.parent(of: connections), tree.kind(of: owner) == .element
        else { return nil }
        return Element(document: element.document, node: owner)
    }

    /// The scene member (or xib top-level object) enclosing `node`: the ancestor whose parent is
    /// `<objects>`.
    static func member(enclosing node: XMLNode, document: Document) -> SceneMember? {
        let tree = document.tree
        var current: XMLNode? = node
        while let node = current {
            guard let parent = tree.parent(of: node), tree.kind(of: parent) == .element else { return nil }
            if tree.nameEquals(parent, "objects") { return SceneMember(document: document, node: node) }
            current = parent
        }
        return nil
    }
}

/// Shared accessors of connection elements.
public protocol ConnectionElement: DocumentElement {}

extension ConnectionElement {
    /// The object whose `<connections>` holds this connection (a view controller, a control,
    /// a cell, a bar button item, File's Owner…).
    public var source: Element? { ConnectionSource.source(of: self) }

    /// The id of the source object.
    public var sourceID: String? { source?.id }

    /// The scene member (or xib top-level object) the connection is written in.
    public var sourceMember: SceneMember? { ConnectionSource.member(enclosing: node, document: document) }

    /// The id of the object at the other end.
    public var destinationID: String? { attribute("destination") }

    /// The object at the other end; nil when the id dangles (see `Document.diagnostics`).
    public var destination: Element? { destinationID.flatMap { document.element(withID: $0) } }
}

/// `<outlet property="delegate" destination="…"/>`: a property of the source set to an object.
public struct OutletConnection: ConnectionElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    /// The property of the source that receives the destination.
    public var property: String? { attribute("property") }
}

/// `<outletCollection property="labels" destination="…" collectionClass="NSMutableArray"/>`: one
/// element of an array property; the collection is the connections with the same property, in
/// document order.
public struct OutletCollectionConnection: ConnectionElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    public var property: String? { attribute("property") }
    /// `NSMutableArray` (or `NSArray`).
    public var collectionClass: String? { attribute("collectionClass") }
}

/// `<action selector="changeColor:" destination="…" eventType="valueChanged"/>`: a control event
/// of the source sends `selector` to the destination (macOS: to `target`).
public struct ActionConnection: ConnectionElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    /// The Objective-C selector (`changeColor:`).
    public var selector: String? { attribute("selector") }
    /// The control event (`touchUpInside`, `valueChanged`, `editingChanged`…); nil for bar button
    /// items and macOS controls, which have one action.
    public var eventType: String? { attribute("eventType") }
    /// The receiver on macOS, which writes `target` instead of `destination`.
    public var targetID: String? { attribute("target") }
    /// The id of the receiver, `destination` or `target`.
    public var receiverID: String? { attribute("destination") ?? attribute("target") }
}
