@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// `uikit-semantics.md` §3: presentation and dismissal, full screen and otherwise, and
    /// dismissal from low in a presentation stack.
    @MainActor
    @Suite("Lifecycle: presentation")
    struct PresentationLifecycleTests {
        static let storyboard = StoryboardXML.document(initial: "a", StoryboardXML.controller("a", title: "A"))

        func launch() throws -> (Fixture, ViewController) {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            return (fixture, fixture.root)
        }

        @Test func presentFullScreenAndDismiss() throws {
            let (fixture, a) = try launch()
            let b = LoggingViewController(title: "B")
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            #expect(LifecycleLog.entries == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear",
            ])
            #expect(a.presentedViewController === b)
            #expect(b.presentingViewController === a)
            #expect(fixture.window.visibleViewController === b)

            LifecycleLog.entries = []
            b.dismiss(animated: true)
            // Dismissal mirrors presentation: the presenter has appeared before the presented
            // controller has disappeared.
            #expect(LifecycleLog.entries == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear",
            ])
            #expect(a.presentedViewController == nil)
            #expect(b.presentingViewController == nil)
            #expect(fixture.window.visibleViewController === a)
        }

        /// Sheets and "over" styles leave the presenter's view on screen: it hears nothing,
        /// neither when presenting nor when dismissing. `automatic` is a page sheet (iOS 13+).
        @Test(arguments: [ModalPresentationStyle.pageSheet, .formSheet, .overCurrentContext, .overFullScreen, .automatic])
        func presenterGetsNoCallbacks(style: ModalPresentationStyle) throws {
            let (_, a) = try launch()
            let b = LoggingViewController(title: "B")
            b.modalPresentationStyle = style
            a.present(b, animated: true)
            #expect(LifecycleLog.entries == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
            LifecycleLog.entries = []
            b.dismiss(animated: true)
            #expect(LifecycleLog.entries == ["B.viewWillDisappear", "B.viewDidDisappear"])
            #expect(a.presentedViewController == nil)
        }

        /// `testEnvironment.automaticPresentationStyle = .fullScreen` runs an app as iOS 12 did.
        @Test func automaticAsFullScreen() throws {
            let (_, a) = try launch()
            testEnvironment.automaticPresentationStyle = .fullScreen
            a.present(LoggingViewController(title: "B"), animated: true)
            #expect(LifecycleLog.entries == [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear",
            ])
        }

        /// A → B → C, all full screen; dismissing from A removes B and C. Only the top one is
        /// on screen, so only it disappears; B, already hidden, is simply removed.
        @Test func dismissLowInAStackRemovesEverythingAbove() throws {
            let (fixture, a) = try launch()
            let b = LoggingViewController(title: "B")
            let c = LoggingViewController(title: "C")
            b.modalPresentationStyle = .fullScreen
            c.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            b.present(c, animated: true)
            LifecycleLog.entries = []
            a.dismiss(animated: true)
            #expect(LifecycleLog.entries == [
                "C.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "C.viewDidDisappear",
            ])
            #expect(a.presentedViewController == nil)
            #expect(b.presentingViewController == nil && b.presentedViewController == nil)
            #expect(c.presentingViewController == nil)
            #expect(fixture.window.visibleViewController === a)
        }

        /// The same stack of page sheets: every sheet is on screen, so each disappears, the
        /// top one first; the presenter, never hidden, hears nothing.
        @Test func dismissAStackOfSheets() throws {
            let (_, a) = try launch()
            let b = LoggingViewController(title: "B")
            let c = LoggingViewController(title: "C")
            a.present(b, animated: true)
            b.present(c, animated: true)
            LifecycleLog.entries = []
            a.dismiss(animated: true)
            #expect(LifecycleLog.entries == [
                "C.viewWillDisappear", "B.viewWillDisappear", "C.viewDidDisappear", "B.viewDidDisappear",
            ])
        }

        /// Dismissing from the middle of the stack dismisses only what is above.
        @Test func dismissFromTheMiddle() throws {
            let (fixture, a) = try launch()
            let b = LoggingViewController(title: "B")
            let c = LoggingViewController(title: "C")
            b.modalPresentationStyle = .fullScreen
            c.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            b.present(c, animated: true)
            LifecycleLog.entries = []
            b.dismiss(animated: true)
            #expect(LifecycleLog.entries == [
                "C.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "C.viewDidDisappear",
            ])
            #expect(a.presentedViewController === b)
            #expect(fixture.window.visibleViewController === b)
        }

        /// A controller inside a navigation controller presents from the navigation controller
        /// (the controller that fills the screen); it disappears with it.
        @Test func presentFromInsideANavigationController() throws {
            let fixture = try Fixture(main: StoryboardXML.document(initial: "nav", StoryboardXML.navigation("nav", root: "a"), StoryboardXML.controller("a", title: "A")))
            try fixture.launch()
            let navigation = try #require(fixture.root as? NavigationController)
            let a = try #require(navigation.topViewController)
            let b = LoggingViewController(title: "B")
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            #expect(LifecycleLog.entries == [
                "B.viewDidLoad", "Nav.viewWillDisappear", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
                "Nav.viewDidDisappear", "A.viewDidDisappear",
            ])
            #expect(b.presentingViewController === navigation)
            #expect(a.presentedViewController === b)
        }
    }
}
