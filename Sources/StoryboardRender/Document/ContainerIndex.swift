import StoryboardFormat

/// Which containers each controller of a storyboard sits in (navigation and tab bar
/// controllers, through relationship and push segues), so that a scene can be drawn with the
/// bars its containers give it.
struct ContainerIndex {
    private let document: Document
    /// Destination controller id → the segues reaching it, with their source controller.
    private var incoming: [String: [(source: SceneMember, segue: Segue)]] = [:]

    init(document: Document) {
        self.document = document
        for scene in document.scenes {
            guard let member = scene.viewController, member.isViewController else { continue }
            for segue in member.segues {
                guard let destination = segue.destinationID else { continue }
                incoming[destination, default: []].append((member, segue))
            }
        }
    }

    /// The containers of one controller.
    func context(of member: SceneMember) -> Context {
        var context = Context(member: member)
        guard let id = member.id else { return context }
        // Walk up: a push/show from a controller in a navigation stack stays in that stack.
        var current = id
        var visited: Set<String> = [id]
        var pushedFrom: SceneMember?
        while let arrivals = incoming[current] {
            if let root = arrivals.first(where: { $0.segue.kind == .relationship && $0.segue.relationship == "rootViewController" && $0.source.controllerKind == .navigationController }) {
                context.navigationController = root.source
                break
            }
            guard let push = arrivals.first(where: { [.show, .push].contains($0.segue.kind) }), let sourceID = push.source.id, !visited.contains(sourceID) else { break }
            if current == id { pushedFrom = push.source }
            visited.insert(sourceID)
            current = sourceID
        }
        if context.navigationController != nil { context.pushedFrom = pushedFrom }
        if member.controllerKind == .navigationController { context.navigationController = member }
        // The tab bar controller: of the controller itself, or of its navigation controller.
        let tabChild = context.navigationController?.id ?? id
        for candidate in [tabChild, id] {
            if let tab = incoming[candidate]?.first(where: { $0.segue.kind == .relationship && $0.source.controllerKind == .tabBarController }) {
                context.tabBarController = tab.source
                context.tabChildID = candidate
                break
            }
        }
        if member.controllerKind == .tabBarController { context.tabBarController = member }
        return context
    }

    /// The containers around one controller, and the bars they give it.
    struct Context {
        let member: SceneMember
        var navigationController: SceneMember?
        var pushedFrom: SceneMember?
        var tabBarController: SceneMember?
        var tabChildID: String?

        private var tree: XMLTree { member.document.tree }

        /// `statusBarStyle` of the controller's simulated status bar, when it sets one.
        var statusBarStyle: String? {
            for node in tree.descendants(of: member.node) where tree.isElement(node, named: "simulatedStatusBarMetrics") {
                return tree.attribute("statusBarStyle", of: node)
            }
            return nil
        }

        private func simulatedMetrics(_ key: String) -> String? {
            for node in tree.elements(of: member.node) where tree.attributeEquals("key", key, of: node) {
                return tree.name(of: node)
            }
            return nil
        }

        struct Bar {
            var id: String
            var content: BarContent
            var prefersLargeTitle = false
            var background: DynamicColor?
            var tint: DynamicColor?
        }

        func navigationBar(for member: SceneMember, adapter: ViewAdapter) -> Bar? {
            // Simulated metrics of another kind (`simulatedTopBarMetrics` set to none) hide it.
            let simulated = simulatedMetrics("simulatedTopBarMetrics")
            if let simulated, simulated != "simulatedNavigationBarMetrics" { return nil }
            let navigation = navigationController
            if let navigation, navigation.boolAttribute("navigationBarHidden") == true { return nil }
            guard navigation != nil || simulated == "simulatedNavigationBarMetrics" || member.navigationItem != nil else { return nil }
            var content = BarContent()
            if let item = member.navigationItem { adapter.apply(item, to: &content) }
            if content.title == nil, member.controllerKind != .navigationController { content.title = adapter.resources.localized(member.title, id: member.id, "title") }
            if let pushedFrom {
                content.backTitle = pushedFrom.navigationItem?.backBarButtonItem?.title ?? pushedFrom.navigationItem?.title ?? pushedFrom.title ?? "Back"
            }
            var bar = Bar(id: member.navigationItem?.id ?? "navigation-bar", content: content)
            if let barNode = navigation?.navigationBar {
                bar.id = barNode.id ?? bar.id
                let resources = adapter.resources
                bar.background = resources.color(of: barNode, key: "barTintColor")
                bar.tint = resources.color(of: barNode, key: "tintColor")
                if barNode.boolAttribute("largeTitles") == true, member.navigationItem?.attribute("largeTitleDisplayMode") != "never",
                    member.controllerKind != .navigationController
                {
                    bar.prefersLargeTitle = pushedFrom == nil || member.navigationItem?.attribute("largeTitleDisplayMode") == "always"
                }
            }
            if member.navigationItem?.attribute("largeTitleDisplayMode") == "always" { bar.prefersLargeTitle = true }
            bar.content.prefersLargeTitle = bar.prefersLargeTitle
            return bar
        }

        func toolbar(for member: SceneMember, adapter: ViewAdapter) -> Bar? {
            let simulated = simulatedMetrics("simulatedBottomBarMetrics") == "simulatedToolbarMetrics"
            let shown = navigationController.map { $0.boolAttribute("toolbarHidden") == false } ?? false
            guard simulated || (shown && !member.toolbarItems.isEmpty) else { return nil }
            var content = BarContent()
            content.items = member.toolbarItems.map(adapter.barItem)
            return Bar(id: navigationController?.toolbar?.id ?? "toolbar", content: content)
        }

        func tabBar(for member: SceneMember, adapter: ViewAdapter) -> Bar? {
            guard let tabBarController else {
                guard simulatedMetrics("simulatedBottomBarMetrics") == "simulatedTabBarMetrics" else { return nil }
                var content = BarContent()
                if let item = member.tabBarItem { content.tabs = [adapter.tabItem(item)] }
                return Bar(id: "tab-bar", content: content)
            }
            var content = BarContent()
            var index = 0
            for segue in tabBarController.segues where segue.kind == .relationship {
                guard let child = segue.destinationMember else { continue }
                // UIKit titles a tab with its item's title, else the controller's title.
                var item = child.tabBarItem.map(adapter.tabItem) ?? TabItem(id: child.id ?? "", title: child.title ?? "")
                if item.title.isEmpty, child.tabBarItem?.systemItem == nil { item.title = child.title ?? child.navigationItem?.title ?? "" }
                if child.id == tabChildID { content.selectedTab = index }
                content.tabs.append(item)
                index += 1
            }
            let barNode = tabBarController.tabBar
            var bar = Bar(id: barNode?.id ?? "tab-bar", content: content)
            if let barNode {
                bar.background = adapter.resources.color(of: barNode, key: "barTintColor")
                bar.tint = adapter.resources.color(of: barNode, key: "tintColor") ?? adapter.resources.color(of: barNode, key: "selectedImageTintColor")
            }
            return bar
        }
    }
}
