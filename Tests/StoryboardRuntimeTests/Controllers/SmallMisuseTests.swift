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
            #expect(testEnvironment.diagnostics.warnings.map(\.description) == [
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
            let error = #expect(throws: RuntimeError.self) { try testEnvironment.failures.throwIfAny() }
            #expect(error?.message == "Can't add a superview as subview")
            inner.insertSubview(inner, at: 0)
            #expect(throws: RuntimeError.self) { try testEnvironment.failures.throwIfAny() }
            #expect(outer.superview == nil)
            #expect(inner.subviews.isEmpty)
            #expect(outer.subviews.map { $0 === inner } == [true])
        }
    }
}

extension RuntimeSuite {
    /// Entry points and container calls UIKit refuses, and the entry point it follows.
    @MainActor
    @Suite("Misuse: entry points and containers")
    struct EntryPointAndContainerMisuseTests {
        /// Xcode can make a storyboard reference the entry point: its scene is the initial one.
        @Test func initialViewControllerThroughAReference() throws {
            let fixture = try Fixture([
                "Main": StoryboardXML.document(initial: "ref", StoryboardXML.scene("""
                                <viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/>
                    """, id: "ref")),
                "Other": StoryboardXML.document(initial: "o", StoryboardXML.controller("o", title: "Other")),
            ])
            let initial = try fixture.storyboard().instantiateInitialViewController()
            #expect(initial.map(LifecycleLog.name) == "Other")
            #expect(initial?.storyboard?.name == "Other")
        }

        @Test func initialViewControllerThatIsNoController() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "a-view", StoryboardXML.controller("a", title: "A")))
            let error = #expect(throws: RuntimeError.self) { try fixture.storyboard().instantiateInitialViewController() }
            #expect(error?.description == "\(try fixture.position(of: #"id="a-view""#)): error: the initial view controller 'a-view' is a <view>, not a view controller (object a-view) [runtime]")
        }

        @Test func pushingANavigationControllerIsRefused() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "nav", StoryboardXML.navigation("nav", root: "a"), StoryboardXML.controller("a", title: "A")))
            try fixture.launch()
            let navigation = try #require(fixture.root as? NavigationController)
            navigation.pushViewController(NavigationController(), animated: false)
            let error = #expect(throws: RuntimeError.self) { try testEnvironment.failures.throwIfAny() }
            #expect(error?.message == "Pushing a navigation controller is not supported")
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["A"])
            #expect(LifecycleLog.entries == [])
        }

        @Test func selectingAControllerThatIsNoTab() throws {
            let tabs = TabBarController()
            let first = ViewController()
            tabs.setViewControllers([first, ViewController()], animated: false)
            tabs.selectedViewController = ViewController()
            let error = #expect(throws: RuntimeError.self) { try testEnvironment.failures.throwIfAny() }
            #expect(error?.message == "only a view controller in the tab bar controller's list of view controllers can be selected (<ViewController>)")
            #expect(tabs.selectedViewController === first)
        }
    }
}
