/// A lossless XML document: every byte of the input belongs to a node, so an unchanged tree
/// writes back byte for byte, and an edited one changes only what was edited.
///
/// The tree is stored flat (arrays of small records with byte ranges into the source), which is
/// what makes reading fast; `XMLNode` and `XMLAttribute` are handles into it.
public struct XMLTree: Sendable {
    /// The bytes the tree was read from.
    public let source: [UInt8]
    @usableFromInline var nodes: ContiguousArray<NodeRecord>
    @usableFromInline var attributeRecords: ContiguousArray<AttributeRecord>
    /// Byte offset of the first byte of each line after the first.
    @usableFromInline let lineStarts: [Int32]
    /// Attribute lookup tables of the elements with many attributes, by node index.
    @usableFromInline var attributeIndex: [Int32: AttributeNameIndex]
    /// Names, values and texts written by edits.
    @usableFromInline var strings: [String]
    /// The input started with a UTF-8 byte-order mark (kept, and written back).
    public let hasByteOrderMark: Bool

    /// The largest document that can be read, in bytes: the tree stores offsets as `Int32`.
    public static let maximumDocumentSize = Int(Int32.max) - 1

    /// Reads `bytes` as an XML document.
    public init(bytes: [UInt8]) throws(XMLError) {
        var reader = XMLReader(bytes)
        try reader.read()
        self.source = bytes
        self.nodes = reader.nodes
        self.attributeRecords = reader.attributes
        self.lineStarts = reader.lineStarts
        self.attributeIndex = reader.attributeIndex
        self.strings = []
        self.hasByteOrderMark = reader.hasByteOrderMark
    }

    /// Reads `text` as an XML document.
    public init(string text: String) throws(XMLError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// The document node: parent of the prolog, the root element and anything after it.
    @inlinable public var document: XMLNode { XMLNode(0) }

    /// The single top-level element.
    public var rootElement: XMLNode? {
        elements(of: document).first(where: { _ in true })
    }

    /// Whether any edit was made since reading.
    public var isEdited: Bool { nodes[0].flags.contains(.dirtySubtree) || nodes[0].flags.contains(.edited) }

    /// The number of nodes, created ones included.
    public var nodeCount: Int { nodes.count }

    /// The number of attribute records, created ones included.
    public var attributeCount: Int { attributeRecords.count }
}

// MARK: - Structure

extension XMLTree {
    @inlinable public func kind(of node: XMLNode) -> XMLNodeKind { nodes[Int(node.index)].kind }

    @inlinable public func parent(of node: XMLNode) -> XMLNode? {
        let parent = nodes[Int(node.index)].parent
        return parent == noNode ? nil : XMLNode(parent)
    }

    /// All children of `node` in document order: elements, text, comments and the rest.
    @inlinable public func children(of node: XMLNode) -> Children {
        Children(tree: self, first: nodes[Int(node.index)].firstChild)
    }

    /// The element children of `node`, in document order.
    @inlinable public func elements(of node: XMLNode) -> Elements {
        Elements(children: children(of: node), name: nil)
    }

    /// The element children of `node` called `name`, in document order.
    @inlinable public func elements(of node: XMLNode, named name: String) -> Elements {
        Elements(children: children(of: node), name: name)
    }

    /// The first element child of `node` called `name`.
    @inlinable public func firstElement(of node: XMLNode, named name: String) -> XMLNode? {
        var iterator = elements(of: node, named: name).makeIterator()
        return iterator.next()
    }

    /// The first element child of `node` whose `key` attribute is `key` (how Interface Builder
    /// names the role of a child: `<rect key="frame">`, `<view key="view">`).
    public func firstElement(of node: XMLNode, withKey key: String) -> XMLNode? {
        for child in elements(of: node) where attributeEquals("key", key, of: child) {
            return child
        }
        return nil
    }

    /// `node` and everything below it in document order, walked without recursion.
    @inlinable public func descendants(of node: XMLNode) -> Descendants {
        Descendants(tree: self, root: node.index)
    }

    /// How many elements enclose `node`.
    public func depth(of node: XMLNode) -> Int {
        var depth = 0
        var current = nodes[Int(node.index)].parent
        while current > 0 {
            depth += 1
            current = nodes[Int(current)].parent
        }
        return depth
    }

    /// The children of a node, a lazily walked sibling chain.
    public struct Children: Sequence, Sendable {
        @usableFromInline let tree: XMLTree
        @usableFromInline let first: Int32

        @inlinable init(tree: XMLTree, first: Int32) {
            self.tree = tree
            self.first = first
        }

        @inlinable public func makeIterator() -> Iterator { Iterator(tree: tree, next: first) }

        public struct Iterator: IteratorProtocol {
            @usableFromInline let tree: XMLTree
            @usableFromInline var upcoming: Int32

            @inlinable init(tree: XMLTree, next: Int32) {
                self.tree = tree
                self.upcoming = next
            }

            @inlinable public mutating func next() -> XMLNode? {
                guard upcoming != noNode else { return nil }
                let current = upcoming
                upcoming = tree.nodes[Int(current)].nextSibling
                return XMLNode(current)
            }
        }
    }

    /// The element children of a node, optionally only those with one name.
    public struct Elements: Sequence, Sendable {
        @usableFromInline let children: Children
        @usableFromInline let name: String?

        @inlinable init(children: Children, name: String?) {
            self.children = children
            self.name = name
        }

        @inlinable public func makeIterator() -> Iterator {
            Iterator(base: children.makeIterator(), name: name)
        }

        public struct Iterator: IteratorProtocol {
            @usableFromInline var base: Children.Iterator
            @usableFromInline let name: String?

            @inlinable init(base: Children.Iterator, name: String?) {
                self.base = base
                self.name = name
            }

            @inlinable public mutating func next() -> XMLNode? {
                while let node = base.next() {
                    guard base.tree.nodes[Int(node.index)].kind == .element else { continue }
                    if let name, !base.tree.nameEquals(node, name) { continue }
                    return node
                }
                return nil
            }
        }
    }

    /// A subtree in document order.
    public struct Descendants: Sequence, Sendable {
        @usableFromInline let tree: XMLTree
        @usableFromInline let root: Int32

        @inlinable init(tree: XMLTree, root: Int32) {
            self.tree = tree
            self.root = root
        }

        @inlinable public func makeIterator() -> Iterator { Iterator(tree: tree, root: root) }

        public struct Iterator: IteratorProtocol {
            @usableFromInline let tree: XMLTree
            @usableFromInline let root: Int32
            @usableFromInline var upcoming: Int32

            @inlinable init(tree: XMLTree, root: Int32) {
                self.tree = tree
                self.root = root
                self.upcoming = root
            }

            @inlinable public mutating func next() -> XMLNode? {
                guard upcoming != noNode else { return nil }
                let current = upcoming
                let record = tree.nodes[Int(current)]
                if record.firstChild != noNode {
                    upcoming = record.firstChild
                } else {
                    // Climb until a node with a next sibling, never above the root.
                    var climb = current
                    upcoming = noNode
                    while climb != root {
                        let sibling = tree.nodes[Int(climb)].nextSibling
                        if sibling != noNode {
                            upcoming = sibling
                            break
                        }
                        climb = tree.nodes[Int(climb)].parent
                    }
                }
                return XMLNode(current)
            }
        }
    }
}

// MARK: - Names, attributes and text

extension XMLTree {
    /// The element's tag name, a processing instruction's target; empty for other kinds.
    public func name(of node: XMLNode) -> String {
        let record = nodes[Int(node.index)]
        switch record.kind {
        case .element, .processingInstruction, .declaration:
            if record.flags.contains(.synthesized) { return strings[Int(record.nameEnd)] }
            let offset: Int32 = record.kind == .element ? 1 : 2
            return string(record.start + offset, record.nameEnd)
        default:
            return ""
        }
    }

    /// Whether `node` is an element or processing instruction called `name`, compared on bytes.
    @inlinable public func nameEquals(_ node: XMLNode, _ name: String) -> Bool {
        let record = nodes[Int(node.index)]
        if record.flags.contains(.synthesized) {
            return record.kind != .text && strings[Int(record.nameEnd)] == name
        }
        let offset: Int32 = record.kind == .element ? 1 : 2
        return bytesEqual(record.start + offset, record.nameEnd, name)
    }

    /// Whether `node` is an element called `name`.
    @inlinable public func isElement(_ node: XMLNode, named name: String) -> Bool {
        nodes[Int(node.index)].kind == .element && nameEquals(node, name)
    }

    /// The element's attributes in document order (attributes removed by edits left out).
    public func attributes(of node: XMLNode) -> [XMLAttribute] {
        let record = nodes[Int(node.index)]
        guard record.kind == .element else { return [] }
        var result: [XMLAttribute] = []
        result.reserveCapacity(Int(record.attributeCount))
        for index in record.attributeStart..<(record.attributeStart + record.attributeCount)
        where !attributeRecords[Int(index)].flags.contains(.removed) {
            result.append(XMLAttribute(index))
        }
        return result
    }

    /// The attribute of `node` called `name`.
    @inlinable public func attribute(named name: String, of node: XMLNode) -> XMLAttribute? {
        let record = nodes[Int(node.index)]
        guard record.kind == .element else { return nil }
        if record.attributeCount > attributeIndexThreshold, let names = attributeIndex[node.index] {
            guard let index = names[name], !attributeRecords[Int(index)].flags.contains(.removed) else { return nil }
            return XMLAttribute(index)
        }
        var index = record.attributeStart
        let end = record.attributeStart + record.attributeCount
        while index < end {
            let attribute = attributeRecords[Int(index)]
            if !attribute.flags.contains(.removed) {
                if attribute.flags.contains(.synthesizedName) {
                    if strings[Int(attribute.nameStart)] == name { return XMLAttribute(index) }
                } else if bytesEqual(attribute.nameStart, attribute.nameEnd, name) {
                    return XMLAttribute(index)
                }
            }
            index += 1
        }
        return nil
    }

    /// The decoded value of the attribute `name` of `node`, or nil when it has none.
    @inlinable public func attribute(_ name: String, of node: XMLNode) -> String? {
        guard let attribute = attribute(named: name, of: node) else { return nil }
        return value(of: attribute)
    }

    /// Whether `node` has an attribute `name` whose raw value is exactly `value`, without
    /// building strings (the fast path for `key="view"`-style lookups).
    @inlinable public func attributeEquals(_ name: String, _ value: String, of node: XMLNode) -> Bool {
        guard let attribute = attribute(named: name, of: node) else { return false }
        let record = attributeRecords[Int(attribute.index)]
        if record.flags.contains(.editedValue) || record.flags.contains(.hasReferences)
            || record.flags.contains(.needsNormalization)
        {
            return self.value(of: attribute) == value
        }
        return bytesEqual(record.valueStart, record.valueEnd, value)
    }

    /// Whether the attribute is called `name`, compared on bytes.
    @inlinable public func nameEquals(_ attribute: XMLAttribute, _ name: String) -> Bool {
        let record = attributeRecords[Int(attribute.index)]
        if record.flags.contains(.synthesizedName) { return strings[Int(record.nameStart)] == name }
        return bytesEqual(record.nameStart, record.nameEnd, name)
    }

    public func name(of attribute: XMLAttribute) -> String {
        let record = attributeRecords[Int(attribute.index)]
        if record.flags.contains(.synthesizedName) { return strings[Int(record.nameStart)] }
        return string(record.nameStart, record.nameEnd)
    }

    /// The attribute's value with character references decoded and whitespace normalized as
    /// XML requires.
    public func value(of attribute: XMLAttribute) -> String {
        let record = attributeRecords[Int(attribute.index)]
        if record.flags.contains(.editedValue) { return strings[Int(record.valueStart)] }
        if record.flags.contains(.hasReferences) || record.flags.contains(.needsNormalization) {
            return source.withUnsafeBufferPointer { buffer in
                CharacterReference.decode(
                    buffer, from: Int(record.valueStart), to: Int(record.valueEnd), attributeValue: true)
            }
        }
        return string(record.valueStart, record.valueEnd)
    }

    /// The attribute's value exactly as spelled between its quotes in the source.
    public func rawValue(of attribute: XMLAttribute) -> String {
        let record = attributeRecords[Int(attribute.index)]
        if record.flags.contains(.editedValue) {
            // Escaped for the attribute's own quotes, as the writer writes it.
            return XMLEscaping.attribute(strings[Int(record.valueStart)], quote: XMLQuote(rawValue: record.quote) ?? .double)
        }
        return string(record.valueStart, record.valueEnd)
    }

    public func quote(of attribute: XMLAttribute) -> XMLQuote {
        XMLQuote(rawValue: attributeRecords[Int(attribute.index)].quote) ?? .double
    }

    /// The element the attribute belongs to is not stored; callers keep it. This gives where
    /// the attribute's name starts in the source (nil for an attribute created by an edit).
    public func position(of attribute: XMLAttribute) -> SourcePosition? {
        let record = attributeRecords[Int(attribute.index)]
        if record.flags.contains(.synthesizedName) { return nil }
        return position(ofOffset: Int(record.nameStart))
    }

    /// The decoded character data of a text or CDATA node, the content of a comment or
    /// processing instruction; for an element, all the text inside it.
    public func text(of node: XMLNode) -> String {
        let record = nodes[Int(node.index)]
        if record.flags.contains(.synthesized), record.kind != .element {
            return strings[Int(record.nameEnd)]
        }
        switch record.kind {
        case .text:
            if record.flags.contains(.hasReferences) || record.flags.contains(.hasCarriageReturn) {
                return source.withUnsafeBufferPointer { buffer in
                    CharacterReference.decode(
                        buffer, from: Int(record.contentStart), to: Int(record.contentEnd),
                        attributeValue: false)
                }
            }
            return string(record.contentStart, record.contentEnd)
        case .cdata, .comment, .processingInstruction, .declaration, .doctype:
            return string(record.contentStart, record.contentEnd)
        case .element, .document:
            var text = ""
            for descendant in descendants(of: node) {
                let kind = nodes[Int(descendant.index)].kind
                if kind == .text || kind == .cdata { text += self.text(of: descendant) }
            }
            return text
        }
    }

    /// The node's bytes exactly as read (nil for a node created by an edit).
    public func sourceBytes(of node: XMLNode) -> ArraySlice<UInt8>? {
        let record = nodes[Int(node.index)]
        guard !record.flags.contains(.synthesized) else { return nil }
        return source[Int(record.start)..<Int(record.end)]
    }

    /// Whether a text node holds only spaces, tabs and line breaks.
    public func isWhitespace(_ node: XMLNode) -> Bool {
        let record = nodes[Int(node.index)]
        guard record.kind == .text else { return false }
        if record.flags.contains(.synthesized) {
            return strings[Int(record.nameEnd)].utf8.allSatisfy(XMLReader.isWhitespace)
        }
        return source[Int(record.contentStart)..<Int(record.contentEnd)].allSatisfy(XMLReader.isWhitespace)
    }

    @inlinable func bytesEqual(_ start: Int32, _ end: Int32, _ text: String) -> Bool {
        // The length first: most comparisons (an attribute looked up among others) end there.
        let utf8 = text.utf8
        guard utf8.count == Int(end - start) else { return false }
        return source.withUnsafeBufferPointer { buffer in
            var index = Int(start)
            for byte in utf8 {
                if buffer[index] != byte { return false }
                index += 1
            }
            return true
        }
    }

    @usableFromInline func string(_ start: Int32, _ end: Int32) -> String {
        source.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(start)..<Int(end)]), as: UTF8.self)
        }
    }
}

// MARK: - Locations

extension XMLTree {
    /// Where the node starts in the source (`<` of an element); nil for a node created by an
    /// edit.
    public func position(of node: XMLNode) -> SourcePosition? {
        let record = nodes[Int(node.index)]
        if record.flags.contains(.synthesized) { return nil }
        return position(ofOffset: Int(record.start))
    }

    /// The line and column of a byte offset in the source.
    public func position(ofOffset offset: Int) -> SourcePosition {
        XMLReader.position(ofOffset: offset, lineStarts: lineStarts)
    }

    /// The byte offset where the node starts in the source.
    public func sourceOffset(of node: XMLNode) -> Int? {
        let record = nodes[Int(node.index)]
        return record.flags.contains(.synthesized) ? nil : Int(record.start)
    }
}

// MARK: - Size

extension XMLTree {
    /// The number of elements read from the source.
    public var elementCount: Int {
        var count = 0
        for record in nodes where record.kind == .element { count += 1 }
        return count
    }

    /// Bytes held by the tree: the source and every table, by capacity.
    public var memoryFootprint: Int {
        source.capacity
            + nodes.capacity * MemoryLayout<NodeRecord>.stride
            + attributeRecords.capacity * MemoryLayout<AttributeRecord>.stride
            + lineStarts.capacity * MemoryLayout<Int32>.stride
            + strings.reduce(0) { $0 + $1.utf8.count }
    }
}
