@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// `UITabBarController`'s programmatic API: `selectedIndex` as UIKit spells it, and which
    /// tab stays selected when the tabs are replaced (Apple's documentation of `viewControllers`).
    @MainActor
    @Suite("Tab bar controller API")
    struct TabBarControllerTests {
        /// Code from the books writes `tabBarController.selectedIndex = 1`: it selects the tab
        /// with the same callbacks as a tap.
        @Test func settingSelectedIndexSelectsTheTab() throws {
            let fixture = try Fixture(main: TabBarLifecycleTests.storyboard)
            try fixture.launch()
            let tabs = try #require(fixture.root as? TabBarController)
            tabs.selectedIndex = 1
            #expect(LifecycleLog.entries == [
                "Two.viewDidLoad", "Two.viewWillAppear", "One.viewWillDisappear", "One.viewDidDisappear", "Two.viewDidAppear",
            ])
            #expect(tabs.selectedIndex == 1)
            #expect(tabs.selectedViewController.map(LifecycleLog.name) == "Two")
            LifecycleLog.entries = []
            tabs.selectedIndex = 7
            #expect(tabs.selectedIndex == 1)
            #expect(LifecycleLog.entries == [])
        }

        /// The selected controller stays selected when it is among the new tabs, at its new
        /// index, and nothing appears or disappears; only the controller that leaves hears
        /// the containment calls (the ones that stay never moved).
        @Test func replacingTheTabsKeepsTheSelectedController() throws {
            let fixture = try Fixture(main: TabBarLifecycleTests.storyboard)
            try fixture.launch()
            let tabs = try #require(fixture.root as? TabBarController)
            tabs.selectedIndex = 1
            LifecycleLog.entries = []
            let (one, two, three) = (tabs.children[0], tabs.children[1], tabs.children[2])
            tabs.setViewControllers([two, three], animated: false)
            #expect(LifecycleLog.entries == ["One.willMove(toParent: nil)", "One.didMove(toParent: nil)"])
            #expect(tabs.selectedIndex == 0)
            #expect(tabs.selectedViewController === two)
            #expect(one.parent == nil)
            #expect(three.isViewLoaded == false)
        }

        /// When the selected controller leaves, the one at the same index is selected, or the
        /// first when that index is gone.
        @Test func replacingTheSelectedControllerSelectsTheSameIndexElseTheFirst() throws {
            let fixture = try Fixture(main: TabBarLifecycleTests.storyboard)
            try fixture.launch()
            let tabs = try #require(fixture.root as? TabBarController)
            let (one, two, three) = (tabs.children[0], tabs.children[1], tabs.children[2])
            tabs.selectedIndex = 2
            tabs.setViewControllers([one, two], animated: false)
            #expect(tabs.selectedIndex == 0)
            #expect(tabs.selectedViewController === one)
            tabs.selectedIndex = 1
            let four = LoggingViewController(title: "Four")
            tabs.setViewControllers([one, four, three], animated: false)
            #expect(tabs.selectedIndex == 1)
            #expect(tabs.selectedViewController === four)
            #expect(four.isVisible)
            #expect(!two.isVisible)
        }
    }
}
