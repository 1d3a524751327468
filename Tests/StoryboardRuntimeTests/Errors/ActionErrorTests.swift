@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// Actions that reach no method: UIKit's "unrecognized selector" crash for the app's own
    /// classes; nothing for an object standing in for a missing class (already warned about);
    /// nothing when no responder up the chain has the action.
    @MainActor
    @Suite("Errors: actions")
    struct ActionErrorTests {
        static func storyboard(target: String, customClass: String = "LoggingViewController") -> String {
            StoryboardXML.document(
                initial: "src",
                StoryboardXML.controller(
                    "src", title: "Src", customClass: customClass,
                    subviews: StoryboardXML.button(
                        "go", title: "Go",
                        connections: #"<action selector="missing:" destination="\#(target)" eventType="touchUpInside" id="go-action"/>"#)))
        }

        @Test func unrecognizedSelectorOnTheAppsClass() throws {
            let fixture = try Fixture(main: Self.storyboard(target: "src"))
            try fixture.launch()
            let error = #expect(throws: RuntimeError.self) { try fixture.driver().tap("Go") }
            #expect(error?.description == "\(try fixture.position(of: #"id="go-action""#)): error: -[LoggingViewController missing:]: unrecognized selector sent to instance (scene src-scene, object go-action) [runtime]")
        }

        @Test func standInForAMissingClassIgnoresTheAction() throws {
            let fixture = try Fixture(main: Self.storyboard(target: "src", customClass: "NotInTheApp"))
            try fixture.launch()
            try fixture.driver().tap("Go")
            #expect(testEnvironment.diagnostics.warnings.map(\.message) == [
                "Unknown class NotInTheApp in Interface Builder file; using ViewController",
            ])
        }

        /// First Responder: the action travels up the chain and, with no taker, goes nowhere.
        @Test func firstResponderWithNoTaker() throws {
            let fixture = try Fixture(main: Self.storyboard(target: "src-fr"))
            try fixture.launch()
            try fixture.driver().tap("Go")
            #expect(LifecycleLog.entries.isEmpty)
        }
    }
}
