import StoryboardFormat

/// One view or layout guide of a ``LayoutTree``.
package struct LayoutItem: Sendable, Hashable {
    /// What the item is; guides get their frames from their owner, never from constraints
    /// of their own.
    package enum Kind: Sendable, Hashable {
        case view
        /// `safeAreaLayoutGuide` of the owner (the item's `parent`).
        case safeAreaGuide
        /// `layoutMarginsGuide` of the owner.
        case marginsGuide
        /// `readableContentGuide` of the owner.
        case readableContentGuide
        /// A scroll view's `contentLayoutGuide`.
        case contentGuide
        /// A scroll view's `frameLayoutGuide`.
        case frameGuide
        /// A view controller's legacy `topLayoutGuide` / `bottomLayoutGuide`.
        case topLayoutGuide, bottomLayoutGuide
        /// A `UILayoutGuide` placed by constraints like a view.
        case freeGuide
    }

    /// How a view takes its frame when `translatesAutoresizingMaskIntoConstraints` is on.
    package struct AutoresizingMask: OptionSet, Sendable, Hashable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        package static let flexibleWidth = AutoresizingMask(rawValue: 2)
        package static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        package static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        package static let flexibleHeight = AutoresizingMask(rawValue: 16)
        package static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }

    package var id: String
    package var kind: Kind
    /// The element or class name (`label`, `stackView`), for rules that depend on it.
    package var elementName: String = ""
    /// The index of the enclosing view (or of the owner, for a guide); nil for a root.
    package var parent: Int?
    /// The frame in the parent's coordinates as stored for the designed device.
    package var frame: LayoutRect
    /// Whether the autoresizing mask, not constraints, places the view.
    package var translatesAutoresizingMask: Bool
    package var autoresizingMask: AutoresizingMask
    /// The natural size per axis (nil where the view has none).
    package var intrinsicWidth: Double?
    package var intrinsicHeight: Double?
    /// The width compression resistance holds when it is below `intrinsicWidth`: a label
    /// stored wider than its text (stretched by its constraints) gives way down to its text.
    package var compressedWidth: Double?
    package var horizontalHugging: Double = 250
    package var verticalHugging: Double = 250
    package var horizontalCompressionResistance: Double = 750
    package var verticalCompressionResistance: Double = 750
    /// Whether the view's required content width / height (hugging or compression resistance
    /// at 1000) goes in before the tree's other required constraints, so that a conflict with
    /// the view's own size constant breaks the constant (labels of Xcode 9 to 12, image views:
    /// DocumentLayoutTree).
    package var addsRequiredContentWidthFirst = false
    package var addsRequiredContentHeightFirst = false
    /// Explicit layout margins, or nil for UIKit's defaults.
    package var layoutMargins: EdgeInsets?
    package var preservesSuperviewLayoutMargins = false
    package var insetsLayoutMarginsFromSafeArea = true
    /// Distance from the top to the first baseline, and from the bottom up to the last one
    /// (nil: the bottom edge, as UIKit answers for views without text).
    package var firstBaseline: Double?
    package var lastBaselineFromBottom: Double?
    package var isHidden = false
    /// The stack view's arrangement, when the view is a `UIStackView`.
    package var stack: StackArrangement?
    /// The rows, columns and cells, when the view is an `NSGridView`.
    package var grid: GridArrangement?
    /// Whether the item is a scroll view whose edge constraints to its subviews bind the
    /// content area, not the frame.
    package var isScrollView = false
    /// A scroll view whose content inset follows its safe area (`contentInsetAdjustmentBehavior`
    /// other than `never`): its content starts scrolled to the inset's top.
    package var adjustsContentInset = true
    /// How far the drawn frame extends beyond the alignment rectangle that constraints bind
    /// (AppKit's bezels and focus rings); the item's `frame` here is the alignment rectangle.
    package var alignmentInsets: EdgeInsets = .zero
    /// An inset-grouped table, and its cells: cells sit this far in from the table's sides.
    package var insetGroupedCellInset: Double?
    /// A wrapping label's text: its height follows its width.
    package var wrappingText: WrappingText?
    /// A collection view whose vertical flow layout places its cells (all of one size): they
    /// are placed anew at its width.
    package var flowLayout: FlowLayout?
    /// Whether the stored `y` counts from the parent's bottom (AppKit's unflipped views).
    package var measuresYFromBottom = false
    /// How Interface Builder places the item on its canvas when it is a root (the defaults for
    /// any other item).
    package var canvas = CanvasPlacement()

    package init(id: String, kind: Kind = .view, parent: Int?, frame: LayoutRect,
                translatesAutoresizingMask: Bool = true, autoresizingMask: AutoresizingMask = []) {
        self.id = id
        self.kind = kind
        self.parent = parent
        self.frame = frame
        self.translatesAutoresizingMask = translatesAutoresizingMask
        self.autoresizingMask = autoresizingMask
    }
}

extension LayoutItem {
    /// The frame drawn around `alignmentRect` (what constraints bind): wider by the item's
    /// alignment insets.
    package func drawnFrame(around alignmentRect: LayoutRect) -> LayoutRect { alignmentRect.outset(by: alignmentInsets) }

    /// The alignment rectangle inside a drawn `frame`.
    package func alignmentRect(in frame: LayoutRect) -> LayoutRect { frame.inset(by: alignmentInsets) }
}
