import StoryboardFormat

/// macOS windows: a window controller's scene, or a window at the top level of a xib, drawn as
/// the window shows on screen: its title bar (traffic lights and title, taller when the window
/// has a toolbar) above its content, the content view controller's view or the window's own
/// content view, at the window's content size.
extension DocumentScreens {
    /// The height of a macOS 11+ title bar, without and with a toolbar (the unified style).
    static let titleBarHeight = 28.0
    static let unifiedTitleBarHeight = 52.0
    /// Where a unified title bar's title starts (after the traffic lights) and its font.
    static let unifiedTitleLeading = 80.0
    static let unifiedTitleFont = TextFont(size: 15, weight: 700)

    /// The screen of a window controller's scene: nil when it has no window.
    func windowScreen(of member: SceneMember, id: String) -> LaidOutScreen? {
        let tree = document.tree
        guard let window = tree.firstElement(of: member.node, withKey: "window") else { return nil }
        let content = member.segues.first { $0.kind == .relationship && $0.relationship == "window.shadowedContentViewController" }?
            .destinationMember
        return windowScreen(window, content: content, id: id, name: DocumentScreens.name(of: member))
    }

    /// The screen of a `<window>` element with the view of `content` (else the window's own
    /// content view) inside.
    func windowScreen(_ window: XMLNode, content: SceneMember?, id: String, name: String) -> LaidOutScreen? {
        let tree = document.tree
        let contentView = content.flatMap { $0.view ?? ViewAdapter.splitView(of: $0) }
            ?? tree.firstElement(of: window, withKey: "contentView").map { IBView(document: document, node: $0) }
        let contentRect = tree.firstElement(of: window, withKey: "contentRect").flatMap { DocumentScreens.size(of: $0, in: tree) }
        let laidOutContent = contentView.map { adapter.laidOut($0) }
        let contentSize = laidOutContent.map { Size(width: $0.frame.width, height: $0.frame.height) }
        // A content view controller sizes the window to its view, as AppKit does; so do
        // constraints in the window's own content view, which the window holds only at
        // NSLayoutPriorityWindowSizeStayPut (the corpus: 38 of 203 windows store a content
        // rect other than their content view's size, all of them laid out by constraints;
        // NetNewsWire's OPML sheet drew its two buttons on top of each other when its
        // 421 pt content was squeezed into the 401 pt rect).
        let sizedByContent = content != nil || contentView.map { view in
            tree.descendants(of: view.node).contains { tree.attributeEquals("translatesAutoresizingMaskIntoConstraints", "NO", of: $0) }
        } ?? false
        guard let size = (sizedByContent ? contentSize : nil) ?? contentRect ?? contentSize, size.width >= 1, size.height >= 1 else { return nil }
        let mask = tree.firstElement(of: window, withKey: "styleMask")
        let isTitled = mask.map { tree.attribute("titled", of: $0) == "YES" } ?? true
        let toolbar = tree.firstElement(of: window, withKey: "toolbar")
        let hasToolbar = toolbar != nil
        let titleBar = isTitled ? (hasToolbar ? DocumentScreens.unifiedTitleBarHeight : DocumentScreens.titleBarHeight) : 0
        let windowID = tree.attribute("id", of: window) ?? id

        var body: LaidOutView
        if let laidOutContent {
            body = laidOutContent
            if abs(body.frame.width - size.width) >= 0.5 || abs(body.frame.height - size.height) >= 0.5 {
                Autoresizing.resize(&body, to: size)
            }
            if let content, content.view == nil { body.subviews = adapter.splitPanes(of: content, in: size) }
        } else {
            body = LaidOutView(id: windowID + "/content", kind: .view, frame: Rect(x: 0, y: 0, width: 0, height: 0))
        }
        body.frame = Rect(x: 0, y: titleBar, width: size.width, height: size.height)
        if body.style.backgroundColor == nil { body.style.backgroundColor = SystemColors.windowBackground }

        var subviews = [body]
        if isTitled {
            var bar = LaidOutView(id: windowID + "/titleBar", kind: .windowTitleBar, frame: Rect(x: 0, y: 0, width: size.width, height: titleBar))
            var barContent = BarContent()
            barContent.title = resources.localized(tree.attribute("title", of: window), id: windowID, "title") ?? ""
            bar.content.bar = barContent
            if let toolbar {
                let titleWidth = barContent.title.map { TextMetrics.width(of: $0, font: DocumentScreens.unifiedTitleFont) } ?? 0
                bar.subviews = toolbarViews(toolbarItems(toolbar), leading: DocumentScreens.unifiedTitleLeading + titleWidth + DocumentScreens.toolbarTitleGap,
                                            barSize: Size(width: size.width, height: titleBar))
            }
            subviews.append(bar)
        }
        let total = Size(width: size.width, height: size.height + titleBar)
        var root = LaidOutView(id: windowID, kind: .view, frame: Rect(x: 0, y: 0, width: total.width, height: total.height), subviews: subviews)
        root.style.clipsToBounds = true
        root.style.cornerRadius = isTitled ? 10 : 0
        return LaidOutScreen(id: id, name: name, size: total, scale: 2, root: root)
    }

    private var resources: DocumentResources { adapter.resources }

    private static func size(of node: XMLNode, in tree: XMLTree) -> Size? {
        guard let width = tree.attribute("width", of: node).flatMap(Double.init), let height = tree.attribute("height", of: node).flatMap(Double.init) else { return nil }
        return Size(width: width, height: height)
    }
}
