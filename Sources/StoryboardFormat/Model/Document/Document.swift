import Foundation

/// An Interface Builder document (a storyboard or a xib) over its lossless XML tree: the entry
/// point of the model. Immutable and shared across threads; every other model type is a small
/// value holding this document and one element, computing what it is asked on access.
public final class Document: Sendable {
    /// The lossless tree the document was read from; everything is reachable through it.
    public let tree: XMLTree
    /// The file the document was read from, used in diagnostics.
    public let path: String?
    /// Every object id of the document and every reference to one, resolved once here so that
    /// lookups are constant time and dangling references are known up front.
    public let index: IDIndex

    /// Builds the model over an already read tree.
    public init(tree: XMLTree, path: String? = nil) {
        self.tree = tree
        self.path = path
        self.index = IDIndex(tree: tree, path: path)
    }

    /// Reads `bytes` as an Interface Builder document.
    public convenience init(bytes: [UInt8], path: String? = nil) throws(XMLError) {
        self.init(tree: try XMLTree(bytes: bytes), path: path)
    }

    /// Reads the file at `path`; throws `DocumentReadError` when it cannot be read and
    /// `XMLError` when it is not well-formed XML.
    public convenience init(contentsOfFile path: String) throws {
        try self.init(bytes: try InterfaceBuilderFiles.read(path), path: path)
    }

    /// The root element (`<document>`, or `<archive>` for the legacy format).
    public var root: XMLNode? { tree.rootElement }

    /// The root element as a generic element.
    public var rootElement: Element? { root.map { Element(document: self, node: $0) } }

    /// Which XML format the file is written in.
    public var format: Format {
        guard let root else { return .unknown("") }
        if tree.nameEquals(root, "document") { return .document }
        if tree.nameEquals(root, "archive") { return .legacyArchive }
        return .unknown(tree.name(of: root))
    }

    /// The attributes of the root element, typed.
    public var header: Header { Header(document: self) }

    /// Storyboard or xib (from the document type).
    public var kind: Kind { header.kind }

    /// The platform the document targets.
    public var platform: Platform { header.platform }

    /// Diagnostics found while indexing: dangling references and duplicate ids.
    public var diagnostics: [Diagnostic] { index.diagnostics }

    /// The element with the object id `id`.
    public func element(withID id: String) -> Element? {
        index.node(forID: id).map { Element(document: self, node: $0) }
    }

    /// Which XML format an Interface Builder file uses.
    public enum Format: Hashable, Sendable {
        /// `<document type=… version="3.0">`: Xcode 5 and later; the format the model reads.
        case document
        /// `<archive type="com.apple.InterfaceBuilder3.…XIB">`: the keyed-archive format written
        /// before 2012. Recognised and reported; not modelled further.
        case legacyArchive
        /// Another root element.
        case unknown(String)
    }

    /// Storyboard or xib: they differ in where their objects live (scenes, or top-level objects).
    public enum Kind: String, Hashable, Sendable, Encodable {
        case storyboard, xib
    }
}

