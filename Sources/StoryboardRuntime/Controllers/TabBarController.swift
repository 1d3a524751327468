import Foundation

/// Controllers side by side, one shown at a time, chosen on a bar at the bottom
/// (`UITabBarController`). Only the selected tab's view is loaded at first.
///
/// When there are more tabs than the bar holds (five in compact width), the bar shows the
/// first four and a More tab whose navigation controller lists the others (see
/// TabBarController+More.swift).
@MainActor
open class TabBarController: ViewController {
    /// The selected tab's position (`selectedIndex`, as UIKit spells it). Setting it selects
    /// the tab as `select(_:)` does; an index out of range is ignored. While the More list
    /// itself is shown it is `NSNotFound`, as Apple documents; while the More navigation
    /// controller shows one of the tabs it lists, that tab's index.
    public var selectedIndex: Int {
        get {
            guard isMoreSelected else { return storedSelectedIndex }
            return moreShownTab.flatMap { shown in tabs.firstIndex { $0 === shown } } ?? NSNotFound
        }
        set { select(newValue) }
    }
    var storedSelectedIndex = 0
    /// Whether the More tab is the selected one (its navigation controller is shown).
    var isMoreSelected = false
    /// The tabs, in order (`viewControllers`). Each is a child of this controller, except the
    /// one the More navigation controller shows, which is lent to it.
    var tabs: [ViewController] = []
    /// The tabs the user may move while customizing (`customizableViewControllers`): every
    /// tab unless the app says otherwise; setting the tabs resets it to them, as in UIKit.
    /// Empty or nil, the More list shows no Edit button.
    public var customizableViewControllers: [ViewController]? {
        didSet { updateMoreEditButton() }
    }
    /// The tabs as they were when customizing began, while it goes on (see
    /// TabBarController+Customizing.swift).
    var tabsBeforeCustomizing: [ViewController]?
    var storedMoreNavigationController: NavigationController?
    /// The tab the More navigation controller was given to show, and what it lent.
    var moreBorrowed: MoreBorrowing?
    public weak var delegate: (any TabBarControllerDelegate)?

    public var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue ?? [], animated: false) }
    }

    /// The selected tab; the More navigation controller while the More list is shown, the
    /// tab it shows otherwise. Setting a tab the bar does not hold selects More and shows
    /// that tab in it; setting `moreNavigationController` selects the More tab.
    public var selectedViewController: ViewController? {
        get {
            if isMoreSelected { return moreShownTab ?? storedMoreNavigationController }
            return barSelectedTab
        }
        set {
            guard let newValue else { return }
            if newValue === storedMoreNavigationController {
                selectMore()
                return
            }
            guard let index = tabs.firstIndex(where: { $0 === newValue }) else {
                // UIKit raises: only one of the tabs can be selected.
                recordFailure(.selectingControllerOutsideTabs(newValue.className))
                return
            }
            select(index)
        }
    }

    /// The controller whose view the tab bar controller shows: the selected tab, or the More
    /// navigation controller while the More tab is selected.
    package var shownViewController: ViewController? {
        isMoreSelected ? storedMoreNavigationController : barSelectedTab
    }

    /// The tab at the stored selected index, when the bar holds one there.
    var barSelectedTab: ViewController? {
        tabs.indices.contains(storedSelectedIndex) ? tabs[storedSelectedIndex] : nil
    }

    package override var appearanceChildren: [ViewController] {
        shownViewController.map { [$0] } ?? []
    }

    package override var builtInActions: Set<Selector> { super.builtInActions.union([Self.endCustomizingAction]) }

    package override func performBuiltInAction(_ selector: Selector, sender: Any?) -> Bool {
        guard selector == Self.endCustomizingAction else { return super.performBuiltInAction(selector, sender: sender) }
        endCustomizing()
        return true
    }

    /// Replaces the tabs. Only controllers that arrive or leave hear the containment calls.
    /// As UIKit documents, the controller selected before stays selected when it is among the
    /// new ones (wherever it now is); otherwise the one at the same index; otherwise the first.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let old = selectedViewController
        var oldShown = shownViewController
        let oldIndex = storedSelectedIndex
        if isMoreSelected, let more = storedMoreNavigationController {
            // The More navigation controller leaves the screen first (the tab it shows with
            // it); what is selected afterwards appears.
            if isVisible { more.transitionAppearance(false, animated: animated) }
            oldShown = nil
        }
        // What the More navigation controller borrowed comes back first, so that the tabs
        // are this controller's children again while they are compared.
        returnTabsFromMore()
        let arriving = controllers.filter { new in !tabs.contains { $0 === new } }
        for tab in tabs where !controllers.contains(where: { $0 === tab }) {
            tab.callWillMove(toParent: nil)
            if tab === oldShown && isVisible { tab.transitionAppearance(false, animated: animated) }
            tab.removeFromContainer()
        }
        for controller in arriving { addChild(controller) }
        tabs = controllers
        customizableViewControllers = controllers
        setChildrenOrder(controllers + children.filter { child in !controllers.contains { $0 === child } })
        for controller in arriving { controller.callDidMove(toParent: self) }
        if let old, let index = controllers.firstIndex(where: { $0 === old }) {
            storedSelectedIndex = index
        } else {
            storedSelectedIndex = controllers.indices.contains(oldIndex) ? oldIndex : 0
        }
        isMoreSelected = false
        if storedSelectedIndex >= barTabCount {
            // The selected tab is now one the More list holds: More shows it.
            isMoreSelected = true
            showInMore(controllers[storedSelectedIndex])
        }
        if isVisible, let shown = shownViewController, shown !== oldShown {
            shown.transitionAppearance(true, animated: animated)
        }
        installSelectedView()
        reloadMoreList()
    }

    /// Selects a tab as the program does (`selectedIndex = i`): on screen, the new tab loads
    /// and appears while the old one disappears, in UIKit's order: new `viewDidLoad`, new
    /// `viewWillAppear`, old `viewWillDisappear`, old `viewDidDisappear`, new `viewDidAppear`.
    /// A tab the bar does not hold is shown by the More navigation controller, on its list.
    public func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        guard index < barTabCount else {
            selectInMore(tabs[index])
            return
        }
        switchShown {
            storedSelectedIndex = index
            isMoreSelected = false
        }
    }

    /// Changes what is shown (`change` sets the selection), with the tab switch's callbacks
    /// when on screen.
    func switchShown(_ change: () -> Void) {
        let old = shownViewController
        change()
        guard let new = shownViewController, new !== old else { return }
        guard isVisible && isInWindowHierarchy else {
            installSelectedView()
            return
        }
        new.loadViewIfNeeded()
        new.beginAppearanceTransition(true, animated: false)
        old?.beginAppearanceTransition(false, animated: false)
        old?.endAppearanceTransition()
        installSelectedView()
        new.endAppearanceTransition()
    }

    /// A tap on the tab at `position` of the bar (the More tab after the tabs it holds): the
    /// delegate may refuse it; then it is selected and the delegate told.
    func userSelect(_ position: Int) {
        let items = barTabs
        if position == items.count, showsMoreTab {
            userSelectMore()
            return
        }
        guard items.indices.contains(position) else { return }
        let controller = items[position]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(position)
        delegate?.tabBarController(self, didSelect: controller)
    }

    open override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    }

    package override func installView(of child: ViewController) {
        if child === shownViewController { installSelectedView() }
    }

    func installSelectedView() {
        guard isViewLoaded, let shown = shownViewController else { return }
        for child in children where child !== shown { child.viewIfLoaded?.removeFromSuperview() }
        view.insertSubview(shown.view, at: 0)
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        switch key {
        case "tabBar": return true
        case "delegate":
            delegate = object as? any TabBarControllerDelegate
            return true
        default: return super.setBuiltInOutlet(key, to: object)
        }
    }
}

/// Hears about tab selection (`UITabBarControllerDelegate`).
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController])
    func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool)
    func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) {}
    public func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) {}
    public func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) {}
}
