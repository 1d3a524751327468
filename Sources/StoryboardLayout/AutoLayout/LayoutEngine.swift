import StoryboardFormat

/// Lays out a ``LayoutTree`` for a screen: builds the linear system UIKit would, solves it,
/// and returns every item's frame in its parent's coordinates, rounded to pixels.
package enum LayoutEngine {
    /// Lays `tree` out for `environment`.
    package static func layout(_ tree: some LayoutTree, environment: LayoutEnvironment) -> LayoutResult {
        var items = tree.items
        let constraints = tree.constraints
        var stored = LayoutSystem.absoluteFrames(items.map(\.frame), items: items)
        // Roots that follow the screen take its new size before safe areas are measured.
        for index in items.indices where items[index].parent == nil && (items[index].canvas.followsScreen || items[index].canvas.containerSize != nil) {
            let size = environment.rootSize(of: items[index])
            stored[index].width = size.width
            stored[index].height = size.height
        }
        var insets = safeAreaInsets(items: items, absolute: stored, environment: environment)
        // A constrained view's stored origin is no input (check.py moves it by 37 pt): it has no
        // safe area until the second pass measures it where it was solved (a card stored past
        // its cell took the overhang as safe area, and its content no longer fitted).
        for index in items.indices where items[index].parent != nil && !items[index].translatesAutoresizingMask && items[index].kind == .view {
            insets[index] = .zero
        }
        var system = LayoutSystem(items: items, environment: environment, safeInsets: insets)
        system.build(constraints: constraints)
        // Safe areas of inner views, and the margins a view preserves from its superview,
        // depend on where they end up (UIKit measures them on the view's frame in each layout
        // pass): the system is built again from the solved frames, the safe areas measured once
        // more (a view that grows with its own safe area would never settle), the preserved
        // margins until they hold, in a bounded number of passes.
        var placedFrames: [LayoutRect]?
        let preserves = items.contains { $0.preservesSuperviewLayoutMargins && $0.parent != nil }
        for pass in 0..<maximumPasses {
            let solved = system.absoluteFrames()
            let next = pass == 0 ? safeAreaInsets(items: items, absolute: solved, environment: environment) : insets
            let placed = preserves ? LayoutSystem.relativeFrames(solved, items: items) : nil
            let candidate = LayoutSystem(items: items, environment: environment, safeInsets: next, placedFrames: placed)
            guard !next.isClose(to: insets) || !candidate.margins.isClose(to: system.margins) else { break }
            insets = next
            placedFrames = placed
            system = candidate
            system.build(constraints: constraints)
        }
        // Wrapping labels whose width changed take the height of their text at that width;
        // flow layouts place their cells anew at their collection view's width.
        let beforeRewrap = system.absoluteFrames()
        let rewrapped = rewrapText(&items, solved: beforeRewrap, scale: environment.device.scale)
        if reflowCells(&items, solved: beforeRewrap) || rewrapped {
            system = LayoutSystem(items: items, environment: environment, safeInsets: insets, placedFrames: placedFrames)
            system.build(constraints: constraints)
        }
        var result = finish(&system, environment: environment)
        result.safeAreaInsets = insets
        return result
    }

    /// The most times a system is built again for its safe areas and preserved margins.
    static let maximumPasses = 3

    /// Sets the intrinsic height of each wrapping label whose solved width differs from its
    /// stored one; returns whether any changed.
    static func rewrapText(_ items: inout [LayoutItem], solved: [LayoutRect], scale: Double) -> Bool {
        var changed = false
        for index in items.indices {
            guard let text = items[index].wrappingText, items[index].intrinsicHeight != nil,
                  abs(solved[index].width - items[index].frame.width) > 0.5,
                  let height = text.height(atWidth: solved[index].width, scale: scale),
                  abs(height - (items[index].intrinsicHeight ?? 0)) > 0.01
            else { continue }
            items[index].intrinsicHeight = height
            changed = true
        }
        return changed
    }

    /// Places the cells of each flow-layout collection view whose solved width differs from its
    /// stored one where the layout puts them at that width; returns whether any moved.
    static func reflowCells(_ items: inout [LayoutItem], solved: [LayoutRect]) -> Bool {
        var changed = false
        for index in items.indices {
            guard let flow = items[index].flowLayout, abs(solved[index].width - items[index].frame.width) > 0.5 else { continue }
            let cells = items.indices.filter { items[$0].parent == index && items[$0].elementName == "collectionViewCell" }
            guard let first = cells.first else { continue }
            let size = LayoutSize(width: items[first].frame.width, height: items[first].frame.height)
            for (cell, origin) in zip(cells, flow.origins(count: cells.count, size: size, width: solved[index].width)) {
                guard abs(origin.x - items[cell].frame.x) > 0.01 || abs(origin.y - items[cell].frame.y) > 0.01 else { continue }
                items[cell].frame.x = origin.x
                items[cell].frame.y = origin.y
                items[cell].autoresizingMask = []
                changed = true
            }
        }
        return changed
    }

    /// The system for a tree, built but not post-processed (for benchmarks and exports).
    package static func system(for tree: some LayoutTree, environment: LayoutEnvironment, exportsConstraints: Bool = false) -> LayoutSystem {
        let items = tree.items
        let stored = LayoutSystem.absoluteFrames(items.map(\.frame), items: items)
        let insets = safeAreaInsets(items: items, absolute: stored, environment: environment)
        var system = LayoutSystem(items: items, environment: environment, safeInsets: insets, exportsConstraints: exportsConstraints)
        system.build(constraints: tree.constraints)
        return system
    }

    static func finish(_ system: inout LayoutSystem, environment: LayoutEnvironment) -> LayoutResult {
        let items = system.items
        var warnings = system.warnings
        // Read before the ambiguity probe moves the stays: a degenerate optimum may not come back
        // to the same vertex, and the frames must not depend on whether ambiguity is looked for.
        let absolute = system.absoluteFrames()
        var ambiguous: Set<Int> = []
        if environment.detectsAmbiguity {
            ambiguous = system.ambiguousItems()
            for index in ambiguous.sorted() {
                warnings.append(LayoutWarning(kind: .ambiguous, message: "ambiguous layout: the position or size of view \(items[index].id) is not determined by its constraints", position: nil, item: index))
            }
        }
        let scale = environment.device.scale
        func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let pixel: [LayoutRect] = absolute.map {
            let minX = round($0.x), minY = round($0.y)
            return LayoutRect(x: minX, y: minY, width: round($0.x + $0.width) - minX, height: round($0.y + $0.height) - minY)
        }
        var frames = pixel
        for index in items.indices {
            guard let parent = items[index].parent, items[index].kind == .view || items[index].kind == .freeGuide else { continue }
            // From the superview's frame, as documents store origins, not its alignment rectangle.
            frames[index].x = pixel[index].x - pixel[parent].x + items[parent].alignmentInsets.left
            frames[index].y = pixel[index].y - pixel[parent].y + items[parent].alignmentInsets.top
        }
        for index in items.indices where items[index].alignmentInsets != .zero {
            frames[index] = items[index].drawnFrame(around: frames[index])
        }
        if environment.device.family != .mac {
            // UIKit gives a view its engine width and height no lower than 0, at its engine
            // origin: a view squeezed by its constraints is stored 0 pt wide or tall where it
            // starts (the corpus stores no negative size).
            for index in items.indices where items[index].kind == .view {
                frames[index].width = max(0, frames[index].width)
                frames[index].height = max(0, frames[index].height)
            }
        }
        for index in items.indices where items[index].measuresYFromBottom {
            guard let parent = items[index].parent else { continue }
            let parentHeight = pixel[parent].height + items[parent].alignmentInsets.top + items[parent].alignmentInsets.bottom
            frames[index].y = parentHeight - frames[index].y - frames[index].height
        }
        for index in frames.indices {
            // No negative zeros in the output.
            if frames[index].x == 0 { frames[index].x = 0 }
            if frames[index].y == 0 { frames[index].y = 0 }
        }
        return LayoutResult(frames: frames, ambiguousItems: ambiguous, warnings: warnings)
    }

    /// Each item's safe-area insets: a screen-following root gets the device's and its bars';
    /// any other view the part of its root's insets it overlaps.
    static func safeAreaInsets(items: [LayoutItem], absolute: [LayoutRect], environment: LayoutEnvironment) -> [EdgeInsets] {
        var result = [EdgeInsets](repeating: .zero, count: items.count)
        var rootOf = [Int](repeating: 0, count: items.count)
        var safeRect = [LayoutRect](repeating: .zero, count: items.count)
        var insideScrollView = [Bool](repeating: false, count: items.count)
        var insideList = [Bool](repeating: false, count: items.count)
        for index in items.indices {
            let item = items[index]
            guard let parent = item.parent else {
                rootOf[index] = index
                let insets = item.canvasSafeAreaInsets(environment: environment)
                result[index] = insets
                let frame = absolute[index]
                safeRect[index] = LayoutRect(x: frame.x + insets.left, y: frame.y + insets.top,
                                             width: frame.width - insets.left - insets.right,
                                             height: frame.height - insets.top - insets.bottom)
                continue
            }
            rootOf[index] = rootOf[parent]
            let parentIsList = ["tableView", "collectionView"].contains(items[parent].elementName)
            insideScrollView[index] = insideScrollView[parent] || items[parent].isScrollView || parentIsList
            insideList[index] = insideList[parent] || parentIsList
            guard item.kind == .view else { continue }
            // An edge where the root has no inset gives none, even to a view reaching past the
            // root there (Wikipedia's edit toolbar: a scroll view's wider content keeps its 8 pt
            // margins, 11 of 11 views; DuckDuckGo's bookmarks container 8 pt below its root).
            let safe = safeRect[rootOf[index]], frame = absolute[index], rootInsets = result[rootOf[index]]
            result[index] = EdgeInsets(
                top: rootInsets.top > 0 ? max(0, safe.y - frame.y) : 0, left: rootInsets.left > 0 ? max(0, safe.x - frame.x) : 0,
                bottom: rootInsets.bottom > 0 ? max(0, (frame.y + frame.height) - (safe.y + safe.height)) : 0,
                right: rootInsets.right > 0 ? max(0, (frame.x + frame.width) - (safe.x + safe.width)) : 0)
            if insideScrollView[index] {
                // A scroll view's content inset moves its content clear of the bars above
                // and below (`contentInsetAdjustmentBehavior`): only the sides remain. A plain
                // scroll view's content is drawn at offset 0, under the status bar where it
                // reaches it, and keeps that top inset (Wikipedia's help xib, tools 14313: a
                // container 30 pt below its content view's safe area stored at 50 under the
                // status bar, 2 views; the only plain scroll view content of the corpus whose
                // frames depend on it. Tables' and collections' content keeps none: keeping it
                // there too broke 185 views).
                if insideList[index] { result[index].top = 0 }
                result[index].bottom = 0
            }
        }
        return result
    }
}

extension [EdgeInsets] {
    /// Whether every inset is within 0.001 pt of `other`'s.
    func isClose(to other: [EdgeInsets]) -> Bool {
        count == other.count && zip(self, other).allSatisfy {
            abs($0.top - $1.top) < 0.001 && abs($0.left - $1.left) < 0.001 && abs($0.bottom - $1.bottom) < 0.001 && abs($0.right - $1.right) < 0.001
        }
    }
}
