@testable import StoryboardRuntime
import Testing

/// A container with no child to show, as the corpus's SwiftGen `Known Types` storyboards have
/// them (a split view controller and a tab bar controller, each alone in its scene): UIKit
/// shows the container's own empty view, with the tab bar where there is one. Found by the
/// scenes harness, whose empty-description invariant the split view controller broke.
@MainActor
@Suite("Containers without children", .inOwnRuntimeEnvironment)
struct EmptyContainerTests {
    @Test("a split view controller with no controllers shows its own empty view")
    func emptySplitViewController() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "split", DecodingFixture.scene("split", element: "splitViewController", body: ""))
        let split = try #require(try storyboard.instantiateInitialViewController() as? SplitViewController)
        let (_, driver) = DecodingFixture.show(split)
        #expect(driver.describeScreen() == "View")
    }

    @Test("a tab bar controller with no controllers shows its own empty view above an empty bar")
    func emptyTabBarController() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "tabs", DecodingFixture.scene("tabs", element: "tabBarController", body: """
                <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tabBar>
            """))
        let tabs = try #require(try storyboard.instantiateInitialViewController() as? TabBarController)
        let (_, driver) = DecodingFixture.show(tabs)
        #expect(driver.describeScreen() == "View\nTabBar")
    }
}
