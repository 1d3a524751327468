/// The text a person would read off the screen, as a stable tree: the navigation bar (back
/// button, title, bar buttons), then the views of the visible controller with their texts,
/// values and colors, indented by nesting, then the tab bar. Tests assert on it; `storyboard
/// run` prints it.
@MainActor
struct ScreenDescription {
    private var lines: [String] = []

    init(window: Window) {
        guard let visible = window.visibleViewController else {
            lines = ["(no root view controller)"]
            return
        }
        describe(controller: visible)
    }

    var text: String { lines.joined(separator: "\n") }

    private mutating func describe(controller shown: ViewController) {
        // What is presented in a controller's context shows in its place (under the bars of
        // the containers around it): a person reads the presentation, not what it covers.
        let controller = shown.shownInPlace
        if let scene = (controller as? StoryboardLink)?.embeddedScene {
            // A storyboard link does not show: its scene does (with the scene's bars).
            describe(controller: scene)
            return
        }
        if let tabs = controller as? TabBarController {
            if tabs.isCustomizing {
                // The Configure sheet covers the tab's content; the bar stays to drop tabs on.
                lines.append("NavigationBar \"Configure\" right [Done]")
                lines.append((["Configure"] + tabs.customizingTabs.map { ScreenLine.quote($0.tabBarItem.displayTitle) }).joined(separator: " "))
            } else if let shown = tabs.shownViewController {
                describe(controller: shown)
            } else {
                lines.append(Self.emptyContainerLine)
            }
            // The items the bar shows: the first tabs and, when there are too many, More.
            let selected = tabs.selectedBarPosition
            let items = tabs.barItems.enumerated().map { position, item in
                let title = ScreenLine.quote(item.displayTitle)
                return position == selected ? "[\(title)]" : title
            }
            lines.append((["TabBar"] + items).joined(separator: " "))
            return
        }
        if let navigation = controller as? NavigationController {
            if !navigation.isNavigationBarHidden { lines.append(Self.navigationBarLine(navigation)) }
            if let top = navigation.topViewController {
                describe(controller: top)
            } else {
                lines.append(Self.emptyContainerLine)
            }
            if let items = navigation.shownToolbarItems {
                lines.append((["Toolbar"] + items.map(Self.barButton)).joined(separator: " "))
            }
            return
        }
        if let split = controller as? SplitViewController {
            // Expanded, each column shown, left to right, under a line naming it.
            let columns = split.shownColumns
            if columns.isEmpty { lines.append(Self.emptyContainerLine) }
            for (shown, column) in columns {
                if columns.count > 1 { lines.append("Column \(column)") }
                describe(controller: shown)
            }
            return
        }
        describe(view: controller.view, depth: 0, isRoot: true)
        if let line = (controller as? TableViewController)?.refreshControl?.screenLine { lines.append(line) }
        if let indicator = (controller as? PageViewController)?.pageIndicator {
            lines.append("PageControl page \(indicator.index + 1) of \(indicator.count)")
        }
    }

    /// A container with no child to show (a navigation controller with an empty stack, a
    /// tab bar or split view controller without controllers) shows its own, empty view.
    static let emptyContainerLine = "View"

    /// The view shown in `view`'s place: the root view of what is presented in the context
    /// of the controller `view` is the root view of (an embedded child's), else `view`.
    static func shownInPlace(of view: View) -> View {
        guard let owner = view.owningController, owner.viewIfLoaded === view, owner.isCoveredInPlace else { return view }
        return owner.shownInPlace.view
    }

    static func navigationBarLine(_ navigation: NavigationController) -> String {
        var parts = ["NavigationBar"]
        let item = navigation.shownTopViewController?.navigationItem
        if navigation.showsBackButton, let back = navigation.backButtonTitle {
            parts.append("< \(ScreenLine.quote(back))")
        }
        if let left = item?.leftBarButtonItems, !left.isEmpty {
            parts.append("left " + left.map(barButton).joined(separator: " "))
        }
        if let titleView = item?.titleView, !titleView.isHidden {
            parts.append("title [\(titleView.screenLine ?? "View")]")
        } else if let title = item?.title, !title.isEmpty {
            parts.append(navigation.showsLargeTitle ? "large \(ScreenLine.quote(title))" : ScreenLine.quote(title))
        }
        if let right = item?.rightBarButtonItems, !right.isEmpty {
            parts.append("right " + right.map(barButton).joined(separator: " "))
        }
        return parts.joined(separator: " ")
    }

    static func barButton(_ item: BarButtonItem) -> String {
        "[\(item.displayTitle)\(item.isEnabled ? "" : " disabled")]"
    }

    /// Walks the view tree without recursion; views that show nothing themselves are left
    /// out and their subviews take their place.
    private mutating func describe(view root: View, depth rootDepth: Int, isRoot: Bool) {
        var stack: [(View, Int, Bool)] = [(root, rootDepth, isRoot)]
        while let (found, depth, isRootView) = stack.popLast() {
            // An embedded controller with a presentation in its context shows that instead.
            let view = Self.shownInPlace(of: found)
            guard !view.isHidden else { continue }
            var childDepth = depth
            if let line = Self.line(for: view, isRoot: isRootView) {
                lines.append(Self.indentation(depth) + line)
                childDepth = depth + 1
            }
            if let table = view as? TableView {
                appendRows(of: table, depth: childDepth)
                continue
            }
            // A standalone bar's line shows its title view.
            if view is NavigationBar { continue }
            (view as? CollectionView)?.layoutIfNeeded()
            var children = view.subviews
            if let cell = view as? TableViewCell {
                // The cell's own line shows its standard labels.
                children = cell.contentView.subviews.filter { $0 !== cell.textLabel && $0 !== cell.detailTextLabel }
            }
            for child in Self.readingOrder(children).reversed() { stack.append((child, childDepth, false)) }
        }
    }

    private mutating func appendRows(of table: TableView, depth: Int) {
        for section in 0..<table.numberOfSections {
            let header = table.headerTitle(forSection: section)
            var rowDepth = depth
            if let header {
                lines.append(Self.indentation(depth) + "Section \(ScreenLine.quote(header))")
                rowDepth += 1
            }
            for row in 0..<table.numberOfRows(inSection: section) {
                if let cell = table.cellForRow(at: IndexPath(row: row, section: section)) {
                    describe(view: cell, depth: rowDepth, isRoot: false)
                }
            }
            if let footer = table.footerTitle(forSection: section) {
                lines.append(Self.indentation(rowDepth) + "Footer \(ScreenLine.quote(footer))")
            }
        }
    }

    /// Two spaces a level, up to `maximumIndentedDepth` levels; deeper lines carry their depth
    /// instead, so that a hostile hierarchy thousands of levels deep gives a description linear
    /// in its size rather than quadratic in its depth.
    static func indentation(_ depth: Int) -> String {
        guard depth > maximumIndentedDepth else { return String(repeating: "  ", count: depth) }
        return String(repeating: "  ", count: maximumIndentedDepth) + "[depth \(depth)] "
    }

    static let maximumIndentedDepth = 32

    /// Top to bottom, then left to right, as a person reads a screen; views on one line keep
    /// their document order.
    static func readingOrder(_ views: [View]) -> [View] {
        views.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.frame, rhs.element.frame)
            if a.y != b.y { return a.y < b.y }
            if a.x != b.x { return a.x < b.x }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    static func line(for view: View, isRoot: Bool) -> String? {
        if (isRoot || view.gestureSummary != nil) && view.screenLine == nil {
            var line = ScreenLine("View", identifier: view.accessibilityIdentifier)
            if isRoot, let background = view.backgroundColor { line = line.adding("background \(background)") }
            return line.adding(view.gestureSummary).line
        }
        guard var line = view.screenLine else { return nil }
        if isRoot, let background = view.backgroundColor { line += " background \(background)" }
        if let gestures = view.gestureSummary { line += " " + gestures }
        return line
    }
}
