import StoryboardFormat

/// A stack of controllers with a bar on top (`UINavigationController`): push to drill down,
/// pop to come back.
@MainActor
open class NavigationController: ViewController {
    public let navigationBar = NavigationBar()
    public var isNavigationBarHidden = false
    public let toolbar = View()
    public var isToolbarHidden = true
    /// Pushed on another navigation controller by a collapsed split view: its bar is hidden
    /// while the outer one shows its stack.
    var isNestedInCollapsedSplitView = false

    public convenience init(rootViewController: ViewController) {
        self.init()
        addChild(rootViewController)
        rootViewController.callDidMove(toParent: self)
    }

    /// The stack, root first.
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    public var topViewController: ViewController? { children.last }

    /// The top controller, or what it presented.
    public var visibleViewController: ViewController? {
        presentedViewController ?? topViewController
    }

    package override var appearanceChildren: [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    package override var handlesShow: Bool { true }

    open override func show(_ controller: ViewController, sender: Any?) {
        pushViewController(controller, animated: true)
    }

    open override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        navigationBar.elementName = "navigationBar"
        view.addSubview(navigationBar)
    }

    package override func installView(of child: ViewController) {
        if child === topViewController { installTopView() }
    }

    /// Puts the top controller's view in the content area.
    private func installTopView() {
        guard isViewLoaded, let top = topViewController else { return }
        for child in children where child !== top { child.viewIfLoaded?.removeFromSuperview() }
        view.addSubview(top.view)
    }

    // MARK: Push and pop

    /// Pushes `controller`: `willMove(toParent:)`, its view loads, then (on screen) the old top
    /// disappears and the new one appears in UIKit's order, then `didMove(toParent:)`.
    /// Pushing a controller that is in the stack already is where UIKit raises: recorded as a
    /// typed error, and the stack is left as it was.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        pushViewController(controller, animated: animated, nested: false)
    }

    /// Pushes, allowing a navigation controller when a collapsed split view shows its detail
    /// (`nested`): UIKit makes that one exception to its rule. The nested navigation
    /// controller's bar hides; this one's bar shows the nested stack (`shownStack`).
    func pushViewController(_ controller: ViewController, animated: Bool, nested: Bool) {
        guard !children.contains(where: { $0 === controller }) else {
            controller.recordFailure(.pushingControllerTwice(controller.className))
            return
        }
        if nested, let inner = controller as? NavigationController {
            inner.isNavigationBarHidden = true
            inner.isNestedInCollapsedSplitView = true
        } else if controller is NavigationController {
            // UIKit raises; a navigation controller is presented, not pushed.
            controller.recordFailure(.pushingNavigationController)
            return
        }
        let old = topViewController
        addChild(controller)
        let onScreen = isVisible && isInWindowHierarchy
        if onScreen {
            controller.loadViewIfNeeded()
            old?.beginAppearanceTransition(false, animated: animated)
            controller.beginAppearanceTransition(true, animated: animated)
            installTopView()
            old?.endAppearanceTransition()
            controller.endAppearanceTransition()
        } else {
            installTopView()
        }
        controller.callDidMove(toParent: self)
    }

    /// Pops the top controller; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        return pop(to: children[children.count - 2], animated: animated).first ?? top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = children.first, children.count > 1 else { return nil }
        return pop(to: root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        guard children.contains(where: { $0 === controller }), controller !== topViewController else { return nil }
        return pop(to: controller, animated: animated)
    }

    /// Pops everything above `target`: each popped controller hears `willMove(toParent: nil)`,
    /// the old top disappears while `target` appears, then each is removed
    /// (`didMove(toParent: nil)`).
    private func pop(to target: ViewController, animated: Bool) -> [ViewController] {
        guard let index = children.firstIndex(where: { $0 === target }) else { return [] }
        let popped = Array(children[(index + 1)...])
        guard let old = popped.last else { return [] }
        for controller in popped.reversed() { controller.callWillMove(toParent: nil) }
        let onScreen = isVisible && isInWindowHierarchy
        if onScreen {
            old.beginAppearanceTransition(false, animated: animated)
            target.beginAppearanceTransition(true, animated: animated)
            old.endAppearanceTransition()
            target.endAppearanceTransition()
        }
        for controller in popped.reversed() {
            controller.removeFromContainer()
            if let nested = controller as? NavigationController, nested.isNestedInCollapsedSplitView {
                nested.isNestedInCollapsedSplitView = false
                nested.isNavigationBarHidden = false
            }
        }
        installTopView()
        return popped
    }

    /// Replaces the stack. Controllers that leave hear `willMove(toParent: nil)` and are
    /// removed; new ones are added; on screen, the old top disappears and the new one appears.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let old = topViewController
        let leaving = children.filter { current in !controllers.contains { $0 === current } }
        let arriving = controllers.filter { new in !children.contains { $0 === new } }
        for controller in leaving { controller.callWillMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        let new = controllers.last
        let onScreen = isVisible && isInWindowHierarchy && old !== new
        if onScreen {
            new?.loadViewIfNeeded()
            old?.beginAppearanceTransition(false, animated: animated)
            new?.beginAppearanceTransition(true, animated: animated)
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
        for controller in leaving { controller.removeFromContainer() }
        setChildrenOrder(controllers)
        installTopView()
        for controller in arriving { controller.callDidMove(toParent: self) }
    }

    // MARK: Split views

    /// A collapsing split view's secondary is pushed (a navigation controller too, nested).
    open override func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {
        pushViewController(secondaryViewController, animated: false, nested: true)
    }

    /// An expanding split view gets the top of the stack back, when there is more than the root.
    open override func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        popViewController(animated: false)
    }

    /// The stack the bar shows: this one's, with a nested navigation controller's stack in
    /// place of it.
    package var shownStack: [ViewController] {
        children.flatMap { child -> [ViewController] in
            guard let nested = child as? NavigationController, nested.isNestedInCollapsedSplitView else { return [child] }
            return nested.shownStack
        }
    }

    /// The controller whose navigation item the bar shows: the top of the shown stack.
    package var shownTopViewController: ViewController? { shownStack.last }

    /// The back button: pops the nested navigation controller's stack while it holds more
    /// than its root, else this one's.
    @discardableResult
    package func popShownViewController(animated: Bool) -> ViewController? {
        if let nested = topViewController as? NavigationController, nested.isNestedInCollapsedSplitView, nested.children.count > 1 {
            return nested.popViewController(animated: animated)
        }
        return popViewController(animated: animated)
    }

    // MARK: Back button

    /// The title the back button shows on top of the stack: the previous controller's back
    /// item or back title, else its title, else "Back".
    public var backButtonTitle: String? {
        let stack = shownStack
        guard stack.count > 1 else { return nil }
        let previous = stack[stack.count - 2].navigationItem
        if let back = previous.backBarButtonItem?.title { return back }
        if let back = previous.backButtonTitle { return back }
        if let title = previous.title, !title.isEmpty { return title }
        return "Back"
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        switch key {
        case "navigationBar", "toolbar": return true
        default: return super.setBuiltInOutlet(key, to: object)
        }
    }
}

/// The bar at the top of a navigation controller (`UINavigationBar`), or a bar placed in a
/// view by itself, which shows the items it holds (`items`, the top one last).
@MainActor
open class NavigationBar: View {
    public var barTintColor: Color?
    public var prefersLargeTitles = false
    /// A standalone bar's items (`<items>`); a navigation controller's bar shows its stack's.
    public var items: [NavigationItem]?
    public var topItem: NavigationItem? { items?.last }

    package override class var defaultElementName: String { "navigationBar" }

    /// A navigation controller describes its own bar; a standalone bar shows its top item:
    /// the title and the bar buttons on either side.
    package override var screenLine: String? {
        guard let item = topItem else { return nil }
        var parts = ["NavigationBar"]
        if !item.leftBarButtonItems.isEmpty { parts.append("left " + item.leftBarButtonItems.map(ScreenDescription.barButton).joined(separator: " ")) }
        if let titleView = item.titleView, !titleView.isHidden {
            parts.append("title [\(titleView.screenLine ?? "View")]")
        } else if let title = item.title, !title.isEmpty {
            parts.append(ScreenLine.quote(title))
        }
        if !item.rightBarButtonItems.isEmpty { parts.append("right " + item.rightBarButtonItems.map(ScreenDescription.barButton).joined(separator: " ")) }
        return parts.joined(separator: " ")
    }
}

extension NavigationBar: ElementDecodable {
    func decode(_ model: IBView, with decoder: SceneDecoder) {
        let tree = model.tree
        guard let list = tree.firstElement(of: model.node, named: "items") else { return }
        items = tree.elements(of: list, named: "navigationItem").map {
            decoder.decodeNavigationItem(IBNavigationItem(document: decoder.document, node: $0))
        }
        // The top item's title view is in the bar, as in UIKit (the bar's line shows it).
        if let titleView = topItem?.titleView { addSubview(titleView) }
    }
}
