/// One entry of `<resources>`: an image, a named color or a system color the document uses,
/// with the size or value Xcode recorded so that the document can be drawn without the assets.
public struct Resource: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    /// What the resource describes, from its element name.
    public enum Kind: Hashable, Sendable {
        /// `<image name width height>`.
        case image
        /// `<namedColor name>` with its `<color>`: an asset catalog color.
        case namedColor
        /// `<systemColor name>` with its `<color>`: a dynamic system color.
        case systemColor
        /// Any other element, kept by name.
        case other(String)
    }

    public var kind: Kind {
        let name = elementName
        switch name {
        case "image": return .image
        case "namedColor": return .namedColor
        case "systemColor": return .systemColor
        default: return .other(name)
        }
    }

    public var name: String? { attribute("name") }

    /// The size of an image resource.
    public var size: Size? {
        guard let width = doubleAttribute("width"), let height = doubleAttribute("height") else { return nil }
        return Size(width: width, height: height)
    }

    /// The value of a color resource.
    public var color: IBColor? { child(named: "color").map { IBColor(tree: tree, node: $0) } }
}
