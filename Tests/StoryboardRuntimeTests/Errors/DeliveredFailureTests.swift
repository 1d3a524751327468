@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// Where UIKit raises inside a call whose signature cannot throw (reading `view`, a data
    /// source dequeuing a cell), the failure goes to the app the object belongs to and is thrown
    /// by the call that caused it: the driver event, the segue, the instantiation. It is never
    /// kept process-wide, so another app never sees it.
    @MainActor
    @Suite("Errors: failures delivered to the app that caused them")
    struct DeliveredFailureTests {
        /// A (initial) shows B with "Go"; B's view has an outlet its class lacks, so B's view
        /// cannot be decoded (UIKit: "not key value coding-compliant", raised while loading).
        static let storyboard = StoryboardXML.document(
            initial: "a",
            StoryboardXML.controller("a", title: "A", subviews: """
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                    <rect key="frame" x="20" y="100" width="100" height="30"/>
                    <state key="normal" title="Go"/>
                    <connections>
                        <segue destination="b" kind="presentation" modalPresentationStyle="fullScreen" id="go-segue"/>
                    </connections>
                </button>
                """),
            StoryboardXML.controller("b", title: "B", customClass: "OutletViewController", identifier: "B",
                                     subviews: #"<label text="Hello" id="b-label"/>"#,
                                     connections: #"<outlet property="missing" destination="b-label" id="b-missing"/>"#))

        func fixture() throws -> Fixture {
            let fixture = try Fixture(main: Self.storyboard)
            testEnvironment.classes.register(OutletViewController.self, as: "OutletViewController")
            return fixture
        }

        @Test("a view that fails to decode while a segue shows it: the tap throws it, located at the outlet")
        func viewDecodingFailureSurfacesAtTheTap() throws {
            let fixture = try fixture()
            try fixture.launch()
            let error = #expect(throws: RuntimeError.self) { try fixture.driver().tap("Go") }
            #expect(error?.description == "\(try fixture.position(of: #"id="b-missing""#)): error: [OutletViewController setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key missing. (scene b-scene, object b-missing) [runtime]")
            // Thrown once: nothing is left to surface at a later, unrelated call.
            #expect(testEnvironment.failures.pending.isEmpty)
            // Meanwhile B has an empty view of its own, which its presentation lays out over the
            // window's screen (the runtime's default iPhone 13, 390 × 844).
            let b = try #require(fixture.root.presentedViewController)
            #expect(b.view.subviews.isEmpty)
            #expect(b.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        }

        @Test("a view read by code between events: the failure waits in its own app, and no other app sees it")
        func viewReadBetweenEventsStaysInItsApp() throws {
            let fixture = try fixture()
            let other = RuntimeEnvironment()
            let b = try fixture.storyboard().instantiateViewController(withIdentifier: "B")
            _ = b.view
            #expect(testEnvironment.failures.pending.map(\.kind) == [.undeclaredOutlet(key: "missing", className: "OutletViewController")])
            #expect(other.failures.pending.isEmpty)
        }
    }
}
