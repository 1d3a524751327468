/// The flat records behind `XMLTree`. A node is a few integers pointing into the source bytes,
/// not a heap object, so a 2 MB storyboard costs a few arrays rather than a hundred thousand
/// allocations.
@usableFromInline
struct NodeRecord: Sendable {
    /// Byte offsets into the source; `start == -1` marks a node created by an edit.
    @usableFromInline var start: Int32
    @usableFromInline var end: Int32
    /// Element: first byte after the start tag. Other kinds: first byte of the content proper
    /// (after `<!--`, `<![CDATA[`, `<?`).
    @usableFromInline var contentStart: Int32
    /// Element: first byte of the end tag (equal to `end` when self-closing). Other kinds: the
    /// byte after the content proper.
    @usableFromInline var contentEnd: Int32
    /// Element or processing instruction: the byte after the name, which starts after `<` or
    /// `<?`. For a node created by an edit, the index of its name or text in `strings`.
    @usableFromInline var nameEnd: Int32
    @usableFromInline var parent: Int32
    @usableFromInline var firstChild: Int32
    @usableFromInline var lastChild: Int32
    @usableFromInline var nextSibling: Int32
    @usableFromInline var attributeStart: Int32
    @usableFromInline var attributeCount: Int32
    @usableFromInline var kind: XMLNodeKind
    @usableFromInline var flags: NodeFlags
}

@usableFromInline
struct NodeFlags: OptionSet, Sendable {
    @usableFromInline var rawValue: UInt8
    @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `<name/>`.
    @usableFromInline static let selfClosing = NodeFlags(rawValue: 1)
    /// Text or attribute-free content holds `&…;` references that decoding must resolve.
    @usableFromInline static let hasReferences = NodeFlags(rawValue: 2)
    /// Text contains a carriage return, which XML normalizes away when decoding.
    @usableFromInline static let hasCarriageReturn = NodeFlags(rawValue: 4)
    /// The node's own bytes (start tag, attributes or text) changed: write it afresh.
    @usableFromInline static let edited = NodeFlags(rawValue: 8)
    /// Something below the node changed: walk into it when writing.
    @usableFromInline static let dirtySubtree = NodeFlags(rawValue: 16)
    /// Created by an edit: no source bytes.
    @usableFromInline static let synthesized = NodeFlags(rawValue: 32)
    /// Detached from the tree by an edit.
    @usableFromInline static let removed = NodeFlags(rawValue: 64)
}

@usableFromInline
struct AttributeRecord: Sendable {
    /// Byte offsets of the name and of the raw value between the quotes. For an attribute
    /// created by an edit `nameStart` indexes `strings`; for an edited value `valueStart` does.
    @usableFromInline var nameStart: Int32
    @usableFromInline var nameEnd: Int32
    @usableFromInline var valueStart: Int32
    @usableFromInline var valueEnd: Int32
    @usableFromInline var quote: UInt8
    @usableFromInline var flags: AttributeFlags
}

@usableFromInline
struct AttributeFlags: OptionSet, Sendable {
    @usableFromInline var rawValue: UInt8
    @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }

    @usableFromInline static let hasReferences = AttributeFlags(rawValue: 1)
    /// Holds a tab, line feed or carriage return, which attribute-value normalization turns
    /// into spaces.
    @usableFromInline static let needsNormalization = AttributeFlags(rawValue: 2)
    @usableFromInline static let synthesizedName = AttributeFlags(rawValue: 4)
    @usableFromInline static let editedValue = AttributeFlags(rawValue: 8)
    @usableFromInline static let removed = AttributeFlags(rawValue: 16)
}

@usableFromInline let noNode: Int32 = -1

/// An element's attribute records by name, kept only for elements with more than
/// `attributeIndexThreshold` attributes (Interface Builder's have a dozen at most; hostile input
/// may have a million, and lookups must not scan them all).
@usableFromInline typealias AttributeNameIndex = [String: Int32]

@usableFromInline let attributeIndexThreshold: Int32 = 16
