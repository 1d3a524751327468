/// Rearranging the tabs (UIKit's tab bar customizing): the More list's Edit button shows the
/// Configure sheet with every customizable tab; dragging one onto a place on the bar puts it
/// there, and the tab that was there takes its place; Done ends it.
///
/// As Apple documents for `UITabBarControllerDelegate`, the delegate hears
/// `tabBarController(_:willBeginCustomizing:)` with the customizable tabs, then
/// `willEndCustomizing` and `didEndCustomizing` with all the tabs in their new order and
/// whether it changed; `viewControllers` holds the new order. Only the bar's first places are
/// targets (the More item stays last), and a tab not in `customizableViewControllers` neither
/// moves nor is displaced.
extension TabBarController {
    /// Whether the Configure sheet is shown.
    package var isCustomizing: Bool { tabsBeforeCustomizing != nil }

    /// The tabs the Configure sheet shows, in the tabs' order.
    package var customizingTabs: [ViewController] {
        let customizable = customizableViewControllers ?? []
        return tabs.filter { tab in customizable.contains { $0 === tab } }
    }

    /// The Edit button: the delegate hears `willBeginCustomizing`, the Configure sheet shows.
    func beginCustomizing() {
        guard !isCustomizing, let customizable = customizableViewControllers, !customizable.isEmpty else { return }
        delegate?.tabBarController(self, willBeginCustomizing: customizable)
        tabsBeforeCustomizing = tabs
    }

    /// A drag of `tab` from the Configure sheet onto the bar's place `position`: the tab there
    /// and `tab` swap places. False when either cannot move (not customizable, not a place on
    /// the bar, or not customizing).
    @discardableResult
    func moveTab(_ tab: ViewController, toBarPosition position: Int) -> Bool {
        guard isCustomizing, position >= 0, position < barTabCount,
            let from = tabs.firstIndex(where: { $0 === tab }),
            customizingTabs.contains(where: { $0 === tab }), customizingTabs.contains(where: { $0 === tabs[position] })
        else { return false }
        guard from != position else { return true }
        let selected = barSelectedTab
        tabs.swapAt(from, position)
        setChildrenOrder(tabs + children.filter { child in !tabs.contains { $0 === child } })
        if let selected, let index = tabs.firstIndex(where: { $0 === selected }) { storedSelectedIndex = index }
        reloadMoreList()
        return true
    }

    /// Done: the delegate hears `willEndCustomizing`, the sheet goes, then `didEndCustomizing`.
    func endCustomizing() {
        guard let before = tabsBeforeCustomizing else { return }
        let changed = before.count != tabs.count || zip(before, tabs).contains { $0 !== $1 }
        delegate?.tabBarController(self, willEndCustomizing: tabs, changed: changed)
        tabsBeforeCustomizing = nil
        reloadMoreList()
        delegate?.tabBarController(self, didEndCustomizing: tabs, changed: changed)
    }

    /// The Configure sheet's Done button.
    package var customizingDoneItem: BarButtonItem {
        BarButtonItem(barButtonSystemItem: .done, target: self, action: Self.endCustomizingAction)
    }

    static let endCustomizingAction: Selector = "endCustomizing:"
}
