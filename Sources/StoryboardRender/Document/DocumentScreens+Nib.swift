import StoryboardFormat

extension DocumentScreens {
    /// The screens of a xib: each top-level view (a cell, a custom view, a macOS window's
    /// content view) at its own size, and each top-level view controller as a scene; empty for
    /// a storyboard.
    public var nibScreens: [LaidOutScreen] {
        let tree = document.tree
        return document.objects.compactMap { member -> LaidOutScreen? in
            if member.isViewController { return screen(of: member, id: member.id ?? "") }
            let node = member.node
            // The app's main menu (MainMenu.xib) draws as the menu bar.
            if tree.nameEquals(node, "menu"), tree.attributeEquals("systemMenu", "main", of: node) {
                return menuBarScreen(node, id: member.id ?? "", name: member.attribute("userLabel") ?? member.attribute("title") ?? "Main Menu")
            }
            // A macOS window draws with its title bar around its content view.
            if tree.nameEquals(node, "window") || tree.nameEquals(node, "panel") {
                let name = member.attribute("userLabel") ?? member.customClass ?? member.attribute("title") ?? member.elementName
                return windowScreen(node, content: nil, id: member.id ?? "", name: name)
            }
            guard IBView.isView(node, in: tree) || tree.attribute("key", of: node) == "contentView" || isTopLevelView(node) else { return nil }
            let view = IBView(document: document, node: node)
            guard view.frame != nil else { return nil }
            // At the size the layout engine gives it on a device asked for (a view that fills
            // the screen follows it), else at its stored size.
            var root = adapter.laidOut(view)
            let frame = root.frame
            guard frame.width >= 1, frame.height >= 1 else { return nil }
            root.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            var screenRoot = LaidOutView(id: "screen-" + (member.id ?? ""), kind: .view, frame: root.frame, subviews: [root])
            screenRoot.style.clipsToBounds = true
            let name = member.attribute("userLabel") ?? member.customClass ?? member.attribute("title") ?? member.elementName
            return LaidOutScreen(id: member.id ?? "", name: name, size: Size(width: frame.width, height: frame.height), scale: 2, root: screenRoot)
        }
    }

    /// Top-level elements of a xib that are views although no `<subviews>` holds them.
    private func isTopLevelView(_ node: XMLNode) -> Bool {
        let tree = document.tree
        guard tree.attribute("id", of: node) != nil, tree.firstElement(of: node, withKey: "frame") != nil else { return false }
        let name = tree.name(of: node)
        return !["placeholder", "customObject", "menu", "window", "panel", "userDefaultsController", "arrayController", "objectController", "viewController"].contains(name)
    }
}

extension DocumentScreens {
    /// A main menu (`<menu systemMenu="main">`) as Interface Builder shows it: the menu bar with
    /// its items' titles, the first (the app's menu) in bold, as wide as they need.
    func menuBarScreen(_ menu: XMLNode, id: String, name: String) -> LaidOutScreen {
        let tree = document.tree
        var bar = BarContent()
        let items = tree.firstElement(of: menu, named: "items").map { Array(tree.elements(of: $0, named: "menuItem")) } ?? []
        bar.items = items.enumerated().map { index, item in
            let itemID = tree.attribute("id", of: item) ?? "\(id)/item-\(index)"
            let title = tree.attribute("title", of: item) ?? ""
            return LaidOutBarItem(id: itemID, title: adapter.resources.localized(title, id: itemID, "title"), isProminent: index == 0)
        }
        let frames = BarLayout.menuBarItemFrames(bar)
        let width = max(120, (frames.last.map { $0.frame.x + $0.frame.width } ?? 0) + 6)
        let size = Size(width: width, height: BarLayout.menuBarHeight)
        var view = LaidOutView(id: tree.attribute("id", of: menu) ?? id, kind: .menuBar, frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        view.content.bar = bar
        let root = LaidOutView(id: "screen-" + id, kind: .view, frame: view.frame, subviews: [view])
        return LaidOutScreen(id: id, name: name, size: size, scale: 2, root: root)
    }
}
