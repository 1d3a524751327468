import StoryboardFormat

extension LaidOutView {
    /// The deepest view UIKit would deliver a touch at `point` (in this view's own
    /// coordinates) to, as `UIView.hitTest(_:with:)` decides: hidden, transparent
    /// (alpha ≤ 0.01) and non-interactive views and their subtrees are skipped, a touch
    /// outside a view never reaches its subviews (clipping or not), and later subviews are in
    /// front of earlier ones.
    public func hitTest(_ point: Point) -> LaidOutView? { hit(point)?.view }

    /// The view hit and the point in its own coordinates.
    func hit(_ point: Point) -> (view: LaidOutView, point: Point)? {
        guard !style.isHidden, style.alpha > 0.01, isUserInteractionEnabled,
            point.x >= 0, point.y >= 0, point.x < frame.width, point.y < frame.height
        else { return nil }
        for subview in subviews.reversed() {
            let local = Point(x: point.x - subview.frame.x, y: point.y - subview.frame.y)
            if let hit = subview.hit(local) { return hit }
        }
        return (self, point)
    }
}

extension LaidOutScreen {
    /// The view a touch at `point` (screen coordinates, points) reaches; nil outside the
    /// screen.
    public func hitTest(_ point: Point) -> LaidOutView? {
        root.hitTest(Point(x: point.x - root.frame.x, y: point.y - root.frame.y))
    }

    /// The bar button item, back button (`BarLayout.backButtonID`) or tab a touch at `point`
    /// lands on, when it reaches a navigation bar, toolbar or tab bar; nil elsewhere.
    public func hitTestBarItem(_ point: Point) -> String? {
        guard let (view, local) = root.hit(Point(x: point.x - root.frame.x, y: point.y - root.frame.y)), let bar = view.content.bar else { return nil }
        let frames: [(id: String, frame: Rect)]
        switch view.kind {
        case .navigationBar: frames = BarLayout.navigationItemFrames(bar, width: view.frame.width)
        case .toolbar: frames = BarLayout.toolbarItemFrames(bar, width: view.frame.width)
        case .tabBar: frames = BarLayout.tabFrames(bar, width: view.frame.width)
        default: return nil
        }
        // Bar items take touches a little beyond their drawn width, as UIKit's do.
        return frames.first { item in
            local.x >= item.frame.x - 6 && local.x < item.frame.x + item.frame.width + 6 && local.y >= item.frame.y && local.y < item.frame.y + item.frame.height
        }?.id
    }
}
