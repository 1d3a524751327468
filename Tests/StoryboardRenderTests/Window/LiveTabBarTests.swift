import Foundation
import LinkedTabs
import StoryboardFormat
import StoryboardRender
import StoryboardRuntime
import Testing

/// The LinkedTabs example's live screens: tabs built in code, each a navigation controller.
@MainActor
@Suite("Live tab bar")
struct LiveTabBarTests {
    static func launch() throws -> Driver {
        let environment = RuntimeEnvironment()
        environment.classes.modules = ["LinkedTabs"]
        let application = try Application.launch(
            delegate: LinkedTabsAppDelegate(), bundle: ResourceBundle(directory: Examples.path("Examples/LinkedTabs")), environment: environment)
        return try Driver(application: application)
    }

    @Test("the tab bar shows every tab and the selected one; a touch on a tab finds its item")
    func tabs() throws {
        let driver = try Self.launch()
        let live = LiveScreen(window: driver.window)
        let bar = try #require(live.screen.root.allViews.first { $0.kind == .tabBar })
        // 49 points of bar above the 34 of the home indicator, at the window's bottom.
        #expect(bar.frame == Rect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(bar.content.bar?.tabs.map(\.title) == ["Delegate", "Closure", "Shared", "Notification"])
        #expect(bar.content.bar?.selectedTab == 0)
        #expect(live.svg().contains(">Inbox</text>"))

        let hit = try #require(live.hitTest(Point(x: 390 * 3 / 8, y: 844 - 60)))
        #expect(hit.kind == .tabBar)
        #expect((hit.barItem as? TabBarItem)?.displayTitle == "Closure")

        try driver.selectTab("Closure")
        let after = LiveScreen(window: driver.window)
        #expect(after.screen.root.allViews.first { $0.kind == .tabBar }?.content.bar?.selectedTab == 1)
    }
}
