/// A controller's `<tabBarItem key="tabBarItem">`: its tab in a tab bar controller.
public struct IBTabBarItem: IBBarItem, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    public var selectedImage: String? { attribute("selectedImage") }
    public var badgeValue: String? { attribute("badgeValue") }
}
