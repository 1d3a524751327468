import StoryboardFormat

/// How a stack view arranges its arranged subviews (`UIStackView`'s properties).
package struct StackArrangement: Sendable, Hashable {
    package enum Axis: Sendable, Hashable { case horizontal, vertical }
    package enum Distribution: String, Sendable, Hashable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    package enum Alignment: String, Sendable, Hashable {
        case fill, leading, top, trailing, bottom, center, firstBaseline, lastBaseline
    }

    package var axis: Axis
    package var distribution: Distribution
    package var alignment: Alignment
    package var spacing: Double
    package var isLayoutMarginsRelativeArrangement: Bool
    package var isBaselineRelativeArrangement: Bool
    /// Whether the stack shrinks to nothing without arranged views: AppKit's `NSStackView`
    /// (its fitting size); a `UIStackView` with none has no arrangement constraints at all.
    package var collapsesWhenEmpty = false
    /// Whether the stack's baselines are those of its arranged views (`NSStackView`'s and
    /// `UIStackView`'s: a vertical one's first view's first baseline and last view's last, a
    /// horizontal one's first view's), not its bottom edge.
    package var takesBaselinesFromArrangedViews = false
    /// NSStackView's gravity areas (its distribution before macOS 10.11, which Xcode writes as
    /// no `distribution`): how many of its views, in order, are in its leading (top) and
    /// trailing (bottom) areas, and the priority at which it hugs them; nil for other stacks.
    package var gravityAreas: GravityAreas?
    /// Whether hidden views leave the arrangement altogether (`NSStackView`'s
    /// `detachesHiddenViews`): no place in the order, no alignment, their own size at the
    /// stack's origin.
    package var detachesHiddenViews = false

    package struct GravityAreas: Sendable, Hashable {
        package var beginning: Int
        package var end: Int
        package var hugging: Double
        package init(beginning: Int, end: Int, hugging: Double) {
            self.beginning = beginning
            self.end = end
            self.hugging = hugging
        }
    }

    package init(axis: Axis, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0,
                isLayoutMarginsRelativeArrangement: Bool = false, isBaselineRelativeArrangement: Bool = false) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    }
}
