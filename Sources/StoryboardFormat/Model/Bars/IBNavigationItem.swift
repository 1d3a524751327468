/// A controller's `<navigationItem key="navigationItem">`: what a navigation bar shows while the
/// controller is on top (title, prompt, bar button items).
public struct IBNavigationItem: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    public var title: String? { attribute("title") }
    public var prompt: String? { attribute("prompt") }

    /// The left items: `<barButtonItem key="leftBarButtonItem">` or `<leftBarButtonItems>`.
    public var leftBarButtonItems: [IBBarButtonItem] { items(single: "leftBarButtonItem", list: "leftBarButtonItems") }

    /// The right items: `<barButtonItem key="rightBarButtonItem">` or `<rightBarButtonItems>`.
    public var rightBarButtonItems: [IBBarButtonItem] { items(single: "rightBarButtonItem", list: "rightBarButtonItems") }

    /// The item shown on the back button of the next controller.
    public var backBarButtonItem: IBBarButtonItem? {
        child(withKey: "backBarButtonItem").map { IBBarButtonItem(document: document, node: $0) }
    }

    /// A custom title view.
    public var titleView: IBView? { child(withKey: "titleView").map { IBView(document: document, node: $0) } }

    private func items(single: String, list: String) -> [IBBarButtonItem] {
        var result: [IBBarButtonItem] = []
        if let item = child(withKey: single) { result.append(IBBarButtonItem(document: document, node: item)) }
        for container in tree.elements(of: node) where tree.nameEquals(container, list) || tree.attributeEquals("key", list, of: container) {
            for item in tree.elements(of: container, named: "barButtonItem") {
                result.append(IBBarButtonItem(document: document, node: item))
            }
        }
        return result
    }
}
