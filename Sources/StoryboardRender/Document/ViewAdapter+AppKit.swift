import StoryboardFormat
import StoryboardLayout

/// AppKit documents: views stand in a bottom-up coordinate system, and controls keep their
/// text, font and state in a cell (`<textFieldCell>`, `<buttonCell>`…).
extension ViewAdapter {
    var isAppKit: Bool { resources.document.platform == .macOS }

    /// The kinds AppKit elements without a UIKit namesake draw as.
    static func appKitKind(ofElement name: String) -> ViewKind? {
        switch name {
        case "popUpButton": return .button
        case "secureTextField", "comboBox", "tokenField": return .textField
        case "searchField": return .searchBar
        case "levelIndicator": return .progressView
        case "outlineView": return .tableView
        default: return nil
        }
    }

    /// The elements a view-based AppKit table keeps its prototype cell views in (in the
    /// table's coordinates, one row each, as Xcode's canvas shows them).
    static let appKitCellContainers: Set<String> = ["tableColumns", "tableColumn", "prototypeCellViews"]

    /// The column titles of the table whose header view `header` is: each column's
    /// `headerCell` title at the column's place (widths plus the table's intercell spacing).
    func columnHeaders(of header: IBView) -> [ColumnHeader] {
        let tree = resources.document.tree
        guard let headerID = header.id, let scrollView = tree.parent(of: header.node) else { return [] }
        let table = tree.descendants(of: scrollView).first { node in
            (tree.nameEquals(node, "tableView") || tree.nameEquals(node, "outlineView")) && tree.attribute("headerView", of: node) == headerID
        }
        guard let table, let columns = tree.firstElement(of: table, named: "tableColumns") else { return [] }
        let spacing = tree.firstElement(of: table, withKey: "intercellSpacing").flatMap { tree.attribute("width", of: $0) }.flatMap(Double.init) ?? 3
        var x = 0.0
        var result: [ColumnHeader] = []
        for column in tree.elements(of: columns, named: "tableColumn") where tree.attribute("hidden", of: column) != "YES" {
            let width = (tree.attribute("width", of: column).flatMap(Double.init) ?? 0) + spacing
            let cell = tree.firstElement(of: column, withKey: "headerCell")
            let title = resources.localized(cell.flatMap { tree.attribute("title", of: $0) }, id: cell.flatMap { tree.attribute("id", of: $0) }, "title") ?? ""
            result.append(ColumnHeader(title: title, x: x, width: width))
            x += width
        }
        return result
    }

    /// Views whose subviews' stored frames run top-down. Not stack views: NSStackView is
    /// flipped, but Xcode stores its arranged views from its bottom like any other's (the
    /// corpus's 88 vertical stacks all store the first arranged view with the largest y), as
    /// `DocumentLayoutTree` reads them.
    static let flippedAppKitElements: Set<String> = ["scrollView", "clipView", "tableView", "outlineView", "collectionView", "textView", "matrix", "tabView"]

    /// A table's rows start below its header view, which the scroll view lays over the top
    /// of its clip view (the clip view's automatic top inset).
    static func insetContentBelowHeader(_ scrollView: inout LaidOutView, elementNames: [String: String]) {
        guard let header = scrollView.subviews.first(where: { elementNames[$0.id] == "tableHeaderView" }) else { return }
        let inset = header.frame.y + header.frame.height
        for index in scrollView.subviews.indices where elementNames[scrollView.subviews[index].id] == "clipView" && scrollView.subviews[index].frame.y < inset {
            for child in scrollView.subviews[index].subviews.indices { scrollView.subviews[index].subviews[child].frame.y += inset }
        }
    }

    /// A subview's frame turned from AppKit's bottom-up coordinates into top-down ones.
    func topDown(_ frame: Rect, in parent: IBView, parentHeight: Double) -> Rect {
        guard isAppKit, !ViewAdapter.flippedAppKitElements.contains(parent.elementName), parent.attribute("flipped") != "YES" else { return frame }
        return Rect(x: frame.x, y: parentHeight - frame.y - frame.height, width: frame.width, height: frame.height)
    }

    /// What an AppKit control's cell says: title or text, placeholder, font, color,
    /// alignment, button type and state.
    func applyAppKitCell(of view: IBView, kind: ViewKind, to content: inout ViewContent) {
        let tree = resources.document.tree
        if view.elementName == "switch" {
            // NSSwitch: no cell; on in the accent color.
            var control = content.control ?? ControlState()
            control.isOn = view.attribute("state") == "on"
            control.onTintColor = SystemColors.systemBlue
            content.control = control
            return
        }
        if view.elementName == "progressIndicator" {
            // No cell: the value and range are the indicator's own (0 to 100 by default).
            var control = content.control ?? ControlState()
            let minimum = view.doubleAttribute("minValue") ?? 0, maximum = view.doubleAttribute("maxValue") ?? 100
            control.value = maximum > minimum ? ((view.doubleAttribute("doubleValue") ?? minimum) - minimum) / (maximum - minimum) : 0
            content.control = control
            return
        }
        guard let cell = tree.firstElement(of: view.node, withKey: "cell") else { return }
        func attribute(_ name: String) -> String? { tree.attribute(name, of: cell) }
        var font = TextFont(size: 13)
        if let fontNode = tree.firstElement(of: cell, withKey: "font") {
            switch tree.attribute("metaFont", of: fontNode) {
            case "smallSystem", "smallSystemBold": font = TextFont(size: 11, weight: tree.attribute("metaFont", of: fontNode) == "smallSystemBold" ? 700 : 400)
            case "systemBold": font = TextFont(size: tree.attribute("size", of: fontNode).flatMap(Double.init) ?? 13, weight: 700)
            case "miniSystem": font = TextFont(size: 9)
            case .some: font = TextFont(size: tree.attribute("size", of: fontNode).flatMap(Double.init) ?? 13)
            case nil: font = resources.font(IBFont(tree: tree, node: fontNode), defaultSize: 13)
            }
        }
        var color: DynamicColor?
        for element in tree.elements(of: cell, named: "color") where tree.attributeEquals("key", "textColor", of: element) {
            color = resources.color(IBColor(tree: tree, node: element))
        }
        let alignment: TextAlignment
        switch attribute("alignment") {
        case "center": alignment = .center
        case "right": alignment = .right
        default: alignment = .left
        }
        let title = resources.localized(attribute("title"), id: attribute("id"), "title")
        var control = content.control ?? ControlState()
        control.isEnabled = attribute("enabled") != "NO"
        switch kind {
        case .textField, .label:
            if let title, !title.isEmpty {
                // A truncating cell keeps its text on one line and truncates it where the frame
                // ends (the corpus's 809 truncating text field cells: a table's 21 pt wide
                // "Table View Cell" is "T…"); the others wrap.
                let truncation: LineBreak? = switch attribute("lineBreakMode") {
                case "truncatingTail": .truncateTail
                case "truncatingHead": .truncateHead
                case "truncatingMiddle": .truncateMiddle
                default: nil
                }
                content.text = TextContent(title, font: font, color: color ?? SystemColors.label, alignment: alignment,
                                           numberOfLines: truncation == nil ? 0 : 1, lineBreak: truncation ?? .wordWrap)
            }
            if let placeholder = resources.localized(attribute("placeholderString"), id: attribute("id"), "placeholderString") {
                content.placeholder = TextContent(placeholder, font: font, color: SystemColors.placeholderText, alignment: alignment)
            }
            // Labels are text fields without a bezel; editable fields have one.
            control.borderStyle = attribute("borderStyle") == "bezel" || attribute("editable") == "YES" && attribute("drawsBackground") == "YES" ? "roundedRect" : "none"
            // NSTextFieldCell pads its text 2 pt inside the frame on either side.
            control.variant = "cell"
            content.control = control
        case .button:
            var text = title.map { TextContent($0, font: font, color: color ?? SystemColors.label, alignment: .center, lineBreak: .truncateTail) }
            switch attribute("type") {
            case "check":
                control.buttonStyle = .checkbox
                text?.alignment = .left
            case "radio":
                control.buttonStyle = .radio
                text?.alignment = .left
            case "help":
                control.buttonStyle = .help
            default:
                let bordered = attribute("bezelStyle") != nil && attribute("borderStyle") != "none" && tree.attribute("bordered", of: cell) != "NO"
                control.buttonStyle = bordered ? .bordered : .custom
                if attribute("bezelStyle") == "disclosure" {
                    // A disclosure triangle: a chevron, down when open.
                    control.buttonStyle = .custom
                    text = nil
                    content.image = ImageContent(name: attribute("state") == "on" ? "chevron.down" : "chevron.right", isSymbol: true,
                                                 contentMode: .center, tintColor: SystemColors.secondaryLabel)
                }
                if view.elementName == "popUpButton" {
                    control.buttonStyle = .bordered
                    // A pull-down menu's button shows one arrow down, a pop-up's two.
                    control.variant = attribute("pullsDown") == "YES" ? "pullDown" : "popUp"
                    let item = popUpItem(of: cell)
                    text = popUpTitle(of: cell, item: item).map { TextContent($0, font: font, color: SystemColors.label, alignment: .left, lineBreak: .truncateTail) }
                    if attribute("imagePosition") == "only" { text = nil }
                    // The selected item's image (the action gear of a pull-down), else the cell's.
                    if let name = item.flatMap({ tree.attribute("image", of: $0) }) ?? attribute("image") {
                        content.image = resources.image(named: name, isSymbol: false, contentMode: .center, tint: SystemColors.label)
                    }
                }
            }
            control.isOn = attribute("state") == "on"
            control.bezelInsets = DocumentLayoutTree.appKitBezelInsets(of: view.node, in: resources.document, usesTextStyles: resources.usesTextStyles,
                                                                       imageSizes: resources.layoutImageSizes)
            content.text = text?.string.isEmpty == false ? text : nil
            content.control = control
        case .slider:
            // NSSliderCell: 0 to 1 by default; Xcode leaves out a value of 0, which the range clamps.
            control.minimumValue = attribute("minValue").flatMap(Double.init) ?? 0
            control.maximumValue = attribute("maxValue").flatMap(Double.init) ?? 1
            control.value = attribute("doubleValue").flatMap(Double.init) ?? min(max(0, control.minimumValue), control.maximumValue)
            content.control = control
        case .progressView:
            control.value = attribute("doubleValue").flatMap(Double.init) ?? 0
            control.maximumValue = attribute("maxValue").flatMap(Double.init) ?? 1
            content.control = control
        default:
            break
        }
    }

    /// How an `NSBox` draws: separators and primary boxes (a custom box paints only its fill
    /// and border colors, as any view).
    func boxDecoration(of view: IBView) -> BoxDecoration? {
        switch view.attribute("boxType") {
        case "separator": return BoxDecoration(style: .separator)
        case nil:
            guard view.attribute("titlePosition") != "noTitle" else { return BoxDecoration(style: .panel) }
            let title = resources.localized(view.attribute("title") ?? "Box", id: view.id, "title") ?? "Box"
            return BoxDecoration(style: .panel, title: TextContent(title, font: TextFont(size: 11), color: SystemColors.label, alignment: .left, lineBreak: .truncateTail))
        default:
            return nil
        }
    }

    /// The tab a tab view shows (its `initialItem`, else its first) and the view of that tab,
    /// which Xcode stores in the tab view's own (top-down) coordinates.
    func selectedTab(of tabView: IBView) -> (index: Int, view: XMLNode?)? {
        let tree = resources.document.tree
        guard let items = tree.firstElement(of: tabView.node, named: "tabViewItems") else { return nil }
        let all = Array(tree.elements(of: items, named: "tabViewItem"))
        guard !all.isEmpty else { return nil }
        let index = tabView.attribute("initialItem").flatMap { initial in all.firstIndex { tree.attribute("id", of: $0) == initial } } ?? 0
        return (index, tree.firstElement(of: all[index], withKey: "view"))
    }

    /// How a tab view draws around its content: nothing for the tabless kinds, else the box
    /// panel with the tabs' labels along the side its type names.
    func tabDecoration(of tabView: IBView) -> BoxDecoration? {
        let tree = resources.document.tree
        let type = tabView.attribute("type") ?? "topTabsBezelBorder"
        let edge: BoxDecoration.Edge
        switch type {
        case "topTabsBezelBorder": edge = .top
        case "bottomTabsBezelBorder": edge = .bottom
        case "leftTabsBezelBorder": edge = .left
        case "rightTabsBezelBorder": edge = .right
        case "noTabsBezelBorder", "noTabsLineBorder": return BoxDecoration(style: .panel)
        default: return nil
        }
        guard let items = tree.firstElement(of: tabView.node, named: "tabViewItems") else { return BoxDecoration(style: .panel) }
        let labels = tree.elements(of: items, named: "tabViewItem").map { item in
            resources.localized(tree.attribute("label", of: item) ?? "", id: tree.attribute("id", of: item), "label") ?? ""
        }
        return BoxDecoration(style: .tabs(labels: labels, selected: selectedTab(of: tabView)?.index ?? 0, edge: edge))
    }

    /// The title a pop-up button shows: its own, else its selected item's.
    private func popUpTitle(of cell: XMLNode, item: XMLNode?) -> String? {
        let tree = resources.document.tree
        if let title = tree.attribute("title", of: cell), !title.isEmpty { return title }
        return item.flatMap { tree.attribute("title", of: $0) }
    }

    /// The menu item a pop-up button shows: the selected one, else the one on, else the first.
    /// A pull-down menu's button always shows its first item, which the menu hides (AppKit's
    /// NSPopUpButton: 9 of the corpus's 47 pull-downs select another item, Sequel-Ace's gear
    /// buttons among them, which drew "Show Time Stamps" squeezed to "…" for the gear).
    private func popUpItem(of cell: XMLNode) -> XMLNode? {
        let tree = resources.document.tree
        let selected = tree.attribute("selectedItem", of: cell)
        let items = tree.descendants(of: cell).filter { tree.nameEquals($0, "menuItem") }
        if tree.attributeEquals("pullsDown", "YES", of: cell) { return items.first }
        return items.first { tree.attribute("id", of: $0) == selected } ?? items.first { tree.attribute("state", of: $0) == "on" } ?? items.first
    }

    /// An AppKit split view controller's split view (it has no `view` of its own).
    static func splitView(of member: SceneMember) -> IBView? {
        member.document.tree.firstElement(of: member.node, withKey: "splitView").map { IBView(document: member.document, node: $0) }
    }

    /// The views of a split view controller's items side by side (above one another when the
    /// split is horizontal), with a 1-point divider between them: each at its designed width
    /// and the last taking what is left, or all scaled down alike when they do not fit.
    func splitPanes(of member: SceneMember, in size: Size) -> [LaidOutView] {
        guard let split = ViewAdapter.splitView(of: member), embeddingDepth < 3 else { return [] }
        let isVertical = split.attribute("vertical") == "YES"
        let items = member.segues.filter { $0.kind == .relationship && $0.relationship == "splitItems" }.compactMap { $0.destinationMember?.view }
        var nested = self
        nested.embeddingDepth += 1
        let length = isVertical ? size.width : size.height
        let laidOutItems = items.map { nested.laidOut($0) }
        let designed = laidOutItems.map { isVertical ? $0.frame.width : $0.frame.height }
        let room = max(0, length - Double(max(0, items.count - 1)))
        let total = designed.reduce(0, +)
        let scale = total > room && total > 0 ? room / total : 1
        var position = 0.0
        var panes: [LaidOutView] = []
        for (index, var pane) in laidOutItems.enumerated() {
            let extent = max(0, index == items.count - 1 ? length - position : designed[index] * scale)
            let paneSize = isVertical ? Size(width: extent, height: size.height) : Size(width: size.width, height: extent)
            if abs(pane.frame.width - paneSize.width) >= 0.5 || abs(pane.frame.height - paneSize.height) >= 0.5 {
                Autoresizing.resize(&pane, to: paneSize)
            }
            pane.frame = isVertical
                ? Rect(x: position, y: 0, width: paneSize.width, height: paneSize.height)
                : Rect(x: 0, y: position, width: paneSize.width, height: paneSize.height)
            pane.style.clipsToBounds = true
            panes.append(pane)
            position += extent
            if index < items.count - 1 {
                var divider = LaidOutView(
                    id: "\(pane.id)/divider", kind: .view,
                    frame: isVertical ? Rect(x: position, y: 0, width: 1, height: size.height) : Rect(x: 0, y: position, width: size.width, height: 1))
                divider.style.backgroundColor = SystemColors.separator
                panes.append(divider)
                position += 1
            }
        }
        return panes
    }
}
