extension LayoutSystem {
    /// The priority of `UISV-hiding`, which collapses a hidden arranged subview: above any
    /// optional priority a document uses, below required, because Xcode keeps a hidden view's
    /// own required length (the corpus stores such views at full length), while a length of
    /// priority 999, the usual fix for UIKit's hiding conflicts, gives way.
    static let hidingPriority = 999.5

    /// An arranged view's own required size across a fill-aligned stack's axis gives way to the
    /// stack's alignment, just below required: of the corpus's 12 such conflicting views Xcode
    /// stores 8 at the stack's size and none at the constraint's (DuckDuckGo's tab switcher,
    /// Habitica's gem header, Wikipedia's welcome pages), where the engine broke the alignment.
    /// So does a lone visible view's own length along the axis (`isAxisSizeInStack`).
    static let yieldingToFillPriority = 999.75

    /// The priority of a view's width and height being 0 or more: above any optional priority,
    /// the yielding to a fill stack's alignment included, below required.
    static let nonnegativePriority = 999.9

    /// Whether `constraint` is a constant width or height of a view arranged in a fill-aligned
    /// stack, across the stack's axis.
    func isCrossSizeInFillStack(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.secondItem == nil, constraint.relation == .equal,
              let stackIndex = items[constraint.firstItem].parent, let stack = items[stackIndex].stack,
              stack.alignment == .fill, items[constraint.firstItem].kind == .view, !items[constraint.firstItem].isHidden
        else { return false }
        return constraint.firstAttribute == (stack.axis == .horizontal ? .height : .width)
    }

    /// Whether `constraint` is a constant width or height of the only visible view arranged in
    /// a stack, along the stack's axis: the view spans the stack there as a fill alignment spans
    /// it across, and its own required length gives way likewise (Habitica's subscription header,
    /// an 84 pt image alone in a 106 pt stack its superview holds, stored 106 pt tall in 3 of 3
    /// files; the corpus's 10 other such lengths do not conflict).
    func isAxisSizeInStack(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.secondItem == nil, constraint.relation == .equal,
              let stackIndex = items[constraint.firstItem].parent, let stack = items[stackIndex].stack,
              stack.gravityAreas == nil, // gravity areas pin one end only: the view need not span
              items[constraint.firstItem].kind == .view, !items[constraint.firstItem].isHidden,
              constraint.firstAttribute == (stack.axis == .horizontal ? .width : .height)
        else { return false }
        return !items.indices.contains { $0 != constraint.firstItem && items[$0].parent == stackIndex && items[$0].kind == .view && !items[$0].isHidden }
    }

    /// The priority at which an equal-spacing or equal-centering stack hugs its views (its
    /// gaps shrink to the spacing where nothing else sets its length), below any priority a
    /// document uses. In the corpus such free stacks store their views the spacing apart and
    /// Xcode does not call them ambiguous; 49 reproduces 3 more views of the designed tenth and
    /// 1 more of the disjoint tenth than NSStackView's 250.
    static let equalSpacingHugging = 49.0

    /// The priority of the n-th (from 0) visible view's UISV-fill-proportionally length: 999,
    /// 998, … (as UIKit logs them), so the last views give way first.
    static func proportionalPriority(_ n: Int) -> Double { 999 - Double(n) }

    /// The fit that keeps a baseline-aligned stack snug at its views' bottom, just above the
    /// one at their top, so a stack taller than its views has them at its bottom.
    static let baselineBottomFit = 49.5

    /// `UIStackView`'s constraints for its arranged subviews: pinned ends along the axis,
    /// spacing by distribution, and the cross axis by alignment (UIKit's `UISV-*`
    /// constraints, with its low-priority "canvas fit" that keeps the stack snug). A hidden
    /// arranged subview keeps its place in the order at zero length, in the middle of the gap
    /// between the visible views around it, and is aligned across the axis like the others:
    /// the frames Xcode stores for them (in the corpus, a hidden view between two visible ones
    /// sits half a spacing after the first; one at an end sits at that end).
    mutating func arrangeStack(_ stackIndex: Int) {
        guard let stack = items[stackIndex].stack else { return }
        var all = items.indices.filter { items[$0].parent == stackIndex && items[$0].kind == .view }
        // Right to left, a horizontal stack starts at its right end: the mirrored order.
        if stack.axis == .horizontal && environment.isRightToLeft { all.reverse() }
        let arranged = all.filter { !items[$0].isHidden }
        let horizontal = stack.axis == .horizontal
        let inset = stack.isLayoutMarginsRelativeArrangement ? margins[stackIndex] : .zero
        let sl = x(left[stackIndex]), st = x(top[stackIndex]), sw = x(width[stackIndex]), sh = x(height[stackIndex])
        // Along the axis.
        let axisStart = horizontal ? sl + inset.left : st + inset.top
        let axisEnd = horizontal ? sl + sw - inset.right : st + sh - inset.bottom
        func start(_ i: Int) -> LinearExpression { horizontal ? x(left[i]) : x(top[i]) }
        func length(_ i: Int) -> LinearExpression { horizontal ? x(width[i]) : x(height[i]) }
        func end(_ i: Int) -> LinearExpression { start(i) + length(i) }
        let hiding = levels.strength(Self.hidingPriority)
        var previousVisible: Int?
        for (position, view) in all.enumerated() {
            guard items[view].isHidden else {
                previousVisible = view
                continue
            }
            if stack.detachesHiddenViews {
                // A view NSStackView detached keeps its own size at the stack's top-left corner
                // (WWDC's hidden spinner beside a pop-up, 6 of 6 copies from tools 16097 to
                // 32700: 16 × 16 at x 0, its top at the stack's, where the others are spaced
                // as if it were not there).
                add(Constraint(x(left[view]), .equal, sl, strength: hiding), name: "NSStackView-detached")
                add(Constraint(x(top[view]), .equal, st, strength: hiding), name: "NSStackView-detached")
                continue
            }
            let before = previousVisible.map(end) ?? axisStart
            let after = all[(position + 1)...].first { !items[$0].isHidden }.map(start) ?? axisEnd
            add(Constraint(length(view), .equal, LinearExpression(constant: 0), strength: hiding), name: "UISV-hiding")
            // Before the first visible view, a hidden view is held by its end, as one after the
            // last is by its start: one that keeps its length lies outside the visible views
            // (Habitica's menu header: 100 and 80 pt views hidden above a 14 pt spaced stack,
            // stored ending at its top, y -100 and -80, 4 of 4 copies).
            let anchor = previousVisible == nil && !arranged.isEmpty ? end(view) : start(view)
            let middle = Constraint(anchor * 2, .equal, before + after, strength: hiding)
            let id = add(middle, name: "UISV-hiding")
            if arranged.count == 1 { loneStackHiddenViews.append((view, stackIndex, id)) }
        }
        alignAcrossAxis(stackIndex, stack, stack.detachesHiddenViews ? arranged : all, anchor: arranged.first)
        guard !arranged.isEmpty else {
            // A UIKit stack with no arranged views at all has no arrangement constraints: Xcode
            // keeps its frame (83 of the corpus's 90 empty UIKit stacks are stored with both
            // sides above 0). One whose views are all hidden, or an empty AppKit stack,
            // collapses to zero, below any real priority.
            guard !all.isEmpty || stack.collapsesWhenEmpty else { return }
            add(Constraint(x(width[stackIndex]), .equal, LinearExpression(constant: 0), strength: levels.strength(249)))
            add(Constraint(x(height[stackIndex]), .equal, LinearExpression(constant: 0), strength: levels.strength(249)))
            return
        }
        if let areas = stack.gravityAreas {
            // NSStackView's gravity areas (WWDC's session buttons, tools 9531 and 10117: four
            // push buttons at their own widths from the leading end of a wider stack that hugs
            // at 249, 8 pt apart, 8 of 8; Xcode 7's copy stores them unplaced, 200 pt up).
            let beginning = all.prefix(areas.beginning).filter { !items[$0].isHidden }
            let ending = all.dropFirst(areas.beginning).filter { !items[$0].isHidden }
            let hugging = levels.strength(areas.hugging)
            for group in [beginning, ending] where !group.isEmpty {
                for (previous, next) in zip(group, group.dropFirst()) {
                    add(Constraint(start(next), .equal, end(previous) + stack.spacing), name: "NSStackView-spacing")
                }
            }
            if let first = beginning.first { add(Constraint(start(first), .equal, axisStart), name: "NSStackView-beginning") }
            if let last = ending.last { add(Constraint(end(last), .equal, axisEnd), name: "NSStackView-end") }
            // The slack: between the areas (at least the spacing), or past the only one's end.
            let slackStart = beginning.last.map { end($0) + (ending.isEmpty ? 0 : stack.spacing) } ?? axisStart
            let slackEnd = ending.first.map(start) ?? axisEnd
            add(Constraint(slackEnd, .greaterThanOrEqual, slackStart), name: "NSStackView-gravity")
            add(Constraint(slackEnd, .equal, slackStart, strength: hugging), name: "NSStackView-hugging")
            return
        }
        add(Constraint(start(arranged[0]), .equal, axisStart), name: "UISV-canvas-connection")
        add(Constraint(end(arranged[arranged.count - 1]), .equal, axisEnd), name: "UISV-canvas-connection")
        let spacing = stack.spacing
        for (gapIndex, (previous, next)) in zip(arranged, arranged.dropFirst()).enumerated() {
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                if let gap = baselineGap(previous, next, stack) {
                    add(Constraint(gap, .equal, LinearExpression(constant: spacing)), name: "UISV-spacing")
                } else {
                    add(Constraint(start(next), .equal, end(previous) + spacing), name: "UISV-spacing")
                }
            case .equalSpacing, .equalCentering:
                add(Constraint(start(next), .greaterThanOrEqual, end(previous) + spacing), name: "UISV-spacing")
                // Equal spacing: the gaps are equal, so they hug as one (an equal-spacing stack
                // arranged in another keeps its views the spacing apart and the outer gaps take the
                // slack: Wikipedia's text formatting toolbar, tools 14460, 4 of 4 inner stacks).
                if stack.distribution == .equalCentering || gapIndex == 0 {
                    add(Constraint(start(next), .equal, end(previous) + spacing, strength: levels.strength(Self.equalSpacingHugging)), name: "UISV-spacing-hugging")
                }
            }
        }
        switch stack.distribution {
        case .fillEqually:
            for view in arranged.dropFirst() {
                add(Constraint(length(view), .equal, length(arranged[0])), name: "UISV-fill-equally")
            }
        case .fillProportionally:
            // UIKit's UISV-fill-proportionally: each view's length is the stack's (its whole
            // length) times the view's intrinsic length over the sum of the intrinsic lengths and
            // the spacings, at 999 for the first view, 998 for the second and so on, so where the
            // stack is compressed the last views give way first and the others keep their share
            // (Wikipedia's edit toolbar, 148 pt of icons and 48 of spacing in 109.67: 27 → 15,
            // 30 → 17, 14 → 8, 18 → 10, the media button 1.33 and the last two 0, 2 of 2 stacks).
            // A view without an intrinsic length counts at its current length.
            let sizes = arranged.map { horizontal ? (items[$0].intrinsicWidth ?? items[$0].frame.width) : (items[$0].intrinsicHeight ?? items[$0].frame.height) }
            let total = sizes.reduce(0, +) + spacing * Double(arranged.count - 1)
            if total > 0 {
                let stackLength = horizontal ? sw : sh
                // The priorities follow the arranged subviews' order, not the mirrored one.
                let mirrored = horizontal && environment.isRightToLeft
                for (n, (view, size)) in zip(arranged, sizes).enumerated() {
                    let order = mirrored ? arranged.count - 1 - n : n
                    add(Constraint(length(view), .equal, stackLength * (size / total), strength: levels.strength(Self.proportionalPriority(order))),
                        name: "UISV-fill-proportionally")
                }
            }
        case .equalSpacing:
            if arranged.count > 2 {
                let firstGap = start(arranged[1]) - end(arranged[0])
                for (previous, next) in zip(arranged.dropFirst(), arranged.dropFirst(2)) {
                    add(Constraint(start(next) - end(previous), .equal, firstGap, strength: levels.strength(999)), name: "UISV-distributing")
                }
            }
        case .equalCentering:
            // The equal centres give way before the views compress ("if the views still do not
            // fit, the stack view compresses the arranged views"): at 249, below the default
            // hugging and compression resistances. The corpus's 4 equal-centering stacks of 3 or
            // more visible views (Wikipedia's message view and debug lists, Habitica's bulk
            // purchase), 13 of 13 views: a button compressed only to what the spacing leaves.
            if arranged.count > 2 {
                func center(_ i: Int) -> LinearExpression { start(i) + length(i) * 0.5 }
                let firstGap = center(arranged[1]) - center(arranged[0])
                for (previous, next) in zip(arranged.dropFirst(), arranged.dropFirst(2)) {
                    add(Constraint(center(next) - center(previous), .equal, firstGap, strength: levels.strength(249)), name: "UISV-distributing")
                }
            }
        case .fill:
            break
        }
    }

    /// The distance from `previous`'s last baseline to `next`'s first in a vertical stack
    /// whose spacing is measured between baselines (`baselineRelativeArrangement`), nil
    /// otherwise or where either view has no baseline.
    private func baselineGap(_ previous: Int, _ next: Int, _ stack: StackArrangement) -> LinearExpression? {
        guard stack.isBaselineRelativeArrangement, stack.axis == .vertical else { return nil }
        func last(_ i: Int) -> LinearExpression? {
            if let inner = baselineView(ofStack: i, first: false) { return last(inner) }
            guard let offset = items[i].lastBaselineFromBottom else { return nil }
            return x(top[i]) + x(height[i]) - offset
        }
        func first(_ i: Int) -> LinearExpression? {
            if let inner = baselineView(ofStack: i, first: true) { return first(inner) }
            guard let offset = items[i].firstBaseline else { return nil }
            return x(top[i]) + offset
        }
        guard let from = last(previous), let to = first(next) else { return nil }
        return to - from
    }

    /// Across the axis, each arranged subview by the stack's alignment; baseline alignment
    /// lines the others up with `anchor`, the first visible one. A hidden view is aligned but
    /// does not bound the stack: in the corpus, a hidden 22 pt image in a 14.5 pt high stack
    /// aligned at the bottom sits 7.5 pt above it.
    private mutating func alignAcrossAxis(_ stackIndex: Int, _ stack: StackArrangement, _ views: [Int], anchor: Int?) {
        let horizontal = stack.axis == .horizontal
        let inset = stack.isLayoutMarginsRelativeArrangement ? margins[stackIndex] : .zero
        let sl = x(left[stackIndex]), st = x(top[stackIndex]), sw = x(width[stackIndex]), sh = x(height[stackIndex])
        let crossStart = horizontal ? st + inset.top : sl + inset.left
        let crossEnd = horizontal ? st + sh - inset.bottom : sl + sw - inset.right
        func cStart(_ i: Int) -> LinearExpression { horizontal ? x(top[i]) : x(left[i]) }
        func cLength(_ i: Int) -> LinearExpression { horizontal ? x(height[i]) : x(width[i]) }
        func cEnd(_ i: Int) -> LinearExpression { cStart(i) + cLength(i) }
        let fit = levels.strength(49)
        for view in views {
            let bounds = !items[view].isHidden
            func bound(_ constraint: Constraint, name: String? = nil) {
                if bounds { add(constraint, name: name) }
            }
            switch stack.alignment {
            case .fill:
                add(Constraint(cStart(view), .equal, crossStart), name: "UISV-alignment")
                add(Constraint(cEnd(view), .equal, crossEnd), name: "UISV-alignment")
            case .leading, .top:
                add(Constraint(cStart(view), .equal, crossStart), name: "UISV-alignment")
                bound(Constraint(cEnd(view), .lessThanOrEqual, crossEnd), name: "UISV-spanning-boundary")
                bound(Constraint(cEnd(view), .equal, crossEnd, strength: fit))
            case .trailing, .bottom:
                add(Constraint(cEnd(view), .equal, crossEnd), name: "UISV-alignment")
                bound(Constraint(cStart(view), .greaterThanOrEqual, crossStart), name: "UISV-spanning-boundary")
                bound(Constraint(cStart(view), .equal, crossStart, strength: fit))
            case .center:
                add(Constraint(cStart(view) * 2 + cLength(view), .equal, crossStart + crossEnd), name: "UISV-alignment")
                bound(Constraint(cStart(view), .greaterThanOrEqual, crossStart), name: "UISV-spanning-boundary")
                bound(Constraint(cStart(view), .equal, crossStart, strength: fit))
            case .firstBaseline, .lastBaseline:
                if horizontal {
                    func baseline(_ i: Int) -> LinearExpression {
                        // A nested stack view lines up by its arranged views' baseline.
                        if let inner = baselineView(ofStack: i, first: stack.alignment == .firstBaseline) { return baseline(inner) }
                        return stack.alignment == .firstBaseline
                            ? x(top[i]) + (items[i].firstBaseline ?? items[i].frame.height)
                            : x(top[i]) + x(height[i]) - (items[i].lastBaselineFromBottom ?? 0)
                    }
                    if let anchor, view != anchor {
                        add(Constraint(baseline(view), .equal, baseline(anchor)), name: "UISV-alignment")
                    }
                } else {
                    add(Constraint(cStart(view), .equal, crossStart), name: "UISV-alignment")
                }
                bound(Constraint(cStart(view), .greaterThanOrEqual, crossStart), name: "UISV-spanning-boundary")
                bound(Constraint(cEnd(view), .lessThanOrEqual, crossEnd), name: "UISV-spanning-boundary")
                bound(Constraint(cStart(view), .equal, crossStart, strength: fit))
                // UIKit's spanning fit hugs baseline-aligned views at both ends (a nested
                // baseline row is as tall as its views: Loop's carb and insulin headers, 60 pt
                // rows centred in 84 pt, which the outer stack's fit stretched); in a taller
                // stack they sit at the bottom (3 of the corpus's 3 such stacks).
                bound(Constraint(cEnd(view), .equal, crossEnd, strength: levels.strength(Self.baselineBottomFit)))
            }
        }
    }

    /// A hidden view that keeps a length along the axis (its own required length outweighs the
    /// hiding) in a stack with only one visible view starts at the stack's start, not in the
    /// gap after or before that view: of the corpus's 25 such views, 20 are stored at the start
    /// (Habitica's separated social stacks, its alert's hidden button, Wikipedia's hint, a
    /// raywenderlich header cell's image: 10 of them after the visible view), the 5 others
    /// from Xcode 9 (tools 13196 and 13529) elsewhere. One that collapses keeps its place in the
    /// gap (Wikipedia's settings cell: a hidden label at the end of its stack). The length is
    /// known only once solved, so the position is swapped then.
    mutating func placeUncollapsedHiddenViews() {
        for (n, entry) in loneStackHiddenViews.enumerated() {
            guard let middle = entry.middle, let stack = items[entry.stack].stack else { continue }
            let horizontal = stack.axis == .horizontal
            let length = solver.value(of: horizontal ? width[entry.view] : height[entry.view])
            guard length > 0.5 else { continue }
            let inset = stack.isLayoutMarginsRelativeArrangement ? margins[entry.stack] : .zero
            let start = horizontal ? x(left[entry.view]) : x(top[entry.view])
            let axisStart = horizontal ? x(left[entry.stack]) + inset.left : x(top[entry.stack]) + inset.top
            remove(middle)
            loneStackHiddenViews[n].middle = nil
            add(Constraint(start, .equal, axisStart, strength: levels.strength(Self.hidingPriority)), name: "UISV-hiding")
        }
    }
}
