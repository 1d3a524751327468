@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// `uikit-semantics.md` §3: tab switches, first and later visits.
    @MainActor
    @Suite("Lifecycle: tab bar")
    struct TabBarLifecycleTests {
        static let storyboard = StoryboardXML.document(
            initial: "tabs",
            StoryboardXML.scene("""
                <tabBarController title="Tabs" id="tabs" customClass="LoggingTabBarController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="one" kind="relationship" relationship="viewControllers" id="tabs-one"/>
                        <segue destination="two" kind="relationship" relationship="viewControllers" id="tabs-two"/>
                        <segue destination="three" kind="relationship" relationship="viewControllers" id="tabs-three"/>
                    </connections>
                </tabBarController>
                """, id: "tabs"),
            StoryboardXML.controller("one", title: "One"),
            StoryboardXML.controller("two", title: "Two"),
            StoryboardXML.controller("three", title: "Three"))

        /// Tabs in document order; only the selected tab's view loads; the container's
        /// callbacks come before its child's.
        @Test func launch() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch(keepingLog: true)
            #expect(LifecycleLog.entries == [
                "One.awakeFromNib", "Two.awakeFromNib", "Three.awakeFromNib",
                "One.willMove(toParent: Tabs)", "Two.willMove(toParent: Tabs)", "Three.willMove(toParent: Tabs)",
                "One.didMove(toParent: Tabs)", "Two.didMove(toParent: Tabs)", "Three.didMove(toParent: Tabs)",
                "Tabs.awakeFromNib",
                "app.willFinishLaunching", "app.didFinishLaunching",
                "Tabs.viewDidLoad", "Tabs.viewWillAppear", "One.viewDidLoad", "One.viewWillAppear",
                "Tabs.viewDidAppear", "One.viewDidAppear",
            ])
            let tabs = try #require(fixture.root as? TabBarController)
            #expect(tabs.viewControllers?.map(LifecycleLog.name) == ["One", "Two", "Three"])
            #expect(tabs.viewControllers?.map(\.isViewLoaded) == [true, false, false])
        }

        @Test func firstVisitThenLaterVisit() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            try fixture.driver().selectTab("Two")
            #expect(LifecycleLog.entries == [
                "Two.viewDidLoad", "Two.viewWillAppear", "One.viewWillDisappear", "One.viewDidDisappear", "Two.viewDidAppear",
            ])
            LifecycleLog.entries = []
            try fixture.driver().selectTab("One")
            #expect(LifecycleLog.entries == [
                "One.viewWillAppear", "Two.viewWillDisappear", "Two.viewDidDisappear", "One.viewDidAppear",
            ])
            let tabs = try #require(fixture.root as? TabBarController)
            #expect(tabs.selectedIndex == 0)
            #expect(tabs.viewControllers?.map(\.isViewLoaded) == [true, true, false])
        }

        @Test func selectingTheSelectedTabDoesNothing() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            try fixture.driver().selectTab("One")
            #expect(LifecycleLog.entries == [])
        }
    }
}
