import StoryboardFormat
import StoryboardLayout

/// The screens of a storyboard, laid out with the frames Xcode stored in it, with the system
/// chrome a scene shows on a device: status bar, navigation bar, toolbar, tab bar, home
/// indicator.
public struct DocumentScreens {
    public let document: Document
    public let device: DeviceMetrics
    public let isLandscape: Bool
    /// Whether the orientation was asked for, or named by the document's device.
    private let isOrientationPinned: Bool
    /// Whether the device was given or named by the document; documents that name none
    /// (written before Xcode 8) are drawn on the device their root frames fit.
    private let isDevicePinned: Bool
    /// Whether the scenes were designed on Xcode 6 and 7's 600 × 600 size-class canvas.
    private let isAnyAnyCanvas: Bool
    let adapter: ViewAdapter
    private let containers: ContainerIndex
    /// Where the layout engine places the controllers' views that fill their screen but are
    /// stored shorter than it (under opaque bars), by view id: they are drawn on the screen,
    /// not at a size of their own.
    private let screenOrigins: [String: Point]

    /// `device` overrides the document's own device (`<device id=…>`); `landscape` its
    /// orientation.
    /// `strings` translates the document's texts (see `StoryboardRenderJob.stringsTable`).
    public init(document: Document, assets: AssetCatalog = .empty, device: DeviceMetrics? = nil, landscape: Bool? = nil, strings: StringsTable? = nil) {
        self.document = document
        let deviceNode = document.root.flatMap { document.tree.firstElement(of: $0, named: "device") }
        let documentDevice = deviceNode.flatMap { document.tree.attribute("id", of: $0) }.flatMap(DeviceMetrics.device(id:))
        let fallback = document.platform == .macOS ? DeviceMetrics.device(id: "mac")!
            : document.header.isIPad ? DeviceMetrics.device(id: "ipad9_7")! : DeviceMetrics.device(id: "retina6_1")!
        // Xcode 6 and 7 documents with size classes and no device draw their scenes on a
        // 600 × 600 "Any/Any" canvas: they are shown on a phone (the layout engine's default).
        let isAnyAnyCanvas = deviceNode == nil && document.platform != .macOS && document.scenes.contains { scene in
            scene.viewController?.view?.frame.map { $0.width == 600 && $0.height == 600 } ?? false
        }
        let anyAnyDevice = isAnyAnyCanvas ? DeviceMetrics.device(id: DocumentLayout.designedDevice(of: document).0.id) : nil
        // A document that names no device is drawn on the device its scenes' root views fit,
        // the containers (navigation, tab and split controllers, which have no view) too.
        let fitted = device == nil && documentDevice == nil && anyAnyDevice == nil && document.platform != .macOS
            ? document.scenes.lazy.compactMap { $0.viewController?.view?.frame.flatMap(DocumentScreens.device(fitting:)) }.first
            : nil
        var screenDevice = device ?? documentDevice ?? anyAnyDevice ?? fitted ?? fallback
        // Xcode 11 to 14.2 draw no status bar on iPhones without a sensor housing: stored
        // frames and the layout engine (Device.asDrawn) put bars and content at the top.
        if let drawn = screenDevice.layoutDevice?.asDrawn(byToolsVersion: document.header.toolsBuild),
           drawn.family == .iPhone, drawn.statusBarHeight == 0 {
            screenDevice.statusBarHeight = 0
        }
        self.device = screenDevice
        self.isDevicePinned = device != nil || documentDevice != nil || anyAnyDevice != nil
        self.isAnyAnyCanvas = isAnyAnyCanvas
        self.isLandscape = landscape ?? (deviceNode.flatMap { document.tree.attribute("orientation", of: $0) } == "landscape")
        self.isOrientationPinned = landscape != nil || deviceNode.flatMap { document.tree.attribute("orientation", of: $0) } != nil
        var adapter = ViewAdapter(resources: DocumentResources(document: document, assets: assets, strings: strings))
        // Xcode's stored frames are the designed device's; another device or orientation is
        // laid out by the layout engine.
        let (designed, designedOrientation) = DocumentLayout.designedDevice(of: document)
        let orientation: Orientation = self.isLandscape ? .landscape : .portrait
        var layout: DocumentLayout?
        // An Any/Any document's frames are stored at the 600 × 600 square: whatever the device,
        // the layout engine lays it out on the screen it is drawn on (autoresizing the stored
        // frames squeezed raywenderlich's RWBooks profile, a 248 pt stack centred by
        // constraints, to 23 pt on an iPhone 8); so it does any document without a device on
        // a device asked for, even the one the engine would guess for it.
        if let requested = device?.layoutDevice ?? (landscape != nil || isAnyAnyCanvas ? screenDevice.layoutDevice ?? designed : nil),
            requested.id != designed.id || orientation != designedOrientation || isAnyAnyCanvas || (device != nil && deviceNode == nil)
        {
            layout = DocumentLayout(document: document, device: requested, orientation: orientation, detectsAmbiguity: false)
            for placement in layout?.views ?? [] {
                adapter.frames[placement.id] = Rect(x: placement.frame.x, y: placement.frame.y, width: placement.frame.width, height: placement.frame.height)
            }
        } else {
            // Xcode 8.0 left constrained views' frames out: the layout engine places those. It
            // also places a controller's view stored shorter than the screen on it.
            let unframed = DocumentScreens.viewsWithoutStoredFrames(in: document) ?? []
            if !unframed.isEmpty || DocumentScreens.hasRootShorterThanScreen(document, screen: screenDevice.size(landscape: self.isLandscape)) {
                layout = DocumentLayout(document: document, detectsAmbiguity: false)
            }
            for placement in layout?.views ?? [] where unframed.contains(placement.id) {
                adapter.frames[placement.id] = Rect(x: placement.frame.x, y: placement.frame.y, width: placement.frame.width, height: placement.frame.height)
            }
        }
        var screenOrigins: [String: Point] = [:]
        for placement in layout?.views ?? [] where placement.depth == 0 {
            if let origin = placement.screenOrigin { screenOrigins[placement.id] = origin }
        }
        self.screenOrigins = screenOrigins
        self.adapter = adapter
        self.containers = ContainerIndex(document: document)
    }

    /// The ids of the views stored without a frame (subviews, cells' content views…) that the
    /// layout engine places: not the built-in labels of styled cells, which the screen places
    /// as UIKit does; nil for AppKit documents, whose frames the engine does not place as
    /// closely yet.
    static func viewsWithoutStoredFrames(in document: Document) -> Set<String>? {
        guard document.platform != .macOS else { return nil }
        let tree = document.tree
        var ids: Set<String> = []
        for node in tree.descendants(of: tree.document)
        where IBView.isView(node, in: tree) && Rect.stored(of: node, in: tree) == nil {
            if let id = tree.attribute("id", of: node), !DocumentLayoutTree.isBuiltInCellPart(node, id: id, tree: tree) {
                ids.insert(id)
            }
        }
        return ids
    }

    /// Every scene that draws as a screen (storyboard references and empty scenes do not).
    public var screens: [LaidOutScreen] { document.scenes.compactMap(screen(for:)) }

    /// The screen of one scene; nil for a storyboard reference or a scene without a controller
    /// (a macOS app's Application scene draws its main menu).
    public func screen(for scene: Scene) -> LaidOutScreen? {
        guard let member = scene.viewController, member.isViewController else {
            guard let application = scene.members.first(where: { $0.elementName == "application" }),
                  let menu = document.tree.firstElement(of: application.node, withKey: "mainMenu") else { return nil }
            return menuBarScreen(menu, id: scene.sceneID ?? application.id ?? "", name: "Application")
        }
        if member.controllerKind == .windowController, let window = windowScreen(of: member, id: scene.sceneID ?? member.id ?? "") { return window }
        return screen(of: member, id: scene.sceneID ?? member.id ?? "")
    }

    /// The screen of a view controller (of a scene, or at the top level of a xib).
    func screen(of member: SceneMember, id: String) -> LaidOutScreen? {
        var device = self.device
        var isLandscape = self.isLandscape
        if !isDevicePinned, let frame = member.view?.frame, let fitting = DocumentScreens.device(fitting: frame) { device = fitting }
        // A document of the iOS 5 and 6 era without a device simulates a scene in landscape
        // (`simulatedOrientationMetrics`): its root is stored at a phone's landscape size
        // (Apple's AVCustomEdit, 568 × 320), drawn on that phone turned.
        if !isDevicePinned, !isOrientationPinned, DocumentScreens.simulatesLandscape(member), let frame = member.view?.frame,
           let fitting = DocumentScreens.device(fitting: Rect(x: frame.x, y: frame.y, width: frame.height, height: frame.width)) {
            device = fitting
            isLandscape = true
        }
        let screenSize = device.size(landscape: isLandscape)
        var statusBar = device.statusBarHeight(landscape: isLandscape)
        let home = device.homeIndicatorHeight(landscape: isLandscape)
        let name = DocumentScreens.name(of: member)

        var root: LaidOutView
        if let view = member.view {
            root = adapter.laidOut(view)
            // An AppKit view draws nothing of its own: the window's background shows through,
            // as in Xcode's canvas.
            if adapter.isAppKit, root.style.backgroundColor == nil { root.style.backgroundColor = SystemColors.windowBackground }
        } else {
            root = LaidOutView(id: member.id ?? id, kind: .view, frame: Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height))
            root.style.backgroundColor = member.controllerKind == .tabBarController || member.controllerKind == .navigationController
                ? SystemColors.systemBackground : SystemColors.secondarySystemBackground
            if let kind = member.controllerKind, kind != .navigationController, kind != .tabBarController {
                root.content.caption = DocumentScreens.kindName(kind)
            }
        }
        // A freeform scene keeps its own size; device scenes take the device's.
        let designed = root.frame
        // Documents of the iOS 6 era place the root view below the bars (`y="64"`), and a view
        // under opaque bars is stored shorter than the screen by them (DuckDuckGo's settings
        // tables, 808 pt under a 44 pt status bar and a 44 pt bar; Wikipedia's Places, 618 pt
        // above an opaque tab bar): the screen is the device's, and the view keeps its height
        // below the bars.
        let top = DocumentScreens.legacyTop(of: designed, device: device) ?? member.view?.id.flatMap { screenOrigins[$0]?.y }
        let isFreeform = member.view != nil && top == nil
            && !(abs(designed.width - screenSize.width) < 1 && abs(designed.height - screenSize.height) < 1)
            && !DocumentScreens.isDeviceSize(designed, device: device) && !(isAnyAnyCanvas && designed.width == 600 && designed.height == 600)
        // A freeform root of that era stored below its bars keeps its place under them (an iPad
        // split view's 320 pt master column at y 64): the scene reaches down to its bottom.
        let freeformTop = isFreeform && designed.y > 0 ? designed.y : nil
        let size = isFreeform ? Size(width: designed.width, height: designed.height + (freeformTop ?? 0)) : screenSize
        if let top = top ?? freeformTop {
            root.frame = Rect(x: 0, y: top, width: size.width, height: designed.height)
        } else {
            if !isFreeform, abs(designed.width - size.width) >= 1 || abs(designed.height - size.height) >= 1, designed.width > 0 {
                Autoresizing.resize(&root, to: size)
            }
            root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
        // Freeform scenes (widgets, popovers, cells' owners) have no status bar, unless their
        // root is stored below it.
        if isFreeform && (freeformTop ?? 0) < statusBar { statusBar = 0 }

        // Chrome: what the controller's containers put around it.
        let context = containers.context(of: member)
        var topInset = statusBar
        var chrome: [LaidOutView] = []
        // The bars' heights and their items' safe area as UIKit has them on the device (an iPhone
        // in landscape: 32 pt bars where its width is compact, no large titles, the sensor
        // housing's side kept clear).
        let orientation: Orientation = isLandscape && device.rotates ? .landscape : .portrait
        let barDevice = device.layoutDevice
        let toolsVersion = document.header.toolsBuild
        let sides = isFreeform ? EdgeInsets() : barDevice.map { EdgeInsets(left: $0.safeArea(orientation).left, right: $0.safeArea(orientation).right) } ?? EdgeInsets()
        // tvOS's bars are all at the top: a tab's navigation bar sits below the tab bar
        // (``Device/topBarsBottom(navigationBar:tabBar:)``).
        let isTV = barDevice?.hasTabBarAtTop == true
        let topTabs = isTV ? context.tabBar(for: member, adapter: adapter) : nil
        if let navigation = context.navigationBar(for: member, adapter: adapter) {
            let largeTitle = navigation.prefersLargeTitle && (barDevice?.showsLargeTitles(orientation) ?? true)
            let height = largeTitle ? 96.0 : barDevice?.navigationBarHeight(orientation, toolsVersion: toolsVersion) ?? 44
            let barTop = topTabs != nil ? Device.tvTabBarContentTop : statusBar
            var bar = LaidOutView(id: navigation.id, kind: .navigationBar, frame: Rect(x: 0, y: barTop, width: size.width, height: height))
            bar.content.bar = navigation.content
            bar.content.bar?.prefersLargeTitle = largeTitle
            bar.content.bar?.safeAreaInsets = sides
            bar.content.bar?.isTV = isTV
            // tvOS shows no back button: the remote's Menu button goes back (Apple's tvOS
            // Human Interface Guidelines: "Don't display a back button").
            if isTV { bar.content.bar?.backTitle = nil }
            // iOS 15 made navigation bars clear at the scroll edge; older documents show the
            // translucent bar of their time. A navigation controller's own scene shows its bar.
            // tvOS's is always clear (UIKit Catalog's and Natalie's store no background).
            if (isModernEra && member.controllerKind != .navigationController || isTV) && navigation.background == nil {
                bar.content.bar?.showsBackground = false
            }
            bar.style.backgroundColor = navigation.background
            bar.style.tintColor = navigation.tint
            if let strip = NavigationBarExtension.behindStatusBar(of: bar, height: statusBar) { chrome.append(strip) }
            chrome.append(bar)
            topInset = barTop + height
        }
        var bottomSafeArea = sides
        bottomSafeArea.bottom = home
        if let tabs = topTabs {
            // tvOS's tab bar runs across the top of the screen (UIKit Catalog's: 1920 × 120 at
            // y 0); a tab's content starts below it.
            var bar = LaidOutView(id: tabs.id, kind: .tabBar, frame: Rect(x: 0, y: 0, width: size.width, height: barDevice?.tabBarHeight(orientation) ?? 120))
            bar.content.bar = tabs.content
            bar.content.bar?.safeAreaInsets = sides
            bar.content.bar?.isTV = true
            bar.style.tintColor = tabs.tint
            chrome.append(bar)
            topInset = max(topInset, Device.tvTabBarContentTop)
        } else if let tabs = context.tabBar(for: member, adapter: adapter) {
            let height = (barDevice?.tabBarHeight(orientation, toolsVersion: toolsVersion) ?? 49) + home
            var bar = LaidOutView(id: tabs.id, kind: .tabBar, frame: Rect(x: 0, y: size.height - height, width: size.width, height: height))
            bar.content.bar = tabs.content
            bar.content.bar?.safeAreaInsets = bottomSafeArea
            bar.content.bar?.hasInlineTabs = barDevice?.hasInlineTabItems(orientation, toolsVersion: toolsVersion) ?? false
            bar.style.tintColor = tabs.tint
            chrome.append(bar)
        } else if let toolbar = context.toolbar(for: member, adapter: adapter) {
            let height = (barDevice?.toolbarHeight(orientation) ?? 44) + home
            var bar = LaidOutView(id: toolbar.id, kind: .toolbar, frame: Rect(x: 0, y: size.height - height, width: size.width, height: height))
            bar.content.bar = toolbar.content
            bar.content.bar?.safeAreaInsets = bottomSafeArea
            chrome.append(bar)
        }
        // A full-screen table or collection scrolls its content below the top bars, as the
        // adjusted content inset does.
        // Scroll views under the top bars scroll their content below them, as the adjusted
        // content inset does: the root view, or a subview that starts under the bars.
        let rootTop = root.frame.y
        ScrollInsets.adjust(&root, topInset: topInset - rootTop)
        for index in root.subviews.indices where rootTop + root.subviews[index].frame.y < topInset && root.subviews[index].frame.y >= 0 {
            ScrollInsets.adjust(&root.subviews[index], topInset: topInset - rootTop - root.subviews[index].frame.y)
        }
        if statusBar > 0 {
            chrome.append(LaidOutView(id: "status-bar", kind: .statusBar, frame: Rect(x: 0, y: 0, width: size.width, height: statusBar), isUserInteractionEnabled: false))
        }
        if home > 0 && !isFreeform {
            chrome.append(LaidOutView(id: "home-indicator", kind: .homeIndicator, frame: Rect(x: 0, y: size.height - home, width: size.width, height: home), isUserInteractionEnabled: false))
        }
        let content = root
        var screenRoot = LaidOutView(id: "screen-" + id, kind: .view, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), subviews: [content] + chrome)
        screenRoot.style.clipsToBounds = true
        return LaidOutScreen(id: id, name: name, size: size, scale: device.scale, root: screenRoot, statusBarStyle: context.statusBarStyle)
    }

    /// Whether the document was saved by Xcode 13 or later (tools version 19000 and up), whose
    /// screens have the iOS 15 look.
    var isModernEra: Bool { DocumentScreens.isModernEra(document) }

    static func isModernEra(_ document: Document) -> Bool { (document.header.toolsVersion.flatMap { Double($0) } ?? 0) >= 19000 }

    /// Whether a scene's controller simulates a landscape orientation
    /// (`<simulatedOrientationMetrics orientation="landscapeRight">`).
    static func simulatesLandscape(_ member: SceneMember) -> Bool {
        let tree = member.document.tree
        return tree.descendants(of: member.node).contains { node in
            tree.attributeEquals("key", "simulatedOrientationMetrics", of: node) && (tree.attribute("orientation", of: node)?.hasPrefix("landscape") ?? false)
        }
    }

    /// The phone whose screen a root frame fills, directly or below the bars of iOS 6 era
    /// documents.
    static func device(fitting frame: Rect) -> DeviceMetrics? {
        DeviceMetrics.all.first { candidate in
            abs(candidate.size.width - frame.width) < 1
                && (abs(candidate.size.height - frame.height) < 1 || legacyTop(of: frame, device: candidate) != nil)
        }
    }

    /// The top of a root view laid out below the status and navigation bars, as documents
    /// written before iOS 7 store it; nil for any other root frame.
    static func legacyTop(of frame: Rect, device: DeviceMetrics) -> Double? {
        guard frame.y > 0 else { return nil }
        let bottom = frame.y + frame.height
        guard abs(device.size.width - frame.width) < 1 else { return nil }
        for bottomBar in [0.0, 44, 49] where abs(device.size.height - bottomBar - bottom) < 1 { return frame.y }
        return nil
    }

    /// Whether a scene's controller stores its view as wide as the screen and shorter (a view
    /// under opaque bars, or at a size of its own).
    static func hasRootShorterThanScreen(_ document: Document, screen: Size) -> Bool {
        document.scenes.contains { scene in
            guard let frame = scene.viewController?.view?.frame else { return false }
            return frame.y == 0 && abs(frame.width - screen.width) < 1 && frame.height < screen.height - 1
        }
    }

    /// Whether a root frame is some phone's or tablet's full screen (documents often keep the
    /// frames of the device they were last saved with).
    static func isDeviceSize(_ frame: Rect, device: DeviceMetrics) -> Bool {
        DeviceMetrics.all.contains { other in
            (abs(other.size.width - frame.width) < 1 && abs(other.size.height - frame.height) < 1)
                || (abs(other.size.height - frame.width) < 1 && abs(other.size.width - frame.height) < 1)
        }
    }

    /// The name Xcode's outline gives a scene's controller.
    public static func name(of member: SceneMember) -> String {
        if let title = member.title, !title.isEmpty { return title }
        if let title = member.navigationItem?.title, !title.isEmpty { return title }
        if let identifier = member.storyboardIdentifier, !identifier.isEmpty { return identifier }
        if let custom = member.customClass, !custom.isEmpty { return custom }
        if let reference = member.storyboardReference {
            return (reference.storyboardName ?? "Storyboard") + (reference.referencedIdentifier.map { "." + $0 } ?? "")
        }
        return member.controllerKind.map(kindName) ?? member.elementName
    }

    static func kindName(_ kind: ControllerKind) -> String {
        switch kind {
        case .viewController: return "View Controller"
        case .navigationController: return "Navigation Controller"
        case .tableViewController: return "Table View Controller"
        case .collectionViewController: return "Collection View Controller"
        case .tabBarController: return "Tab Bar Controller"
        case .splitViewController: return "Split View Controller"
        case .pageViewController: return "Page View Controller"
        case .hostingController: return "Hosting Controller"
        case .glkViewController: return "GLKit View Controller"
        case .avPlayerViewController: return "AVKit Player View Controller"
        default: return kind.elementName
        }
    }
}

/// The content inset UIKit gives scroll views whose top lies under the bars.
enum ScrollInsets {
    static func adjust(_ view: inout LaidOutView, topInset: Double) {
        if view.kind == .textView || view.kind == .scrollView, topInset > 0 {
            view.content.contentInsetTop = topInset
            for index in view.subviews.indices { view.subviews[index].frame.y += topInset }
            return
        }
        guard view.kind == .tableView || view.kind == .collectionView, topInset > 0,
            let first = view.subviews.map(\.frame.y).min(), first < topInset
        else { return }
        // Prototype cells stack from the top of the content; Xcode leaves room above them
        // for its "Prototype Cells" caption.
        let table = view.content.table
        let isPrototypeTable = view.kind == .tableView && table?.hasStaticCells == false
        let shift = isPrototypeTable ? topInset - first + (table?.style == .plain ? 0 : 18) : topInset
        for index in view.subviews.indices { view.subviews[index].frame.y += shift }
        if var table = view.content.table {
            table.headers = table.headers.map { SectionTitle(text: $0.text, y: $0.y + shift) }
            table.footers = table.footers.map { SectionTitle(text: $0.text, y: $0.y + shift) }
            view.content.table = table
        }
    }
}

/// A navigation bar at the top of the screen draws its background up behind the status bar
/// (`UIBarPosition.topAttached`).
enum NavigationBarExtension {
    /// The strip behind the status bar painted as `bar`'s background; nil when the bar shows
    /// none or there is no status bar.
    static func behindStatusBar(of bar: LaidOutView, height: Double) -> LaidOutView? {
        guard height > 0, bar.frame.y > 0, bar.content.bar?.showsBackground ?? true else { return nil }
        var strip = LaidOutView(id: bar.id + "/background", kind: .view, frame: Rect(x: 0, y: 0, width: bar.frame.width, height: min(height, bar.frame.y)), isUserInteractionEnabled: false)
        strip.style.backgroundColor = bar.style.backgroundColor ?? SystemColors.barBackground
        return strip
    }
}
