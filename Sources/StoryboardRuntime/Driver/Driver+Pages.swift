/// The driver's page turns.
extension Driver {
    /// Swipes the page view controller on screen to the next (`forward`) or previous page;
    /// an error when there is no page that way.
    public func turnPage(_ direction: PageViewController.NavigationDirection) throws {
        guard let pages = visiblePageViewController else {
            throw DriverError.notFound("a page view controller", screen: describeScreen())
        }
        var turned = false
        try act { turned = pages.turnPage(direction) }
        guard turned else {
            throw DriverError.notFound("a \(direction == .forward ? "next" : "previous") page", screen: describeScreen())
        }
    }

    /// The first page view controller shown, searching the visible controller and the
    /// children whose views are loaded.
    var visiblePageViewController: PageViewController? {
        var stack = window.visibleViewController.map { [$0] } ?? []
        while let controller = stack.popLast() {
            if let pages = controller as? PageViewController { return pages }
            stack.append(contentsOf: controller.children.filter(\.isViewLoaded).reversed())
        }
        return nil
    }
}
