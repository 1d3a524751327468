@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// Smaller things UIKit logs or refuses: a main storyboard without an entry point, a
    /// dismiss with nothing presented, a view added into itself.
    @MainActor
    @Suite("Misuse: launch, dismiss, view hierarchy")
    struct SmallMisuseTests {
        /// UIKit launches with an empty window and logs the missing entry point.
        @Test func mainStoryboardWithoutInitialController() throws {
            let fixture = try Fixture(main: StoryboardXML.document(StoryboardXML.controller("a", title: "A")))
            try fixture.launch()
            #expect(fixture.window.rootViewController == nil)
            #expect(RuntimeDiagnostics.shared.warnings.map(\.description) == [
                "\(fixture.path(of: "Main")): warning: Failed to instantiate the default view controller for UIMainStoryboardFile 'Main' - perhaps the designated entry point is not set? [no-initial-view-controller]",
            ])
        }

        /// The completion runs even when there is nothing to dismiss.
        @Test func dismissWithNothingPresentedCallsTheCompletion() throws {
            let fixture = try Fixture(main: StoryboardXML.document(initial: "a", StoryboardXML.controller("a", title: "A")))
            try fixture.launch()
            var completed = 0
            fixture.root.dismiss(animated: false) { completed += 1 }
            #expect(completed == 1)
            #expect(LifecycleLog.entries == [])
        }

        /// A view cannot hold itself or an ancestor: an error, and the hierarchy unchanged
        /// (before, such a loop made `isDescendant(of:)` and `window` spin forever).
        @Test func addingAViewIntoItselfIsRefused() throws {
            let outer = View()
            let inner = View()
            outer.addSubview(inner)
            inner.addSubview(outer)
            let error = #expect(throws: RuntimeError.self) { try RuntimeFailures.shared.throwIfAny() }
            #expect(error?.message == "Can't add a superview as subview")
            inner.insertSubview(inner, at: 0)
            #expect(throws: RuntimeError.self) { try RuntimeFailures.shared.throwIfAny() }
            #expect(outer.superview == nil)
            #expect(inner.subviews.isEmpty)
            #expect(outer.subviews.map { $0 === inner } == [true])
        }
    }
}
