import StoryboardFormat

extension LaidOutView {
    /// The deepest view UIKit would deliver a touch at `point` (in this view's own
    /// coordinates) to, as `UIView.hitTest(_:with:)` decides: hidden, transparent
    /// (alpha ≤ 0.01) and non-interactive views and their subtrees are skipped, a touch
    /// outside a view never reaches its subviews (clipping or not), and later subviews are in
    /// front of earlier ones.
    public func hitTest(_ point: Point) -> LaidOutView? {
        guard !style.isHidden, style.alpha > 0.01, isUserInteractionEnabled,
            point.x >= 0, point.y >= 0, point.x < frame.width, point.y < frame.height
        else { return nil }
        for subview in subviews.reversed() {
            let local = Point(x: point.x - subview.frame.x, y: point.y - subview.frame.y)
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }
}

extension LaidOutScreen {
    /// The view a touch at `point` (screen coordinates, points) reaches; nil outside the
    /// screen.
    public func hitTest(_ point: Point) -> LaidOutView? {
        root.hitTest(Point(x: point.x - root.frame.x, y: point.y - root.frame.y))
    }
}
