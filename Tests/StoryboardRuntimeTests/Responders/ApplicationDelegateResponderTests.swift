import Foundation
@testable import StoryboardRuntime
import Testing

/// An app delegate that is a responder, with an action of its own.
@MainActor
final class RespondingAppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    var log: [String] = []
    @Action func refreshAll(_ sender: Any?) { log.append("refreshAll:") }
}

extension RuntimeSuite {
    /// The end of the responder chain (Apple's documentation of `UIResponder.next`: a window's
    /// next responder is the application, whose next is the app delegate when that is a
    /// `UIResponder`): a nil-targeted action nothing on screen performs reaches the app delegate.
    @MainActor
    @Suite("The app delegate on the responder chain")
    struct ApplicationDelegateResponderTests {
        @Test("a First Responder action no view or controller has reaches the app delegate")
        func reachesTheAppDelegate() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "Home",
                StoryboardXML.controller("Home", title: "Home", subviews: StoryboardXML.button("refresh", title: "Refresh", connections: """
                                        <action selector="refreshAll:" destination="Home-fr" eventType="touchUpInside" id="refresh-action"/>
                    """))))
            let delegate = RespondingAppDelegate()
            let application = try Application.launch(delegate: delegate, bundle: fixture.bundle, mainStoryboard: "Main")
            let window = try #require(delegate.window)
            #expect(window.next === delegate)
            try Driver(application: application).tap("Refresh")
            #expect(delegate.log == ["refreshAll:"])
            #expect(testEnvironment.diagnostics.notes.isEmpty)
        }
    }
}
