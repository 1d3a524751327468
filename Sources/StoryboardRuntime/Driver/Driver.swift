/// Acts on the key window as a user would, for tests and tools: find what is on screen, tap
/// it, slide it, type into it, go back, switch tabs; and read the screen back as text.
///
/// Every action throws a `DriverError` when what it names is not on screen, and rethrows what
/// the app did that UIKit would have crashed on.
@MainActor
public final class Driver {
    public let window: Window

    public init(window: Window) {
        self.window = window
    }

    /// The driver of the launched application's key window.
    public convenience init(application: Application) throws(DriverError) {
        guard let window = application.keyWindow ?? application.delegate.window else { throw DriverError.noWindow }
        self.init(window: window)
    }

    /// What is on screen, as text (see `ScreenDescription`).
    public func describeScreen() -> String {
        guard let environment = window.runtimeEnvironment else { return ScreenDescription(window: window).text }
        return environment.handlingEvent {
            // The screen as shown: laid out, as at the end of a run-loop turn.
            window.layoutIfNeeded()
            return ScreenDescription(window: window).text
        }
    }

    /// The controller whose screen is shown (the top of navigation, the selected tab, the top
    /// presented controller).
    public var visibleController: ViewController? {
        var current = window.visibleViewController
        while let shown = current {
            // What is presented in a controller's context shows in its place.
            let container = shown.shownInPlace
            current = container
            if let navigation = container as? NavigationController, let top = navigation.topViewController {
                current = top
            } else if let tabs = container as? TabBarController, let shown = tabs.shownViewController {
                current = shown
            } else if let split = container as? SplitViewController, let content = split.contentController {
                current = content
            } else if let scene = (container as? StoryboardLink)?.embeddedScene {
                current = scene
            } else {
                break
            }
        }
        return current
    }

    // MARK: Finding

    /// A way to name something on screen.
    public enum Query: Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// By accessibility identifier.
        case identifier(String)
        /// By the text it shows (a label's text, a button's title, a cell's text, a text
        /// field's text or placeholder).
        case text(String)
        /// By kind (`"Slider"`), the n-th one on screen.
        case kind(String, index: Int)
        /// The view itself, for a caller that already holds it (the player, after hit-testing
        /// a touch); it must be on screen.
        case view(View)

        /// A string names an accessibility identifier if one matches, else visible text.
        public init(stringLiteral value: String) { self = .text(value) }

        public var description: String {
            switch self {
            case .identifier(let identifier): return "#\(identifier)"
            case .text(let text): return "\"\(text)\""
            case .kind(let kind, let index): return "\(kind)[\(index)]"
            case .view(let view): return "the \(Swift.type(of: view)) touched"
            }
        }
    }

    /// The views on screen, in reading order (the order `describeScreen()` lists them in, so
    /// that `.kind("Slider", index: 1)` is the second slider a person sees).
    public var visibleViews: [View] {
        guard let controller = window.visibleViewController else { return [] }
        // The Configure sheet covers the tab's content.
        if visibleTabBarController?.isCustomizing == true { return [] }
        window.layoutIfNeeded()
        var views: [View] = []
        // The content first, then the navigation bars' title views (a segmented control in
        // the bar is tapped as one in the content is).
        var stack: [View] = shownTitleViews.reversed() + [controller.view]
        while let found = stack.popLast() {
            // A controller covered by a presentation in its context: the presentation's views
            // are on screen in its place, not its own.
            let view = ScreenDescription.shownInPlace(of: found)
            guard !view.isHidden else { continue }
            views.append(view)
            if let table = view as? TableView { table.layoutIfNeeded() }
            (view as? CollectionView)?.layoutIfNeeded()
            stack.append(contentsOf: ScreenDescription.readingOrder(view.subviews).reversed())
        }
        return views
    }

    /// The view `query` names. A text query matches an accessibility identifier first.
    public func find(_ query: Query) throws(DriverError) -> View {
        if case .view(let view) = query {
            // No pass over the screen: the view is on it when it and its superviews are shown
            // up to the visible controller's view.
            let screenView = window.visibleViewController?.view
            var current: View? = view
            let titleViews = shownTitleViews
            while let shown = current, !shown.isHidden {
                if shown === screenView || titleViews.contains(where: { $0 === shown }) { return view }
                // A view covered by a presentation in its controller's context is not on
                // screen; the presentation's root view is, in its context's place.
                if let owner = shown.owningController, owner.viewIfLoaded === shown {
                    if owner.isCoveredInPlace { break }
                    if owner.isPresentedInContext, let context = owner.presentingStorage, context.shownInPlace === owner {
                        var base = context
                        while base.isPresentedInContext, let presenter = base.presentingStorage { base = presenter }
                        guard let place = base.viewIfLoaded, !place.isHidden else { break }
                        if place === screenView { return view }
                        current = place.superview
                        continue
                    }
                }
                current = shown.superview
            }
            throw DriverError.notFound(query.description, screen: describeScreen())
        }
        let views = visibleViews
        let matches: [View]
        switch query {
        case .identifier(let identifier):
            matches = views.filter { $0.accessibilityIdentifier == identifier }
        case .text(let text):
            let byIdentifier = views.filter { $0.accessibilityIdentifier == text }
            matches = byIdentifier.isEmpty ? views.filter { Self.texts(of: $0).contains(text) } : byIdentifier
        case .kind(let kind, let index):
            let ofKind = views.filter { String(describing: Swift.type(of: $0)) == kind || $0.elementName == kind.lowercasedFirst }
            matches = ofKind.indices.contains(index) ? [ofKind[index]] : []
        case .view:
            matches = []
        }
        // A label inside a cell stands for the cell; prefer the most specific control.
        guard let first = matches.first(where: { $0 is Control || $0 is TableViewCell }) ?? matches.first else {
            throw DriverError.notFound(query.description, screen: describeScreen())
        }
        return first
    }

    static func texts(of view: View) -> [String] {
        switch view {
        case let label as Label: return label.text.map { [$0] } ?? []
        case let button as Button: return button.currentTitle.map { [$0] } ?? []
        case let field as TextField: return [field.text, field.placeholder].compactMap { $0 }
        case let textView as TextView: return [textView.text]
        case let cell as TableViewCell: return [cell.textLabel?.text, cell.detailTextLabel?.text].compactMap { $0 }
        case let segmented as SegmentedControl: return segmented.segmentTitles.compactMap { $0 }
        case let search as SearchBar: return [search.text, search.placeholder].compactMap { $0 }
        default: return []
        }
    }

    // MARK: Acting

    /// Taps what `query` names: a button or other control (touch up inside), a switch (it
    /// flips), a segment of a segmented control (by its title), a table row (it is selected),
    /// or a bar button item by its title.
    public func tap(_ query: Query) throws {
        if case .text(let title) = query, let item = barButtonItem(titled: title) {
            try tapBarButton(item)
            return
        }
        let view = try find(query)
        try act {
            switch view {
            case let toggle as Switch:
                toggle.toggle()
            case let pages as PageControl:
                // A tap lands after the current dot: the next page.
                pages.tapSide(forward: true)
            case let segmented as SegmentedControl:
                // A tap lands on one segment: the one named, else the next one along.
                let named: Int?
                if case .text(let title) = query { named = segmented.segmentTitles.firstIndex(of: title) } else { named = nil }
                segmented.select(named ?? (segmented.selectedSegmentIndex + 1) % max(segmented.numberOfSegments, 1))
            case let control as Control:
                control.sendActionsIfEnabled(for: [.touchDown])
                control.sendActionsIfEnabled(for: [.touchUpInside, .primaryActionTriggered])
            default:
                // A tap recognizer on the view or above it takes the touch before a cell does
                // (it cancels touches in its view, so the row is not selected).
                if tapGesture(on: view) { return }
                if try selectItem(containing: view) { return }
                var current: View? = view
                while let candidate = current, !(candidate is TableViewCell) { current = candidate.superview }
                guard let cell = current as? TableViewCell, let table = Self.table(of: cell),
                    let indexPath = table.indexPath(for: cell)
                else { throw DriverError.notTappable(query.description) }
                try table.userSelectRow(at: indexPath)
            }
        }
    }

    /// Selects a row of the table on screen.
    public func selectRow(section: Int = 0, row: Int) throws {
        guard let table = visibleViews.compactMap({ $0 as? TableView }).first else {
            throw DriverError.notFound("a table", screen: describeScreen())
        }
        let indexPath = IndexPath(row: row, section: section)
        guard table.cellForRow(at: indexPath) != nil else {
            throw DriverError.notFound("row \(row) of section \(section)", screen: describeScreen())
        }
        try act { try table.userSelectRow(at: indexPath) }
    }

    /// Taps the accessory button of a row of the table on screen.
    public func tapAccessory(section: Int = 0, row: Int) throws {
        guard let table = visibleViews.compactMap({ $0 as? TableView }).first else {
            throw DriverError.notFound("a table", screen: describeScreen())
        }
        try act { try table.userTapAccessory(at: IndexPath(row: row, section: section)) }
    }

    /// Moves a slider to `value`, sending `valueChanged`.
    public func slide(_ query: Query, to value: Float) throws {
        guard let slider = try find(query) as? Slider else { throw DriverError.notASlider(query.description) }
        try act { slider.slide(to: value) }
    }

    /// Types into a text field (the one `query` names, or the first on screen), replacing its
    /// text.
    public func type(_ text: String, into query: Query? = nil) throws {
        try type(text, into: query, pressingReturn: false)
    }

    /// Types into a text field and presses Return (`editingDidEndOnExit`).
    public func enter(_ text: String, into query: Query? = nil) throws {
        try type(text, into: query, pressingReturn: true)
    }

    private func type(_ text: String, into query: Query?, pressingReturn: Bool) throws {
        let field: TextField
        if let query {
            guard let found = try find(query) as? TextField else { throw DriverError.notATextField(query.description) }
            field = found
        } else {
            guard let first = visibleViews.compactMap({ $0 as? TextField }).first else {
                throw DriverError.notFound("a text field", screen: describeScreen())
            }
            field = first
        }
        try act { field.type(text, pressingReturn: pressingReturn) }
    }

    /// Taps the back button of the navigation controller on screen.
    public func tapBack() throws {
        guard let navigation = visibleNavigationController, navigation.showsBackButton else {
            throw DriverError.notFound("a back button", screen: describeScreen())
        }
        try act { navigation.popShownViewController(animated: true) }
    }

    /// Taps a bar button item of the navigation bar on screen, by title, system item
    /// (`"+"`, `"Done"`) or accessibility identifier.
    public func tapBarButton(_ title: String) throws {
        guard let item = barButtonItem(titled: title) else {
            throw DriverError.notFound("a bar button \"\(title)\"", screen: describeScreen())
        }
        try tapBarButton(item)
    }

    private func tapBarButton(_ item: BarButtonItem) throws {
        let start = window.firstResponder.flatMap { $0.responderWindow === window ? $0 : nil } ?? visibleController
        try act { try item.tap(responderChainStart: start) }
    }

    /// Selects a tab by the title the bar shows (`"More"` for the More tab); a tab the More
    /// list holds is not on the bar: select More, then its row.
    public func selectTab(_ title: String) throws {
        guard let tabs = visibleTabBarController,
            let position = tabs.barItems.firstIndex(where: { $0.displayTitle == title })
        else { throw DriverError.notFound("a tab \"\(title)\"", screen: describeScreen()) }
        try act { tabs.userSelect(position) }
    }

    /// Drags a tab of the Configure sheet (the More list's Edit) onto the tab the bar shows
    /// as `barTitle`: the two swap places.
    public func dragTab(_ title: String, onto barTitle: String) throws {
        guard let tabs = visibleTabBarController, tabs.isCustomizing else {
            throw DriverError.notFound("the Configure sheet (tap Edit in the More list)", screen: describeScreen())
        }
        guard let tab = tabs.customizingTabs.first(where: { $0.tabBarItem.displayTitle == title }) else {
            throw DriverError.notFound("a tab \"\(title)\" to drag", screen: describeScreen())
        }
        guard let position = tabs.barItems.prefix(tabs.barTabs.count).firstIndex(where: { $0.displayTitle == barTitle }),
            tabs.moveTab(tab, toBarPosition: position)
        else { throw DriverError.notFound("a place \"\(barTitle)\" on the bar to drop it on", screen: describeScreen()) }
    }

    /// Selects a tab by its position on the bar (the More tab after the tabs the bar holds).
    public func selectTab(at index: Int) throws {
        guard let tabs = visibleTabBarController, tabs.barItems.indices.contains(index) else {
            throw DriverError.notFound("tab \(index)", screen: describeScreen())
        }
        try act { tabs.userSelect(index) }
    }

    // MARK: Helpers

    /// Runs a user action as an event of the window's app (its environment current, so
    /// `Application.shared` answers that app), then throws what the app did that UIKit would
    /// have crashed on.
    func act(_ body: () throws -> Void) throws {
        guard let environment = window.runtimeEnvironment else { return try body() }
        try RuntimeEnvironment.$current.withValue(environment) { try body() }
        try environment.failures.throwIfAny()
    }

    /// Whether the navigation bar on screen shows a back button (its stack holds more than its
    /// root, and the top item neither hides nor replaces it): then it, and a swipe from the
    /// screen's left edge, pop it (``tapBack()``).
    public var canGoBack: Bool { visibleNavigationController?.showsBackButton ?? false }

    /// The navigation controller whose back button `back` taps: of those on screen, the last
    /// (rightmost) that shows one, else the last.
    private var visibleNavigationController: NavigationController? {
        let shown = shownNavigationControllers
        return shown.last { $0.showsBackButton } ?? shown.last
    }

    /// The title views of the navigation bars on screen (`UINavigationItem.titleView`).
    private var shownTitleViews: [View] {
        shownNavigationControllers.compactMap { navigation in
            navigation.isNavigationBarHidden ? nil : navigation.shownTopViewController?.navigationItem.titleView
        }
    }

    /// The navigation controllers on screen, left to right: one, or one per column of an
    /// expanded split view.
    private var shownNavigationControllers: [NavigationController] {
        var found: [NavigationController] = []
        func collect(_ controller: ViewController?) {
            switch controller?.shownInPlace {
            case let navigation as NavigationController: found.append(navigation)
            case let tabs as TabBarController: collect(tabs.shownViewController)
            case let split as SplitViewController: for column in split.shownColumns { collect(column.controller) }
            case let link as StoryboardLink: collect(link.embeddedScene)
            default: break
            }
        }
        collect(window.visibleViewController)
        return found
    }

    private var visibleTabBarController: TabBarController? {
        var current = window.visibleViewController
        while let container = current?.shownInPlace {
            if let tabs = container as? TabBarController { return tabs }
            current = (container as? NavigationController)?.topViewController
                ?? (container as? StoryboardLink)?.embeddedScene
        }
        return nil
    }

    private func barButtonItem(titled title: String) -> BarButtonItem? {
        // The Configure sheet covers the bars above the tab bar: its Done is the one button.
        if let tabs = visibleTabBarController, tabs.isCustomizing {
            let done = tabs.customizingDoneItem
            return done.displayTitle == title || done.systemItem?.rawValue == title ? done : nil
        }
        let navigations = shownNavigationControllers
        var items = navigations.compactMap { $0.shownTopViewController?.navigationItem }
        if items.isEmpty, let item = visibleController?.navigationItem { items = [item] }
        let toolbarItems = navigations.flatMap { $0.shownToolbarItems ?? [] }
            + visibleViews.compactMap { $0 as? Toolbar }.flatMap { $0.items ?? [] }
            + visibleViews.compactMap { ($0 as? NavigationBar)?.topItem }.flatMap { $0.leftBarButtonItems + $0.rightBarButtonItems }
        return (items.flatMap { $0.leftBarButtonItems + $0.rightBarButtonItems } + toolbarItems).first {
            $0.displayTitle == title || $0.title == title || $0.accessibilityIdentifier == title
                || $0.systemItem?.rawValue == title || $0.customView.map { Self.texts(of: $0).contains(title) } == true
        }
    }

    private static func table(of cell: TableViewCell) -> TableView? {
        var current = cell.superview
        while let view = current, !(view is TableView) { current = view.superview }
        return current as? TableView
    }
}

/// Why a driver action could not be done.
/// Why the driver could not do what it was asked: what it names is not on screen, or is not
/// the kind of thing the action needs.
public struct DriverError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The application shows no window.
        case noWindow
        /// Nothing on screen matches (`screen` is what the screen showed).
        case notFound(String, screen: String)
        /// What is named cannot be tapped.
        case notTappable(String)
        /// What is named is not a slider.
        case notASlider(String)
        /// What is named is not a text field.
        case notATextField(String)
        /// What is named is not the kind of view the action works (`expected`).
        case wrongKind(String, expected: String)
        /// The value given cannot be set on what is named (a date that is no date, a row
        /// that does not exist).
        case invalidValue(String, for: String)
    }

    public var kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    static let noWindow = DriverError(.noWindow)
    static func notFound(_ what: String, screen: String) -> DriverError { DriverError(.notFound(what, screen: screen)) }
    static func notTappable(_ what: String) -> DriverError { DriverError(.notTappable(what)) }
    static func notASlider(_ what: String) -> DriverError { DriverError(.notASlider(what)) }
    static func notATextField(_ what: String) -> DriverError { DriverError(.notATextField(what)) }

    public var description: String {
        switch kind {
        case .noWindow: return "the application has no window"
        case .notFound(let what, let screen): return "\(what) is not on screen; the screen shows:\n\(screen)"
        case .notTappable(let what): return "\(what) cannot be tapped"
        case .notASlider(let what): return "\(what) is not a slider"
        case .notATextField(let what): return "\(what) is not a text field"
        case .wrongKind(let what, let expected): return "\(what) is not \(expected)"
        case .invalidValue(let value, let what): return "\(what) cannot take \(value)"
        }
    }
}

extension String {
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
