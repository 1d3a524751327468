extension NavigationController {
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
