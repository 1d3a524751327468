import StoryboardFormat

/// What the layout engine needs to know about a tree of views: the seam between the engine and
/// whoever owns the views (a document scene, or the live views of the runtime), so that one
/// engine lays out both.
package protocol LayoutTree {
    /// The items (views and layout guides), every parent before its children.
    var items: [LayoutItem] { get }
    /// The constraints between items, in the order they were declared.
    var constraints: [LayoutConstraint] { get }
}

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

/// A rectangle in points: the document model's `Rect` (one type for frames across modules).
public typealias LayoutRect = Rect

extension LayoutItem {
    /// The frame drawn around `alignmentRect` (what constraints bind): wider by the item's
    /// alignment insets.
    package func drawnFrame(around alignmentRect: LayoutRect) -> LayoutRect { alignmentRect.outset(by: alignmentInsets) }

    /// The alignment rectangle inside a drawn `frame`.
    package func alignmentRect(in frame: LayoutRect) -> LayoutRect { frame.inset(by: alignmentInsets) }
}

extension Rect {
    /// The rectangle less `insets` on each side (`UIEdgeInsetsInsetRect`).
    package func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The rectangle grown by `insets` on each side.
    package func outset(by insets: EdgeInsets) -> Rect {
        Rect(x: x - insets.left, y: y - insets.top,
             width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }
}

extension Rect {
    /// The empty rectangle at the origin (`CGRect.zero`).
    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}

/// A vertical `UICollectionViewFlowLayout` whose cells are all of one size: lines of as many
/// cells as fit between the section insets, the first at the left inset and the others spread
/// as on a full line (one cell alone on its line is centred), lines one below another.
package struct FlowLayout: Sendable, Hashable {
    package var leftInset: Double
    package var rightInset: Double
    package var interitemSpacing: Double
    package var lineSpacing: Double
    /// The first line's top, as stored.
    package var top: Double

    package init(leftInset: Double, rightInset: Double, interitemSpacing: Double, lineSpacing: Double, top: Double) {
        self.leftInset = leftInset
        self.rightInset = rightInset
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.top = top
    }

    /// The origins of `count` cells of `size` in a collection view `width` wide.
    package func origins(count: Int, size: LayoutSize, width: Double) -> [(x: Double, y: Double)] {
        let available = width - leftInset - rightInset
        let perLine = max(1, Int(((available + interitemSpacing + 1e-6) / (size.width + interitemSpacing)).rounded(.down)))
        let spacing = perLine > 1 ? (available - Double(perLine) * size.width) / Double(perLine - 1) : 0
        return (0..<count).map { index in
            let column = index % perLine, line = index / perLine
            let x = perLine == 1 ? leftInset + (available - size.width) / 2 : leftInset + Double(column) * (size.width + spacing)
            return (x, top + Double(line) * (size.height + lineSpacing))
        }
    }
}

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

/// How an `NSGridView` lays out its cells' views: rows and columns as tall and wide as their
/// tallest and widest views, the spacing apart, each view placed in its cell (or merged cells)
/// by the cell's, its column's or row's, or the grid's placement.
package struct GridArrangement: Sendable, Hashable {
    package enum Placement: String, Sendable, Hashable { case leading, trailing, top, bottom, center, fill }
    /// Where a content view sits: its first row and column, how many it spans, and its
    /// placement across and down.
    package struct Cell: Sendable, Hashable {
        package var row: Int, column: Int
        package var rowSpan = 1, columnSpan = 1
        package var xPlacement: Placement, yPlacement: Placement
        package init(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1, xPlacement: Placement, yPlacement: Placement) {
            self.row = row; self.column = column; self.rowSpan = rowSpan; self.columnSpan = columnSpan
            self.xPlacement = xPlacement; self.yPlacement = yPlacement
        }
    }

    package var rowCount: Int, columnCount: Int
    package var rowSpacing: Double, columnSpacing: Double
    /// The cell of each content view, by the view's id.
    package var cells: [String: Cell]

    package init(rowCount: Int, columnCount: Int, rowSpacing: Double, columnSpacing: Double, cells: [String: Cell]) {
        self.rowCount = rowCount; self.columnCount = columnCount
        self.rowSpacing = rowSpacing; self.columnSpacing = columnSpacing
        self.cells = cells
    }
}

/// `first.attribute relation second.attribute × multiplier + constant` at a priority, between
/// two items of a ``LayoutTree`` (`NSLayoutConstraint`'s shape).
package struct LayoutConstraint: Sendable, Hashable {
    /// An edge, dimension, center or baseline of an item (`NSLayoutConstraint.Attribute`).
    package enum Attribute: String, Sendable, Hashable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline = "baseline", firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute
    }

    package var id: String
    package var firstItem: Int
    package var firstAttribute: Attribute
    package var relation: Relation
    package var secondItem: Int?
    package var secondAttribute: Attribute
    package var multiplier: Double
    package var constant: Double
    /// UIKit priority, 1–1000.
    package var priority: Double
    /// Where the constraint is declared, for diagnostics.
    package var position: SourcePosition?

    package init(id: String, firstItem: Int, firstAttribute: Attribute, relation: Relation = .equal,
                secondItem: Int? = nil, secondAttribute: Attribute = .notAnAttribute,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, location: SourcePosition? = nil) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.position = location
    }
}
