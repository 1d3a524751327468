/// Pages of controllers, one (or two, facing) on screen, turned by a swipe
/// (`UIPageViewController`).
///
/// Apple's documentation: `setViewControllers(_:direction:animated:completion:)` shows the
/// given page; a swipe asks the data source for the controller after (or before) the current
/// one and turns to it when there is one, then tells the delegate
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`. With
/// the scroll style, a data source that answers `presentationCount(for:)` and
/// `presentationIndex(for:)` gets a page control under the pages.
@MainActor
open class PageViewController: ViewController {
    /// `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: String, Sendable { case pageCurl, scroll }
    /// `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: String, Sendable { case horizontal, vertical }
    /// `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Sendable { case forward, reverse }

    public internal(set) var transitionStyle: TransitionStyle = .pageCurl
    public internal(set) var navigationOrientation: NavigationOrientation = .horizontal
    public weak var dataSource: (any PageViewControllerDataSource)?
    public weak var delegate: (any PageViewControllerDelegate)?

    /// The controllers on screen (one page, or two facing ones).
    public var viewControllers: [ViewController]? { children.isEmpty ? nil : children }

    package override var appearanceChildren: [ViewController] { children }

    open override func loadView() {
        view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    }

    /// Shows `controllers` as the current page: the old page leaves (willMove, disappears,
    /// removed), the new one is added, appears, and `didMove(toParent:)` ends the transition.
    public func setViewControllers(
        _ controllers: [ViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let old = children
        let new = controllers ?? []
        let visible = isVisible && isInWindowHierarchy
        for controller in new where !old.contains(where: { $0 === controller }) {
            addChild(controller)
            if visible {
                controller.loadViewIfNeeded()
                controller.beginAppearanceTransition(true, animated: animated)
            }
        }
        for controller in old where !new.contains(where: { $0 === controller }) {
            controller.callWillMove(toParent: nil)
            if visible { controller.beginAppearanceTransition(false, animated: animated) }
            controller.viewIfLoaded?.removeFromSuperview()
            if visible { controller.endAppearanceTransition() }
            controller.removeFromParent()
        }
        installPages()
        for controller in new where !old.contains(where: { $0 === controller }) {
            if visible { controller.endAppearanceTransition() }
            controller.callDidMove(toParent: self)
        }
        completion?(true)
    }

    package override func installView(of child: ViewController) {
        installPages()
    }

    private func installPages() {
        guard isViewLoaded else { return }
        for (index, child) in children.enumerated() where child.view.superview !== view {
            child.view.frame = view.bounds
            view.insertSubview(child.view, at: index)
        }
    }

    /// A swipe to the next page (`forward`) or the previous one: nothing when the data source
    /// has none (the end of the book).
    @discardableResult
    public func turnPage(_ direction: NavigationDirection) -> Bool {
        guard let current = children.last, let dataSource else { return false }
        let next = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return false }
        let previous = children
        delegate?.pageViewController(self, willTransitionTo: [next])
        setViewControllers([next], direction: direction, animated: true)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
        return true
    }

    /// The page control a scroll-style page view controller shows, when its data source
    /// gives the count: (current page, number of pages).
    var pageIndicator: (index: Int, count: Int)? {
        guard transitionStyle == .scroll, let dataSource, let count = dataSource.presentationCount(for: self) else { return nil }
        return (dataSource.presentationIndex(for: self) ?? 0, count)
    }

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        switch key {
        case "dataSource": dataSource = object as? any PageViewControllerDataSource
        case "delegate": delegate = object as? any PageViewControllerDelegate
        default: return super.setBuiltInOutlet(key, to: object)
        }
        return true
    }
}

/// The pages around the current one (`UIPageViewControllerDataSource`); the count and index
/// are optional, as in UIKit (nil: no page control).
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController?
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController?
    func presentationCount(for pageViewController: PageViewController) -> Int?
    func presentationIndex(for pageViewController: PageViewController) -> Int?
}

extension PageViewControllerDataSource {
    public func presentationCount(for pageViewController: PageViewController) -> Int? { nil }
    public func presentationIndex(for pageViewController: PageViewController) -> Int? { nil }
}

/// Hears about page turns (`UIPageViewControllerDelegate`).
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {}
}
