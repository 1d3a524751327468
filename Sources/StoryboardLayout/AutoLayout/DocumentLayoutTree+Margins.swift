import StoryboardFormat

/// Layout margins: a view's own, the system's for stacks, cells and their content views,
/// preserved superview margins and margins from the safe area.
extension DocumentLayoutTree {
    /// The view's layout margins and how it takes its superview's and the safe area's.
    static func applyLayoutMargins(to item: inout LayoutItem, _ element: ViewElement, frame: LayoutRect) {
        let node = element.node, tree = element.tree, name = element.name, parent = element.parent
        let context = element.context, items = element.items
        // Layout margins.
        if let insets = tree.firstElement(of: node, withKey: "layoutMargins") {
            func value(_ key: String) -> Double { tree.attribute(key, of: insets).flatMap(Double.init) ?? 0 }
            item.layoutMargins = EdgeInsets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
        } else if let insets = tree.firstElement(of: node, withKey: "directionalLayoutMargins") {
            func value(_ key: String) -> Double { tree.attribute(key, of: insets).flatMap(Double.init) ?? 0 }
            item.layoutMargins = EdgeInsets(top: value("top"), left: value("leading"), bottom: value("bottom"), right: value("trailing"))
        } else if context.isAppKit, name == "stackView", let insets = tree.firstElement(of: node, withKey: "edgeInsets") {
            // NSStackView's edge insets: the padding it arranges its views inside.
            func value(_ key: String) -> Double { tree.attribute(key, of: insets).flatMap(Double.init) ?? 0 }
            item.layoutMargins = EdgeInsets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
        } else if !context.isAppKit, name == "stackView" {
            // A UIKit stack without margins of its own has none, not UIView's 8 pt: the corpus's
            // 5 of 5 constraints to such a stack's own margins put its edge there (DuckDuckGo's
            // privacy footer, a row pinned leadingMargin to leadingMargin + 12 at x 20, trailing
            // 4 pt in, 2 versions; Wikipedia's reading-list header, trailing margin to trailing
            // margin, 8 pt in).
            item.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }
        item.preservesSuperviewLayoutMargins = tree.attributeEquals("preservesSuperviewLayoutMargins", "YES", of: node)
        // Before iOS 11 (documents without safe areas) margins never grew by the status bar.
        item.insetsLayoutMarginsFromSafeArea = context.usesSafeAreas && !tree.attributeEquals("insetsLayoutMarginsFromSafeArea", "NO", of: node)
        if name == "tableViewCell" && item.layoutMargins == nil && context.usesCellMarginsOfIOS11 && !context.isAppKit {
            // A table gives its cells its own side margins (what a content view that preserves
            // its superview's margins reaches).
            let side = tableSideMargin(of: element, frame: frame)
            item.layoutMargins = EdgeInsets(top: 8, left: side, bottom: 8, right: side)
        }
        if name == "tableViewCellContentView" && context.usesCellMarginsOfIOS11 {
            // iOS 11 cells: 11 pt above and below, the table's side margins (documents of
            // Xcode 9.0 and earlier keep UIKit's old 8 pt everywhere), and 8 pt beside an accessory
            // (81 of the corpus's 83 trailing-margin constraints in such content views). Smaller
            // margins of the content view's own are raised to these (23 corpus views, 8 pt
            // margins drawn as 11, none the other way).
            let side = tableSideMargin(of: element, frame: frame)
            // Xcode 26 draws iOS 26's taller cells: 15 pt above and below (one project of the
            // corpus, NetNewsWire: 16 views at it, 3 not).
            let vertical = ToolsVersion.xcode26Releases.contains(context.toolsVersion) ? 15.0 : 11
            // The bottom one is measured from the cell's bottom: a content view stored shorter
            // than its cell by the separator (Xcode 9.1 to 10, 0.5 pt) has 10.5 pt below (the
            // corpus, tools 13000 to 14999: 77 of 77 constraints to such a bottom margin).
            let separator = parent.map { max(0, items[$0].frame.height - frame.height) } ?? 0
            let system = EdgeInsets(top: vertical, left: side, bottom: vertical - min(separator, 1),
                                right: isBesideAccessory(contentView: node, tree: tree) ? 8 : side)
            let own = item.layoutMargins ?? system
            item.layoutMargins = EdgeInsets(top: max(own.top, system.top), left: max(own.left, system.left),
                                        bottom: max(own.bottom, system.bottom), right: max(own.right, system.right))
        }
        // A collection view cell's content view (constraints of Xcode 9 and 10's cells name the
        // cell for it).
        let isCollectionCellContent = name == "collectionViewCellContentView"
            || (tree.attributeEquals("key", "contentView", of: node) && parent.map { items[$0].elementName == "collectionViewCell" } == true)
        if context.collectionCellsHaveNoMargins && item.layoutMargins == nil {
            // Their section headers and footers too (the corpus's 3 of 3 labels at such a
            // reusable view's leading margin, tools 13196, at 0; 8 in every other version).
            if name == "collectionViewCell" || isCollectionCellContent || name == "collectionReusableView" {
                item.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            }
        }
        if (ToolsVersion.xcode10..<ToolsVersion.xcode10_2).contains(context.toolsVersion), context.usesSafeAreas, item.layoutMargins == nil {
            // Xcode 10.0 and 10.1 draw a collection view cell as if it stood at the screen's
            // top: its content view's top margin takes the screen's top safe-area inset too,
            // unless it does not inset its margins from the safe area (the corpus's cells of
            // tools 14000-14489 with constraints to the top margin: 6 of 6 at 8 + 20 on an
            // iPhone 8, raywenderlich's PetPal in 3 versions; 1 of 1 at 8 whose content view
            // says insetsLayoutMarginsFromSafeArea="NO", raywenderlich's Raykea).
            let contentView = name == "collectionViewCell" ? tree.firstElement(of: node, withKey: "contentView") : (isCollectionCellContent ? node : nil)
            if let contentView, !tree.attributeEquals("insetsLayoutMarginsFromSafeArea", "NO", of: contentView) {
                item.layoutMargins = EdgeInsets(top: 8 + element.environment.safeArea.top, left: 8, bottom: 8, right: 8)
            }
        }
    }

    /// A table's side margins (tableSideMargin(width:): 20 pt from 376 pt of width, else 16); its cells and their
    /// content views take the table's (an inset-grouped cell or a content view beside an
    /// accessory is narrower than the table).
    static func tableSideMargin(of element: ViewElement, frame: LayoutRect) -> Double {
        let node = element.node, tree = element.tree, name = element.name, parent = element.parent
        let environment = element.environment, context = element.context, items = element.items
        var table = parent
        while let index = table, items[index].elementName != "tableView" { table = items[index].parent }
        // A cell of its own (a xib's) stands for its table.
        let width = (table ?? (name == "tableViewCell" ? nil : parent)).map { items[$0].frame.width } ?? frame.width
        let tableNode = enclosingTableView(of: node, tree: tree)
        if let tableNode, (ToolsVersion.xcode9_1..<ToolsVersion.xcode11).contains(context.toolsVersion), !environment.device.hasRoundedCorners,
           !tree.attributeEquals("key", "view", of: tableNode), (tree.attribute("style", of: tableNode) ?? "plain") == "plain" {
            // Xcode 9.1 to 10 give a plain table that is not a controller's view (no system
            // minimum margins) UIKit's older 15 pt for its cells on iPhones without a sensor
            // housing: the corpus's such tables of tools 13771 to 14854 on them, 15 of 15
            // constraints to their content views' side margins at 15 (raywenderlich's
            // Spacetime, OurPlanet and ReceiptVerifier, DuckDuckGo's autocomplete); on an
            // iPhone XS Max the system's 20 (raywenderlich's InsomniOwl, tools 14460).
            return 15
        }
        if tableNode == nil, (ToolsVersion.xcode11Betas..<ToolsVersion.xcode12).contains(context.toolsVersion), !environment.device.hasRoundedCorners {
            // So do Xcode 10.2 to 11 for a xib's lone cell, outside any table (the corpus's
            // such cells of tools 14854 to 16097 on those screens, 4 of 4: Loop's 416 pt bolus
            // cell, its content view's own 15 and 8 pt margins drawn as 15 on both sides, in 3
            // versions; Wikipedia's 320 pt contents cell; Xcode 10.1's are at 16 and 20).
            var cell: XMLNode? = tree.parent(of: node)
            if name == "tableViewCell" { cell = node }
            if let cell, tree.nameEquals(cell, "tableViewCell"), tree.parent(of: cell).map({ tree.nameEquals($0, "objects") }) == true {
                return 15
            }
        }
        if let tableNode, (ToolsVersion.xcode11..<ToolsVersion.xcode12).contains(context.toolsVersion), tree.attributeEquals("style", "insetGrouped", of: tableNode),
           width + environment.screenSize.width - environment.designedScreenSize.width < 414 {
            // Xcode 11 draws an inset-grouped table's cells with 15 pt side margins on
            // screens narrower than 414 pt (NetNewsWire's add-feed and settings tables on a
            // 375 pt iPhone, tools 15505 and 15705: content at the margins 15 pt in, 5 of 5
            // cells; 20 on 414 pt, 8 of 8; Xcode 13 on draw 16).
            return 15
        }
        // A root drawn at a size of its own (a container's, a Mac popover's) grows by that
        // size, not the screen's (Habitica's filter popover on a Mac: 16 pt margins in its
        // 320 pt cells, 4 of 4 views at them).
        var root = table ?? parent
        while let index = root, let up = items[index].parent { root = up }
        if let root, let size = items[root].canvas.containerSize {
            return Self.tableSideMargin(width: width + size.width - items[root].frame.width)
        }
        return Self.tableSideMargin(width: width + environment.screenSize.width - environment.designedScreenSize.width)
    }
}
