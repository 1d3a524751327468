import StoryboardLayout

/// What a view brings to the layout engine and what it last got back: the item its document
/// element makes (frame as designed, intrinsic size, margins, stack arrangement), the guides it
/// owns, the constraints declared in its document unit, and the frame of the last solve.
struct ViewLayoutState {
    /// The engine's item for the view's element, as the document designed it; nil for a view
    /// made in code (its current frame and no autoresizing then place it).
    var item: LayoutItem?
    /// The layout guides the view owns (safe area, margins, scroll guides, a controller's
    /// legacy top and bottom guides), with `parent` unset.
    var guides: [LayoutItem] = []
    /// The constraints of the document unit the view is the root of.
    var constraints: [AnchoredConstraint] = []
    /// The text the view showed when its item was made: while it shows the same, the size
    /// Xcode stored is its intrinsic size.
    var designedText: String?
    /// The frame the last layout pass gave the view (or code set since, see `frameSetInCode`).
    var appliedFrame: Rect?
    /// The frame the last solve found, applied by the superview's `layoutSubviews`.
    var solvedFrame: Rect?
    /// The safe-area insets of the last solve.
    var safeAreaInsets = EdgeInsets.zero
    /// `setNeedsLayout()` was called since the view last laid out its subviews.
    var needsLayout = true
    /// The size the view had when it last laid out its subviews.
    var laidOutSize: Size?
}

/// A document constraint whose items are live views (or guides they own), so that it follows
/// the views wherever the runtime puts them, and drops out when one leaves the screen.
struct AnchoredConstraint {
    /// A view, or the guide at `guide` in its owner's `guides`.
    struct Anchor {
        weak var view: View?
        var guide: Int?
    }

    var constraint: LayoutConstraint
    var first: Anchor
    var second: Anchor?
}
