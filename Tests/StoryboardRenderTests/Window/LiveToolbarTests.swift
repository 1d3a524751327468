import StoryboardFormat
import StoryboardRender
import StoryboardRuntime
import Testing

/// A navigation controller's toolbar in a running app: the top controller's `toolbarItems`
/// drawn above the home indicator once the toolbar is shown, and found by hit testing.
@MainActor
@Suite("Live toolbar")
struct LiveToolbarTests {
    /// A window (390 × 844) around a navigation controller whose root controller has a
    /// Refresh item, a flexible space and a Done item in its toolbar.
    static func window(showingToolbar: Bool) -> (Window, NavigationController) {
        let root = ViewController()
        root.title = "Articles"
        root.toolbarItems = [
            BarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil),
            BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            BarButtonItem(title: "Done", style: .done, target: nil, action: nil),
        ]
        let navigation = NavigationController(rootViewController: root)
        navigation.isToolbarHidden = !showingToolbar
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation)
    }

    @Test func shownToolbarDrawsTheTopControllersItems() throws {
        try RuntimeEnvironment.$current.withValue(RuntimeEnvironment()) {
            let (window, navigation) = Self.window(showingToolbar: true)
            let live = LiveScreen(window: window)
            let toolbar = try #require(live.screen.root.allViews.first { $0.kind == .toolbar })
            // 49 points of bar above the 34 of the home indicator, its background under both.
            #expect(toolbar.frame == Rect(x: 0, y: 844 - 83, width: 390, height: 83))
            #expect(toolbar.content.bar?.items.map(\.systemItem) == ["refresh", "flexibleSpace", nil])
            let svg = live.svg()
            #expect(svg.contains(##"<g data-id="navigation/toolbar" data-kind="toolbar" transform="translate(0,761)">"##))
            #expect(svg.contains(##"<g data-id="navigation/toolbar/item-0" data-kind="barButtonItem" data-system-item="refresh">"##))
            #expect(svg.contains(##"<text x="374" y="30.5" font-size="17" font-weight="600" text-anchor="end" fill="#007aff">Done</text>"##))

            let hit = try #require(live.hitTest(Point(x: 360, y: 785)))
            #expect(hit.kind == .toolbar)
            #expect((hit.barItem as? BarButtonItem)?.title == "Done")
            #expect(hit.barItem === navigation.topViewController?.toolbarItems?.last)
        }
    }

    @Test func hiddenToolbarIsNotDrawn() {
        RuntimeEnvironment.$current.withValue(RuntimeEnvironment()) {
            let (window, _) = Self.window(showingToolbar: false)
            let live = LiveScreen(window: window)
            #expect(!live.screen.root.allViews.contains { $0.kind == .toolbar })
        }
    }
}
