extension NavigationController {
    /// Whether the bar shows a back button: the shown stack holds more than its root, the top
    /// item does not hide it (`hidesBackButton`), and its left items, if any, supplement it
    /// (`leftItemsSupplementBackButton`) rather than replace it, as Apple documents
    /// `UINavigationItem`. Without it, a swipe from the edge does not go back either.
    package var showsBackButton: Bool {
        guard shownStack.count > 1, let item = shownTopViewController?.navigationItem else { return false }
        return !item.hidesBackButton && (item.leftBarButtonItems.isEmpty || item.leftItemsSupplementBackButton)
    }

    /// The items the toolbar shows: the top controller's `toolbarItems`, when the toolbar is
    /// not hidden (`isToolbarHidden`, `true` by default as in UIKit) and there are any.
    public var shownToolbarItems: [BarButtonItem]? {
        guard !isToolbarHidden, let items = shownTopViewController?.toolbarItems, !items.isEmpty else { return nil }
        return items
    }

    /// Whether the bar shows the top controller's title large: its item's
    /// `largeTitleDisplayMode`, where `automatic` takes the mode of the item below it in the
    /// stack, and the bottom one the bar's `prefersLargeTitles` (Apple's documentation).
    var showsLargeTitle: Bool {
        guard navigationBar.prefersLargeTitles else { return false }
        for controller in shownStack.reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }
}
