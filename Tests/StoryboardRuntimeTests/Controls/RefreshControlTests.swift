@testable import StoryboardRuntime
import Testing

/// A table view controller's refresh control (issue 16; Apple's documentation of
/// `UIRefreshControl`: a pull begins refreshing and sends `valueChanged`; `endRefreshing()`
/// ends it; a disabled control is not pulled).
@MainActor
@Suite("Refresh control", .inOwnRuntimeEnvironment)
struct RefreshControlTests {
    func launch(enabled: Bool = true) throws -> (RefreshingController, Driver) {
        let scenes = DecodingFixture.scene(
            "t", element: "tableViewController",
            attributes: "customClass=\"RefreshingController\" customModule=\"StoryboardRuntimeTests\"", body: """
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                </tableView>
                <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center"\(enabled ? "" : " enabled=\"NO\"") contentHorizontalAlignment="center" contentVerticalAlignment="center" id="refresh">
                    <autoresizingMask key="autoresizingMask"/>
                    <connections>
                        <action selector="reload:" destination="t" eventType="valueChanged" id="a-reload"/>
                    </connections>
                </refreshControl>
                """)
        let storyboard = try DecodingFixture.storyboard(initial: "t", scenes)
        testEnvironment.classes.register(RefreshingController.self, as: "StoryboardRuntimeTests.RefreshingController")
        let controller = try #require(try storyboard.instantiateInitialViewController() as? RefreshingController)
        let (_, driver) = DecodingFixture.show(controller)
        try testEnvironment.failures.throwIfAny()
        return (controller, driver)
    }

    @Test("a pull refreshes: valueChanged to the action, the screen shows it until endRefreshing")
    func pull() throws {
        let (controller, driver) = try launch()
        try driver.perform(try #require(try DriverCommand(line: "refresh")))
        try driver.perform(.refresh)
        #expect(controller.log == ["reload: true"])
        #expect(driver.describeScreen() == "TableView\nRefreshControl refreshing")
        controller.refreshControl?.endRefreshing()
        #expect(driver.describeScreen() == "TableView")
        #expect(!testEnvironment.diagnostics.warnings.contains { $0.id == .unbuiltElement })
    }

    @Test("a disabled refresh control is not pulled")
    func disabled() throws {
        let (controller, driver) = try launch(enabled: false)
        try driver.perform(.refresh)
        #expect(controller.log == [])
    }
}

@MainActor
final class RefreshingController: TableViewController {
    var log: [String] = []
    @Action func reload(_ sender: Any?) { log.append("reload: \((sender as? RefreshControl)?.isRefreshing ?? false)") }
}
