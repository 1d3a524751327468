/// Controllers side by side, one shown at a time, chosen on a bar at the bottom
/// (`UITabBarController`). Only the selected tab's view is loaded at first.
@MainActor
open class TabBarController: ViewController {
    /// The selected tab's position (`selectedIndex`, as UIKit spells it). Setting it selects
    /// the tab as `select(_:)` does; an index out of range is ignored.
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(newValue) }
    }
    private var storedSelectedIndex = 0
    public weak var delegate: (any TabBarControllerDelegate)?

    public var viewControllers: [ViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue ?? [], animated: false) }
    }

    public var selectedViewController: ViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set {
            guard let newValue else { return }
            guard let index = children.firstIndex(where: { $0 === newValue }) else {
                // UIKit raises: only one of the tabs can be selected.
                recordFailure(.selectingControllerOutsideTabs(newValue.className))
                return
            }
            select(index)
        }
    }

    package override var appearanceChildren: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// Replaces the tabs. Only controllers that arrive or leave hear the containment calls.
    /// As UIKit documents, the controller selected before stays selected when it is among the
    /// new ones (wherever it now is); otherwise the one at the same index; otherwise the first.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let old = selectedViewController
        let oldIndex = storedSelectedIndex
        let arriving = controllers.filter { new in !children.contains { $0 === new } }
        for child in children where !controllers.contains(where: { $0 === child }) {
            child.callWillMove(toParent: nil)
            if child === old && isVisible { child.transitionAppearance(false, animated: animated) }
            child.removeFromContainer()
        }
        for controller in arriving { addChild(controller) }
        setChildrenOrder(controllers)
        for controller in arriving { controller.callDidMove(toParent: self) }
        if let old, let index = controllers.firstIndex(where: { $0 === old }) {
            storedSelectedIndex = index
        } else {
            storedSelectedIndex = controllers.indices.contains(oldIndex) ? oldIndex : 0
        }
        if isVisible, let selected = selectedViewController, selected !== old {
            selected.transitionAppearance(true, animated: animated)
        }
        installSelectedView()
    }

    /// Selects a tab as the program does (`selectedIndex = i`): on screen, the new tab loads
    /// and appears while the old one disappears, in UIKit's order: new `viewDidLoad`, new
    /// `viewWillAppear`, old `viewWillDisappear`, old `viewDidDisappear`, new `viewDidAppear`.
    public func select(_ index: Int) {
        guard children.indices.contains(index), index != selectedIndex else { return }
        let old = selectedViewController
        storedSelectedIndex = index
        let new = children[index]
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

    /// A tap on a tab: the delegate may refuse it; then it is selected and the delegate told.
    func userSelect(_ index: Int) {
        guard children.indices.contains(index) else { return }
        let controller = children[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    open override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    }

    package override func installView(of child: ViewController) {
        if child === selectedViewController { installSelectedView() }
    }

    private func installSelectedView() {
        guard isViewLoaded, let selected = selectedViewController else { return }
        for child in children where child !== selected { child.viewIfLoaded?.removeFromSuperview() }
        view.insertSubview(selected.view, at: 0)
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
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
