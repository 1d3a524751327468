import StoryboardFormat

/// A tree's constraints turned into one linear system: four variables per item (left, top,
/// width, height in the root's coordinates), the tree's own constraints, those UIKit derives
/// (autoresizing masks, intrinsic sizes, guides, stack views), and weak "stay" edit variables
/// that hold under-constrained views where they were stored, so ambiguity is deterministic
/// and detectable.
package struct LayoutSystem {
    package private(set) var solver = Solver()
    let items: [LayoutItem]
    let environment: LayoutEnvironment
    var left: [Variable] = [], top: [Variable] = [], width: [Variable] = [], height: [Variable] = []
    /// A scroll view's content size variables (index → (width, height)).
    var contentSize: [Int: (Variable, Variable)] = [:]
    /// Stored absolute frames (the stay targets).
    var storedAbsolute: [LayoutRect] = []
    var safeInsets: [EdgeInsets]
    var margins: [EdgeInsets] = []
    var stays: [(variable: Variable, value: Double, depth: Int, item: Int)] = []
    /// Each root's size constraints (required, and added before the tree's: a window or a
    /// presentation sets a root's frame, and what does not fit it gives way).
    var rootSizes: [(index: Int, width: ConstraintID, height: ConstraintID)] = []
    /// The view sizes held at 0 or more so far (``holdSizesNonnegative()``).
    var nonnegativeSizes: Set<Variable> = []
    /// The hidden views of stacks with one visible view, with the constraint that puts each in
    /// the middle of its gap (``placeUncollapsedHiddenViews()``).
    var loneStackHiddenViews: [(view: Int, stack: Int, middle: ConstraintID?)] = []
    /// The items some constraint of the tree names (``ambiguousItems()``: Interface Builder
    /// gives a view no constraint names a fixed frame).
    var constrainedItems: Set<Int> = []
    package private(set) var warnings: [LayoutWarning] = []
    /// Every constraint given to the solver, for export.
    package private(set) var exported: [Constraint] = []
    /// Every edit variable with its strength and suggested value, for export.
    package private(set) var exportedEdits: [(variable: Variable, strength: Strength, value: Double)] = []
    var exportsConstraints: Bool
    /// The weights of the optional priorities in this system (set when it is built).
    var levels = PriorityLevels([])
    /// Whether the solver failed in a way other than a broken constraint (an unbounded or
    /// non-converging pivot sequence); the frames are then best effort.
    package private(set) var hadSolverFailure = false

    /// Strength of the weak stays on a view's stored position: below any UIKit priority.
    static let stayStrength = Strength(weight: 0.005)
    /// Strength of the stays on a view's stored size: above those on its position, so that a
    /// view whose constraints fix one edge or its centre and leave its size free (ambiguous: the
    /// canvas keeps it as stored) keeps its stored size and takes its place from what is fixed,
    /// where a tie let the solver keep the stored position and stretch the view instead.
    /// DuckDuckGo's browsing menu (tools 23504): a menu pinned to the trailing edge at most 30 pt
    /// from the leading one, stored 345 pt wide, and the 12 views in it; Habitica's buy modal
    /// (centred, its height free) and two views pinned by their bottom and trailing edges with
    /// their size free: 17 views placed right, none broken, device pairs unchanged. (At 0.02
    /// over 0.01 as many were placed, but 44 more views were called ambiguous, 33 of them views
    /// Xcode does not flag: the stays moved by 97 pt outweighed more weak constraints.)
    static let sizeStayStrength = Strength(weight: 0.01)

    /// Where each item ended up in an earlier solve, in its parent's coordinates (nil: where
    /// the file stored it): margins preserved from a superview are measured from there.
    let placedFrames: [LayoutRect]?

    init(items: [LayoutItem], environment: LayoutEnvironment, safeInsets: [EdgeInsets], placedFrames: [LayoutRect]? = nil,
         exportsConstraints: Bool = false) {
        self.items = items
        self.environment = environment
        self.safeInsets = safeInsets
        self.placedFrames = placedFrames
        self.exportsConstraints = exportsConstraints
        storedAbsolute = LayoutSystem.absoluteFrames(items.map(\.frame), items: items)
        margins = computeMargins()
    }

    /// The inverse of `absoluteFrames(_:items:)`: each view's frame in its parent's coordinates.
    static func relativeFrames(_ absolute: [LayoutRect], items: [LayoutItem]) -> [LayoutRect] {
        var result = absolute
        for index in items.indices {
            if let parent = items[index].parent, items[index].kind == .view || items[index].kind == .freeGuide {
                result[index].x -= absolute[parent].x
                result[index].y -= absolute[parent].y
            }
        }
        return result
    }

    static func absoluteFrames(_ frames: [LayoutRect], items: [LayoutItem]) -> [LayoutRect] {
        var result = frames
        for index in items.indices {
            if let parent = items[index].parent, items[index].kind == .view || items[index].kind == .freeGuide {
                result[index].x += result[parent].x
                result[index].y += result[parent].y
            }
        }
        return result
    }

    // MARK: Margins

    /// UIKit's layout margins for each item: explicit, or 8 pt; a controller's root view
    /// uses the device's system minimum on the sides; safe-area insets add when
    /// `insetsLayoutMarginsFromSafeArea`.
    private func computeMargins() -> [EdgeInsets] {
        var result: [EdgeInsets] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let grownWidth = item.canvas.containerSize?.width
                ?? item.frame.width + (item.canvas.followsScreen ? environment.screenSize.width - environment.designedScreenSize.width : 0)
            // A controller's root goes by its width alone, not the size class as a xib's view
            // does (Apple's AVAE mixer sample: controllers embedded in 240 pt containers on an
            // iPad, their content 16 pt in; taking the class broke those 9 views).
            let side = item.canvas.systemMinimumSideMargin ?? (environment.device.family == .mac ? 0 : Device.systemMinimumSideMargin(width: grownWidth))
            var insets: EdgeInsets
            if let explicit = item.layoutMargins {
                insets = explicit
            } else if item.parent == nil && item.canvas.followsScreen {
                // A controller's root view: the system minimum on the sides, nothing above and
                // below (the safe area, added next, is the top and bottom margin).
                insets = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            } else {
                insets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            }
            if item.parent == nil && item.canvas.followsScreen, item.layoutMargins != nil {
                insets.left = max(insets.left, side)
                insets.right = max(insets.right, side)
            }
            if item.insetsLayoutMarginsFromSafeArea && index < safeInsets.count {
                let safe = safeInsets[index]
                insets.top += safe.top
                insets.left += safe.left
                insets.bottom += safe.bottom
                insets.right += safe.right
            }
            // UIKit measures the overlap where the view is laid out: a later pass measures it on
            // the solved frames. A constrained view's stored origin is no input (check.py moves
            // it by 37 pt): until it is placed, it takes none of its superview's margins.
            if item.preservesSuperviewLayoutMargins, let parent = item.parent, parent < result.count,
               placedFrames != nil || item.translatesAutoresizingMask {
                let frame = placedFrames?[index] ?? item.frame
                let parentFrame = placedFrames?[parent] ?? items[parent].frame
                let outer = result[parent]
                // A view reaching past its superview's edge (a scroll view's wider content) takes
                // at most the superview's margin there: Wikipedia's edit toolbar stores a 528 pt
                // content view of a 256 pt scroll view with its stack 8 pt inside (uncapped, the
                // overhang fed back into the margin at every pass).
                insets.left = max(insets.left, outer.left - max(0, frame.x))
                insets.right = max(insets.right, outer.right - max(0, parentFrame.width - frame.x - frame.width))
                // A table's cells sit in its scrolling content, out of reach of its top and
                // bottom margins (and the bars' safe area in them).
                if items[parent].elementName != "tableView" {
                    insets.top = max(insets.top, outer.top - max(0, frame.y))
                    insets.bottom = max(insets.bottom, outer.bottom - max(0, parentFrame.height - frame.y - frame.height))
                }
            }
            result.append(insets)
        }
        return result
    }

    // MARK: Building

    /// Adds `constraint`, or reports it broken; returns its id, for a constraint removed later
    /// (``remove(_:)``).
    @discardableResult
    mutating func add(_ constraint: Constraint, name: String? = nil, source: LayoutConstraint? = nil, location: SourcePosition? = nil) -> ConstraintID? {
        do {
            let id = try solver.add(constraint)
            if exportsConstraints { exported.append(constraint) }
            return id
        } catch {
            if error is SolverFailure { hadSolverFailure = true }
            if let name = source.map(describe) ?? name {
                warnings.append(LayoutWarning(
                    kind: .unsatisfiable,
                    message: "Unable to simultaneously satisfy constraints: breaking \(name)",
                    position: location))
            }
            return nil
        }
    }

    func x(_ v: Variable) -> LinearExpression { LinearExpression(v) }

    /// Removes a constraint ``add(_:name:source:location:)`` added, from the export too.
    mutating func remove(_ id: ConstraintID) {
        guard let constraint = solver.constraint(id) else { return }
        try? solver.remove(id)
        if exportsConstraints, let index = exported.lastIndex(of: constraint) { exported.remove(at: index) }
    }

    mutating func build(constraints: [LayoutConstraint]) {
        let count = items.count
        levels = PriorityLevels(LayoutSystem.priorities(items: items, constraints: constraints))
        for _ in 0..<count {
            left.append(solver.makeVariable())
            top.append(solver.makeVariable())
            width.append(solver.makeVariable())
            height.append(solver.makeVariable())
        }
        // Guides alias their owner's variables where they coincide.
        for (index, item) in items.enumerated() {
            guard let owner = item.parent else { continue }
            switch item.kind {
            case .frameGuide:
                left[index] = left[owner]; top[index] = top[owner]
                width[index] = width[owner]; height[index] = height[owner]
            case .contentGuide:
                left[index] = left[owner]; top[index] = top[owner]
                let content = contentVariables(owner)
                width[index] = content.0; height[index] = content.1
            default: break
            }
        }
        for index in 0..<count { placeStructurally(index) }
        var required: [LayoutConstraint] = [], optional: [LayoutConstraint] = []
        for constraint in constraints {
            constrainedItems.insert(constraint.firstItem)
            if let second = constraint.secondItem { constrainedItems.insert(second) }
        }
        for var constraint in constraints {
            if constraint.priority >= 1000, isCrossSizeInFillStack(constraint) || isAxisSizeInStack(constraint) {
                constraint.priority = Self.yieldingToFillPriority
            }
            if constraint.priority >= 1000 { required.append(constraint) } else { optional.append(constraint) }
        }
        let stackOrder = fillStackOrderWeights()
        for index in 0..<count { addIntrinsicSize(index, early: true, stackOrder: stackOrder[index]) }
        let placesArrangedView = required.map(placesArrangedViewAlongAxisFromOutside)
        for (constraint, later) in zip(required, placesArrangedView) where !later { addTreeConstraint(constraint) }
        for index in 0..<count where items[index].stack != nil { arrangeStack(index) }
        for (constraint, later) in zip(required, placesArrangedView) where later { addTreeConstraint(constraint) }
        for index in 0..<count where items[index].grid != nil { arrangeGrid(index) }
        for index in 0..<count { addIntrinsicSize(index, stackOrder: stackOrder[index]) }
        // Optional constraints, highest priority first (stable).
        for constraint in optional.sorted(by: { $0.priority > $1.priority }) { addTreeConstraint(constraint) }
        addStays()
        holdSizesNonnegative()
        placeUncollapsedHiddenViews()
    }

    /// A UIStackView filling its axis settles a tie between its arranged views' equal content
    /// priorities by their order ("if there is any ambiguity, the stack view resizes the arranged
    /// views based on their index"): the earlier view keeps its content size and the later one
    /// stretches or shrinks, so each visible arranged view's content priorities along the axis
    /// weigh up to 5% more the earlier it is (below the factor between two priority levels).
    /// Wikipedia's location prompt (tools 13196), two labels at 251 in a stack stretched by
    /// 21 pt: Xcode stretches the second, 3 of 3 views. Not NSStackView (`collapsesWhenEmpty`):
    /// its one such document (WWDC's preferences) goes the other way.
    func fillStackOrderWeights() -> [Int: (axis: StackArrangement.Axis, weight: Double)] {
        var arranged: [Int: [Int]] = [:]
        for index in items.indices {
            guard items[index].kind == .view, !items[index].isHidden, let parent = items[index].parent,
                  let stack = items[parent].stack, stack.distribution == .fill, !stack.collapsesWhenEmpty else { continue }
            arranged[parent, default: []].append(index)
        }
        var weights: [Int: (axis: StackArrangement.Axis, weight: Double)] = [:]
        for (parent, views) in arranged where views.count > 1 {
            guard let axis = items[parent].stack?.axis else { continue }
            for (position, index) in views.enumerated() {
                weights[index] = (axis, 1 + 0.05 * Double(views.count - position) / Double(views.count))
            }
        }
        return weights
    }

    /// Whether `constraint` places a visible arranged view of a `UIStackView` along its axis
    /// against an item other than the stack: the stack's arrangement goes first, so in a conflict
    /// it holds (PirateHandbook's menu, tools 13196: a row arranged third and also centred in the
    /// screen stays 8 pt below the second button, 2 of 2 views; Loop's HUD view, 2 documents
    /// 0.5 pt closer). Not NSStackView (`collapsesWhenEmpty`): iina's preferences keep the
    /// document's constraints (16 views).
    func placesArrangedViewAlongAxisFromOutside(_ constraint: LayoutConstraint) -> Bool {
        func along(_ item: Int, _ attribute: LayoutConstraint.Attribute, other: Int?) -> Bool {
            guard let stackIndex = items[item].parent, let stack = items[stackIndex].stack, !stack.collapsesWhenEmpty,
                  items[item].kind == .view, !items[item].isHidden, other != stackIndex else { return false }
            switch attribute {
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
                return stack.axis == .vertical
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return stack.axis == .horizontal
            default: return false
            }
        }
        if along(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem) { return true }
        if let second = constraint.secondItem, along(second, constraint.secondAttribute, other: constraint.firstItem) { return true }
        return false
    }

    /// Interface Builder stores no negative size (0 of the corpus's 37,922 views): a view's
    /// width and height of 0 or more outrank every optional priority, the yielding of a
    /// required size to a fill stack's alignment included (Loop's status rows: a stack holding
    /// a 52 pt chevron gives way to 47 pt, so that the progress bars below keep 0 pt); a
    /// document's required constraints still win, and UIKit clamps the frame then.
    ///
    /// Only the sizes that come out negative get the constraint, until none does: an optional
    /// constraint the solution already satisfies has no error, so the solution stays optimal
    /// with all of them, and the system keeps two rows fewer per view (a device switch, which
    /// pivots through every row, took twice as long with them all).
    mutating func holdSizesNonnegative() {
        guard environment.device.family != .mac else { return }
        let strength = levels.strength(Self.nonnegativePriority)
        while true {
            var added = false
            for index in items.indices where items[index].kind == .view && items[index].parent != nil && !items[index].translatesAutoresizingMask {
                for (size, name) in [(width[index], "IB-nonnegative-width"), (height[index], "IB-nonnegative-height")]
                where solver.value(of: size) < -1e-6 && !nonnegativeSizes.contains(size) {
                    nonnegativeSizes.insert(size)
                    add(Constraint(x(size), .greaterThanOrEqual, LinearExpression(constant: 0), strength: strength), name: name)
                    added = true
                }
            }
            if !added { return }
        }
    }

    /// Every priority the system can use: the tree's, the items' content priorities, and
    /// those of the constraints UIKit and AppKit derive (stack views' 49, 49.5, 249, 999 and
    /// `hidingPriority`, NSStackView's gravity areas' hugging).
    static func priorities(items: [LayoutItem], constraints: [LayoutConstraint]) -> [Double] {
        var result: [Double] = [49, baselineBottomFit, 249, 999, hidingPriority, yieldingToFillPriority, nonnegativePriority]
        result += constraints.map(\.priority)
        result += items.compactMap(\.canvas.rootSizePriority)
        result += items.compactMap(\.canvas.rootHeightPriority)
        result += items.compactMap { $0.stack?.gravityAreas?.hugging }
        for (index, item) in items.enumerated() where item.stack?.distribution == .fillProportionally {
            let count = items.lazy.filter { $0.parent == index && $0.kind == .view && !$0.isHidden }.count
            result += (0..<count).map(proportionalPriority)
        }
        for item in items where item.intrinsicWidth != nil || item.intrinsicHeight != nil {
            result += [item.horizontalHugging, item.verticalHugging, item.horizontalCompressionResistance, item.verticalCompressionResistance]
        }
        return result
    }

    /// A fresh variable of the system (a grid's row or column size).
    mutating func makeVariable() -> Variable { solver.makeVariable() }

    mutating func contentVariables(_ scroll: Int) -> (Variable, Variable) {
        if let existing = contentSize[scroll] { return existing }
        let made = (solver.makeVariable(), solver.makeVariable())
        contentSize[scroll] = made
        return made
    }

    /// Roots, guides and autoresizing-mask views: the constraints UIKit derives from the tree.
    mutating func placeStructurally(_ index: Int) {
        let item = items[index]
        let frame = item.frame
        guard let parent = item.parent else {
            let size = environment.rootSize(of: item)
            add(Constraint(x(left[index]), .equal, LinearExpression(constant: frame.x)))
            add(Constraint(x(top[index]), .equal, LinearExpression(constant: frame.y)))
            addRootSize(index, size)
            return
        }
        switch item.kind {
        case .safeAreaGuide, .marginsGuide, .readableContentGuide:
            var insets = item.kind == .safeAreaGuide ? safeInsets[parent] : margins[parent]
            if item.kind == .readableContentGuide {
                insets = margins[parent]
                let available = storedAbsolute[parent].width - insets.left - insets.right
                if available > 672 {
                    // The readable width caps at 672 pt, centered.
                    insets.left += (available - 672) / 2
                    insets.right += (available - 672) / 2
                }
            }
            add(Constraint(x(left[index]), .equal, x(left[parent]) + insets.left))
            add(Constraint(x(top[index]), .equal, x(top[parent]) + insets.top))
            add(Constraint(x(width[index]), .equal, x(width[parent]) - (insets.left + insets.right)))
            add(Constraint(x(height[index]), .equal, x(height[parent]) - (insets.top + insets.bottom)))
        case .topLayoutGuide, .bottomLayoutGuide:
            let insets = safeInsets[parent]
            add(Constraint(x(left[index]), .equal, x(left[parent])))
            add(Constraint(x(width[index]), .equal, x(width[parent])))
            if item.kind == .topLayoutGuide {
                add(Constraint(x(top[index]), .equal, x(top[parent])))
                add(Constraint(x(height[index]), .equal, LinearExpression(constant: insets.top)))
            } else {
                add(Constraint(x(top[index]) + x(height[index]), .equal, x(top[parent]) + x(height[parent])))
                var length = insets.bottom
                if items[parent].canvas.cardBottomGuideSkipsHomeIndicator, environment.device.family == .iPhone {
                    // Xcode 15 draws a card's bottom layout guide with its bars only, not the home
                    // indicator's inset its safe area keeps (Habitica's gift, promotion and guide
                    // cards, tools 23090: 3 of 3 scroll views pinned to it end at the root's
                    // bottom; the same three 34 pt above it in Xcode 12, tools 17701, as UIKit has it).
                    length = max(0, length - environment.safeArea.bottom)
                }
                add(Constraint(x(height[index]), .equal, LinearExpression(constant: length)))
            }
        case .frameGuide, .contentGuide, .freeGuide:
            break
        case .view:
            guard item.translatesAutoresizingMask, items[parent].stack == nil else { return }
            if item.elementName == "tableViewCell", let inset = item.insetGroupedCellInset {
                add(Constraint(x(left[index]), .equal, x(left[parent]) + inset))
                add(Constraint(x(width[index]), .equal, x(width[parent]) - 2 * inset))
                add(Constraint(x(top[index]) - x(top[parent]), .equal, LinearExpression(constant: item.frame.y)))
                add(Constraint(x(height[index]), .equal, LinearExpression(constant: item.frame.height)))
                return
            }
            if item.elementName == "tableViewCell", !environment.isAtDesignedDeviceAndOrientation || environment.designedDeviceIsGuessed,
               items[parent].elementName == "tableView" {
                // On another device a table's row spans the table, whatever width Xcode stored it
                // at: Habitica's Any/Any iPad storyboard (tools 7706) stores static cells 320 pt
                // wide in 600 pt tables, which kept their 280 pt right margin and were 95 pt wide
                // on an iPhone 8.
                add(Constraint(x(left[index]), .equal, x(left[parent])))
                add(Constraint(x(width[index]), .equal, x(width[parent])))
                add(Constraint(x(top[index]) - x(top[parent]), .equal, LinearExpression(constant: item.frame.y)))
                add(Constraint(x(height[index]), .equal, LinearExpression(constant: item.frame.height)))
                return
            }
            autoresize(index, parent: parent)
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints`: the stored frame, with the parent's change
    /// of size shared among the flexible parts in proportion to their stored sizes (springs
    /// and struts, as UIKit resizes).
    mutating func autoresize(_ index: Int, parent: Int) {
        let item = items[index], mask = item.autoresizingMask
        let frame = item.frame, parentFrame = items[parent].frame
        func shares(_ flexible: [Bool], _ sizes: [Double]) -> [Double] {
            let total = zip(flexible, sizes).reduce(0.0) { $0 + ($1.0 ? max($1.1, 0) : 0) }
            let count = Double(flexible.filter { $0 }.count)
            return zip(flexible, sizes).map { flag, size in
                guard flag else { return 0 }
                return total > 0 ? max(size, 0) / total : 1 / count
            }
        }
        let h = shares([mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)],
                       [frame.x, frame.width, parentFrame.width - frame.x - frame.width])
        let v = shares([mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)],
                       [frame.y, frame.height, parentFrame.height - frame.y - frame.height])
        // left - parentLeft = x + h0 (parentWidth - storedParentWidth)
        add(Constraint(x(left[index]) - x(left[parent]) - x(width[parent]) * h[0], .equal,
                       LinearExpression(constant: frame.x - h[0] * parentFrame.width)))
        add(Constraint(x(width[index]) - x(width[parent]) * h[1], .equal,
                       LinearExpression(constant: frame.width - h[1] * parentFrame.width)))
        add(Constraint(x(top[index]) - x(top[parent]) - x(height[parent]) * v[0], .equal,
                       LinearExpression(constant: frame.y - v[0] * parentFrame.height)))
        add(Constraint(x(height[index]) - x(height[parent]) * v[1], .equal,
                       LinearExpression(constant: frame.height - v[1] * parentFrame.height)))
    }

    /// Hugging (`≤ intrinsic`) and compression resistance (`≥ intrinsic`) per axis.
    /// `early`: only the required ones that go before the document's required constraints
    /// (``LayoutItem/addsRequiredContentWidthFirst``), which the later call skips. `stackOrder`:
    /// the axis and weight factor of an arranged view of a fill stack (fillStackOrderWeights).
    mutating func addIntrinsicSize(_ index: Int, early: Bool = false, stackOrder: (axis: StackArrangement.Axis, weight: Double)? = nil) {
        let item = items[index]
        guard item.kind == .view, !item.translatesAutoresizingMask || (item.parent.map { items[$0].stack != nil } ?? false) else { return }
        func add(_ constraint: Constraint, _ priority: Double, first: Bool) {
            guard early == (first && priority >= 1000) else { return }
            self.add(constraint)
        }
        func strength(_ priority: Double, _ axis: StackArrangement.Axis) -> Strength {
            let base = levels.strength(priority)
            guard let stackOrder, axis == stackOrder.axis, !base.isRequired else { return base }
            return Strength(weight: base.weight * stackOrder.weight)
        }
        if let intrinsic = item.intrinsicWidth {
            let first = item.addsRequiredContentWidthFirst
            add(Constraint(x(width[index]), .lessThanOrEqual, LinearExpression(constant: intrinsic), strength: strength(item.horizontalHugging, .horizontal)), item.horizontalHugging, first: first)
            add(Constraint(x(width[index]), .greaterThanOrEqual, LinearExpression(constant: min(intrinsic, item.compressedWidth ?? intrinsic)), strength: strength(item.horizontalCompressionResistance, .horizontal)), item.horizontalCompressionResistance, first: first)
        }
        if let intrinsic = item.intrinsicHeight {
            let first = item.addsRequiredContentHeightFirst
            add(Constraint(x(height[index]), .lessThanOrEqual, LinearExpression(constant: intrinsic), strength: strength(item.verticalHugging, .vertical)), item.verticalHugging, first: first)
            add(Constraint(x(height[index]), .greaterThanOrEqual, LinearExpression(constant: intrinsic), strength: strength(item.verticalCompressionResistance, .vertical)), item.verticalCompressionResistance, first: first)
        }
    }

    /// Weak edit variables at every constraint-placed view's stored frame (the roots' sizes
    /// are required constraints, placed first: `addRootSize`).
    mutating func addStays() {
        var depth = [Int](repeating: 0, count: items.count)
        for index in items.indices {
            let item = items[index]
            if let parent = item.parent { depth[index] = depth[parent] + 1 }
            guard item.kind == .view || item.kind == .freeGuide || item.kind == .contentGuide, item.parent != nil else { continue }
            if item.kind == .view && item.translatesAutoresizingMask && items[item.parent!].stack == nil { continue }
            let frame = storedAbsolute[index]
            var pairs: [(Variable, Double, Strength)] = [(width[index], frame.width, LayoutSystem.sizeStayStrength),
                                                         (height[index], frame.height, LayoutSystem.sizeStayStrength)]
            if item.kind != .contentGuide {
                pairs += [(left[index], frame.x, LayoutSystem.stayStrength), (top[index], frame.y, LayoutSystem.stayStrength)]
            }
            for (variable, value, strength) in pairs where !solver.hasEditVariable(variable) {
                do {
                    try solver.addEditVariable(variable, strength: strength)
                    try solver.suggest(value, for: variable)
                    stays.append((variable, value, depth[index], index))
                    if exportsConstraints { exportedEdits.append((variable, strength, value)) }
                } catch {
                    hadSolverFailure = true
                }
            }
        }
    }

    /// The number of solver variables (for exports).
    package var variableCount: Int { solver.variableCount }

    /// A root's size, as required constraints (a window's content view's at its window's 500).
    mutating func addRootSize(_ index: Int, _ size: LayoutSize) {
        let strength = items[index].canvas.rootSizePriority.map { levels.strength($0) } ?? .required
        let widthConstraint = Constraint(x(width[index]), .equal, LinearExpression(constant: size.width), strength: strength)
        let heightStrength = items[index].canvas.rootHeightPriority.map { levels.strength($0) } ?? strength
        let heightConstraint = Constraint(x(height[index]), .equal, LinearExpression(constant: size.height), strength: heightStrength)
        do {
            let widthID = try solver.add(widthConstraint), heightID = try solver.add(heightConstraint)
            rootSizes.append((index, widthID, heightID))
            if exportsConstraints { exported += [widthConstraint, heightConstraint] }
        } catch {
            hadSolverFailure = true
        }
    }

    /// Changes the screen without a rebuild: the roots' size constraints take the new sizes
    /// (dual simplex from the current solution).
    package mutating func resizeRoots(to environment: LayoutEnvironment) throws {
        // A window's content view (held at 500, not required) keeps its window's size: it does
        // not follow the screen.
        for root in rootSizes where items[root.index].canvas.rootSizePriority == nil {
            let size = environment.rootSize(of: items[root.index])
            try solver.setConstant(-size.width, of: root.width)
            try solver.setConstant(-size.height, of: root.height)
        }
        holdSizesNonnegative()
        placeUncollapsedHiddenViews()
    }

    /// Absolute frames as solved.
    package func absoluteFrames() -> [LayoutRect] {
        items.indices.map {
            LayoutRect(x: solver.value(of: left[$0]), y: solver.value(of: top[$0]),
                       width: solver.value(of: width[$0]), height: solver.value(of: height[$0]))
        }
    }

    /// Whether Interface Builder places a view by its frame, not by constraints: its
    /// `translatesAutoresizingMaskIntoConstraints` is on, or no constraint names it (ibtool
    /// builds such a view with the attribute on, whatever the file says), and no stack or grid
    /// arranges it.
    func isPlacedByFixedFrame(_ index: Int) -> Bool {
        guard items[index].kind == .view, let parent = items[index].parent, items[parent].stack == nil, items[parent].grid == nil
        else { return false }
        return items[index].translatesAutoresizingMask || !constrainedItems.contains(index)
    }

    /// Views whose frame moves when the stays move: their layout is ambiguous.
    mutating func ambiguousItems() -> Set<Int> {
        let before = absoluteFrames()
        // Each level of the tree moves by a different amount: a view with no constraints in an
        // ambiguous superview moves within it (moved by the same amount, the two would keep
        // their distance and the view would pass as determined). 97 pt for every stay, 31 more per level:
        // any amounts would do that differ from level to level.
        // A view Interface Builder places by a fixed frame stays where it is (below).
        for stay in stays where !isPlacedByFixedFrame(stay.item) {
            try? solver.suggest(stay.value + 97 + 31 * Double(stay.depth), for: stay.variable)
        }
        let after = absoluteFrames()
        for stay in stays { try? solver.suggest(stay.value, for: stay.variable) }
        var result: Set<Int> = []
        // Compared in parent coordinates: a view that moves only with its ambiguous parent is
        // itself determined.
        func relative(_ frames: [LayoutRect], _ index: Int) -> LayoutRect {
            var frame = frames[index]
            if let parent = items[index].parent {
                frame.x -= frames[parent].x
                frame.y -= frames[parent].y
            }
            return frame
        }
        for index in items.indices where items[index].kind == .view {
            // A view Interface Builder places by a fixed frame is never ambiguous: one with
            // `translatesAutoresizingMaskIntoConstraints` on (its mask makes its frame a function
            // of its superview's size), and one no constraint names, which Interface Builder
            // builds at its frame whatever the file says (Sequel Ace's user manager: 68 views
            // without a constraint, `translatesAutoresizingMaskIntoConstraints="NO"`, none
            // flagged; of the corpus's views no constraint names outside stacks, Xcode flags
            // none with the attribute off). Arranged views are placed by their stack.
            if isPlacedByFixedFrame(index) { continue }
            // A view that moves by half a point or less while the stays move by 97 pt or more has
            // no freedom of its own: the stays only share out a sub-point conflict between content
            // sizes of equal priority (text a fraction of a point off Interface Builder's), which
            // Xcode's sizes do not have. Over the designed corpus, 89 views moved 0.3 pt or less,
            // none flagged by Xcode (iina's preferences, a 0.25 pt surplus in their chains); the
            // next moved 0.5 to 1 pt (2 of 10 flagged).
            let a = relative(before, index), b = relative(after, index), tolerance = 0.5
            if abs(a.x - b.x) > tolerance || abs(a.y - b.y) > tolerance || abs(a.width - b.width) > tolerance || abs(a.height - b.height) > tolerance {
                result.insert(index)
            }
        }
        return result
    }
}
