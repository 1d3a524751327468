/// A controller's `<tabBarItem key="tabBarItem">`: its tab in a tab bar controller.
public struct IBTabBarItem: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    public var title: String? { attribute("title") }
    public var image: String? { attribute("image") }
    public var selectedImage: String? { attribute("selectedImage") }
    /// A system item: `favorites`, `more`, `search`, `contacts`…
    public var systemItem: String? { attribute("systemItem") }
    public var tag: Int? { intAttribute("tag") }
    public var badgeValue: String? { attribute("badgeValue") }
}
