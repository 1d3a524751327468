import StoryboardLayout

extension View {
    /// The insets of the view that bars, the status bar, the sensor housing or the home
    /// indicator cover (`UIView.safeAreaInsets`), as the last layout pass found them: the part
    /// of the view outside its screen's safe rectangle.
    public var safeAreaInsets: EdgeInsets { layoutState.safeAreaInsets }

    /// Asks for `layoutSubviews` in the next layout pass (`UIView.setNeedsLayout`).
    public func setNeedsLayout() { layoutState.needsLayout = true }

    /// Puts each subview at the frame the last solve found for it (what `layoutSubviews`
    /// does unless a subclass places its subviews itself).
    public func applySolvedFramesToSubviews() {
        for subview in subviews {
            guard let frame = subview.layoutState.solvedFrame else { continue }
            subview.frame = frame
            subview.layoutState.appliedFrame = frame
        }
    }

    /// Lays out the screen the view is on: its window's, or the window its controller is
    /// presented in. A view on no screen keeps its frames.
    func layOutScreenIfNeeded() {
        var top = self
        while let superview = top.superview { top = superview }
        let window = top.hostingWindow ?? top.owningController?.rootAncestor.window
        window?.layOutScreens()
    }

    /// Whether code moved or resized the view since the layout engine last placed it (or
    /// since it was built): the engine then keeps it where code put it.
    var frameSetInCode: Bool {
        if let applied = layoutState.appliedFrame { return applied != frame }
        if let item = layoutState.item { return item.drawnFrame(around: item.frame) != frame }
        return false
    }
}

extension ViewController {
    /// A controller about to finish appearing is laid out first, as UIKit's layout pass runs
    /// between `viewWillAppear` and `viewDidAppear`.
    func layOutBeforeAppearing() {
        guard let window = rootAncestor.window, window.isKeyWindow else { return }
        window.layOutScreens()
    }
}
