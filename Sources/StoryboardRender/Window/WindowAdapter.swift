import StoryboardFormat
import StoryboardRuntime
import StoryboardLayout

/// Builds the laid-out tree of a live window: containers place their children and bars as
/// UIKit's do, each view keeps its current frame, and what a view looks like comes from its
/// document element (fonts, button styles, colors the runtime does not model) overlaid with
/// its live state (text, values, colors, visibility).
@MainActor
struct WindowAdapter {
    let window: Window
    let device: DeviceMetrics
    let assets: AssetCatalog
    let size: Size
    let statusBar: Double
    let home: Double
    /// The orientation of the window's screen (landscape when it is wider than tall).
    let orientation: Orientation
    /// The runtime object behind each id drawn so far.
    private(set) var objects: [String: Responder] = [:]
    /// A document adapter per storyboard file.
    private var adapters: [String: ViewAdapter] = [:]
    /// Whether the layer being laid out is a page or form sheet (its navigation bar is taller).
    private var isLayingOutSheet = false

    /// A sheet's navigation bar is taller than a full-screen one.
    static let sheetNavigationBarHeight = 56.0

    /// A toolbar's row above the home indicator (``Device/toolbarHeight(_:)``, the one bar table).
    var toolbarRowHeight: Double { device.layoutDevice?.toolbarHeight(orientation) ?? 44 }

    /// The screen's side safe-area insets, which bars keep their items inside (an iPhone with a
    /// sensor housing in landscape).
    var sideSafeArea: EdgeInsets {
        guard let safeArea = device.layoutDevice?.safeArea(orientation) else { return EdgeInsets() }
        return EdgeInsets(left: safeArea.left, right: safeArea.right)
    }

    /// Whether a navigation bar shows its large title: not in a compact height.
    func showsLargeTitle(_ bar: NavigationBar) -> Bool {
        bar.prefersLargeTitles && device.layoutDevice?.showsLargeTitles(orientation) != false
    }
    /// How far below the status bar an iOS 13+ page sheet starts.
    static let sheetTopGap = 10.0
    /// The id prefix of the dimmed surroundings of a popover: a touch there is a tap outside it.
    package static let popoverDimmingID = "popover-dimming"

    init(window: Window, device: DeviceMetrics?, assets: AssetCatalog) {
        self.window = window
        self.assets = assets
        let size = Size(width: window.frame.width, height: window.frame.height)
        self.size = size
        let fitting = DeviceMetrics.all.first { abs($0.size.width - size.width) < 1 && abs($0.size.height - size.height) < 1 }
            ?? DeviceMetrics.all.first { abs($0.size.width - size.height) < 1 && abs($0.size.height - size.width) < 1 }
        let device = device ?? fitting ?? DeviceMetrics(id: "window", size: size, statusBarHeight: 20, hasHomeIndicator: false, scale: 2)
        self.device = device
        let landscape = size.width > size.height
        orientation = landscape && device.rotates ? .landscape : .portrait
        statusBar = device.statusBarHeight(landscape: landscape)
        home = device.homeIndicatorHeight(landscape: landscape)
    }

    // MARK: Screen

    mutating func screen() -> LaidOutScreen {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var layers: [LaidOutView] = []
        var visible: ViewController?
        if let root = window.rootViewController {
            // The screens: the root and what is presented over the whole screen (what is
            // presented in a context inside a container is drawn in its context's place).
            let chain = window.screenChain(from: root)
            // Where each screen shows: the whole window, a sheet, a popover's box, or, in the
            // current context of the screen below, that screen's place.
            var places: [ScreenPlace] = []
            for (index, controller) in chain.enumerated() {
                let style = presentationStyle(controller)
                if index == 0 {
                    places.append(.full)
                } else if style == .popover, let popover = controller.popoverPresentationController {
                    places.append(.popover(popover.frame(screen: size, safeAreaTop: statusBar)))
                } else if isSheet(controller) {
                    places.append(.sheet)
                } else if style.showsInContext {
                    places.append(places[index - 1])
                } else {
                    places.append(.full)
                }
            }
            // A full-screen presentation, or one in the current context of a screen that fills
            // the window, hides everything under it; one in the current context of a sheet
            // hides that sheet only (its dimmed surroundings stay).
            var first = chain.count - 1
            while first > 0 {
                let style = presentationStyle(chain[first])
                if style == .fullScreen || (style == .currentContext && places[first] == .full) { break }
                first -= 1
            }
            for (index, controller) in chain.enumerated() where index >= first {
                let hidden = index + 1 < chain.count && presentationStyle(chain[index + 1]) == .currentContext
                // A presentation in the context of the screen below shares its surroundings.
                let ownSurroundings = !presentationStyle(controller).showsInContext
                switch places[index] {
                case .popover(let frame) where index > first:
                    // A popover: the screen under it dimmed, the content in a rounded box
                    // beside what it points at.
                    if ownSurroundings {
                        var dimming = LaidOutView(id: "\(WindowAdapter.popoverDimmingID)-\(index)", kind: .view, frame: bounds)
                        dimming.style.backgroundColor = DynamicColor(RGBA(white: 0, alpha: 0.2))
                        layers.append(dimming)
                    }
                    guard !hidden else { continue }
                    var box = laidOut(controller, frame: frame, top: 0, bottom: 0)
                    box.style.cornerRadius = 13
                    box.style.clipsToBounds = true
                    if box.style.backgroundColor == nil { box.style.backgroundColor = SystemColors.systemBackground }
                    layers.append(box)
                case .sheet where index > first:
                    if ownSurroundings {
                        var dimming = LaidOutView(id: "dimming-\(index)", kind: .view, frame: bounds)
                        dimming.style.backgroundColor = DynamicColor(RGBA(white: 0, alpha: 0.4))
                        layers.append(dimming)
                    }
                    guard !hidden else { continue }
                    let top = statusBar + WindowAdapter.sheetTopGap
                    isLayingOutSheet = true
                    var sheet = laidOut(controller, frame: Rect(x: 0, y: top, width: size.width, height: size.height - top), top: 0, bottom: home)
                    isLayingOutSheet = false
                    sheet.style.cornerRadius = 10
                    sheet.style.clipsToBounds = true
                    if sheet.style.backgroundColor == nil { sheet.style.backgroundColor = SystemColors.systemBackground }
                    layers.append(sheet)
                default:
                    guard !hidden else { continue }
                    layers.append(laidOut(controller, frame: bounds, top: statusBar, bottom: home))
                }
            }
            visible = Self.contentController(of: chain[chain.count - 1])
        }
        var chrome: [LaidOutView] = []
        if statusBar > 0 {
            chrome.append(LaidOutView(id: "status-bar", kind: .statusBar, frame: Rect(x: 0, y: 0, width: size.width, height: statusBar), isUserInteractionEnabled: false))
        }
        if home > 0 {
            chrome.append(LaidOutView(id: "home-indicator", kind: .homeIndicator, frame: Rect(x: 0, y: size.height - home, width: size.width, height: home), isUserInteractionEnabled: false))
        }
        var root = LaidOutView(id: "window", kind: .view, frame: bounds, subviews: layers + chrome)
        root.style.clipsToBounds = true
        root.style.backgroundColor = window.backgroundColor.flatMap { color($0) }
        objects["window"] = window
        let name = visible.flatMap { $0.navigationItem.title ?? $0.title } ?? visible?.className ?? "Window"
        return LaidOutScreen(id: visible?.objectID ?? "window", name: name, size: size, scale: device.scale, root: root)
    }

    /// The controller whose content shows inside containers (the top of a navigation stack,
    /// the selected tab).
    static func contentController(of controller: ViewController) -> ViewController {
        var current = controller
        while true {
            // What is presented in a controller's context shows in its place.
            current = current.shownInPlace
            if let navigation = current as? NavigationController, let top = navigation.topViewController {
                current = top
            } else if let tabs = current as? TabBarController, let shown = tabs.shownViewController {
                current = shown
            } else if let split = current as? SplitViewController, let content = split.contentController {
                current = content
            } else if let scene = (current as? StoryboardLink)?.embeddedScene {
                current = scene
            } else {
                return current
            }
        }
    }

    /// The style the controller shows with, as the runtime adapted it (a popover stays one in
    /// regular width, and is a form sheet or full screen in compact).
    private func presentationStyle(_ controller: ViewController) -> ModalPresentationStyle {
        controller.resolvedPresentationStyle
    }

    /// Where a screen shows in the window.
    private enum ScreenPlace: Equatable {
        case full, sheet
        case popover(Rect)
    }

    private func isSheet(_ controller: ViewController) -> Bool {
        let style = presentationStyle(controller)
        return style == .pageSheet || style == .formSheet
    }

    // MARK: Controllers

    /// The controller's content in `frame`, with `top` and `bottom` points of the frame under
    /// bars (or the status bar and home indicator) that scroll views inset their content by.
    private mutating func laidOut(_ controller: ViewController, frame: Rect, top: Double, bottom: Double) -> LaidOutView {
        if controller.isCoveredInPlace { return laidOutInContext(controller, frame: frame, top: top, bottom: bottom) }
        return laidOutOwnContent(controller, frame: frame, top: top, bottom: bottom)
    }

    /// The controller's own content, without what is presented in its context.
    private mutating func laidOutOwnContent(_ controller: ViewController, frame: Rect, top: Double, bottom: Double) -> LaidOutView {
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        if let scene = (controller as? StoryboardLink)?.embeddedScene { return laidOut(scene, frame: frame, top: top, bottom: bottom) }
        if let split = controller as? SplitViewController { return laidOut(split, frame: frame, top: top, bottom: bottom) }
        let fallbackID = controller.objectID.map { "\($0)/view" } ?? "controller-\(controller.className)"
        guard controller is NavigationController || controller is TabBarController else {
            guard let view = controller.viewIfLoaded else { return LaidOutView(id: unique(fallbackID), kind: .view, frame: frame) }
            let document = controller.storyboard.map { adapter(for: $0) }
            var root = laidOut(view, adapter: document, depth: 0, suffix: "", fallbackID: fallbackID)
            // A container sets its child's root view to its own bounds; the views inside
            // follow their autoresizing until the layout engine places them.
            if abs(root.frame.width - frame.width) >= 0.5 || abs(root.frame.height - frame.height) >= 0.5 {
                Autoresizing.resize(&root, to: Size(width: frame.width, height: frame.height))
            }
            root.frame = frame
            if root.style.backgroundColor == nil && controller.parent == nil && controller.presentingViewController != nil {
                root.style.backgroundColor = SystemColors.systemBackground
            }
            // Scroll views under the bars inset their content below them.
            ScrollInsets.adjust(&root, topInset: top)
            for index in root.subviews.indices where root.subviews[index].frame.y < top && root.subviews[index].frame.y >= 0 {
                ScrollInsets.adjust(&root.subviews[index], topInset: top - root.subviews[index].frame.y)
            }
            return root
        }
        var container = LaidOutView(id: register(controller.viewIfLoaded, fallback: fallbackID), kind: .view, frame: frame)
        switch controller {
        case let navigation as NavigationController:
            let bar = navigation.navigationBar
            let showsBar = !navigation.isNavigationBarHidden && !bar.isHidden
            // The height the layout gave the bar (50 pt on iPads, 32 on iPhones in landscape).
            let laidOutHeight = bar.frame.height > 0 ? bar.frame.height : 44
            // A sheet's bar at its top is taller; a full-screen one without a status bar above it
            // (an iPhone in landscape) is not a sheet's.
            let height = showsLargeTitle(bar) ? 96 : (isLayingOutSheet && top == 0 ? WindowAdapter.sheetNavigationBarHeight : laidOutHeight)
            let toolbarItems = navigation.shownToolbarItems
            if let child = navigation.topViewController {
                let childBottom = bottom + (toolbarItems == nil ? 0 : toolbarRowHeight)
                container.subviews.append(laidOut(child, frame: bounds, top: top + (showsBar ? height : 0), bottom: childBottom))
            }
            if showsBar {
                let bar = navigationBar(of: navigation, frame: Rect(x: 0, y: top, width: frame.width, height: height))
                if let strip = NavigationBarExtension.behindStatusBar(of: bar, height: top) { container.subviews.append(strip) }
                container.subviews.append(bar)
            }
            if let toolbarItems {
                // The toolbar's background reaches under the home indicator; above a tab bar
                // it is the bar's own height.
                let toolbarHeight = toolbarRowHeight + (bottom == home ? bottom : 0)
                let y = frame.height - bottom - toolbarRowHeight
                container.subviews.append(toolbar(of: navigation, items: toolbarItems, frame: Rect(x: 0, y: y, width: frame.width, height: toolbarHeight)))
            }
        case let tabs as TabBarController:
            let height = (device.layoutDevice?.tabBarHeight(orientation) ?? 49) + bottom
            let hidesBar = (tabs.shownViewController as? NavigationController).map { navigation in
                navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
            } ?? false
            if device.layoutDevice?.hasTabBarAtTop == true {
                // tvOS's tab bar runs across the top; its tab's content starts below it
                // (``Device/tvTabBarContentTop``).
                let barHeight = device.layoutDevice?.tabBarHeight(orientation) ?? 120
                if let child = tabs.shownViewController {
                    container.subviews.append(laidOut(child, frame: bounds, top: hidesBar ? top : max(top, Device.tvTabBarContentTop), bottom: bottom))
                }
                if !hidesBar { container.subviews.append(tabBar(of: tabs, frame: Rect(x: 0, y: 0, width: frame.width, height: barHeight))) }
                break
            }
            if tabs.isCustomizing {
                container.subviews.append(configureSheet(of: tabs, frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height - height), top: top))
            } else if let child = tabs.shownViewController {
                container.subviews.append(laidOut(child, frame: bounds, top: top, bottom: hidesBar ? bottom : height))
            }
            if !hidesBar {
                container.subviews.append(tabBar(of: tabs, frame: Rect(x: 0, y: frame.height - height, width: frame.width, height: height)))
            }
        default:
            break
        }
        return container
    }

    /// A controller with presentations in its context (`.currentContext`,
    /// `.overCurrentContext` inside a container): each covers its frame, over it, under the
    /// container's bars drawn after; a current-context one hides what is below it.
    private mutating func laidOutInContext(_ context: ViewController, frame: Rect, top: Double, bottom: Double) -> LaidOutView {
        var layers = [context]
        var current = context
        while let presented = current.presentedInContext, layers.count < 64 {
            if presented.resolvedPresentationStyle == .currentContext { layers.removeAll() }
            layers.append(presented)
            current = presented
        }
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        let fallbackID = context.objectID.map { "\($0)/context" } ?? "context-\(context.className)"
        var group = LaidOutView(id: unique(fallbackID), kind: .view, frame: frame)
        for layer in layers {
            var laid = laidOutOwnContent(layer, frame: bounds, top: top, bottom: bottom)
            if layer !== context && laid.style.backgroundColor == nil && layer.parent == nil {
                laid.style.backgroundColor = SystemColors.systemBackground
            }
            group.subviews.append(laid)
        }
        return group
    }

    /// A split view: its one stack when collapsed; expanded, its columns side by side (or
    /// over the secondary), each with its own bars, a hairline between them.
    private mutating func laidOut(_ split: SplitViewController, frame: Rect, top: Double, bottom: Double) -> LaidOutView {
        let columns = split.columnFrames(in: Size(width: frame.width, height: frame.height))
        if columns.count == 1, let only = columns.first { return laidOut(only.controller, frame: frame, top: top, bottom: bottom) }
        let fallbackID = split.objectID.map { "\($0)/view" } ?? "controller-\(split.className)"
        var container = LaidOutView(id: register(split.viewIfLoaded, fallback: fallbackID), kind: .view, frame: frame)
        for (index, column) in columns.enumerated() {
            container.subviews.append(laidOut(column.controller, frame: column.frame, top: top, bottom: bottom))
            guard index < columns.count - 1 else { continue }
            var separator = LaidOutView(id: "\(container.id)/separator-\(index)", kind: .view,
                                        frame: Rect(x: column.frame.x + column.frame.width - 0.5, y: 0, width: 0.5, height: frame.height),
                                        isUserInteractionEnabled: false)
            separator.style.backgroundColor = SystemColors.separator
            container.subviews.append(separator)
        }
        return container
    }

    /// A bar item's image as the storyboards it may come from draw it: the asset catalog's
    /// file, or the SF Symbol the document records (`<image name catalog="system">`), else a
    /// missing image.
    private func barImage(named name: String, documents: [DocumentResources], contentMode: ContentMode = .scaleToFill) -> ImageContent {
        var fallback: ImageContent?
        for resources in documents {
            let image = resources.image(named: name, isSymbol: false, contentMode: contentMode)
            if image.dataURL != nil || image.isSymbol { return image }
            fallback = fallback ?? image
        }
        return fallback ?? ImageContent(name: name, contentMode: contentMode)
    }

    /// The drawing resources of the storyboards an object may come from, each once.
    private mutating func resources(of storyboards: [Storyboard?]) -> [DocumentResources] {
        var seen: Set<String> = []
        return storyboards.compactMap { $0 }.filter { seen.insert($0.path).inserted }.map { adapter(for: $0).resources }
    }

    private mutating func adapter(for storyboard: Storyboard) -> ViewAdapter {
        if let adapter = adapters[storyboard.path] { return adapter }
        let adapter = ViewAdapter(resources: DocumentResources(document: storyboard.document, assets: assets))
        adapters[storyboard.path] = adapter
        return adapter
    }

    /// The element the object was decoded from, when `adapter`'s document has it (and it has
    /// the element name `name`, when given).
    private func node(of object: Responder, in adapter: ViewAdapter?, named name: String? = nil) -> XMLNode? {
        guard let adapter, let id = object.objectID, let node = adapter.resources.document.index.node(forID: id) else { return nil }
        if let name, !adapter.resources.document.tree.nameEquals(node, name) { return nil }
        return node
    }

    /// The id of the bar (`navigationBar`, `tabBar`) a container's element holds.
    private func barID(of controller: ViewController, key: String, in adapter: ViewAdapter?) -> String? {
        guard let adapter, let node = node(of: controller, in: adapter) else { return nil }
        let tree = adapter.resources.document.tree
        return tree.firstElement(of: node, withKey: key).flatMap { tree.attribute("id", of: $0) }
    }

    // MARK: Bars

    private mutating func navigationBar(of navigation: NavigationController, frame: Rect) -> LaidOutView {
        let document = navigation.storyboard.map { adapter(for: $0) }
        let barID = barID(of: navigation, key: "navigationBar", in: document) ?? "\(navigation.objectID ?? "navigation")/navigationBar"
        var bar = LaidOutView(id: unique(barID), kind: .navigationBar, frame: frame)
        objects[bar.id] = navigation.navigationBar
        let live = navigation.navigationBar
        if live.frame.width > 0 && live.frame.height > 0 { bar.frame = live.frame }
        var content = BarContent()
        if let top = navigation.shownTopViewController {
            let item = top.navigationItem
            content.title = item.title ?? top.title
            content.prompt = item.prompt
            if navigation.showsBackButton { content.backTitle = navigation.backButtonTitle }
            let documents = resources(of: [top.storyboard, navigation.storyboard])
            content.leadingItems = item.leftBarButtonItems.enumerated().map { barItem($1, fallback: "\(bar.id)/left-\($0)", documents: documents) }
            content.trailingItems = item.rightBarButtonItems.enumerated().map { barItem($1, fallback: "\(bar.id)/right-\($0)", documents: documents) }
        }
        content.prefersLargeTitle = showsLargeTitle(live)
        content.safeAreaInsets = sideSafeArea
        // iOS 15 made navigation bars clear at the scroll edge; older documents show the
        // translucent bar of their time.
        let modern = navigation.storyboard.map { DocumentScreens.isModernEra($0.document) } ?? true
        content.showsBackground = !modern || live.barTintColor != nil
        // tvOS's is clear, without a back button (the remote's Menu button goes back).
        if device.layoutDevice?.hasTabBarAtTop == true {
            content.isTV = true
            content.backTitle = nil
            content.showsBackground = live.barTintColor != nil
        }
        bar.content.bar = content
        bar.style.backgroundColor = live.barTintColor.flatMap { color($0) }
        bar.style.tintColor = live.tintColor.flatMap { color($0) }
        return bar
    }

    /// A navigation controller's toolbar showing its top controller's `toolbarItems`.
    private mutating func toolbar(of navigation: NavigationController, items: [BarButtonItem], frame: Rect) -> LaidOutView {
        let document = navigation.storyboard.map { adapter(for: $0) }
        let barID = barID(of: navigation, key: "toolbar", in: document) ?? "\(navigation.objectID ?? "navigation")/toolbar"
        var bar = LaidOutView(id: unique(barID), kind: .toolbar, frame: frame)
        objects[bar.id] = navigation.toolbar
        var content = BarContent()
        let documents = resources(of: [navigation.shownTopViewController?.storyboard, navigation.storyboard])
        content.items = items.enumerated().map { barItem($1, fallback: "\(bar.id)/item-\($0)", documents: documents) }
        content.safeAreaInsets = sideSafeArea
        content.safeAreaInsets.bottom = frame.height - toolbarRowHeight
        bar.content.bar = content
        bar.style.backgroundColor = navigation.toolbar.backgroundColor.flatMap { color($0) }
        bar.style.tintColor = navigation.toolbar.tintColor.flatMap { color($0) }
        return bar
    }

    private mutating func barItem(_ item: BarButtonItem, fallback: String, documents: [DocumentResources]) -> LaidOutBarItem {
        let id = unique(item.objectID ?? fallback)
        objects[id] = item
        let image = item.imageName.map { barImage(named: $0, documents: documents, contentMode: .center) }
        return LaidOutBarItem(
            id: id, title: item.title, image: image, systemItem: item.systemItem?.rawValue,
            isProminent: item.style == .done || item.systemItem == .done, isEnabled: item.isEnabled)
    }

    /// The Configure sheet of a tab bar controller whose tabs are being rearranged (the More
    /// list's Edit): a bar with Done over the customizable tabs, four to a row, above the tab
    /// bar that stays to drop them on.
    private mutating func configureSheet(of tabs: TabBarController, frame: Rect, top: Double) -> LaidOutView {
        let sheetID = unique("\(tabs.objectID ?? "tabs")/configure")
        var sheet = LaidOutView(id: sheetID, kind: .view, frame: frame)
        sheet.style.backgroundColor = SystemColors.systemGroupedBackground
        var bar = LaidOutView(id: unique("\(sheetID)/navigationBar"), kind: .navigationBar, frame: Rect(x: 0, y: top, width: frame.width, height: 44))
        var content = BarContent()
        content.title = "Configure"
        content.trailingItems = [barItem(tabs.customizingDoneItem, fallback: "\(sheetID)/done", documents: resources(of: [tabs.storyboard]))]
        content.showsBackground = true
        bar.content.bar = content
        let columns = 4
        let cell = Size(width: frame.width / Double(columns), height: 72)
        for (index, tab) in tabs.customizingTabs.enumerated() {
            // Each tab as the bar shows it: its icon over its title.
            let item = tab.tabBarItem
            let frame = Rect(
                x: Double(index % columns) * cell.width, y: top + 44 + 24 + Double(index / columns) * cell.height,
                width: cell.width, height: cell.height)
            let id = unique("\(sheetID)/tab-\(index)")
            var laidOutItem = LaidOutView(id: id, kind: .view, frame: frame)
            var icon = LaidOutView(id: unique("\(id)/icon"), kind: .imageView, frame: Rect(x: (cell.width - 30) / 2, y: 8, width: 30, height: 30))
            let documents = resources(of: [tab.storyboard, tabs.storyboard])
            icon.content.image = item.imageName.map { barImage(named: $0, documents: documents) }
                ?? item.systemItem.map { ImageContent(name: $0.rawValue, isSymbol: true) }
            var title = LaidOutView(id: unique("\(id)/title"), kind: .label, frame: Rect(x: 0, y: 42, width: cell.width, height: 16))
            title.content.text = TextContent(item.displayTitle, font: TextFont(size: 12), color: SystemColors.label, alignment: .center)
            laidOutItem.subviews = [icon, title]
            sheet.subviews.append(laidOutItem)
        }
        sheet.subviews.append(bar)
        return sheet
    }

    private mutating func tabBar(of tabs: TabBarController, frame: Rect) -> LaidOutView {
        let document = tabs.storyboard.map { adapter(for: $0) }
        let barID = barID(of: tabs, key: "tabBar", in: document) ?? "\(tabs.objectID ?? "tabs")/tabBar"
        var bar = LaidOutView(id: unique(barID), kind: .tabBar, frame: frame)
        objects[bar.id] = tabs.view
        var content = BarContent()
        // The bar's items: the tabs it holds and, past its limit, the system More item.
        for (index, item) in tabs.barItems.enumerated() {
            let id = unique(item.objectID ?? "\(bar.id)/tab-\(index)")
            objects[id] = item
            let documents = resources(of: [tabs.storyboard] + (tabs.viewControllers ?? []).map(\.storyboard))
            var image = item.imageName.map { barImage(named: $0, documents: documents) }
            if image == nil, let system = item.systemItem { image = ImageContent(name: system.rawValue, isSymbol: true) }
            content.tabs.append(TabItem(id: id, title: item.displayTitle, image: image, badge: item.badgeValue))
        }
        content.selectedTab = tabs.selectedBarPosition ?? -1
        content.safeAreaInsets = sideSafeArea
        content.safeAreaInsets.bottom = frame.height - (device.layoutDevice?.tabBarHeight(orientation) ?? 49)
        content.hasInlineTabs = device.layoutDevice?.hasInlineTabItems(orientation) ?? false
        content.isTV = device.layoutDevice?.hasTabBarAtTop == true
        bar.content.bar = content
        return bar
    }

    // MARK: Views

    /// A unique id for a drawn object: its own, else `fallback`, made unique with `~n`.
    private mutating func unique(_ id: String) -> String {
        guard objects[id] != nil else { return id }
        var counter = 2
        while objects["\(id)~\(counter)"] != nil { counter += 1 }
        return "\(id)~\(counter)"
    }

    /// Registers `view` under its id (or `fallback`) and returns the id drawn.
    private mutating func register(_ view: View?, fallback: String, suffix: String = "") -> String {
        let id = unique((view?.objectID ?? fallback) + suffix)
        if let view { objects[id] = view }
        return id
    }

    /// How deep a live hierarchy is followed (as for documents).
    static let maximumDepth = ViewAdapter.maximumDepth

    private mutating func laidOut(_ view: View, adapter: ViewAdapter?, depth: Int, suffix: String, fallbackID: String) -> LaidOutView {
        let kind = ViewAdapter.kind(ofElement: view.elementName)
        let model = node(of: view, in: adapter, named: view.elementName).map { IBView(document: adapter!.resources.document, node: $0) }
        var style = model.map { adapter!.style(of: $0, kind: kind) } ?? ViewStyle(clipsToBounds: kind == .tableView || kind == .scrollView || kind == .textView)
        var content = model.map { adapter!.content(of: $0, kind: kind) } ?? ViewContent()
        let id = register(view, fallback: fallbackID, suffix: view.objectID == nil ? "" : suffix)

        style.backgroundColor = liveColor(view.backgroundColor, document: model?.backgroundColor, drawn: style.backgroundColor)
        style.tintColor = liveColor(view.tintColor, document: model?.tintColor, drawn: style.tintColor)
        style.isHidden = view.isHidden
        style.alpha = view.alpha
        style.clipsToBounds = style.clipsToBounds || view.clipsToBounds
        // The layer's values override the document's only where the app (or a runtime attribute) set them.
        if view.layer.cornerRadius != 0 { style.cornerRadius = view.layer.cornerRadius }
        if view.layer.borderWidth != 0 { style.borderWidth = view.layer.borderWidth }
        if let border = view.layer.borderColor { style.borderColor = color(border) }
        style.clipsToBounds = style.clipsToBounds || view.layer.masksToBounds
        applyLiveState(of: view, model: model, adapter: adapter, to: &content)

        // Labels and image views take no touches unless the document says they do.
        let interactionByDefault = !(kind == .label || kind == .imageView)
        let interactive = view.isUserInteractionEnabled && (model?.boolAttribute("userInteractionEnabled") ?? interactionByDefault)
        if let toolbar = view as? Toolbar {
            // The live items: the app may have set them in code.
            var bar = content.bar ?? BarContent()
            bar.items = (toolbar.items ?? []).enumerated().map { barItem($1, fallback: "\(id)/item-\($0)", documents: adapter.map { [$0.resources] } ?? []) }
            content.bar = bar
        }
        var result = LaidOutView(id: id, kind: kind, frame: view.frame, style: style, content: content, isUserInteractionEnabled: interactive)
        guard depth < WindowAdapter.maximumDepth else { return result }
        if let table = view as? TableView {
            layOutRows(of: table, into: &result, adapter: adapter, depth: depth, suffix: suffix)
            return result
        }
        for (index, subview) in view.subviews.enumerated() {
            result.subviews.append(laidOut(subview, adapter: adapter, depth: depth + 1, suffix: suffix, fallbackID: "\(id)/\(index)"))
        }
        return result
    }

    /// The live value of a color, unless it is still the document's (whose drawn value keeps
    /// what the runtime does not model, such as display P3).
    private func liveColor(_ live: Color?, document: IBColor?, drawn: DynamicColor?) -> DynamicColor? {
        guard let live else { return nil }
        if let document, Color(document) == live, let drawn { return drawn }
        return color(live)
    }

    /// Text, values and states as the app has them now.
    private func applyLiveState(of view: View, model: IBView?, adapter: ViewAdapter?, to content: inout ViewContent) {
        switch view {
        case let label as Label:
            var text = content.text ?? TextContent("", font: font(label.font, defaultSize: 17))
            text.string = label.text ?? ""
            text.numberOfLines = label.numberOfLines
            text.color = liveColor(label.textColor, document: model?.textColor, drawn: text.color) ?? text.color
            if model == nil, let font = label.font { text.font = self.font(font, defaultSize: 17) }
            content.text = text
        case let field as TextField:
            let defaultText = TextContent("", font: font(field.font, defaultSize: 14), numberOfLines: 1)
            if let string = field.text, !string.isEmpty {
                var text = content.text ?? content.placeholder ?? defaultText
                text.string = string
                text.color = liveColor(field.textColor, document: model?.textColor, drawn: content.text?.color) ?? SystemColors.label
                content.text = text
            } else {
                content.text = nil
            }
            if let placeholder = field.placeholder {
                var text = content.placeholder ?? defaultText
                text.string = placeholder
                text.color = SystemColors.placeholderText
                content.placeholder = text
            } else {
                content.placeholder = nil
            }
            var control = content.control ?? ControlState()
            if model == nil { control.borderStyle = "roundedRect" }
            control.isEnabled = field.isEnabled
            content.control = control
        case let button as Button:
            if let title = button.currentTitle, !title.isEmpty {
                var text = content.text ?? TextContent("", font: TextFont(size: 15), alignment: .center, lineBreak: .truncateMiddle)
                text.string = title
                content.text = text
            } else {
                content.text = nil
            }
            if let name = button.currentImage, content.image?.name != name {
                content.image = adapter?.resources.image(named: name, isSymbol: false, contentMode: .center) ?? ImageContent(name: name, contentMode: .center)
            } else if button.currentImage == nil {
                content.image = nil
            }
            var control = content.control ?? ControlState()
            control.isEnabled = button.isEnabled
            content.control = control
        case let slider as Slider:
            var control = content.control ?? ControlState()
            control.value = Double(slider.value)
            control.minimumValue = Double(slider.minimumValue)
            control.maximumValue = Double(slider.maximumValue)
            control.isEnabled = slider.isEnabled
            content.control = control
        case let toggle as Switch:
            var control = content.control ?? ControlState()
            control.isOn = toggle.isOn
            control.isEnabled = toggle.isEnabled
            content.control = control
        case let segmented as SegmentedControl:
            var control = content.control ?? ControlState()
            control.segments = segmented.segmentTitles.map { $0 ?? "" }
            control.selectedIndex = segmented.selectedSegmentIndex >= 0 ? segmented.selectedSegmentIndex : nil
            control.isEnabled = segmented.isEnabled
            content.control = control
        case let control as Control:
            var state = content.control ?? ControlState()
            state.isEnabled = control.isEnabled
            content.control = state
        case let textView as TextView:
            var text = content.text ?? TextContent("", font: TextFont(size: 14), numberOfLines: 0, lineBreak: .wordWrap)
            text.string = textView.text
            content.text = text
        case let image as ImageView:
            if let name = image.imageName, content.image?.name != name {
                content.image = adapter?.resources.image(named: name, isSymbol: false) ?? ImageContent(name: name)
            } else if image.imageName == nil {
                content.image = nil
            }
        case let cell as TableViewCell:
            var decoration = content.cell ?? CellDecoration()
            decoration.accessory = cell.accessoryType == .none ? nil : cell.accessoryType.rawValue
            content.cell = decoration
        default:
            break
        }
    }

    /// Rows go where UITableView puts them: the header view, then each section's title, cells
    /// (at their own height, else the table's row height) and footer title, top to bottom.
    private mutating func layOutRows(of table: TableView, into result: inout LaidOutView, adapter: ViewAdapter?, depth: Int, suffix: String) {
        let style: TableDecoration.Style
        switch table.style {
        case .plain: style = .plain
        case .grouped: style = .grouped
        case .insetGrouped: style = .insetGrouped
        }
        var decoration = result.content.table ?? TableDecoration(style: style)
        decoration.style = style
        decoration.headers = []
        decoration.footers = []
        // The rows start at the top of the content: the inset under the bars comes later.
        decoration.hasStaticCells = true
        let width = table.frame.width
        var y = 0.0
        if let header = table.tableHeaderView {
            var laid = laidOut(header, adapter: adapter, depth: depth + 1, suffix: suffix, fallbackID: "\(result.id)/header")
            laid.frame = Rect(x: 0, y: y, width: width, height: header.frame.height)
            result.subviews.append(laid)
            y += header.frame.height
        }
        let grouped = style != .plain
        let inset = style == .insetGrouped ? 20.0 : 0
        for section in 0..<table.numberOfSections {
            if let title = table.headerTitle(forSection: section), !title.isEmpty {
                decoration.headers.append(SectionTitle(text: title, y: y))
                y += grouped ? 38 : 28
            } else if grouped {
                y += 35
            }
            let rows = table.numberOfRows(inSection: section)
            for row in 0..<rows {
                guard let cell = table.cellForRow(at: IndexPath(row: row, section: section)) else { continue }
                let rowSuffix = table.hasStaticContent ? suffix : suffix + "@\(section).\(row)"
                var laid = laidOut(cell, adapter: adapter, depth: depth + 1, suffix: rowSuffix, fallbackID: "\(result.id)/\(section).\(row)")
                let height = cell.frame.height > 0 ? cell.frame.height : table.rowHeight
                let frame = Rect(x: inset, y: y, width: width - 2 * inset, height: height)
                if abs(laid.frame.width - frame.width) >= 0.5 || abs(laid.frame.height - frame.height) >= 0.5 {
                    Autoresizing.resize(&laid, to: Size(width: frame.width, height: frame.height))
                }
                laid.frame = frame
                var cellDecoration = laid.content.cell ?? CellDecoration()
                cellDecoration.tableStyle = style
                cellDecoration.isFirstInSection = row == 0
                cellDecoration.isLastInSection = row == rows - 1
                cellDecoration.showsSeparator = decoration.showsSeparators && !(grouped && row == rows - 1)
                laid.content.cell = cellDecoration
                result.subviews.append(laid)
                y += height
            }
            if let title = table.footerTitle(forSection: section), !title.isEmpty {
                decoration.footers.append(SectionTitle(text: title, y: y + 6))
                y += 44
            }
        }
        if let footer = table.tableFooterView {
            var laid = laidOut(footer, adapter: adapter, depth: depth + 1, suffix: suffix, fallbackID: "\(result.id)/footer")
            laid.frame = Rect(x: 0, y: y, width: width, height: footer.frame.height)
            result.subviews.append(laid)
        }
        result.content.table = decoration
    }

    // MARK: Values

    /// A runtime color as drawn: named colors from the asset catalogs or UIKit's table.
    func color(_ color: Color) -> DynamicColor? {
        switch color.storage {
        case .rgba(let red, let green, let blue, let alpha): return DynamicColor(RGBA(red: red, green: green, blue: blue, alpha: alpha))
        case .white(let white, let alpha): return DynamicColor(RGBA(white: white, alpha: alpha))
        case .system(let name): return SystemColors.color(named: name)
        case .named(let name): return assets.colors[name] ?? SystemColors.color(named: name)
        }
    }

    /// A runtime font (`System`, `System-Bold`, `System-semibold`, or a font name) as drawn.
    func font(_ font: Font?, defaultSize: Double) -> TextFont {
        guard let font else { return TextFont(size: defaultSize) }
        if font.name == "System-Bold" { return TextFont(size: font.pointSize, weight: 700) }
        if font.name == "System-Italic" { return TextFont(size: font.pointSize, isItalic: true) }
        if font.name.hasPrefix("System") {
            let weight = font.name.split(separator: "-").dropFirst().first.map(String.init)
            return TextFont(size: font.pointSize, weight: DocumentResources.weight(weight))
        }
        return TextFont(name: font.name, size: font.pointSize)
    }
}
