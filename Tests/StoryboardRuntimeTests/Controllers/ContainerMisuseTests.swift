@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// What UIKit raises on when a program misuses presentation or a navigation stack: a
    /// typed error (thrown by the next call that checks), the hierarchy left as it was.
    @MainActor
    @Suite("Errors: presentation and push misuse")
    struct ContainerMisuseTests {
        static let storyboard = StoryboardXML.document(
            initial: "nav",
            StoryboardXML.navigation("nav", root: "a"),
            StoryboardXML.controller("a", title: "A"),
            StoryboardXML.controller("b", title: "B", identifier: "B"))

        /// Presenting a controller of the presenter's own hierarchy (here the presenter's own
        /// container) would link the hierarchy into a loop; before, asking whether anything
        /// was in the window then never returned.
        @Test func presentingAnActiveControllerIsATypedError() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            let navigation = try #require(fixture.root as? NavigationController)
            let a = try #require(navigation.topViewController)
            a.present(navigation, animated: false)
            let error = #expect(throws: RuntimeError.self) { try testEnvironment.failures.throwIfAny() }
            #expect(error?.message == "Application tried to present modally an active view controller <LoggingNavigationController>. (scene nav-scene, object nav)")
            #expect(error?.file == fixture.path(of: "Main"))
            #expect(navigation.presentedViewController == nil)
            #expect(navigation.presentingViewController == nil)
            #expect(a.isInWindowHierarchy)
            #expect(LifecycleLog.entries == [])
        }

        /// A controller presented already cannot be presented again from elsewhere.
        @Test func presentingAPresentedControllerIsATypedError() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            let b = try fixture.storyboard().instantiateViewController(withIdentifier: "B")
            fixture.root.present(b, animated: false)
            let other = LoggingViewController(title: "Other")
            b.present(other, animated: false)
            LifecycleLog.entries = []
            other.present(b, animated: false)
            let error = #expect(throws: RuntimeError.self) { try testEnvironment.failures.throwIfAny() }
            #expect(error?.message == "Application tried to present modally a view controller <LoggingViewController> that is already being presented by <LoggingNavigationController>. (scene b-scene, object b)")
            #expect(b.presentingViewController === fixture.root)
            #expect(other.presentedViewController == nil)
            #expect(LifecycleLog.entries == [])
        }

        /// Pushing the top controller again: UIKit raises; the stack and the appearance state
        /// stay as they were.
        @Test func pushingAControllerInTheStackIsATypedError() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            let navigation = try #require(fixture.root as? NavigationController)
            let a = try #require(navigation.topViewController)
            navigation.pushViewController(a, animated: false)
            let error = #expect(throws: RuntimeError.self) { try testEnvironment.failures.throwIfAny() }
            #expect(error?.message == "Pushing the same view controller instance (<LoggingViewController>) more than once is not supported (scene a-scene, object a)")
            #expect(LifecycleLog.entries == [])
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["A"])
            #expect(a.isVisible)
        }
    }
}
