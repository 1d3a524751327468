/// `<barButtonItem>`: a button of a navigation bar or toolbar, which can trigger actions and
/// segues through its connections.
public struct IBBarButtonItem: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    public var title: String? { attribute("title") }
    /// `plain`, `done`, `bordered`.
    public var style: String? { attribute("style") }
    /// A system item: `add`, `done`, `cancel`, `edit`, `flexibleSpace`…
    public var systemItem: String? { attribute("systemItem") }
    public var image: String? { attribute("image") }
    /// A custom view shown instead of a button.
    public var customView: IBView? { child(withKey: "customView").map { IBView(document: document, node: $0) } }
    public var connections: [Connection] { Connection.own(of: node, document: document) }
}
