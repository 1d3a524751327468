import StoryboardFormat

/// What laying out a document needs beyond one unit: its units (every root view), and for
/// each controller's view the bars its containers show (navigation bar, tab bar, toolbar),
/// inferred from relationship and push segues as Interface Builder infers them.
package struct DocumentLayoutContext {
    /// The root views, in document order.
    package private(set) var units: [XMLNode] = []
    /// The bars each controller shows (which ones; their heights depend on the device).
    private var bars: [XMLNode: Bars] = [:]

    /// The bars over a controller's view; their heights depend on the device.
    struct Bars {
        var navigationBar = false, prompt = false, largeTitle = false, tabBar = false, toolbar = false
        /// Whether the bar on top, and the one below, is opaque (`translucent="NO"`).
        var opaqueTop = false, opaqueBottom = false
        /// Whether the controller lays its view out under opaque bars too.
        var extendsUnderOpaqueBars = false
        /// Whether its simulated metrics, or its navigation or tab bar controller's, have no status bar.
        var noStatusBar = false
        /// Whether it is drawn full screen without the status bar (nor the sensor housing's inset).
        var fullScreenWithoutStatusBar = false
        /// Whether it is presented full screen in a safe-area document of Xcode 13 or later,
        /// which draws no status bar over it (the sensor housing's inset stays).
        var presentedFullScreenWithoutStatusBar = false
        /// Whether its navigation bar is only that of a controller that shows it as a split
        /// view's detail (`showDetail`), which pushes it in a compact width only.
        var navigationBarThroughDetail = false
    }

    /// Whether the document is AppKit's (y counts from the bottom in unflipped views).
    package let isAppKit: Bool
    /// Whether the document was made for iOS 11 and later (`useSafeAreas`).
    package let usesSafeAreas: Bool
    /// Whether table cells have iOS 11's margins (11 pt above and below, the table's side
    /// margins): documents saved by Xcode 9.1 and later (tools version 13500+). Xcode 9.0's
    /// cells keep UIKit's old 8 pt (the corpus's cell content at the leading margin: x 8 in 28
    /// of 30 cells saved by tools 13100–13199, x 16 in 61 of 67 from 13500 to 14499).
    package let usesCellMarginsOfIOS11: Bool
    /// Whether collection view cells' content views have no layout margins: documents saved by
    /// tools versions 13150–13499. The corpus's content pinned to such a content view's
    /// leading or top margin sits at 0 in 44 of 44 cases (tools 13189 and 13196), and at
    /// UIView's 8 pt in every earlier and later version (71 cases, and a bottom margin of
    /// 13122).
    package let collectionCellsHaveNoMargins: Bool
    /// The integer part of the `toolsVersion` of the Xcode that saved the document.
    let toolsVersion: Int
    /// Whether the document sets a font by text style (``AppKitEra``).
    var usesTextStyles = false
    /// The Xcode that lays the document out at the requested device: the one that saved it,
    /// or the first to offer the device if that is newer (``Device/firstToolsVersion``).
    var layoutToolsVersion = 0

    /// How a controller is presented modally in a sheet style.
    struct SheetPresentation {
        /// Whether the Xcode that saved the document draws such presentations as cards (11+).
        var isDrawnAsSheet: Bool
        /// Whether the controller is also pushed by a `show` or `push` segue.
        var isAlsoPushed = false
    }
    /// Controllers (and navigation controllers) presented in a sheet style.
    private var sheetPresentations: [XMLNode: SheetPresentation] = [:]
    /// Controllers shown in a split view controller's columns (its relationships, the
    /// navigation and tab controllers there, and what they push).
    private var splitColumns: Set<XMLNode> = []
    private var primaryColumns: Set<XMLNode> = []
    private var popovers: Set<XMLNode> = []
    private var presentationContainers: [XMLNode: XMLNode] = [:]
    /// Controllers shown in a container view (an embed segue's destination, and the
    /// controllers of a navigation controller that is one).
    private var embeddedControllers: Set<XMLNode> = []
    /// The container view each controller embedded by an `embed` segue is drawn in (the first,
    /// in document order, of a controller embedded in several).
    private var embedContainers: [XMLNode: XMLNode] = [:]
    /// The sizes of the document's images (`<resources>`), by name; system symbols left out.
    private(set) var imageSizes: [String: LayoutSize] = [:]
    /// The intrinsic content sizes `<designables>` records for views an IBDesignable class
    /// drew (what the view measured when Interface Builder last rendered it), by view id.
    private(set) var designableSizes: [String: LayoutSize] = [:]
    /// The sizes container views took in the units laid out so far, for the controllers they
    /// embed (``DocumentLayout`` lays out a container's unit first).
    var containerSizes: [XMLNode: LayoutSize] = [:]
    /// The safe-area insets container views took in the units laid out so far.
    var containerSafeAreas: [XMLNode: EdgeInsets] = [:]
    /// How far below the screen's top container views were placed in those units.
    var containerScreenTops: [XMLNode: Double] = [:]

    /// The sizes `<resources>` records for the document's images (not SF Symbols).
    package static func recordedImageSizes(in tree: XMLTree) -> [String: LayoutSize] {
        var sizes: [String: LayoutSize] = [:]
        guard let root = tree.rootElement, let resources = tree.firstElement(of: root, named: "resources") else { return sizes }
        for image in tree.elements(of: resources, named: "image") where tree.attribute("catalog", of: image) == nil {
            guard let name = tree.attribute("name", of: image),
                  let width = tree.attribute("width", of: image).flatMap(Double.init),
                  let height = tree.attribute("height", of: image).flatMap(Double.init) else { continue }
            sizes[name] = LayoutSize(width: width, height: height)
        }
        return sizes
    }

    /// Whether any font of the document is set by text style (`<font textStyle=…>`); asked
    /// only of Xcode 12.4's documents, the one release it tells apart (``AppKitEra``).
    package static func usesTextStyles(_ tree: XMLTree, toolsVersion: Int) -> Bool {
        guard ToolsVersion.xcode12_4..<ToolsVersion.xcode12_5 ~= toolsVersion, let root = tree.rootElement else { return false }
        var stack = [root]
        while let node = stack.popLast() {
            if tree.nameEquals(node, "font"), tree.attribute("textStyle", of: node) != nil { return true }
            for child in tree.elements(of: node) { stack.append(child) }
        }
        return false
    }

    /// The intrinsic content sizes `<designables>` records, by the designable view's id.
    static func recordedDesignableSizes(in tree: XMLTree) -> [String: LayoutSize] {
        var sizes: [String: LayoutSize] = [:]
        guard let root = tree.rootElement, let designables = tree.firstElement(of: root, named: "designables") else { return sizes }
        for designable in tree.elements(of: designables, named: "designable") {
            guard let name = tree.attribute("name", of: designable),
                  let size = tree.firstElement(of: designable, withKey: "intrinsicContentSize"),
                  let width = tree.attribute("width", of: size).flatMap(Double.init),
                  let height = tree.attribute("height", of: size).flatMap(Double.init) else { continue }
            sizes[name] = LayoutSize(width: width, height: height)
        }
        return sizes
    }

    package init(document: Document) {
        isAppKit = document.platform == .macOS
        // Documents saved by Xcode 9 and later (tools version 13000+) have safe areas; iOS 11's cell margins came with Xcode 9.1 (13500).
        let tools = document.header.toolsBuild
        toolsVersion = tools
        layoutToolsVersion = tools
        usesSafeAreas = document.header.useSafeAreas || tools >= ToolsVersion.xcode9
        usesCellMarginsOfIOS11 = usesSafeAreas && tools >= ToolsVersion.xcode9_1
        collectionCellsHaveNoMargins = (13150..<ToolsVersion.xcode9_1).contains(tools)
        let tree = document.tree
        guard let root = tree.rootElement else { return }
        // (node, whether it lies inside a unit): segues in cells and buttons count too.
        var stack: [(XMLNode, Bool)] = [(root, false)]
        var controllers: [String: XMLNode] = [:]
        var presented: Set<String> = [], popoverPresented: Set<String> = [], presentedFrom: [String: String] = [:]
        var navigationParent: [String: XMLNode] = [:], tabParent: [String: XMLNode] = [:], pushedFrom: [String: String] = [:]
        var splitParent: [String: XMLNode] = [:], detailFrom: [String: String] = [:], primaryParent: [String: XMLNode] = [:]
        var embedded: Set<String> = [], shownFrom: [(source: String, destination: String)] = []
        var fullScreenPresented: Set<String> = [], overFullScreenPresented: Set<String> = []
        var embeddedIn: [String: [XMLNode]] = [:]
        while let (node, insideUnit) = stack.popLast() {
            let isView = IBView.isView(node, in: tree)
            if isView && !insideUnit { units.append(node) }
            if tree.attributeEquals("sceneMemberID", "viewController", of: node), let id = tree.attribute("id", of: node) {
                controllers[id] = node
            }
            if tree.nameEquals(node, "segue"), let destination = tree.attribute("destination", of: node),
               let source = DocumentLayoutContext.controller(containing: node, tree: tree) {
                if !["relationship", "embed", "unwind"].contains(tree.attribute("kind", of: node) ?? ""),
                   let id = tree.attribute("id", of: source) {
                    shownFrom.append((id, destination))
                }
                switch tree.attribute("kind", of: node) {
                case "relationship":
                    if tree.nameEquals(source, "navigationController") { navigationParent[destination] = source }
                    if tree.nameEquals(source, "tabBarController") { tabParent[destination] = source }
                    if tree.nameEquals(source, "splitViewController") { splitParent[destination] = source }
                    if tree.nameEquals(source, "splitViewController"), tree.attributeEquals("relationship", "masterViewController", of: node) {
                        primaryParent[destination] = source
                    }
                case "embed":
                    embedded.insert(destination)
                    if let container = tree.parent(of: node).flatMap(tree.parent), tree.nameEquals(container, "containerView") {
                        embeddedIn[destination, default: []].append(container)
                    }
                case "show", "push":
                    if let id = tree.attribute("id", of: source) { pushedFrom[destination] = id }
                case "showDetail":
                    if let id = tree.attribute("id", of: source) { detailFrom[destination] = id }
                case "presentation", "popoverPresentation":
                    // Xcode 11 and later draw a modal presentation of the automatic, page or
                    // form sheet style as a card.
                    let style = tree.attribute("modalPresentationStyle", of: node) ?? "pageSheet"
                    if ["pageSheet", "formSheet", "automatic", "popover"].contains(style) { presented.insert(destination) }
                    if style == "fullScreen" { fullScreenPresented.insert(destination) }
                    if style == "overFullScreen" { overFullScreenPresented.insert(destination) }
                    if tree.attribute("kind", of: node) == "popoverPresentation" || style == "popover" { popoverPresented.insert(destination) }
                    if let id = tree.attribute("id", of: source) { presentedFrom[destination] = id }
                default: break
                }
            }
            var children: [XMLNode] = []
            for child in tree.elements(of: node) { children.append(child) }
            stack.append(contentsOf: children.reversed().map { ($0, insideUnit || isView) })
        }
        imageSizes = DocumentLayoutContext.recordedImageSizes(in: tree)
        if isAppKit { usesTextStyles = DocumentLayoutContext.usesTextStyles(tree, toolsVersion: tools) }
        designableSizes = DocumentLayoutContext.recordedDesignableSizes(in: tree)
        func navigation(_ id: String, depth: Int = 0, followsDetail: Bool = true) -> XMLNode? {
            if let nav = navigationParent[id] { return nav }
            // A detail shown outside a split view is pushed: it shows the navigation bar, but
            // Xcode draws it without the tab bar (Habitica's Main: a web view from the bar's
            // bottom to the screen's and a scroll view to the safe area's, 2 of its 3 such
            // details; the third is stored at another width).
            guard depth < 16, let source = pushedFrom[id] ?? (followsDetail ? detailFrom[id] : nil) else { return nil }
            return navigation(source, depth: depth + 1, followsDetail: followsDetail)
        }
        func tab(_ id: String, depth: Int = 0) -> XMLNode? {
            // A controller that is a split view's column as well as a tab is drawn as the column,
            // without the tab bar.
            if splitParent[id] != nil { return nil }
            if let tab = tabParent[id] { return tab }
            guard depth < 16 else { return nil }
            // Xcode 8 and earlier draw a navigation root outside any tab bar controller that is
            // also pushed from one's controller with its tab bar; Xcode 9 on as its navigation
            // controller's root, without (Habitica's help web view, the root of its own
            // navigation controller and shown from a tab's profile: its bottom 49 pt above the
            // screen's in 4 of 4 versions of tools 7706 to 11762, at it in tools 13771).
            if let nav = navigationParent[id], let navID = tree.attribute("id", of: nav) {
                if let tabs = tab(navID, depth: depth + 1) { return tabs }
                if tools == 0 || tools >= ToolsVersion.xcode9 { return nil }
            }
            if let source = pushedFrom[id] { return tab(source, depth: depth + 1) }
            return nil
        }
        func isPresentedAsSheet(_ id: String, depth: Int = 0) -> Bool {
            if presented.contains(id) { return true }
            guard depth < 16 else { return false }
            if let nav = navigationParent[id], let navID = tree.attribute("id", of: nav) { return isPresentedAsSheet(navID, depth: depth + 1) }
            if let source = pushedFrom[id] { return isPresentedAsSheet(source, depth: depth + 1) }
            return false
        }
        func isInSplitColumn(_ id: String, depth: Int = 0) -> Bool {
            if splitParent[id] != nil { return true }
            guard depth < 16 else { return false }
            for parent in [navigationParent[id], tabParent[id]] {
                if let parent, let parentID = tree.attribute("id", of: parent), isInSplitColumn(parentID, depth: depth + 1) { return true }
            }
            if let source = pushedFrom[id] { return isInSplitColumn(source, depth: depth + 1) }
            return false
        }
        for (id, controller) in controllers where isInSplitColumn(id) { splitColumns.insert(controller) }
        // The primary (master) column: its controller and the controllers it contains (what
        // they push is left out: Habitica's pushes from the column became `showDetail` segues,
        // drawn full width, in the same commit that switched it to the Mac).
        func isInPrimaryColumn(_ id: String, depth: Int = 0) -> Bool {
            if primaryParent[id] != nil { return true }
            guard depth < 16 else { return false }
            for parent in [navigationParent[id], tabParent[id]] {
                if let parent, let parentID = tree.attribute("id", of: parent), isInPrimaryColumn(parentID, depth: depth + 1) { return true }
            }
            return false
        }
        for (id, controller) in controllers where isInPrimaryColumn(id) { primaryColumns.insert(controller) }
        for (id, controller) in controllers {
            let nav = navigationParent[id].flatMap { tree.attribute("id", of: $0) }
            if popoverPresented.contains(id) || nav.map(popoverPresented.contains) == true { popovers.insert(controller) }
        }
        // A `show` from a controller in a container view, outside any navigation controller,
        // presents its destination modally: Xcode 11 on draws it as a card (Habitica's mount and
        // pet details and its group chats: 18 of 18 such destinations in the corpus and the
        // device pairs are stored at a card's height, or a card's under opaque bars).
        for (destination, source) in pushedFrom where embedded.contains(source) && navigation(source) == nil {
            presented.insert(destination)
        }
        // So does a `show` from a controller outside any navigation or tab bar controller that has
        // no navigation item of its own: DuckDuckGo's privacy details and corona-warn-app's first
        // screen, 36 of 36 such destinations not full screen (26 at the card's height); with a
        // navigation item 29 of 42 are, and stay so.
        for (destination, source) in pushedFrom where navigation(source) == nil && tab(source) == nil {
            if let node = controllers[source], tree.firstElement(of: node, named: "navigationItem") == nil { presented.insert(destination) }
        }
        // What a controller in a container view shows takes its simulated metrics from it:
        // the controllers of an embedded navigation controller, and those its segues lead to.
        var grew = true
        while grew {
            grew = false
            for id in controllers.keys where !embedded.contains(id) {
                if navigation(id).flatMap({ tree.attribute("id", of: $0) }).map(embedded.contains) == true {
                    embedded.insert(id)
                    grew = true
                }
            }
            for segue in shownFrom where embedded.contains(segue.source) && !embedded.contains(segue.destination) {
                embedded.insert(segue.destination)
                grew = true
            }
        }
        for (id, controller) in controllers where embedded.contains(id) { embeddedControllers.insert(controller) }
        // A controller embedded in several container views is drawn at the first one's size
        // after a device switch (DuckDuckGo's Dax dialog, in a 190 pt and a 400 pt container: 3
        // of 3 such files saved after a switch are at the first; files as designed keep
        // whichever Xcode drew last, the first in 13 of 24).
        for (id, containers) in embeddedIn {
            if let controller = controllers[id] { embedContainers[controller] = containers[0] }
        }
        // What a controller in a container view presents (modally or as a popover), and the root
        // of a navigation controller so presented, are drawn at the container's width.
        for (destination, source) in pushedFrom where presentedFrom[destination] == nil && presented.contains(destination) {
            // A `show` out of a controller in a container view, drawn as a presentation (above).
            if let node = controllers[source], embedContainers[node] != nil { presentedFrom[destination] = source }
        }
        for (destination, source) in presentedFrom {
            guard let presenter = controllers[source], let container = embedContainers[presenter],
                  let presented = controllers[destination] else { continue }
            presentationContainers[presented] = container
            for (id, nav) in navigationParent where tree.attribute("id", of: nav) == destination {
                if let root = controllers[id] { presentationContainers[root] = container }
            }
        }
        for (id, controller) in controllers {
            let style = tree.attribute("modalPresentationStyle", of: controller)
            let ownStyleAllows = style == nil || ["pageSheet", "formSheet", "automatic"].contains(style!)
            // A controller whose simulated size is the page sheet's (Interface Builder's "Page
            // Sheet" size, modalPageSheetSimulatedSizeMetrics) is drawn as a card however it is
            // shown (Corona-Warn-App's exposure detection, a 1,154 pt freeform page sheet: its
            // title 8 pt below its top, no sensor housing above it, 2 of 2 versions).
            let simulatedSheet = tree.firstElement(of: controller, named: "modalPageSheetSimulatedSizeMetrics") != nil
            if (ownStyleAllows && isPresentedAsSheet(id)) || simulatedSheet { sheetPresentations[controller] = SheetPresentation(isDrawnAsSheet: tools >= ToolsVersion.xcode11, isAlsoPushed: pushedFrom[id] != nil) }
        }
        for (id, controller) in controllers {
            var bar = Bars()
            if let nav = navigation(id), !tree.attributeEquals("navigationBarHidden", "YES", of: nav) {
                bar.navigationBar = true
                bar.navigationBarThroughDetail = navigation(id, followsDetail: false) == nil
                if let navigationBar = tree.firstElement(of: nav, withKey: "navigationBar"), tree.attributeEquals("largeTitles", "YES", of: navigationBar) {
                    let item = tree.firstElement(of: controller, withKey: "navigationItem")
                    bar.largeTitle = !(item.map { tree.attributeEquals("largeTitleDisplayMode", "never", of: $0) } ?? false)
                }
                if let navigationBar = tree.firstElement(of: nav, withKey: "navigationBar"), tree.attributeEquals("translucent", "NO", of: navigationBar) {
                    bar.opaqueTop = true
                }
                if tree.attributeEquals("toolbarHidden", "NO", of: nav) {
                    bar.toolbar = true
                    if let toolbar = tree.firstElement(of: nav, withKey: "toolbar"), tree.attributeEquals("translucent", "NO", of: toolbar) { bar.opaqueBottom = true }
                }
            }
            if let tabs = tab(id) {
                bar.tabBar = true
                if let tabBar = tree.firstElement(of: tabs, withKey: "tabBar"), tree.attributeEquals("translucent", "NO", of: tabBar) { bar.opaqueBottom = true }
            }
            bar.extendsUnderOpaqueBars = tree.attributeEquals("extendedLayoutIncludesOpaqueBars", "YES", of: controller)
            // Xcode 15 draws a controller presented full screen, or the root of a navigation
            // controller so presented, in a document with the legacy layout guides without the
            // status bar: its top layout guide is its bars (Habitica's login at 0, tools 22505; its
            // promotion web view at 44 under its navigation bar on an iPhone 14 Plus, tools 23090,
            // where the controllers shown in the same file measure 47 + 44, 3 of 3).
            if tools >= ToolsVersion.xcode15, !document.header.useSafeAreas,
               fullScreenPresented.contains(id) || navigationParent[id].flatMap({ tree.attribute("id", of: $0) }).map(fullScreenPresented.contains) == true {
                bar.fullScreenWithoutStatusBar = true
            }
            // Xcode 13 on draw a controller presented full screen or over full screen in a
            // safe-area document without the status bar: DuckDuckGo's iPad onboarding (tools
            // 19529 and 22154, iPad 9.7 in landscape, `overFullScreen`), its 736 pt container
            // centred in the safe area stored at 16 of 768, 2 of 2; the same scene at 17156 and
            // 18122 (Xcode 12, no status bar on such iPads anyway) at 16 too, and no such
            // presentation of Xcode 13 on in the corpus or the device pairs' files with a status bar.
            let presenter = navigationParent[id].flatMap { tree.attribute("id", of: $0) }
            if tools >= ToolsVersion.xcode13, document.header.useSafeAreas,
               [id, presenter].contains(where: { $0.map { fullScreenPresented.contains($0) || overFullScreenPresented.contains($0) } == true }) {
                bar.presentedFullScreenWithoutStatusBar = true
            }
            // `<nil key="simulatedStatusBarMetrics"/>` ("Status Bar: None") on the controller or on
            // the navigation or tab bar controller it is shown in.
            for holder in [controller, navigation(id), tab(id)].compactMap({ $0 }) {
                if let metrics = tree.firstElement(of: holder, withKey: "simulatedStatusBarMetrics"), tree.nameEquals(metrics, "nil") { bar.noStatusBar = true }
            }
            for metrics in tree.elements(of: controller) {
                switch tree.attribute("key", of: metrics) {
                case "simulatedTopBarMetrics":
                    if tree.nameEquals(metrics, "simulatedNavigationBarMetrics") {
                        bar.navigationBar = true
                        bar.prompt = tree.attributeEquals("prompted", "YES", of: metrics)
                        if tree.attributeEquals("translucent", "NO", of: metrics) { bar.opaqueTop = true }
                    }
                case "simulatedBottomBarMetrics":
                    if tree.nameEquals(metrics, "simulatedTabBarMetrics") { bar.tabBar = true }
                    if tree.nameEquals(metrics, "simulatedToolbarMetrics") { bar.toolbar = true }
                    if bar.tabBar || bar.toolbar, tree.attributeEquals("translucent", "NO", of: metrics) { bar.opaqueBottom = true }
                default: break
                }
            }
            if let view = tree.firstElement(of: controller, withKey: "view") { bars[view] = bar }
        }
        // A xib's top-level view carries its own simulated metrics (those of the controller that
        // loads it): StateRestorationDemo's controller xibs, 5 of 5 constraints to the safe area
        // at the simulated navigation and tab bars.
        for unit in units where bars[unit] == nil && tree.attribute("sceneMemberID", of: tree.parent(of: unit) ?? unit) == nil {
            var bar = Bars(), simulated = false
            for metrics in tree.elements(of: unit) {
                switch tree.attribute("key", of: metrics) {
                case "simulatedTopBarMetrics" where tree.nameEquals(metrics, "simulatedNavigationBarMetrics"):
                    bar.navigationBar = true
                    bar.prompt = tree.attributeEquals("prompted", "YES", of: metrics)
                    simulated = true
                case "simulatedBottomBarMetrics":
                    if tree.nameEquals(metrics, "simulatedTabBarMetrics") { bar.tabBar = true; simulated = true }
                    if tree.nameEquals(metrics, "simulatedToolbarMetrics") { bar.toolbar = true; simulated = true }
                default: break
                }
            }
            if simulated { bars[unit] = bar }
        }
    }

    /// Whether `controller` (a scene member) is shown in a column of a split view controller.
    func isInSplitColumn(_ controller: XMLNode) -> Bool { splitColumns.contains(controller) }

    /// Whether `controller` (a scene member) is shown in a split view controller's primary
    /// (master) column.
    func isInPrimaryColumn(_ controller: XMLNode) -> Bool { primaryColumns.contains(controller) }

    /// Whether `controller` (a scene member) is presented as a popover, or is the root of a
    /// navigation controller that is.
    func isPopover(_ controller: XMLNode) -> Bool { popovers.contains(controller) }

    /// Whether `controller` (a scene member) is shown in a container view.
    func isEmbedded(_ controller: XMLNode) -> Bool { embeddedControllers.contains(controller) }
    /// The container view `controller` (a scene member) is embedded in (the first of several).
    func container(embedding controller: XMLNode) -> XMLNode? { embedContainers[controller] }
    /// The container view of the controller that presents `controller` (a scene member), or
    /// the root of a navigation controller so presented.
    func container(presenting controller: XMLNode) -> XMLNode? { presentationContainers[controller] }

    /// How `controller` (a scene member) is presented, when in a sheet style.
    func presentation(_ controller: XMLNode) -> SheetPresentation? { sheetPresentations[controller] }

    /// The scene member (controller) an element sits in.
    static func controller(containing node: XMLNode, tree: XMLTree) -> XMLNode? {
        var current = tree.parent(of: node)
        while let candidate = current, tree.kind(of: candidate) == .element {
            if tree.attribute("sceneMemberID", of: candidate) != nil { return candidate }
            current = tree.parent(of: candidate)
        }
        return nil
    }

    func simulatesNoStatusBar(_ root: XMLNode) -> Bool { bars[root]?.noStatusBar ?? false }
    func isFullScreenWithoutStatusBar(_ root: XMLNode) -> Bool { bars[root]?.fullScreenWithoutStatusBar ?? false }
    func isPresentedFullScreenWithoutStatusBar(_ root: XMLNode) -> Bool { bars[root]?.presentedFullScreenWithoutStatusBar ?? false }
    /// Whether the controller lays its view out under an opaque navigation bar, whose background
    /// covers the status bar above it too.
    func extendsUnderOpaqueNavigationBar(_ root: XMLNode) -> Bool { bars[root].map { $0.extendsUnderOpaqueBars && $0.opaqueTop && $0.navigationBar } ?? false }

    /// The bars shown over a controller's root view on `device` in `orientation` (nil for other
    /// views): a navigation bar's standard height (``Device/navigationBarHeight(_:)``), 96 pt
    /// with large titles where they show, 74 with a prompt; toolbars and tab bars as
    /// ``Device/toolbarHeight(_:)`` and ``Device/tabBarHeight(_:toolsVersion:)`` have them.
    func barInsets(of root: XMLNode, device: Device, orientation: Orientation) -> EdgeInsets? {
        guard let bar = bars[root] else { return nil }
        var insets = EdgeInsets()
        // On the Mac Catalyst canvas the split view shows both columns: a detail replaces the
        // secondary column without the navigation bar of the controller that showed it
        // (Habitica's Main on the Mac, tools 18122: its web view, scroll view and the split's
        // own detail from the window's top, 3 of 3; 88 pt down on an iPhone, 3 of 3).
        if bar.navigationBar, !(bar.navigationBarThroughDetail && device.family == .mac) {
            let largeTitle = bar.largeTitle && device.showsLargeTitles(orientation)
            insets.top = largeTitle ? 96 : bar.prompt ? 74 : device.navigationBarHeight(orientation, toolsVersion: toolsVersion)
        }
        // A toolbar above a home indicator is 49 pt tall, as its frame is (NetNewsWire's article
        // view, 4 versions on an iPhone 11: its safe area 49 + 34 pt above the bottom).
        if bar.toolbar { insets.bottom = device.toolbarHeight(orientation) }
        // iPads' navigation and tab bars grew to 50 pt in iOS 12 (``Device/tabBarHeight(_:toolsVersion:)``).
        if bar.tabBar && !device.hasTabBarAtTop { insets.bottom = device.tabBarHeight(orientation, toolsVersion: toolsVersion) }
        // tvOS's bars are all at the top, over the overscan margin: the safe area starts at
        // their bottom, which these insets add to the margin (``Device/topBarsBottom(navigationBar:tabBar:)``).
        if let bottom = device.topBarsBottom(navigationBar: bar.navigationBar, tabBar: bar.tabBar) {
            insets.top = max(0, bottom - device.safeArea(orientation).top)
        }
        // A controller that extends its layout under opaque bars has them in its view but not
        // in its layout guides, as Xcode draws it (Wikipedia's Places map down to the screen's
        // bottom above an opaque tab bar; DuckDuckGo's bookmarks between an opaque navigation
        // bar and toolbar, guides at 0 both ends).
        if bar.extendsUnderOpaqueBars {
            if bar.opaqueTop { insets.top = 0 }
            if bar.opaqueBottom { insets.bottom = 0 }
        }
        return insets
    }
}
