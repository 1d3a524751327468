import StoryboardFormat

/// What laying out a document needs beyond one unit: its units (every root view), and for
/// each controller's view the bars its containers show (navigation bar, tab bar, toolbar),
/// inferred from relationship and push segues as Interface Builder infers them.
public struct DocumentLayoutContext {
    public let document: Document
    /// The root views, in document order.
    public private(set) var units: [XMLNode] = []
    /// The bars each controller shows: (top bar, bottom bar) heights.
    private var bars: [XMLNode: (top: Double, bottom: Double, largeTitle: Bool)] = [:]

    /// Whether the document is AppKit's (y counts from the bottom in unflipped views).
    public let isAppKit: Bool
    /// Whether the document was made for iOS 11 and later (`useSafeAreas`).
    public let usesSafeAreas: Bool

    public init(document: Document) {
        self.document = document
        isAppKit = document.platform == .macOS
        usesSafeAreas = document.header.useSafeAreas
        let tree = document.tree
        guard let root = tree.rootElement else { return }
        var stack: [XMLNode] = [root]
        var controllers: [String: XMLNode] = [:]
        var navigationParent: [String: XMLNode] = [:], tabParent: [String: XMLNode] = [:], pushedFrom: [String: String] = [:]
        while let node = stack.popLast() {
            if IBView.isView(node, in: tree) {
                units.append(node)
                continue
            }
            if tree.attributeEquals("sceneMemberID", "viewController", of: node), let id = tree.attribute("id", of: node) {
                controllers[id] = node
            }
            if tree.nameEquals(node, "segue"), let destination = tree.attribute("destination", of: node),
               let source = DocumentLayoutContext.controller(containing: node, tree: tree) {
                switch tree.attribute("kind", of: node) {
                case "relationship":
                    if tree.nameEquals(source, "navigationController") { navigationParent[destination] = source }
                    if tree.nameEquals(source, "tabBarController") { tabParent[destination] = source }
                case "show", "push":
                    if let id = tree.attribute("id", of: source) { pushedFrom[destination] = id }
                default: break
                }
            }
            var children: [XMLNode] = []
            for child in tree.elements(of: node) { children.append(child) }
            stack.append(contentsOf: children.reversed())
        }
        func navigation(_ id: String, depth: Int = 0) -> XMLNode? {
            if let nav = navigationParent[id] { return nav }
            guard depth < 16, let source = pushedFrom[id] else { return nil }
            return navigation(source, depth: depth + 1)
        }
        func tab(_ id: String, depth: Int = 0) -> XMLNode? {
            if let tab = tabParent[id] { return tab }
            guard depth < 16 else { return nil }
            if let nav = navigationParent[id], let navID = tree.attribute("id", of: nav) { return tab(navID, depth: depth + 1) }
            if let source = pushedFrom[id] { return tab(source, depth: depth + 1) }
            return nil
        }
        let iPad = document.header.isIPad || (document.header.deviceID ?? "").hasPrefix("ipad")
        for (id, controller) in controllers {
            var top = 0.0, bottom = 0.0, large = false
            if let nav = navigation(id), !tree.attributeEquals("navigationBarHidden", "YES", of: nav) {
                top = iPad ? 50 : 44
                if let bar = tree.firstElement(of: nav, withKey: "navigationBar"), tree.attributeEquals("largeTitles", "YES", of: bar) {
                    let item = tree.firstElement(of: controller, withKey: "navigationItem")
                    if !(item.map { tree.attributeEquals("largeTitleDisplayMode", "never", of: $0) } ?? false) {
                        top = 96
                        large = true
                    }
                }
                if tree.attributeEquals("toolbarHidden", "NO", of: nav) { bottom = iPad ? 50 : 44 }
            }
            if tab(id) != nil { bottom = iPad ? 50 : 49 }
            for metrics in tree.elements(of: controller) {
                switch tree.attribute("key", of: metrics) {
                case "simulatedTopBarMetrics":
                    if tree.nameEquals(metrics, "simulatedNavigationBarMetrics") {
                        top = tree.attributeEquals("prompted", "YES", of: metrics) ? 74 : max(top, iPad ? 50 : 44)
                    }
                case "simulatedBottomBarMetrics":
                    if tree.nameEquals(metrics, "simulatedTabBarMetrics") { bottom = iPad ? 50 : 49 }
                    if tree.nameEquals(metrics, "simulatedToolbarMetrics") { bottom = iPad ? 50 : 44 }
                default: break
                }
            }
            if let view = tree.firstElement(of: controller, withKey: "view") {
                bars[view] = (top, bottom, large)
            }
        }
    }

    /// The scene member (controller) an element sits in.
    static func controller(containing node: XMLNode, tree: XMLTree) -> XMLNode? {
        var current = tree.parent(of: node)
        while let candidate = current, tree.kind(of: candidate) == .element {
            if tree.attribute("sceneMemberID", of: candidate) != nil { return candidate }
            current = tree.parent(of: candidate)
        }
        return nil
    }

    /// The bars shown over a controller's root view (nil for other views).
    func barInsets(of root: XMLNode) -> Insets? {
        bars[root].map { Insets(top: $0.top, bottom: $0.bottom) }
    }
}
