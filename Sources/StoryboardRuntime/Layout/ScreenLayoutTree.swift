import StoryboardFormat
import StoryboardLayout

/// The layout engine's input made from what a window shows: one root per screen (the window's
/// root controller, then each controller presented over it), each holding the live views
/// with the items their document designed, their current texts and visibility, and the
/// constraints that still connect views on screen. Containers place their children as UIKit's
/// do: a controller's view fills the window, its navigation or tab bar controller, or the
/// container view it is embedded in; a navigation bar sits under the status bar.
@MainActor
struct ScreenLayoutTree: LayoutTree {
    private(set) var items: [LayoutItem] = []
    private(set) var constraints: [LayoutConstraint] = []
    /// The live view of each item (nil for a screen root or a guide).
    private(set) var views: [View?] = []
    /// The screens, in the order their roots were added.
    private(set) var screens: [Screen] = []

    /// One root of the tree: a rectangle of the window and the controller whose view fills it.
    struct Screen {
        var item: Int
        var frame: Rect
        /// The safe-area insets of the screen's rectangle: the device's where it reaches the
        /// screen's edges, plus the bars of the containers shown in it.
        var safeArea: EdgeInsets
        var controller: ViewController
    }

    private var indexOfView: [ObjectIdentifier: Int] = [:]
    /// Where tables put their rows' cells.
    private var rowFrames: [ObjectIdentifier: Rect] = [:]
    private var firstGuide: [ObjectIdentifier: Int] = [:]

    init(window: Window, environment: LayoutEnvironment) {
        guard let root = window.rootViewController, root.isViewLoaded else { return }
        var chain: [ViewController] = []
        for controller in window.screenChain(from: root) {
            guard controller.isViewLoaded else { break }
            chain.append(controller)
        }
        let screen = environment.screenSize
        for (index, controller) in chain.enumerated() {
            let frame = index == 0 ? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
                : ScreenLayoutTree.presentationFrame(controller, environment: environment)
            addScreen(controller: controller, frame: frame, environment: environment)
            // What is presented in contexts inside the screen (in the tabs and navigation
            // stacks shown): a screen of its own over its context's frame.
            let screenIndex = screens.count - 1
            for presented in Window.presentedInContexts(of: controller) where presented.isViewLoaded {
                guard let context = ScreenLayoutTree.shownContext(of: presented, in: screens[screenIndex]) else { continue }
                addScreen(controller: presented, frame: contextFrame(of: context, in: screens[screenIndex]),
                          environment: environment, barsAbove: ScreenLayoutTree.bars(above: context, environment: environment))
            }
        }
        addConstraints()
    }

    /// The controller whose place `presented` shows in, when that place is on `screen`: the
    /// context at the bottom of its presentations in contexts, whose view is in the screen's
    /// (a context in a tab not selected is not).
    private static func shownContext(of presented: ViewController, in screen: Screen) -> ViewController? {
        var context = presented
        while context.isPresentedInContext, let presenter = context.presentingStorage { context = presenter }
        guard let view = context.viewIfLoaded, let screenView = screen.controller.viewIfLoaded,
            view.isDescendant(of: screenView), !view.isHidden
        else { return nil }
        // Each presentation above the context covers it, so all are shown in its place.
        return context
    }

    /// Where `context`'s view is in the window: its screen's frame when it fills its
    /// containers up to the screen (the children of navigation and tab bar controllers do),
    /// else where the last layout put it.
    private func contextFrame(of context: ViewController, in screen: Screen) -> Rect {
        var current = context
        var fills = true
        while let parent = current.parent, fills {
            fills = parent is NavigationController || parent is TabBarController || parent is StoryboardLink
            current = parent
        }
        guard !fills, let view = context.viewIfLoaded else { return screen.frame }
        var frame = view.frame
        var ancestor = view.superview
        while let superview = ancestor, superview !== screen.controller.viewIfLoaded {
            frame.x += superview.frame.x
            frame.y += superview.frame.y
            ancestor = superview.superview
        }
        guard frame.width > 0, frame.height > 0 else { return screen.frame }
        return Rect(x: screen.frame.x + frame.x, y: screen.frame.y + frame.y, width: frame.width, height: frame.height)
    }

    // MARK: Screens

    /// A screen for `controller` at `frame`, under the bars of its own containers and
    /// `barsAbove` (those of the containers a presentation in a context shows inside).
    private mutating func addScreen(controller: ViewController, frame: Rect, environment: LayoutEnvironment, barsAbove: EdgeInsets = EdgeInsets()) {
        let device = environment.safeArea
        // A sheet below the top of the screen is out of the status bar's way.
        var safeArea = EdgeInsets(top: frame.y > 0 ? 0 : device.top, left: device.left, bottom: device.bottom, right: device.right)
        let bars = ScreenLayoutTree.bars(over: controller, environment: environment)
        safeArea.top += bars.top + barsAbove.top
        safeArea.bottom += max(bars.bottom, barsAbove.bottom)
        var root = LayoutItem(id: "", parent: nil, frame: frame, translatesAutoresizingMask: true)
        root.canvas.followsScreen = true
        // The engine gives a screen root the device's insets plus these, less its offset from the
        // top of the screen: what the runtime asks for comes out.
        root.canvas.barInsets = EdgeInsets(top: safeArea.top + frame.y - device.top, bottom: safeArea.bottom - device.bottom)
        screens.append(Screen(item: items.count, frame: frame, safeArea: safeArea, controller: controller))
        append(root, view: nil)
        addViews(from: controller.view, parent: items.count - 1, environment: environment)
    }

    /// Where a presented controller's view sits: full screen, or a sheet 10 pt below the
    /// status bar (iPhone in portrait, and iPads, where it is centered and at most 704 pt
    /// wide) as iOS 13 and later show page and form sheets.
    static func presentationFrame(_ controller: ViewController, environment: LayoutEnvironment) -> Rect {
        let screen = environment.screenSize
        let full = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        switch controller.resolvedPresentationStyle {
        case .pageSheet, .formSheet:
            guard environment.heightClass == .regular else { return full }
            let top = environment.safeArea.top + 10
            let width = environment.widthClass == .regular ? min(screen.width, 704) : screen.width
            return Rect(x: ((screen.width - width) / 2).rounded(), y: top, width: width, height: screen.height - top)
        case .popover:
            // A popover that stayed one (regular width, or adapted to `.none`).
            guard let popover = controller.popoverPresentationController else { return full }
            return popover.frame(screen: Size(width: screen.width, height: screen.height), safeAreaTop: environment.safeArea.top)
        case .currentContext, .overCurrentContext:
            // Over the screen of the controller that presents it (the root: the whole screen;
            // a sheet: the sheet's rectangle).
            guard let presenter = controller.presentingStorage, presenter.presentingStorage != nil, !presenter.isPresentedInContext
            else { return full }
            return presentationFrame(presenter, environment: environment)
        default:
            return full
        }
    }

    /// Whether a presentation hides every screen under it: a full-screen one, or one in the
    /// current context of a controller that fills the screen. (One in the context of a sheet
    /// hides that sheet only.)
    static func hidesScreensBelow(_ controller: ViewController, environment: LayoutEnvironment) -> Bool {
        switch controller.resolvedPresentationStyle {
        case .fullScreen: return true
        case .currentContext:
            let screen = environment.screenSize
            return presentationFrame(controller, environment: environment) == Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        default: return false
        }
    }

    /// The heights of the bars the containers in `controller` show over their content: a
    /// navigation bar and a toolbar from a navigation controller, a tab bar.
    static func bars(over controller: ViewController, environment: LayoutEnvironment) -> EdgeInsets {
        var bars = EdgeInsets()
        var current: ViewController? = controller
        var depth = 0
        var navigationBar = false, tabBar = false
        while let container = current, depth < 64 {
            depth += 1
            switch container {
            case let navigation as NavigationController:
                if !navigation.isNavigationBarHidden { bars.top += navigationBarHeight(navigation, environment: environment); navigationBar = true }
                if !navigation.isToolbarHidden { bars.bottom = max(bars.bottom, barHeight(environment)) }
                current = navigation.topViewController
            case let tabs as TabBarController:
                let hidden = tabs.shownViewController.map(hidesTabBar) ?? false
                if !hidden && !environment.device.hasTabBarAtTop { bars.bottom = max(bars.bottom, tabBarHeight(environment)) }
                tabBar = tabBar || !hidden
                current = tabs.shownViewController
            case let link as StoryboardLink:
                current = link.embeddedScene
            case let split as SplitViewController:
                current = split.contentController
            default:
                current = nil
            }
        }
        // tvOS's bars are all at the top, over the overscan margin: the safe area starts at
        // their bottom (``Device/topBarsBottom(navigationBar:tabBar:)``, as the document layout).
        if let bottom = environment.device.topBarsBottom(navigationBar: navigationBar, tabBar: tabBar) {
            bars.top = max(0, bottom - environment.safeArea.top)
        }
        return bars
    }

    /// The bars the containers of `context` show over it, which stay over a presentation in
    /// its context: the navigation bar of a navigation controller it is the top of, a tab bar.
    static func bars(above context: ViewController, environment: LayoutEnvironment) -> EdgeInsets {
        var bars = EdgeInsets()
        var child = context
        var navigationBar = false, tabBar = false
        while let container = child.parent {
            switch container {
            case let navigation as NavigationController:
                if navigation.topViewController === child && !navigation.isNavigationBarHidden {
                    bars.top += navigationBarHeight(navigation, environment: environment)
                    navigationBar = true
                }
                if !navigation.isToolbarHidden { bars.bottom = max(bars.bottom, barHeight(environment)) }
            case let tabs as TabBarController:
                let hidden = tabs.shownViewController.map(hidesTabBar) ?? false
                if !hidden && !environment.device.hasTabBarAtTop { bars.bottom = max(bars.bottom, tabBarHeight(environment)) }
                tabBar = tabBar || !hidden
            default:
                break
            }
            child = container
        }
        if let bottom = environment.device.topBarsBottom(navigationBar: navigationBar, tabBar: tabBar) {
            bars.top = max(0, bottom - environment.safeArea.top)
        }
        return bars
    }

    /// Whether the controller a tab shows was pushed with `hidesBottomBarWhenPushed`.
    private static func hidesTabBar(_ controller: ViewController) -> Bool {
        guard let navigation = controller as? NavigationController else { return controller.hidesBottomBarWhenPushed }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// A navigation bar: 44 pt (50 on iPads and Macs, 32 where an iPhone's bars are compact),
    /// 96 with a large title where large titles show (``Device/navigationBarHeight(_:)``).
    static func navigationBarHeight(_ navigation: NavigationController, environment: LayoutEnvironment) -> Double {
        if navigation.navigationBar.prefersLargeTitles && environment.device.showsLargeTitles(environment.orientation) { return 96 }
        return environment.device.navigationBarHeight(environment.orientation)
    }

    /// A toolbar's height (``Device/toolbarHeight(_:)``, the one bar table).
    static func barHeight(_ environment: LayoutEnvironment) -> Double {
        environment.device.toolbarHeight(environment.orientation)
    }

    /// A tab bar's height: 49 pt on iPhones, 50 on iPads and Macs, 32 where an iPhone's bars
    /// are compact (``Device/tabBarHeight(_:toolsVersion:)``).
    static func tabBarHeight(_ environment: LayoutEnvironment) -> Double {
        environment.device.tabBarHeight(environment.orientation)
    }

    // MARK: Views

    private mutating func append(_ item: LayoutItem, view: View?) {
        if let view { indexOfView[ObjectIdentifier(view)] = items.count }
        items.append(item)
        views.append(view)
    }

    /// The view and everything below it, parents first, without recursion.
    private mutating func addViews(from top: View, parent: Int, environment: LayoutEnvironment) {
        var stack: [(View, Int)] = [(top, parent)]
        while let (view, parent) = stack.popLast() {
            let index = items.count
            append(item(for: view, parent: parent, environment: environment), view: view)
            placeInContainer(view, index: index, environment: environment)
            if !view.layoutState.guides.isEmpty {
                firstGuide[ObjectIdentifier(view)] = items.count
                for var guide in view.layoutState.guides {
                    guide.parent = index
                    append(guide, view: nil)
                }
            }
            if let table = view as? TableView {
                table.layoutIfNeeded()
                rowFrames.merge(ScreenLayoutTree.rowFrames(of: table)) { $1 }
            }
            for subview in view.subviews.reversed() { stack.append((subview, index)) }
        }
    }

    /// The view's item: as designed (or at the frame code gave it since), with its current
    /// visibility and, when its text changed, the size of the new text.
    private func item(for view: View, parent: Int, environment: LayoutEnvironment) -> LayoutItem {
        if view.layoutState.item == nil || view.frameSetInCode {
            // A view made in code is designed where code put it first; a view code moved
            // stays where it was put.
            var item = view.layoutState.item ?? LayoutItem(id: "", parent: nil, frame: .zero)
            item.frame = item.alignmentRect(in: view.frame)
            view.layoutState.item = item
        }
        var item = view.layoutState.item!
        item.parent = parent
        item.isHidden = view.isHidden
        if let text = view.layoutText, text != view.layoutState.designedText {
            // A button's title is set in UIKit's default button font, 15 pt.
            let font = (view as? Label)?.font ?? (view as? TextField)?.font ?? .systemFont(ofSize: view is Button ? 15 : 17)
            let designed = view.layoutState.designedText ?? ""
            if let width = item.intrinsicWidth {
                item.intrinsicWidth = TextWidth.intrinsicWidth(of: text, designedText: designed, designedWidth: width,
                                                               font: font, scale: environment.device.scale)
            }
            // A label that wraps takes the lines of its new text (at its stored width here; the
            // engine measures again where the width changes).
            if var wrapping = item.wrappingText, item.intrinsicHeight != nil {
                wrapping.text = text
                item.wrappingText = wrapping
                item.intrinsicHeight = wrapping.height(atWidth: item.frame.width, scale: environment.device.scale) ?? item.intrinsicHeight
            }
        }
        if let frame = rowFrames[ObjectIdentifier(view)] {
            item.frame = frame
            item.translatesAutoresizingMask = true
            item.autoresizingMask = [.flexibleWidth]
        }
        return item
    }

    /// A table's cells one below the other, across the table's designed width, each as tall
    /// as its prototype (or the table's row height). Section headers and the spacing of
    /// grouped styles are not modelled.
    static func rowFrames(of table: TableView) -> [ObjectIdentifier: Rect] {
        let width = table.layoutState.item?.frame.width ?? table.frame.width
        var result: [ObjectIdentifier: Rect] = [:]
        var y = 0.0
        for cell in table.visibleCells {
            let height = cell.layoutState.item?.frame.height ?? table.rowHeight
            result[ObjectIdentifier(cell)] = Rect(x: 0, y: y, width: width, height: height)
            y += height
        }
        return result
    }

    /// Containers size their children's views: a screen's controller view fills the screen,
    /// a navigation or tab bar controller's child fills its view, an embedded controller
    /// fills its container view; a navigation bar sits at the top of the safe area.
    private mutating func placeInContainer(_ view: View, index: Int, environment: LayoutEnvironment) {
        guard let parent = items[index].parent else { return }
        if let bar = view as? NavigationBar, let navigation = view.superview?.owningController as? NavigationController, bar === navigation.navigationBar {
            var top = screens.last.map { $0.frame.y > 0 ? 0 : environment.safeArea.top } ?? 0
            // tvOS's covers the overscan margin: at the screen's top, or below a tab bar.
            if environment.device.hasTabBarAtTop { top = navigation.tabBarController != nil ? Device.tvTabBarContentTop : 0 }
            pin(index, to: parent, top: top, height: ScreenLayoutTree.navigationBarHeight(navigation, environment: environment))
            return
        }
        guard let controller = view.owningController else { return }
        if let split = controller.parent as? SplitViewController, view.superview === split.viewIfLoaded {
            // A split view's column: its place, and the system's side margins for its width.
            // The split view fills its screen, or has its own (designed) frame inside another view.
            let fillsScreen = items[parent].parent.map { items[$0].parent == nil } ?? false
            let splitFrame = fillsScreen ? (screens.last?.frame ?? items[parent].frame) : items[parent].frame
            let size = Size(width: splitFrame.width, height: splitFrame.height)
            guard let frame = split.columnFrames(in: size).first(where: { $0.controller === controller })?.frame else { return }
            pin(index, to: parent, frame: frame)
            setMinimumSideMargins(index, width: frame.width, environment: environment)
            return
        }
        let fills: Bool
        if items[parent].parent == nil {
            fills = true
        } else if let container = controller.parent, container is NavigationController || container is TabBarController {
            fills = view.superview === container.viewIfLoaded
        } else {
            fills = view.superview?.elementName == "containerView"
        }
        guard fills else { return }
        pin(index, to: parent, top: 0, height: nil)
        // A controller's view keeps the system's minimum margins on its sides.
        // Containers span the screen's width; a container view is as wide as it was designed.
        let width = view.superview?.elementName == "containerView" ? items[index].frame.width : environment.screenSize.width
        setMinimumSideMargins(index, width: width, environment: environment)
    }

    /// A controller's view keeps the system's minimum margins on its sides: 16 pt below a
    /// width of 414 pt, 20 from there (none on a Mac).
    private mutating func setMinimumSideMargins(_ index: Int, width: Double, environment: LayoutEnvironment) {
        let side = environment.device.family == .mac ? 0 : (width >= 414 ? 20.0 : 16.0)
        var margins = items[index].layoutMargins ?? EdgeInsets()
        margins.left = max(margins.left, side)
        margins.right = max(margins.right, side)
        items[index].layoutMargins = margins
    }

    /// Holds an item at `frame` in its parent.
    private mutating func pin(_ index: Int, to parent: Int, frame: Rect) {
        items[index].translatesAutoresizingMask = false
        constraints += [
            LayoutConstraint(id: "", firstItem: index, firstAttribute: .left, secondItem: parent, secondAttribute: .left, constant: frame.x),
            LayoutConstraint(id: "", firstItem: index, firstAttribute: .top, secondItem: parent, secondAttribute: .top, constant: frame.y),
            LayoutConstraint(id: "", firstItem: index, firstAttribute: .width, constant: frame.width),
            LayoutConstraint(id: "", firstItem: index, firstAttribute: .height, constant: frame.height),
        ]
    }

    /// Holds an item to its parent's sides and, from `top` down, to its bottom or `height`.
    private mutating func pin(_ index: Int, to parent: Int, top: Double, height: Double?) {
        items[index].translatesAutoresizingMask = false
        func edge(_ attribute: LayoutConstraint.Attribute, _ constant: Double = 0) -> LayoutConstraint {
            LayoutConstraint(id: "", firstItem: index, firstAttribute: attribute, secondItem: parent,
                             secondAttribute: attribute, constant: constant)
        }
        constraints += [edge(.left), edge(.right), edge(.top, top)]
        if let height {
            constraints.append(LayoutConstraint(id: "", firstItem: index, firstAttribute: .height, constant: height))
        } else {
            constraints.append(edge(.bottom))
        }
    }

    // MARK: Constraints

    /// The document constraints whose views (and guides) are all on screen.
    private mutating func addConstraints() {
        for view in views {
            guard let view, !view.layoutState.constraints.isEmpty else { continue }
            for anchored in view.layoutState.constraints {
                guard let first = index(of: anchored.first) else { continue }
                var constraint = anchored.constraint
                constraint.firstItem = first
                if let second = anchored.second {
                    guard let index = index(of: second) else { continue }
                    constraint.secondItem = index
                }
                constraints.append(constraint)
            }
        }
    }

    private func index(of anchor: AnchoredConstraint.Anchor) -> Int? {
        guard let view = anchor.view else { return nil }
        let id = ObjectIdentifier(view)
        guard let guide = anchor.guide else { return indexOfView[id] }
        return firstGuide[id].map { $0 + guide }
    }
}
