import StoryboardFormat
import StoryboardRender
import StoryboardRuntime
import Testing

/// A tab bar with more tabs than it holds, drawn live: four tabs and the standard More item
/// (its system "more" symbol), as UIKit's tab bar shows them in compact width.
@MainActor
@Suite("Live More tab")
struct LiveMoreTabTests {
    @Test("six tabs draw four and More; More selected draws its list under a More bar")
    func moreTab() throws {
        let window = Window()
        let tabs = TabBarController()
        tabs.viewControllers = (1...6).map { index in
            let controller = ViewController()
            controller.title = "T\(index)"
            return controller
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let live = LiveScreen(window: window)
        let bar = try #require(live.screen.root.allViews.first { $0.kind == .tabBar }?.content.bar)
        #expect(bar.tabs.map(\.title) == ["T1", "T2", "T3", "T4", "More"])
        #expect(bar.tabs.last?.image?.name == "more")
        #expect(bar.selectedTab == 0)

        tabs.selectedViewController = tabs.moreNavigationController
        // The screen as shown: laid out, as at the end of a run-loop turn (the player's driver does it).
        window.layoutIfNeeded()
        let more = LiveScreen(window: window)
        #expect(more.screen.root.allViews.first { $0.kind == .tabBar }?.content.bar?.selectedTab == 4)
        #expect(more.screen.root.allViews.first { $0.kind == .navigationBar }?.content.bar?.title == "More")
        #expect(more.svg().contains(">T5</text>"))
    }
}
