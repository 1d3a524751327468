import Foundation

/// The More tab (`moreNavigationController`).
///
/// As Apple documents, a tab bar with more tabs than it holds shows the first four and the
/// standard More item; tapping it shows a navigation controller whose root lists the other
/// tabs by their tab bar items; choosing one pushes it there, with a back button to the list.
/// `selectedViewController` is then that tab and `selectedIndex` its index; while the list
/// itself is shown they are `moreNavigationController` and `NSNotFound`.
///
/// The bar holds five tabs in compact width. In regular width (an iPad) it holds eight: the
/// bottom tab bar of iOS 17 and earlier, which the runtime draws; iPadOS 18 moved the tab bar
/// to the top and shows every tab there (unconfirmed by Apple's documentation, which speaks
/// of five; reported by developers).
///
/// A tab the More navigation controller shows is lent to it: its parent (and so its
/// `navigationController`) is the More navigation controller while it is on that stack, and
/// the tab bar controller's again once it leaves. A tab that is a navigation controller lends
/// its stack instead (a navigation controller cannot be pushed), as UIKit does, and gets it
/// back. The lending makes no containment calls of its own; the push and pop do.
///
/// Choosing a tab in the More list does not call the delegate's `tabBarController(_:didSelect:)`
/// (it is a push inside the More navigation controller; widely reported, not documented);
/// tapping the More tab asks `shouldSelect` and tells `didSelect` with the More navigation
/// controller. Tapping the More tab while it is selected pops back to the list.
/// The list's Edit button rearranges the tabs (see TabBarController+Customizing.swift).
extension TabBarController {
    /// How many tabs the bar holds before the More tab takes the last place.
    var barTabLimit: Int { windowTraits.horizontalSizeClass == .regular ? 8 : 5 }

    /// Whether the bar shows the More tab.
    package var showsMoreTab: Bool { tabs.count > barTabLimit }

    /// How many tabs the bar holds itself.
    var barTabCount: Int { showsMoreTab ? barTabLimit - 1 : tabs.count }

    /// The tabs the bar shows, in order (the More tab follows them when `showsMoreTab`).
    package var barTabs: [ViewController] { Array(tabs.prefix(barTabCount)) }

    /// The tabs the More list holds.
    package var moreTabs: [ViewController] { Array(tabs.dropFirst(barTabCount)) }

    /// The navigation controller of the More tab. Always there, as Apple documents, even when
    /// the bar shows no More tab; never among `viewControllers`.
    public var moreNavigationController: NavigationController {
        if let more = storedMoreNavigationController { return more }
        let more = MoreNavigationController(rootViewController: MoreListController(owner: self))
        more.tabBarItem = TabBarItem()
        more.tabBarItem.systemItem = .more
        storedMoreNavigationController = more
        addChild(more)
        more.callDidMove(toParent: self)
        return more
    }

    /// The tab the More navigation controller shows above its list, if any.
    var moreShownTab: ViewController? {
        guard let borrowed = moreBorrowed, let more = storedMoreNavigationController,
            let first = borrowed.lent.first, more.viewControllers.contains(where: { $0 === first })
        else { return nil }
        return borrowed.tab
    }

    /// Selects the More tab as the program does (`selectedViewController =
    /// moreNavigationController`): it shows what it showed last, the list at first.
    func selectMore() {
        guard !isMoreSelected else { return }
        let more = moreNavigationController
        switchShown { isMoreSelected = true }
        more.loadViewIfNeeded()
    }

    /// A tap on the More tab: the delegate is asked and told with the More navigation
    /// controller; tapping it while it is selected pops back to the list.
    func userSelectMore() {
        let more = moreNavigationController
        if let delegate, !delegate.tabBarController(self, shouldSelect: more) { return }
        if isMoreSelected {
            more.popToRootViewController(animated: true)
        } else {
            selectMore()
        }
        delegate?.tabBarController(self, didSelect: more)
    }

    /// Selects a tab the More list holds, as the program does: More is selected and shows it.
    func selectInMore(_ tab: ViewController) {
        if isMoreSelected {
            showInMore(tab)
        } else {
            // Pushed while More is off screen, then More appears with the tab on top.
            showInMore(tab)
            selectMore()
        }
    }

    /// Shows `tab` on the More navigation controller, above its list (a choice in the list,
    /// or a selection by the program): another tab shown there goes back first.
    func showInMore(_ tab: ViewController) {
        let more = moreNavigationController
        guard moreShownTab !== tab else { return }
        if more.viewControllers.count > 1 {
            if more.isVisible && more.isInWindowHierarchy {
                more.popToRootViewController(animated: false)
            } else {
                returnTabsFromMore()
            }
        }
        let lent = (tab as? NavigationController)?.viewControllers ?? [tab]
        for controller in lent {
            controller.viewIfLoaded?.removeFromSuperview()
            moveChildSilently(controller, to: nil)
        }
        moreBorrowed = MoreBorrowing(tab: tab, lent: lent)
        more.setViewControllers(Array(more.viewControllers.prefix(1)) + lent, animated: true)
    }

    /// Gives back, without callbacks, what the More navigation controller shows above its
    /// list: a tab to this controller, a navigation controller's stack to it. Controllers the
    /// app pushed above a plain tab leave with it.
    func returnTabsFromMore() {
        guard let more = storedMoreNavigationController, let borrowed = moreBorrowed else { return }
        let onStack = Array(more.viewControllers.dropFirst())
        moreBorrowed = nil
        for controller in onStack {
            // Out of the More stack first, so that its view leaving is no disappearance: a tab
            // on screen stays on screen when the bar takes it back (a change of device).
            moveChildSilently(controller, to: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            if let navigation = borrowed.tab as? NavigationController {
                moveChildSilently(controller, to: navigation)
            } else {
                moveChildSilently(controller, to: controller === borrowed.tab ? self : nil)
            }
        }
        if !onStack.contains(where: { $0 === borrowed.tab }) && !(borrowed.tab is NavigationController) && borrowed.tab.parent == nil {
            moveChildSilently(borrowed.tab, to: self)
        }
        more.setViewControllers(Array(more.viewControllers.prefix(1)), animated: false)
    }

    /// After a pop on the More navigation controller: a tab popped off it comes back (a
    /// navigation controller's root comes back to it; what was pushed above it was popped).
    func reclaimPoppedTabs() {
        guard let borrowed = moreBorrowed, moreShownTab == nil else { return }
        moreBorrowed = nil
        if let navigation = borrowed.tab as? NavigationController {
            if let root = borrowed.lent.first, root.parent == nil { moveChildSilently(root, to: navigation) }
        } else if borrowed.tab.parent == nil {
            moveChildSilently(borrowed.tab, to: self)
        }
    }

    /// After a change of traits the bar may hold more or fewer tabs (five in compact width,
    /// eight in regular): a tab the More navigation controller showed that the bar now holds
    /// goes back to the bar, selected (the More list itself gives way to the first tab it
    /// listed); a selected tab the bar no longer holds moves into More. (Inferred: UIKit keeps
    /// the selected tab selected across the change; it does not document how.)
    func adaptMoreToTraits() {
        if isMoreSelected, !showsMoreTab {
            let tab = moreShownTab
            let index = tab.flatMap { shown in tabs.firstIndex { $0 === shown } } ?? min(barTabCount, tabs.count - 1)
            switchShown {
                returnTabsFromMore()
                storedSelectedIndex = max(index, 0)
                isMoreSelected = false
            }
        } else if !isMoreSelected, tabs.indices.contains(storedSelectedIndex), storedSelectedIndex >= barTabCount {
            selectInMore(tabs[storedSelectedIndex])
        }
        reloadMoreList()
    }

    /// The items the bar shows, in order: the tabs it holds, then the More item.
    package var barItems: [TabBarItem] {
        barTabs.map(\.tabBarItem) + (showsMoreTab ? [moreNavigationController.tabBarItem] : [])
    }

    /// The position on the bar of the selected item (the More item while More is selected).
    package var selectedBarPosition: Int? {
        if isMoreSelected { return barTabCount }
        let index = selectedIndex
        return index < barTabCount ? index : nil
    }

    /// The More list shows the tabs as they are now.
    func reloadMoreList() {
        ((storedMoreNavigationController?.viewControllers.first as? MoreListController)?.viewIfLoaded as? TableView)?.reloadData()
    }

    /// The More list has an Edit button while there are tabs to customize.
    func updateMoreEditButton() {
        (storedMoreNavigationController?.viewControllers.first as? MoreListController)?.updateEditButton()
    }

}

/// What the More navigation controller borrowed: the tab chosen, and the controllers it lent
/// (the tab itself, or a navigation controller's stack).
struct MoreBorrowing {
    let tab: ViewController
    let lent: [ViewController]
}

/// The More tab's navigation controller (UIKit's `UIMoreNavigationController`): after a pop,
/// the tab popped off goes back to its tab bar controller.
@MainActor
final class MoreNavigationController: NavigationController {
    @discardableResult
    override func popViewController(animated: Bool) -> ViewController? {
        let popped = super.popViewController(animated: animated)
        (parent as? TabBarController)?.reclaimPoppedTabs()
        return popped
    }

    @discardableResult
    override func popToRootViewController(animated: Bool) -> [ViewController]? {
        let popped = super.popToRootViewController(animated: animated)
        (parent as? TabBarController)?.reclaimPoppedTabs()
        return popped
    }

    @discardableResult
    override func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        let popped = super.popToViewController(controller, animated: animated)
        (parent as? TabBarController)?.reclaimPoppedTabs()
        return popped
    }
}

/// The root of the More tab (UIKit's `UIMoreListController`): a table listing the tabs the
/// bar does not hold by their tab bar items' titles, each with a disclosure indicator;
/// choosing one shows it on the More navigation controller.
@MainActor
final class MoreListController: TableViewController {
    weak var owner: TabBarController?

    convenience init(owner: TabBarController) {
        self.init()
        self.owner = owner
        title = "More"
        updateEditButton()
    }

    /// An Edit button on the right while the tab bar controller has tabs to customize
    /// (`customizableViewControllers`, as Apple documents: none when it is empty or nil).
    func updateEditButton() {
        let customizable = !(owner?.customizableViewControllers ?? []).isEmpty
        navigationItem.rightBarButtonItem = customizable
            ? BarButtonItem(barButtonSystemItem: .edit, target: self, action: Self.editAction) : nil
    }

    static let editAction: Selector = "beginCustomizing:"

    package override var builtInActions: Set<Selector> { super.builtInActions.union([Self.editAction]) }

    package override func performBuiltInAction(_ selector: Selector, sender: Any?) -> Bool {
        guard selector == Self.editAction else { return super.performBuiltInAction(selector, sender: sender) }
        owner?.beginCustomizing()
        return true
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        owner?.moreTabs.count ?? 0
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: "MoreListCell")
        cell.textLabel?.text = owner?.moreTabs[indexPath.row].tabBarItem.displayTitle
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let owner, owner.moreTabs.indices.contains(indexPath.row) else { return }
        // The list clears its selection when it shows again, as a table view controller does.
        tableView.deselectRow(at: indexPath, animated: false)
        owner.showInMore(owner.moreTabs[indexPath.row])
    }
}
