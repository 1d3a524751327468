/// A `<tableViewCell>`: a static cell or a prototype, with its built-in labels referenced by id
/// (`textLabel="…"`, `detailTextLabel="…"`).
public struct IBTableViewCell: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    /// The built-in layout (`style="IBUITableViewCellStyle…"`); custom when absent.
    public enum Style: Hashable, Sendable {
        case `default`, subtitle, value1, value2, custom
        case unknown(String)

        public init(rawValue: String?) {
            switch rawValue {
            case nil: self = .custom
            case "IBUITableViewCellStyleDefault": self = .default
            case "IBUITableViewCellStyleSubtitle": self = .subtitle
            case "IBUITableViewCellStyleValue1": self = .value1
            case "IBUITableViewCellStyleValue2": self = .value2
            case let other?: self = .unknown(other)
            }
        }

        /// A short name: `default`, `subtitle`, `value1`, `value2`, `custom`, or the raw value.
        public var name: String {
            switch self {
            case .default: return "default"
            case .subtitle: return "subtitle"
            case .value1: return "value1"
            case .value2: return "value2"
            case .custom: return "custom"
            case .unknown(let raw): return raw
            }
        }
    }

    public var style: Style { Style(rawValue: attribute("style")) }
    public var reuseIdentifier: String? { attribute("reuseIdentifier") }
    /// `none`, `disclosureIndicator`, `detailDisclosureButton`, `checkmark`, `detailButton`.
    public var accessoryType: String? { attribute("accessoryType") }
    /// `none`, `blue`, `gray`, `default`.
    public var selectionStyle: String? { attribute("selectionStyle") }

    public var textLabelID: String? { attribute("textLabel") }
    public var detailTextLabelID: String? { attribute("detailTextLabel") }
    public var imageViewID: String? { attribute("imageView") }

    /// The built-in text label, resolved through the id index.
    public var textLabel: IBView? { textLabelID.flatMap(resolve) }
    public var detailTextLabel: IBView? { detailTextLabelID.flatMap(resolve) }
    public var imageView: IBView? { imageViewID.flatMap(resolve) }

    /// The text of the built-in text label.
    public var text: String? { textLabel?.text }
    /// The text of the built-in detail label.
    public var detailText: String? { detailTextLabel?.text }

    /// `<tableViewCellContentView key="contentView">`.
    public var contentView: IBView? { child(withKey: "contentView").map { IBView(document: document, node: $0) } }

    /// The segues the cell triggers (selection, or accessory button with `trigger`).
    public var segues: [Segue] { Connection.own(of: node, document: document).compactMap(\.segue) }

    /// The cell as a view.
    public var view: IBView { IBView(document: document, node: node) }

    private func resolve(_ id: String) -> IBView? {
        document.index.node(forID: id).map { IBView(document: document, node: $0) }
    }
}

/// A `<collectionViewCell>` (or `<collectionReusableView>`) prototype, registered by reuse
/// identifier.
public struct IBCollectionViewCell: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    public var reuseIdentifier: String? { attribute("reuseIdentifier") }

    /// `<collectionViewCellContentView key="contentView">` or the older `<view key="contentView">`.
    public var contentView: IBView? { child(withKey: "contentView").map { IBView(document: document, node: $0) } }

    public var segues: [Segue] { Connection.own(of: node, document: document).compactMap(\.segue) }

    public var view: IBView { IBView(document: document, node: node) }
}
