import StoryboardFormat
import StoryboardLayout
import StoryboardRender
import StoryboardRuntime
import Testing

/// A running app on an Apple TV draws tvOS's bars as the document screens do, from the same
/// bar table (``Device/topBarsBottom(navigationBar:tabBar:)``): the tab bar 120 pt tall at
/// the top, a tab's clear navigation bar 145 pt tall at y 157 below it, and the controller's
/// safe area from the navigation bar's bottom, 302 (UIKit Catalog for tvOS, tools 21179: its
/// tabs' bars stored 1920 × 145 at y 157, the Focus tab's stack 20 pt below its top guide at
/// 322). Before, the tab bar was iOS's 49 pt one at the bottom, the navigation bar 44 pt at
/// the overscan margin's 60.
@MainActor
@Suite("Live tvOS bars")
struct LiveTVBarsTests {
    static func window(prefersLargeTitles: Bool = false) -> (Window, ViewController) {
        let focus = ViewController()
        focus.title = "Focus"
        let navigation = NavigationController(rootViewController: focus)
        navigation.title = "Focus"
        navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
        let settings = ViewController()
        settings.title = "Settings"
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, settings]
        let window = Window()
        window.device = Device.named("appleTV")!
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, focus)
    }

    @Test func tabAndNavigationBarsAreAtTheTop() throws {
        try RuntimeEnvironment.$current.withValue(RuntimeEnvironment()) {
            let (window, focus) = Self.window()
            let live = LiveScreen(window: window)
            #expect(live.screen.size == Size(width: 1920, height: 1080))
            let tabBar = try #require(live.screen.root.allViews.first { $0.kind == .tabBar })
            #expect(tabBar.frame == Rect(x: 0, y: 0, width: 1920, height: 120))
            let navigationBar = try #require(live.screen.root.allViews.first { $0.kind == .navigationBar })
            #expect(navigationBar.frame == Rect(x: 0, y: 157, width: 1920, height: 145))
            #expect(navigationBar.content.bar?.showsBackground == false)
            #expect(focus.view.safeAreaInsets.top == 302)
            let svg = live.svg()
            #expect(svg.contains(##"<text x="960" y="92.5" font-size="57" font-weight="500" text-anchor="middle" fill="#000000">Focus</text>"##))
            #expect(svg.contains(##"font-size="38" font-weight="500" text-anchor="middle" fill="#000000">Focus</text>"##))
            // A touch on the second tab's title, drawn right of the centre, finds its item.
            let frames = BarLayout.tabFrames(try #require(tabBar.content.bar), width: 1920).map(\.frame)
            let hit = try #require(live.hitTest(Point(x: frames[1].x + frames[1].width / 2, y: 60)))
            #expect(hit.kind == .tabBar)
            #expect((hit.barItem as? TabBarItem)?.displayTitle == "Settings")
        }
    }

    /// tvOS has no large titles (`prefersLargeTitles` is not tvOS API): a bar that asks for
    /// them keeps its 145 pt, not iOS's 96.
    @Test func largeTitlesKeepTheTVBar() throws {
        try RuntimeEnvironment.$current.withValue(RuntimeEnvironment()) {
            let (window, focus) = Self.window(prefersLargeTitles: true)
            let live = LiveScreen(window: window)
            let navigationBar = try #require(live.screen.root.allViews.first { $0.kind == .navigationBar })
            #expect(navigationBar.frame == Rect(x: 0, y: 157, width: 1920, height: 145))
            #expect(navigationBar.content.bar?.prefersLargeTitle == false)
            #expect(focus.view.safeAreaInsets.top == 302)
        }
    }
}
