@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// `uikit-semantics.md` §3: push, pop, pop to root, replacing the stack, launch, and a
    /// navigation controller that is not in a window.
    @MainActor
    @Suite("Lifecycle: navigation")
    struct NavigationLifecycleTests {
        /// Nav → A; A's "Next" button shows B; B's "More" button shows C.
        static let storyboard = StoryboardXML.document(
            initial: "nav",
            StoryboardXML.navigation("nav", root: "a"),
            StoryboardXML.controller("a", title: "A", subviews: StoryboardXML.button("next", title: "Next", connections: StoryboardXML.segue("a-b", to: "b", kind: "show", identifier: "showB"))),
            StoryboardXML.controller("b", title: "B", identifier: "B", subviews: StoryboardXML.button("more", title: "More", connections: StoryboardXML.segue("b-c", to: "c", kind: "show", identifier: "showC"))),
            StoryboardXML.controller("c", title: "C", identifier: "C"))

        @Test func launchWithNavigationControllerRoot() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch(keepingLog: true)
            #expect(LifecycleLog.entries == [
                // The root is decoded with its container, before the container wakes.
                "A.awakeFromNib", "A.willMove(toParent: Nav)", "A.didMove(toParent: Nav)", "Nav.awakeFromNib",
                "app.willFinishLaunching", "app.didFinishLaunching",
                // makeKeyAndVisible: views load as they appear; the container before its child.
                "Nav.viewDidLoad", "Nav.viewWillAppear", "A.viewDidLoad", "A.viewWillAppear",
                "Nav.viewDidAppear", "A.viewDidAppear",
            ])
            #expect(fixture.window.isKeyWindow)
        }

        @Test func pushBySegue() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            try fixture.driver().tap("Next")
            #expect(LifecycleLog.entries == [
                "A.shouldPerformSegue(showB, sender: button Next) → true",
                "B.awakeFromNib",
                "B.willMove(toParent: Nav)", "A.prepare(showB → B, sender: button Next)", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                "B.didMove(toParent: Nav)",
            ])
            let navigation = try #require(fixture.root as? NavigationController)
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["A", "B"])
            #expect(fixture.driver().visibleController?.title == "B")
        }

        @Test func programmaticPush() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            let navigation = try #require(fixture.root as? NavigationController)
            navigation.pushViewController(LoggingViewController(title: "B"), animated: true)
            #expect(LifecycleLog.entries == [
                "B.willMove(toParent: Nav)", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                "B.didMove(toParent: Nav)",
            ])
        }

        @Test func pop() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            try fixture.driver().tap("Next")
            LifecycleLog.entries = []
            try fixture.driver().tapBack()
            #expect(LifecycleLog.entries == [
                "B.willMove(toParent: nil)",
                "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
                "B.didMove(toParent: nil)",
            ])
            let navigation = try #require(fixture.root as? NavigationController)
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["A"])
        }

        /// Decision (§3 is silent): the popped controllers hear `willMove(toParent: nil)` top
        /// first, only the top one disappears, then all are removed, top first.
        @Test func popToRoot() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            try fixture.driver().tap("Next")
            try fixture.driver().tap("More")
            LifecycleLog.entries = []
            let navigation = try #require(fixture.root as? NavigationController)
            let popped = navigation.popToRootViewController(animated: true)
            #expect(popped?.map(LifecycleLog.name) == ["B", "C"])
            #expect(LifecycleLog.entries == [
                "C.willMove(toParent: nil)", "B.willMove(toParent: nil)",
                "C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear",
                "C.didMove(toParent: nil)", "B.didMove(toParent: nil)",
            ])
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["A"])
        }

        @Test func popWithOnlyTheRootLeftDoesNothing() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            let navigation = try #require(fixture.root as? NavigationController)
            #expect(navigation.popViewController(animated: true) == nil)
            #expect(navigation.popToRootViewController(animated: true) == nil)
            #expect(LifecycleLog.entries == [])
        }

        /// Decision: leaving controllers hear `willMove(toParent: nil)`, arriving ones
        /// `willMove(toParent:)`, the old top disappears while the new top appears (only the
        /// new top's view loads), then the leaving ones are removed and the arriving ones hear
        /// `didMove(toParent:)`.
        @Test func setViewControllers() throws {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            let navigation = try #require(fixture.root as? NavigationController)
            let x = LoggingViewController(title: "X")
            let y = LoggingViewController(title: "Y")
            navigation.setViewControllers([x, y], animated: false)
            #expect(LifecycleLog.entries == [
                "A.willMove(toParent: nil)", "X.willMove(toParent: Nav)", "Y.willMove(toParent: Nav)",
                "Y.viewDidLoad",
                "A.viewWillDisappear", "Y.viewWillAppear", "A.viewDidDisappear", "Y.viewDidAppear",
                "A.didMove(toParent: nil)", "X.didMove(toParent: Nav)", "Y.didMove(toParent: Nav)",
            ])
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["X", "Y"])
            #expect(!x.isViewLoaded)
            #expect(fixture.driver().visibleController === y)
        }

        /// Appearance callbacks come only while attached to a window: a navigation controller
        /// that is not in one only adds and removes children.
        @Test func noAppearanceCallbacksOutsideAWindow() throws {
            let fixture = try Fixture(main: Self.storyboard)
            let navigation = try #require(try fixture.storyboard().instantiateInitialViewController() as? NavigationController)
            #expect(LifecycleLog.entries == ["A.awakeFromNib", "A.willMove(toParent: Nav)", "A.didMove(toParent: Nav)", "Nav.awakeFromNib"])
            LifecycleLog.entries = []
            let b = LoggingViewController(title: "B")
            navigation.pushViewController(b, animated: true)
            navigation.popViewController(animated: true)
            #expect(LifecycleLog.entries == [
                "B.willMove(toParent: Nav)", "B.didMove(toParent: Nav)",
                "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
            ])
            #expect(!navigation.isViewLoaded)
            #expect(!b.isViewLoaded)
        }

        /// A controller's view loads the first time `view` is read; outlets into it are nil
        /// before.
        @Test func lazyViewLoading() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                StoryboardXML.controller("o", title: "O", customClass: "OutletViewController", identifier: "O",
                               subviews: #"<label text="Hello" id="o-label"><rect key="frame" x="0" y="0" width="100" height="20"/></label>"#,
                               connections: #"<outlet property="label" destination="o-label" id="o-outlet"/>"#)))
            testEnvironment.classes.register(OutletViewController.self, as: "OutletViewController")
            let controller = try #require(try fixture.storyboard().instantiateViewController(withIdentifier: "O") as? OutletViewController)
            #expect(LifecycleLog.entries == ["O.awakeFromNib"])
            #expect(!controller.isViewLoaded)
            #expect(controller.label == nil)
            _ = controller.view
            #expect(LifecycleLog.entries == ["O.awakeFromNib", "O.viewDidLoad"])
            #expect(controller.isViewLoaded)
            #expect(controller.label?.text == "Hello")
            _ = controller.view
            #expect(LifecycleLog.entries == ["O.awakeFromNib", "O.viewDidLoad"])
        }
    }
}

/// A logging controller with an outlet into its view.
@MainActor
final class OutletViewController: LoggingViewController {
    @Outlet var label: Label?
}
