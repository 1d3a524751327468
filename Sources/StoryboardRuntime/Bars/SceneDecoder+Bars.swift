import StoryboardFormat

extension SceneDecoder {
    /// What the document says about bars beyond the navigation item's title and buttons: a
    /// navigation controller's bar and toolbar visibility and large titles, a controller's
    /// `toolbarItems`, and the navigation item's back button title and large title mode. Views on bars (a title view, a bar item's custom view) belong to the controller's
    /// scene, not its view: they are built now, with the controller.
    func decodeBars(of controller: ViewController) {
        if let navigation = controller as? NavigationController {
            navigation.isNavigationBarHidden = member.boolAttribute("navigationBarHidden") ?? false
            navigation.isToolbarHidden = member.boolAttribute("toolbarHidden") ?? true
            if let bar = tree.firstElement(of: member.node, withKey: "navigationBar") {
                navigation.navigationBar.prefersLargeTitles = tree.attribute("largeTitles", of: bar) == "YES"
            }
        }
        if let items = tree.firstElement(of: member.node, named: "toolbarItems") {
            controller.toolbarItems = tree.elements(of: items, named: "barButtonItem").map {
                decodeBarButtonItem(IBBarButtonItem(document: document, node: $0))
            }
        }
        guard let item = member.navigationItem else { return }
        let navigationItem = controller.navigationItem
        navigationItem.backButtonTitle = localized(item.attribute("backButtonTitle"), id: item.id, "backButtonTitle")
        navigationItem.hidesBackButton = item.boolAttribute("hidesBackButton") ?? false
        navigationItem.leftItemsSupplementBackButton = item.boolAttribute("leftItemsSupplementBackButton") ?? false
        navigationItem.largeTitleDisplayMode = item.attribute("largeTitleDisplayMode").flatMap(NavigationItem.LargeTitleDisplayMode.init(rawValue:)) ?? .automatic
    }

    /// A view of the scene outside the controller's view (on a bar, a refresh control), with
    /// its subtree, connected when the controller's connections are.
    func buildSceneView(_ node: XMLNode) -> View? {
        var builder = ViewBuilder(decoder: self, objects: objects)
        do {
            return try builder.build(node)
        } catch {
            storyboard.environment.failures.record(error)
            return nil
        }
    }
}
