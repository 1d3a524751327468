@testable import StoryboardRuntime
import Testing

/// A disabled control (`enabled="NO"`, `isEnabled = false`) and its actions (issue 16, round 1):
/// UIKit does not deliver touches to it, so a tap sends nothing; but `sendActions(for:)` called
/// by code sends the actions whatever `isEnabled` says (Apple's documentation of
/// `sendActions(for:)`: it sends the action messages, with no mention of the enabled state,
/// which only gates touch tracking).
@MainActor
@Suite("Disabled controls", .inOwnRuntimeEnvironment)
struct DisabledControlTests {
    func launch() throws -> (DisabledButtonController, Driver) {
        let scenes = DecodingFixture.scene(
            "vc", attributes: "customClass=\"DisabledButtonController\" customModule=\"StoryboardRuntimeTests\"",
            body: DecodingFixture.rootView(subviews: """
                <button opaque="NO" contentMode="scaleToFill" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="go">
                    <rect key="frame" x="0.0" y="100" width="100" height="30"/>
                    <state key="normal" title="Go"/>
                    <connections>
                        <action selector="go:" destination="vc" eventType="touchUpInside" id="a-go"/>
                    </connections>
                </button>
                """))
        let storyboard = try DecodingFixture.storyboard(initial: "vc", scenes)
        testEnvironment.classes.register(DisabledButtonController.self, as: "StoryboardRuntimeTests.DisabledButtonController")
        let controller = try #require(try storyboard.instantiateInitialViewController() as? DisabledButtonController)
        let (_, driver) = DecodingFixture.show(controller)
        try testEnvironment.failures.throwIfAny()
        return (controller, driver)
    }

    @Test("a tap on a disabled button sends nothing")
    func tapIsIgnored() throws {
        let (controller, driver) = try launch()
        try driver.tap("Go")
        #expect(controller.log == [])
        #expect(driver.describeScreen() == "View\n  Button \"Go\" disabled")
    }

    @Test("sendActions(for:) from code reaches the action of a disabled button")
    func codeSendsActions() throws {
        let (controller, _) = try launch()
        let button = try #require(controller.view.subviews.first as? Button)
        #expect(!button.isEnabled)
        button.sendActions(for: .touchUpInside)
        #expect(controller.log == ["go: Go"])
    }
}

@MainActor
final class DisabledButtonController: ViewController {
    var log: [String] = []
    @Action func go(_ sender: Any?) { log.append("go: \((sender as? Button)?.title(for: .normal) ?? "?")") }
}
