import StoryboardFormat

/// A window's `NSToolbar` in the unified title bar of macOS 11 and later: the toolbar's default
/// items in a row after the window's title, as AppKit lays them out.
extension DocumentScreens {
    /// The gap AppKit leaves between toolbar items, and between the title and the first item.
    static let toolbarItemSpacing = 8.0
    static let toolbarTitleGap = 16.0
    /// The inset of the last item from the window's trailing edge.
    static let toolbarTrailingInset = 10.0
    /// The overflow chevron's width, shown when items do not fit.
    static let toolbarOverflowWidth = 20.0

    /// One default item of a toolbar before it is placed.
    struct ToolbarItem {
        enum Kind { case view(LaidOutView), image(String?), space, flexibleSpace }
        var id: String
        var kind: Kind
        var width: Double
        var minimumWidth: Double
        var height: Double
    }

    /// The toolbar's default items (`<defaultToolbarItems>`, references to the allowed items),
    /// in order. A view item takes its view's stored width within the item's minimum and
    /// maximum sizes; an image item without a view is a 32 pt button; system items other than
    /// the spaces (separators, print, colors…) are left out.
    func toolbarItems(_ toolbar: XMLNode) -> [ToolbarItem] {
        let tree = document.tree
        var allowed: [String: XMLNode] = [:]
        if let list = tree.firstElement(of: toolbar, named: "allowedToolbarItems") {
            for item in tree.elements(of: list, named: "toolbarItem") { if let id = tree.attribute("id", of: item) { allowed[id] = item } }
        }
        guard let defaults = tree.firstElement(of: toolbar, named: "defaultToolbarItems") else { return [] }
        func size(_ key: String, of item: XMLNode) -> Size? {
            tree.elements(of: item, named: "size").first { tree.attributeEquals("key", key, of: $0) }.flatMap {
                guard let width = tree.attribute("width", of: $0).flatMap(Double.init), let height = tree.attribute("height", of: $0).flatMap(Double.init) else { return nil }
                return Size(width: width, height: height)
            }
        }
        var items: [ToolbarItem] = []
        for (index, reference) in tree.elements(of: defaults, named: "toolbarItem").enumerated() {
            guard let node = tree.attribute("reference", of: reference).flatMap({ allowed[$0] }) ?? (tree.attribute("id", of: reference) != nil ? reference : nil) else { continue }
            let id = "\(tree.attribute("id", of: node) ?? "item")/\(index)"
            switch tree.attribute("implicitItemIdentifier", of: node) {
            case "NSToolbarFlexibleSpaceItem":
                items.append(ToolbarItem(id: id, kind: .flexibleSpace, width: 0, minimumWidth: 0, height: 0))
                continue
            case "NSToolbarSpaceItem":
                items.append(ToolbarItem(id: id, kind: .space, width: 32, minimumWidth: 32, height: 0))
                continue
            case let identifier? where identifier.hasPrefix("NSToolbar"):
                continue
            default:
                break
            }
            let minimum = size("minSize", of: node), maximum = size("maxSize", of: node)
            if let viewNode = tree.firstElement(of: node, withKey: "view") {
                let view = adapter.laidOut(IBView(document: document, node: viewNode))
                var width = view.frame.width
                if let maximum { width = min(width, maximum.width) }
                if let minimum { width = max(width, minimum.width) }
                items.append(ToolbarItem(id: id, kind: .view(view), width: width, minimumWidth: minimum.map { min($0.width, width) } ?? width,
                                         height: view.frame.height))
            } else {
                let width = max(minimum?.width ?? 32, 32)
                items.append(ToolbarItem(id: id, kind: .image(tree.attribute("image", of: node)), width: width, minimumWidth: width, height: 28))
            }
        }
        return items
    }

    /// The toolbar's items placed in a title bar `barSize` big, from `leading` (after the
    /// title) to the trailing inset: flexible-width views shrink towards their minimum size
    /// first, then the items that still do not fit go, from the last, behind an overflow
    /// chevron; flexible spaces share what is left. Each view is centred vertically.
    func toolbarViews(_ items: [ToolbarItem], leading: Double, barSize: Size) -> [LaidOutView] {
        let available = barSize.width - DocumentScreens.toolbarTrailingInset - leading
        func needed(_ items: [ToolbarItem]) -> Double {
            let spaced = items.filter { if case .flexibleSpace = $0.kind { false } else { true } }
            return spaced.reduce(0) { $0 + $1.width } + Double(max(0, spaced.count - 1)) * DocumentScreens.toolbarItemSpacing
        }
        // Flexible-width views shrink evenly towards their minimum until the items fit `room`.
        func fitted(_ items: [ToolbarItem], in room: Double) -> [ToolbarItem]? {
            let excess = needed(items) - room
            guard excess > 1e-9 else { return items }
            let slack = items.reduce(0) { $0 + ($1.width - $1.minimumWidth) }
            guard slack >= excess else { return nil }
            return items.map { var item = $0; item.width = (item.width - (item.width - item.minimumWidth) * excess / slack).rounded(.down); return item }
        }
        var shown: [ToolbarItem] = []
        var overflows = false
        if let all = fitted(items, in: available) {
            shown = all
        } else {
            overflows = true
            var kept = items
            while !kept.isEmpty {
                if let fit = fitted(kept, in: available - DocumentScreens.toolbarOverflowWidth - DocumentScreens.toolbarItemSpacing) { shown = fit; break }
                kept.removeLast()
            }
        }
        let flexibleCount = shown.filter { if case .flexibleSpace = $0.kind { true } else { false } }.count
        let flexibleWidth = flexibleCount > 0 ? max(0, available - (overflows ? DocumentScreens.toolbarOverflowWidth + DocumentScreens.toolbarItemSpacing : 0) - needed(shown)) / Double(flexibleCount) : 0
        var x = leading
        var views: [LaidOutView] = []
        for item in shown {
            switch item.kind {
            case .flexibleSpace:
                x += flexibleWidth
                continue
            case .space:
                x += item.width + DocumentScreens.toolbarItemSpacing
                continue
            case .view(var view):
                view.frame = Rect(x: x.rounded(), y: ((barSize.height - item.height) / 2).rounded(), width: item.width, height: item.height)
                views.append(view)
            case .image(let name):
                var view = LaidOutView(id: item.id, kind: .button, frame: Rect(x: x.rounded(), y: ((barSize.height - item.height) / 2).rounded(), width: item.width, height: item.height))
                if let name { view.content.image = adapter.resources.image(named: name, isSymbol: false, contentMode: .center, tint: SystemColors.label) }
                var control = ControlState()
                control.buttonStyle = .custom
                view.content.control = control
                views.append(view)
            }
            x += item.width + DocumentScreens.toolbarItemSpacing
        }
        if overflows {
            var chevron = LaidOutView(id: "toolbar/overflow", kind: .button,
                                      frame: Rect(x: barSize.width - DocumentScreens.toolbarTrailingInset - DocumentScreens.toolbarOverflowWidth,
                                                  y: ((barSize.height - 22) / 2).rounded(), width: DocumentScreens.toolbarOverflowWidth, height: 22))
            chevron.content.image = ImageContent(name: "chevron.right.2", isSymbol: true, contentMode: .center, tintColor: SystemColors.secondaryLabel)
            var control = ControlState()
            control.buttonStyle = .custom
            chevron.content.control = control
            views.append(chevron)
        }
        return views
    }
}
