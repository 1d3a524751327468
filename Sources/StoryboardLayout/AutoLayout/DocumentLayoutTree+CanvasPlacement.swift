import StoryboardFormat

/// Canvas placement: where Interface Builder draws a root (a controller's view, a xib's
/// top-level view, a container's bar): the screen, bars and status bar, sheets, containers,
/// split view columns and popovers.
extension DocumentLayoutTree {
    /// Places a root on its canvas.
    static func applyCanvasPlacement(to item: inout LayoutItem, _ element: ViewElement, _ framed: ViewFrame) {
        let node = element.node, tree = element.tree, name = element.name, environment = element.environment, context = element.context
        var frame = framed.frame
        let translatesAutoresizingMask = framed.translatesAutoresizingMask
        if context.isAppKit, tree.attributeEquals("key", "contentView", of: node),
           tree.parent(of: node).map({ tree.nameEquals($0, "window") || tree.nameEquals($0, "panel") }) ?? false {
            // A window holds its content view's size at NSLayoutPriorityWindowSizeStayPut: content
            // that sets it at a higher priority resizes the window, and Interface Builder lays the
            // content out so (NetNewsWire's folder sheet, a 135 pt chain in content stored 217 pt
            // tall, 5 of 5 views; 23 views in 6 windows of the corpus).
            item.canvas.rootSizePriority = 500
        } else if context.isAppKit, hasConstrainedSubview(node, tree: tree) {
            // Interface Builder holds any other AppKit root's stored height below content
            // priorities (750) too, and lays its subviews out at the height their constraints
            // give it, storing the root at its own (flagged misplaced): NetNewsWire 3 import
            // panel's accessory view, a 48 pt three-line label hugging at 750 in a 133 pt view
            // whose content is stored as in a 118 pt one; iina's and WWDC's preference panes:
            // 13 flagged roots, 40 views (15 roots not flagged move by 0.5 to 4 pt, from errors
            // in their content that the required height absorbed). Not below 250: 7 views of
            // iina's subtitle preferences then break. Widths stay required: 3 flagged roots
            // whose solved width differs keep their children at the stored one.
            item.canvas.rootHeightPriority = 500
        }
        // A controller's view: a scene's controller, or a UIKit controller of a xib (Habitica's
        // launch screen, tools 9059 and 9531: its logo 100 pt below the top layout guide is
        // stored at 120, under the status bar of Xcode 7's 600 pt square).
        let controllerView = tree.attributeEquals("key", "view", of: node)
            && tree.parent(of: node).map { tree.attribute("sceneMemberID", of: $0) != nil
                || (!context.isAppKit && tree.nameEquals($0, "viewController")) } ?? false
        let freeform = tree.parent(of: node).map { hasFreeformMetrics($0, tree: tree) } ?? false
        let screen = environment.designedScreenSize
        if !translatesAutoresizingMask {
            // A top-level view placed by constraints sits at the canvas origin.
            frame.x = 0
            frame.y = 0
        }
        // A presented controller is a sheet when the saving Xcode draws sheets, or when its
        // stored height is the card's; not when its stored view fills the screen (a
        // controller also pushed in a full-screen navigation, which Xcode draws so).
        if let controller = tree.parent(of: node), context.isInSplitColumn(controller),
           environment.device.widthClass(environment.orientation) == .compact,
           environment.designedDevice.widthClass(environment.designedOrientation) == .regular {
            // A split view controller's column on a Mac or iPad canvas is full screen on a
            // compact-width device, where the split view shows one column at a time.
            frame.width = screen.width
        }
        let presentation = tree.parent(of: node).flatMap(context.presentation)
        let sheetHeight = screen.height - environment.designedDevice.pageSheetTop(environment.designedOrientation)
        let fillsScreen = controllerView && !freeform && frame.y == 0 && abs(frame.height - screen.height) < 0.5
            && sheetHeight < screen.height - 0.5
        // A stored full-screen view of a controller presented only (not also pushed) is
        // stale: Xcode keeps it at the designed device and draws the card on another one
        // (Habitica's promotion info, root of a presented navigation controller with the
        // sheet's 56 pt bar: 375 x 667 on an iPhone 8, 414 x 842 on an iPhone 11).
        let switched = !environment.isAtDesignedDeviceAndOrientation
        let keepsFullScreen = fillsScreen && (presentation?.isAlsoPushed == true || !switched)
        let sheet = presentation.map { ($0.isDrawnAsSheet && !keepsFullScreen) || (controllerView && abs(frame.height - sheetHeight) < 0.5) } ?? false
        if sheet && fillsScreen && !keepsFullScreen { frame.height = sheetHeight }
        if controllerView {
            applyControllerViewCanvas(to: &item, element, frame: frame, freeform: freeform, sheet: sheet, switched: switched)
        } else if !hasFreeformMetrics(node, tree: tree), frame.width == screen.width && frame.height == screen.height
                    || environment.designedDeviceIsGuessed && !context.isAppKit && fillsItsCanvas(node, frame: frame, tree: tree) {
            // A xib's top-level view at the simulated screen size follows the screen, under
            // the bars it simulates. In a document without a device laid out for one, so does a
            // view that filled its own canvas: Xcode 8 and later turned the corpus's 600 x 600
            // and 320 x 568 ones without simulated bars into 375 x 667 on an iPhone 8 (4 of 4
            // xibs that gained a device in their history; the two with simulated bars kept
            // 320 x 568, and freeform ones their size, 6 of 6).
            item.canvas.followsScreen = true
            item.canvas.barInsets = context.barInsets(of: node, device: environment.device, orientation: environment.orientation)
            item.canvas.designedBarInsets = context.barInsets(of: node, device: environment.designedDevice, orientation: environment.designedOrientation)
        } else if !controllerView, !context.isAppKit, context.usesSafeAreas, !hasFreeformMetrics(node, tree: tree),
                  Device.all.contains(where: { $0.family == .iPhone && $0.size(.portrait) == LayoutSize(width: frame.width, height: frame.height) }) {
            // One stored at another iPhone's screen size is drawn as that screen, under the
            // status bar and the bars it simulates, at its stored size (the corpus: 320 x 568
            // views in iPhone 8 documents, tools 13771: 16 of 16 constraints to the safe
            // area's top at 20 pt in raywenderlich's RWTodo scene docks, 2 of 2 at 64 under a
            // simulated navigation bar and 49 above a tab bar in StateRestorationDemo's
            // xibs; a 240 x 128 dock view's safe area is its bounds, 4 of 4).
            item.canvas.screenSafeArea = environment.safeArea
            item.canvas.barInsets = context.barInsets(of: node, device: environment.device, orientation: environment.orientation)
            item.canvas.designedBarInsets = context.barInsets(of: node, device: environment.designedDevice, orientation: environment.designedOrientation)
        }
        if !item.canvas.followsScreen, !controllerView, name == "view", !context.isAppKit, context.usesSafeAreas {
            item.canvas.hasDeviceSafeArea = true
            item.canvas.narrowHasNoBottomSafeArea = context.toolsVersion >= ToolsVersion.xcode12
            if context.toolsVersion >= ToolsVersion.xcode15, item.canvas.screenSafeArea == nil, environment.device.family == .iPhone,
               let screen = Device.named(environment.device.id), !screen.hasRoundedCorners {
                // Xcode 15 (tools 22000 on) draws the status bar over such a view on iPhones
                // without a sensor housing (Xcode 11 to 14.2 drew it over no view there; 14.3's
                // controllers have it, Device.asDrawn, such views not yet, 21225 below):
                // DuckDuckGo's freeform notification xib, tools 22505, 3 of 3 constraints to
                // its two views' safe area's top at 20 pt (0 in its Xcode 10 version, 0 in
                // Xcode 14.1's freeform statistics card of tools 21225).
                item.canvas.screenSafeArea = screen.safeArea(environment.orientation)
            }
            if item.canvas.screenSafeArea == nil, (ToolsVersion.xcode10_0..<ToolsVersion.xcode11Betas).contains(context.toolsVersion), environment.device.family == .iPhone,
               let screen = Device.named(environment.device.id), !screen.hasRoundedCorners,
               hasFreeformMetrics(node, tree: tree), isFilesOwnersView(node, tree: tree) {
                // Xcode 10 draws a freeform xib view that is its File's Owner's `view` (a
                // controller's view) as a freeform controller's view, under the status bar at its
                // top (Wikipedia's help and reading-list xibs, tools 14313 and 14490 on an iPhone 8:
                // a container 30 pt below a view's safe area stored at 50, a stack at the top margin
                // of a view 6 pt down stored 22 pt in, 2 of 2). The corpus's freeform xib views that
                // are no controller's have none (15 constraints to their safe area's top at 0), nor
                // do Xcode 9.2's (the device pairs' reading-list xib, tools 13771: 3 views 15 pt
                // below the top margin at 15) or Xcode 11's on iPhones with a sensor housing
                // (Wikipedia's page history xibs, 10 views).
                item.canvas.screenSafeArea = EdgeInsets(top: environment.safeArea.top)
            }
        }
        if !item.canvas.followsScreen, name == "view", !context.isAppKit, item.layoutMargins == nil, context.toolsVersion >= ToolsVersion.xcode8 {
            // A top-level view that does not follow the screen (a xib's, a freeform
            // controller's) has a root view's margins since Xcode 8.2: the system minimum
            // on the sides, none above and below (the corpus: 65 views at them in tools
            // 11542 to 17701; Xcode 7 and 8.0 drew 8 pt, 4 views). In a regular width it is
            // 20 pt however narrow the view (Wikipedia's 375 pt toolbar xib on an iPad and on
            // an iPhone XS Max in landscape: 28 of 28 views of the iPad copy, 1 fixed designed).
            // A freeform controller's view wider than its screen keeps the screen's margins (Apple's
            // CustomPresentation, tools 14490: a slider between the margins of a 600 pt freeform
            // controller on an iPhone 4s stored 14 pt in, 16 less its 2 pt inset, 1 of 1; the
            // corpus's wider top-level views that are no controller's take 20: Loop's 600 pt and
            // Wikipedia's 438 pt ones on an iPhone 8, 12 views).
            let width = controllerView ? min(frame.width, environment.screenSize.width) : frame.width
            let side = Device.systemMinimumSideMargin(width: width, widthClass: environment.widthClass)
            item.layoutMargins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        } else if name == "collectionReusableView", !context.isAppKit, item.layoutMargins == nil, context.toolsVersion >= ToolsVersion.xcode8,
                  tree.attributeEquals("preservesSuperviewLayoutMargins", "YES", of: node) {
            // A xib's section header that preserves its superview's margins has a table's
            // side margins, 20 pt from 376 pt of width on (Wikipedia's headers, tools 14113:
            // labels at the leading margin 16 pt in of a 320 pt header, 1 of 1, and 20 pt in
            // of a 388 pt one, 3 of 3; the corpus's top-level views with such constraints are
            // 375 pt wide or less, at 16, or 438, at 20). Above and below it keeps UIKit's 8.
            let side = Self.tableSideMargin(width: frame.width)
            item.layoutMargins = EdgeInsets(top: 8, left: side, bottom: 8, right: side)
        }
        item.frame = rootFrame(key: tree.attribute("key", of: node), frame: frame, environment: environment, inPageSheet: sheet, toolsVersion: context.toolsVersion)
        applyPresentedRootWidth(to: &item, element, controllerView: controllerView)
    }

    /// Whether a view has a subview placed by constraints (one a root's constraints can size it by).
    static func hasConstrainedSubview(_ node: XMLNode, tree: XMLTree) -> Bool {
        guard let subviews = tree.firstElement(of: node, named: "subviews") else { return false }
        return tree.elements(of: subviews).contains {
            tree.attributeEquals("translatesAutoresizingMaskIntoConstraints", "NO", of: $0) && !tree.attributeEquals("fixedFrame", "YES", of: $0)
        }
    }

    /// Whether a xib's top-level view without simulated bars is the size of its canvas: the
    /// 600 × 600 "Any" square or a phone's or tablet's screen.
    static func fillsItsCanvas(_ node: XMLNode, frame: LayoutRect, tree: XMLTree) -> Bool {
        guard tree.firstElement(of: node, withKey: "simulatedTopBarMetrics") == nil,
              tree.firstElement(of: node, withKey: "simulatedBottomBarMetrics") == nil,
              let canvas = LayoutEnvironment.canvas(ofStoredRoot: frame) else { return false }
        return canvas.width == frame.width && canvas.height == frame.height
    }

    /// Whether a xib's top-level view is its File's Owner's `view` outlet (a controller's view).
    static func isFilesOwnersView(_ node: XMLNode, tree: XMLTree) -> Bool {
        guard let id = tree.attribute("id", of: node), let objects = tree.parent(of: node) else { return false }
        for placeholder in tree.elements(of: objects, named: "placeholder")
        where tree.attributeEquals("placeholderIdentifier", "IBFilesOwner", of: placeholder) {
            guard let connections = tree.firstElement(of: placeholder, named: "connections") else { continue }
            for outlet in tree.elements(of: connections, named: "outlet")
            where tree.attributeEquals("property", "view", of: outlet) && tree.attributeEquals("destination", id, of: outlet) {
                return true
            }
        }
        return false
    }

    /// A controller's view: its status bar, side margins, sheet, bars and container, per Xcode.
    static func applyControllerViewCanvas(to item: inout LayoutItem, _ element: ViewElement, frame: LayoutRect,
                                          freeform: Bool, sheet: Bool, switched: Bool) {
        let node = element.node, tree = element.tree, environment = element.environment, context = element.context
        let screen = environment.designedScreenSize
        item.canvas.followsScreen = !freeform
        // A freeform controller's view is drawn under the status bar at its top, unless its
        // simulated metrics have none or it is a widget (`simulatedAppContext`): raywenderlich's
        // AboutGame, a 320 x 1256 freeform controller on an iPhone 4s (tools 14460), its scroll
        // view pinned to the safe area's top stored at 20 (3 of 3 copies); Loop's and
        // Wikipedia's with `<nil key="simulatedStatusBarMetrics"/>` and the widgets' top guides
        // at 0 (19 constraints, tools 10117 to 16097).
        if freeform, !context.isAppKit, environment.device.family == .iPhone, tree.attribute("simulatedAppContext", of: node) == nil,
           let controller = tree.parent(of: node), !context.isPopover(controller), !context.isEmbedded(controller),
           tree.firstElement(of: controller, withKey: "simulatedStatusBarMetrics").map({ tree.nameEquals($0, "nil") }) != true,
           (context.barInsets(of: node, device: environment.device, orientation: environment.orientation)?.top ?? 0) == 0 {
            item.canvas.screenSafeArea = EdgeInsets(top: environment.safeArea.top)
        }
        if context.toolsVersion > 0 && context.toolsVersion < ToolsVersion.xcode7 && environment.device.family == .iPhone {
            // Xcode 6 gave controllers' views 16 pt sides on every iPhone canvas, the 600 pt
            // square included (the corpus: 26 of 26 views at the leading margin; 20 pt on that
            // square from Xcode 7 on, 87 of 89: taking tools 8000 to 10999 in breaks 277 views).
            item.canvas.systemMinimumSideMargin = 16
        }
        if !context.isAppKit, environment.device.family == .mac {
            // A Mac Catalyst controller's view has a regular-width root's 20 pt sides
            // (Habitica's Main.storyboard, the two files designed on a Mac: a segmented
            // control 32 pt inside both margins stored at 52 and 800 - 52, 2 of 2).
            item.canvas.systemMinimumSideMargin = 20
        }
        item.canvas.isPageSheet = sheet
        // Xcode 8 and earlier draw no status bar over a controller whose simulated metrics, or
        // its navigation controller's, have none (`<nil key="simulatedStatusBarMetrics"/>`):
        // Wikipedia's licenses text view at its top layout guide stored at 0 (tools 12120),
        // Apple's AVMetadataRecordPlay player label 8 below it at 44 + 8 (11535, 2 of 2);
        // Xcode 9 on draw it all the same (AVCam, tools 13189; Wikipedia's account
        // creation, 14313; DuckDuckGo's tab: 18 views at the status bar).
        item.canvas.hidesStatusBar = context.toolsVersion > 0 && context.toolsVersion < ToolsVersion.xcode9 && context.simulatesNoStatusBar(node)
            || context.isPresentedFullScreenWithoutStatusBar(node)
        // A controller laid out under an opaque navigation bar has neither the bar nor the status
        // bar it covers in its top guide (DuckDuckGo's bookmarks, tools 22154 and 32700 on an
        // iPhone 8: a container's top margin at the top guide stored at -8 + 8).
        item.canvas.topInsetIsBarsOnly = context.isFullScreenWithoutStatusBar(node) || context.extendsUnderOpaqueNavigationBar(node)
        // A controller's view stored at a freeform size of its own (`<size key="freeformSize">`
        // without freeform simulated metrics) that is not the screen's has no status bar over
        // it: DuckDuckGo's privacy footer and headers (320 x 200, 375 x 203 and 375 x 230 on an
        // iPhone 8, tools 13529 to 14113), their top views at the safe area's top stored at 0;
        // 2 more such roots' guides at 0 (tools 13196 and 14460). The home indicator stays
        // (raywenderlich's ImageScroller, 375 x 1100 on an iPhone X: content 34 pt short).
        if !freeform, !sheet, !context.isAppKit, let controller = tree.parent(of: node),
           let size = tree.firstElement(of: controller, withKey: "freeformSize"), tree.nameEquals(size, "size"),
           abs(frame.width - screen.width) > 0.5 || abs(frame.height - screen.height) > 0.5 {
            item.canvas.hidesStatusBar = true
        }
        // Xcode 15 (tools 22000 on) draws a card's legacy bottom layout guide without the home
        // indicator (LayoutSystem); Xcode 12 with it (the device pairs' 17701 files, 3 of 3).
        item.canvas.cardBottomGuideSkipsHomeIndicator = sheet && context.toolsVersion >= ToolsVersion.xcode15
        if !freeform, switched, let controller = tree.parent(of: node),
           tree.firstElement(of: controller, withKey: "freeformSize").map({ tree.nameEquals($0, "size") }) == true {
            // A controller with a freeform size of its own (`<size key="freeformSize">`
            // without freeform simulated metrics) keeps its width on another device: the
            // corpus's and the pairs' 67 such roots whose freeform size is not the
            // screen's are stored at its width. A card keeps its height but for the new
            // card's top (DuckDuckGo's privacy details, 414 x 736 on an iPhone 8 Plus:
            // 414 x 716 there, 414 x 682 on an iPhone 11 Pro; 5 of 5 roots).
            let top = sheet ? environment.designedDevice.pageSheetTop(environment.designedOrientation)
                - environment.device.pageSheetTop(environment.orientation) : 0
            item.canvas.containerSize = LayoutSize(width: frame.width, height: frame.height + top)
        }
        // Before iOS 11 a child controller's layout guides were no longer than its
        // container's bars: Xcode 8 and earlier draw a controller shown in a container
        // view without the status bar (the corpus: 17 of 17 such controllers with a view
        // pinned to the top layout guide measure it as 0, containers at the top of the
        // screen included).
        item.canvas.isEmbedded = !context.usesSafeAreas && (tree.parent(of: node).map(context.isEmbedded) ?? false)
        if let controller = tree.parent(of: node), let container = context.container(embedding: controller),
           let size = context.containerSizes[container],
           !environment.isAtDesignedDeviceAndOrientation {
            // A controller embedded in a container view is drawn at the container's
            // size (107 of the corpus's 146 embedded views are stored at it; the others
            // were not laid out again since their container changed).
            item.canvas.containerSize = size
        }
        if context.usesSafeAreas, let controller = tree.parent(of: node), let container = context.container(embedding: controller),
           let insets = context.containerSafeAreas[container] {
            // Xcode 9 on gives it its container's overlap with the safe area, from where the
            // container's unit (laid out first) put it: none in the middle of the screen,
            // the status bar's at its top (DuckDuckGo's Dax dialog, raywenderlich's ARKit
            // and scroll-view samples).
            item.canvas.containerSafeArea = insets
            if context.toolsVersion >= ToolsVersion.xcode15, environment.device.family == .iPhone, let top = context.containerScreenTops[container],
               let screen = Device.named(environment.device.id), !screen.hasRoundedCorners {
                // Xcode 15 draws the status bar over it where the container meets it, though
                // not over a full-screen controller (`topInsetIsBarsOnly`): Habitica's avatar setup,
                // embedded at the top of its intro (tools 22505), its top layout guide at 20
                // (a button 25 below it stored at 45); 0 in its Xcode 12 version.
                item.canvas.containerSafeArea?.top = max(insets.top, screen.safeArea(environment.orientation).top - top)
            }
        }
        item.canvas.barInsets = context.barInsets(of: node, device: environment.device, orientation: environment.orientation)
        item.canvas.designedBarInsets = context.barInsets(of: node, device: environment.designedDevice, orientation: environment.designedOrientation)
        if sheet {
            // A sheet's navigation bar on an iPhone is 56 pt tall (rootFrame), and the safe area
            // starts below it (8 of 8 corpus controllers under one measure their top guide as 56).
            // In landscape an iPhone presents it full screen.
            if environment.device.family == .iPhone, environment.orientation == .portrait, item.canvas.barInsets?.top == 44 {
                item.canvas.barInsets?.top = Self.sheetNavigationBarHeight
            }
            if environment.designedDevice.family == .iPhone, environment.designedOrientation == .portrait, item.canvas.designedBarInsets?.top == 44 {
                item.canvas.designedBarInsets?.top = Self.sheetNavigationBarHeight
            }
        }
    }

    /// The width of a controller's view or navigation bar in a Mac's split view column, presented
    /// from a container view (on an iPhone, its height too), or in a Mac popover.
    static func applyPresentedRootWidth(to item: inout LayoutItem, _ element: ViewElement, controllerView: Bool) {
        let node = element.node, tree = element.tree, environment = element.environment, context = element.context
        if environment.device.family == .mac, environment.designedDevice.family != .mac,
           let controller = tree.parent(of: node), context.isInPrimaryColumn(controller),
           controllerView || tree.attributeEquals("key", "navigationBar", of: node) {
            // The Mac canvas draws a split view controller's primary column 420 pt wide (the
            // corpus's two Mac Catalyst files, tools 18122: its navigation bar, its root and a
            // controller it pushes 420 pt wide in 2 of 2; the secondary column is the window's).
            if controllerView {
                var size = environment.rootSize(of: item)
                size.width = Self.macPrimaryColumnWidth
                item.canvas.containerSize = size
            } else {
                item.frame.width = Self.macPrimaryColumnWidth
            }
        }
        if !environment.isAtDesignedDeviceAndOrientation,
           let controller = tree.parent(of: node), let container = context.container(presenting: controller),
           let size = context.containerSizes[container],
           controllerView || tree.attributeEquals("key", "navigationBar", of: node) {
            // A controller presented from one in a container view is drawn at the
            // container's width (Habitica's filter popover and adventure guide, presented
            // from a list embedded in a quarter-width container: 107 pt on a 428 pt iPhone).
            // So is a `show` out of such a controller, drawn as a presentation.
            if controllerView {
                var root = environment.rootSize(of: item)
                root.width = size.width
                // On an iPhone it is a card as tall as the container less the card's top:
                // the screen's card top up to Xcode 14, 10 pt from Xcode 15 on; the card ends
                // above the home indicator, so nothing is cut off its safe area below
                // (Habitica's Main, 428 × 926: its adventure guide's navigation root, presented
                // from a list in a 107 × 804 pt container, and two collection views shown from
                // one in a 428 × 804 pt container, 750 pt tall in Xcode 13 after the switch from
                // the Mac, the guide's scroll view 694 pt under its 56 pt bar, 4 of 4; stored
                // 791 in 801 pt containers by Xcode 15, 2 of 2 versions, its scroll view 735).
                if item.canvas.isPageSheet, environment.device.family == .iPhone {
                    let top = context.layoutToolsVersion >= ToolsVersion.xcode15 ? 10 : environment.device.pageSheetTop(environment.orientation)
                    root.height = size.height - top
                    var safe = environment.safeArea
                    safe.bottom = max(0, safe.bottom - (environment.screenSize.height - size.height))
                    item.canvas.containerSafeArea = safe
                }
                item.canvas.containerSize = root
            } else {
                item.frame.width = size.width
            }
        }
        if environment.device.family == .mac, environment.designedDevice.family != .mac,
           let controller = tree.parent(of: node), context.isPopover(controller),
           controllerView || tree.attributeEquals("key", "navigationBar", of: node) {
            // The Mac canvas draws a controller presented as a popover at 320 x 480, its
            // navigation bar 320 pt wide (Habitica's filter popover, iPhone 11 to Mac, tools
            // 18122: the navigation controller's bar 320 x 50 and its root's table 320 x 480;
            // a page sheet's card on the iPhone).
            if controllerView {
                item.canvas.containerSize = Self.macPopoverSize
            } else {
                item.frame.width = Self.macPopoverSize.width
            }
        }
    }
}
