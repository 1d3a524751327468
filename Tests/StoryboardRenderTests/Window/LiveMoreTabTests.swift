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

    @Test("rearranging the tabs (the More list's Edit) draws the Configure sheet over the content, the tab bar below it")
    func configureSheet() throws {
        let window = Window()
        let tabs = TabBarController()
        tabs.viewControllers = (1...6).map { index in
            let controller = ViewController()
            controller.title = "T\(index)"
            controller.tabBarItem.imageName = "icon\(index)"
            return controller
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let driver = Driver(window: window)
        try driver.selectTab("More")
        try driver.tapBarButton("Edit")
        try driver.dragTab("T6", onto: "T2")
        window.layoutIfNeeded()
        let live = LiveScreen(window: window)
        let views = live.screen.root.allViews
        let bars = views.compactMap(\.content.bar)
        #expect(bars.first?.title == "Configure")
        #expect(bars.first?.trailingItems.map(\.systemItem) == ["done"])
        #expect(views.filter { $0.kind == .label }.compactMap(\.content.text?.string) == ["T1", "T6", "T3", "T4", "T5", "T2"])
        #expect(views.filter { $0.kind == .imageView }.compactMap(\.content.image?.name) == ["icon1", "icon6", "icon3", "icon4", "icon5", "icon2"])
        #expect(views.first { $0.kind == .tabBar }?.content.bar?.tabs.map(\.title) == ["T1", "T6", "T3", "T4", "More"])
        // The More list under the sheet is not drawn.
        #expect(views.contains { $0.kind == .tableView } == false)
    }
}
