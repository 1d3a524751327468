/// What every typed view of the model shares: the document it belongs to and the element it
/// reads, so that anything the model does not name is still one `tree` call away.
public protocol DocumentElement: Sendable {
    /// The document the element belongs to.
    var document: Document { get }
    /// The element this view reads; everything not modelled is reachable from it.
    var node: XMLNode { get }
}

/// Model types are views of an element, not values: two are equal when they read the same
/// element of the same document.
extension DocumentElement where Self: Hashable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.document === rhs.document && lhs.node == rhs.node
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(document))
        hasher.combine(node)
    }
}

extension DocumentElement {
    /// The lossless tree the element lives in.
    @inlinable public var tree: XMLTree { document.tree }

    /// The element as a generic element (for attributes and children the model does not name).
    public var element: Element { Element(document: document, node: node) }

    /// The tag name, e.g. `viewController`, `label`, `segue`.
    public var elementName: String { tree.name(of: node) }

    /// The Interface Builder object id (`id="tn8-e5-SpC"`); unique in a well-formed document.
    public var id: String? { tree.attribute("id", of: node) }

    /// The role of the element inside its parent (`key="view"`, `key="frame"`).
    public var key: String? { tree.attribute("key", of: node) }

    /// Where the element starts in the source.
    public var position: SourcePosition? { tree.position(of: node) }

    /// The decoded value of an attribute of the element.
    public func attribute(_ name: String) -> String? { tree.attribute(name, of: node) }

    /// An Interface Builder boolean attribute (`YES` / `NO`); nil when absent or not a boolean.
    public func boolAttribute(_ name: String) -> Bool? {
        guard let value = tree.attribute(name, of: node) else { return nil }
        return InterfaceBuilderValue.bool(value)
    }

    /// A numeric attribute; nil when absent or not a number.
    public func doubleAttribute(_ name: String) -> Double? {
        tree.attribute(name, of: node).flatMap { Double($0) }
    }

    /// An integer attribute; nil when absent or not an integer.
    public func intAttribute(_ name: String) -> Int? {
        tree.attribute(name, of: node).flatMap { Int($0) }
    }

    /// The class the object is instantiated as, when it is not the element's base class.
    public var customClass: String? { attribute("customClass") }
    /// The Swift module of `customClass` (Objective-C classes have none).
    public var customModule: String? { attribute("customModule") }
    /// `target` when the module is the target the document belongs to.
    public var customModuleProvider: String? { attribute("customModuleProvider") }
    /// The name the object has in Interface Builder's outline, for people only.
    public var userLabel: String? { attribute("userLabel") }

    /// The first child element with `key="key"`.
    func child(withKey key: String) -> XMLNode? { tree.firstElement(of: node, withKey: key) }

    /// The first child element called `name`.
    func child(named name: String) -> XMLNode? { tree.firstElement(of: node, named: name) }
}

/// How Interface Builder spells scalar values in attributes.
enum InterfaceBuilderValue {
    static func bool(_ value: String) -> Bool? {
        switch value {
        case "YES", "yes", "true": return true
        case "NO", "no", "false": return false
        default: return nil
        }
    }
}
