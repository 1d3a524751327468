/// `<barButtonItem>`: a button of a navigation bar or toolbar, which can trigger actions and
/// segues through its connections.
public struct IBBarButtonItem: IBBarItem, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    /// `plain`, `done`, `bordered`.
    public var style: String? { attribute("style") }
    /// A custom view shown instead of a button.
    public var customView: IBView? { child(withKey: "customView").map { IBView(document: document, node: $0) } }
    public var connections: [Connection] { Connection.own(of: node, document: document) }
}
