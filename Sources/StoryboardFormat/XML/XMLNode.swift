/// A handle to one node of an `XMLTree`: an element, a run of text, a comment, and so on.
///
/// Handles stay valid across edits of the same tree (nodes are never renumbered), so the model
/// layer can keep them while tools edit the document.
public struct XMLNode: Hashable, Sendable, Comparable {
    public let index: Int32

    @inlinable init(_ index: Int32) { self.index = index }

    public static func < (lhs: XMLNode, rhs: XMLNode) -> Bool { lhs.index < rhs.index }
}

/// What a node is. Every byte of a document belongs to exactly one node, so these kinds are
/// everything an XML file can contain outside a tag.
public enum XMLNodeKind: UInt8, Sendable {
    /// The whole file; its children are the prolog, the root element and what follows it.
    case document
    /// `<?xml version="1.0" …?>`, kept apart from other processing instructions.
    case declaration
    case element
    /// Character data, whitespace included.
    case text
    case cdata
    case comment
    case processingInstruction
    /// `<!DOCTYPE …>` without an internal subset (documents with one are rejected).
    case doctype
}

/// A handle to one attribute of an element.
public struct XMLAttribute: Hashable, Sendable {
    public let index: Int32

    @inlinable init(_ index: Int32) { self.index = index }
}

/// The quotes around an attribute value, kept so that an unchanged attribute is written back
/// exactly as it was read.
public enum XMLQuote: UInt8, Sendable {
    case double = 0x22
    case single = 0x27
}
