@testable import StoryboardRuntime
import Testing

/// A controller that takes the unwind action `unwindToHere:`, logging it with the segue's source.
@MainActor
class UnwindTargetViewController: LoggingViewController {
    @Action func unwindToHere(_ segue: StoryboardSegue) {
        LifecycleLog.record("\(LifecycleLog.name(of: self)).unwindToHere(from: \(LifecycleLog.name(of: segue.source)))")
    }
}

/// Implements the action but refuses it (`canPerformUnwindSegueAction` → false).
@MainActor
final class RefusingUnwindViewController: UnwindTargetViewController {
    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: ViewController, sender: Any?) -> Bool {
        LifecycleLog.record("\(LifecycleLog.name(of: self)).canPerformUnwindSegueAction(\(action), from: \(LifecycleLog.name(of: fromViewController))) → false")
        return false
    }
}

/// Storyboard pieces for unwind segues.
enum UnwindXML {
    /// `scene` (from `StoryboardXML.controller` …) with an exit `<id>-exit` in its `<objects>`,
    /// or, with `exitOutsideObjects`, right after them, where UIKit does not decode it.
    static func withExit(_ scene: String, id: String, exitOutsideObjects: Bool = false) -> String {
        let exit = "<exit id=\"\(id)-exit\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>"
        return scene.replacingOccurrences(
            of: "</objects>", with: exitOutsideObjects ? "</objects>\n                \(exit)" : "    \(exit)\n                </objects>")
    }

    /// An unwind segue to the exit of scene `id`.
    static func unwind(_ id: String, action: String = "unwindToHere:", identifier: String? = nil) -> String {
        let identifierAttribute = identifier.map { " identifier=\"\($0)\"" } ?? ""
        return "<segue destination=\"\(id)-exit\" kind=\"unwind\" unwindAction=\"\(action)\"\(identifierAttribute) id=\"\(id)-unwind\"/>"
    }

    /// A navigation item titled `title` whose right bar button `Done` unwinds to the exit of `id`.
    static func doneItem(_ id: String, title: String) -> String {
        """
                            <navigationItem key="navigationItem" title="\(title)" id="\(id)-item">
                                <barButtonItem key="rightBarButtonItem" title="Done" id="\(id)-done">
                                    <connections>
                                        \(unwind(id))
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
        """
    }
}

extension RuntimeSuite {
    /// `uikit-semantics.md` §4: the search for the controller that takes an unwind segue, the
    /// order of calls, and the transition back (pop, tab selection, dismissal).
    @MainActor
    @Suite("Unwind segues")
    struct UnwindSegueTests {
        /// Nav → A → B → C; C's "Back" button unwinds (`unwindToHere:`), as does its manual
        /// segue `backToB`. `a`/`b` name the classes of A and B.
        static func stack(a: String, b: String) -> String {
            StoryboardXML.document(
                initial: "nav",
                StoryboardXML.navigation("nav", root: "a"),
                StoryboardXML.controller("a", title: "A", customClass: a, subviews: StoryboardXML.button("a-next", title: "Next", connections: StoryboardXML.segue("a-b", to: "b", kind: "show"))),
                StoryboardXML.controller("b", title: "B", customClass: b, subviews: StoryboardXML.button("b-next", title: "Next", connections: StoryboardXML.segue("b-c", to: "c", kind: "show"))),
                UnwindXML.withExit(
                    StoryboardXML.controller(
                        "c", title: "C", subviews: StoryboardXML.button("back", title: "Back", connections: UnwindXML.unwind("c")),
                        connections: "<segue destination=\"c-exit\" kind=\"unwind\" unwindAction=\"unwindToHere:\" identifier=\"backToB\" id=\"c-manual\"/>"),
                    id: "c"))
        }

        static func launchedAtC(a: String = "UnwindTargetViewController", b: String = "UnwindTargetViewController") throws -> Fixture {
            let fixture = try Fixture(main: stack(a: a, b: b))
            testEnvironment.classes.register(UnwindTargetViewController.self, as: "UnwindTargetViewController")
            testEnvironment.classes.register(RefusingUnwindViewController.self, as: "RefusingUnwindViewController")
            try fixture.launch()
            try fixture.driver().tap("Next")
            try fixture.driver().tap("Next")
            LifecycleLog.entries = []
            return fixture
        }

        /// A and B both take the action: the navigation controller offers its stack from the
        /// top down, so B, the nearest, wins; then C pops.
        @Test func nearestControllerInTheStackTakesIt() throws {
            let fixture = try Self.launchedAtC()
            try fixture.driver().tap("Back")
            #expect(LifecycleLog.entries == [
                "C.shouldPerformSegue(, sender: button Back) → true",
                "C.prepare(nil → B, sender: button Back)",
                "B.unwindToHere(from: C)",
                "C.willMove(toParent: nil)",
                "C.viewWillDisappear", "B.viewWillAppear", "C.viewDidDisappear", "B.viewDidAppear",
                "C.didMove(toParent: nil)",
            ])
            let navigation = try #require(fixture.root as? NavigationController)
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["A", "B"])
            #expect(fixture.driver().describeScreen() == """
                NavigationBar < "A" "B"
                View
                  Button "Next"
                """)
        }

        /// `performSegue(withIdentifier:)` with an unwind segue: no `shouldPerformSegue`.
        @Test func performedByIdentifier() throws {
            let fixture = try Self.launchedAtC()
            let c = try #require(fixture.driver().visibleController)
            try c.performSegue(withIdentifier: "backToB", sender: "code")
            #expect(LifecycleLog.entries == [
                "C.prepare(backToB → B, sender: \"code\")",
                "B.unwindToHere(from: C)",
                "C.willMove(toParent: nil)",
                "C.viewWillDisappear", "B.viewWillAppear", "C.viewDidDisappear", "B.viewDidAppear",
                "C.didMove(toParent: nil)",
            ])
        }

        /// B implements the action but refuses it: the search asks B, goes on, and A takes it;
        /// the stack pops to A (both B and C leave).
        @Test func refusingControllerIsSkipped() throws {
            let fixture = try Self.launchedAtC(b: "RefusingUnwindViewController")
            try fixture.driver().tap("Back")
            #expect(LifecycleLog.entries == [
                "C.shouldPerformSegue(, sender: button Back) → true",
                "B.canPerformUnwindSegueAction(unwindToHere:, from: C) → false",
                "C.prepare(nil → A, sender: button Back)",
                "A.unwindToHere(from: C)",
                "C.willMove(toParent: nil)", "B.willMove(toParent: nil)",
                "C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear",
                "C.didMove(toParent: nil)", "B.didMove(toParent: nil)",
            ])
            let navigation = try #require(fixture.root as? NavigationController)
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["A"])
        }

        /// Nobody implements the action: nothing happens, silently (no callback, no error, no
        /// warning), and the screen stays.
        @Test func noTakerDoesNothing() throws {
            let fixture = try Self.launchedAtC(a: "LoggingViewController", b: "LoggingViewController")
            let before = fixture.driver().describeScreen()
            try fixture.driver().tap("Back")
            let c = try #require(fixture.driver().visibleController)
            try c.performSegue(withIdentifier: "backToB", sender: nil)
            // The source is asked, as for every segue a person triggers; then nobody takes it.
            #expect(LifecycleLog.entries == ["C.shouldPerformSegue(, sender: button Back) → true"])
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
            #expect(testEnvironment.failures.pending.isEmpty)
            #expect(fixture.driver().describeScreen() == before)
            #expect(c.unwindDestination(for: "unwindToHere:", sender: nil) == nil)
        }

        /// Tabs: Nav1 → A (takes the action), Nav2 → D whose bar button "Done" unwinds. The
        /// search goes up from D's tab and finds A in the other tab: the tab bar controller
        /// selects it (`unwind(for:towards:)`), in the order of a tab switch (§3).
        @Test func acrossTabBarSelectsTheTab() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "tabs",
                StoryboardXML.scene("""
                            <tabBarController title="Tabs" id="tabs" customClass="LoggingTabBarController" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="nav1" kind="relationship" relationship="viewControllers" id="tabs-1"/>
                                    <segue destination="nav2" kind="relationship" relationship="viewControllers" id="tabs-2"/>
                                </connections>
                            </tabBarController>
                    """, id: "tabs"),
                StoryboardXML.navigation("nav1", title: "Nav1", root: "a"),
                StoryboardXML.navigation("nav2", title: "Nav2", root: "d"),
                StoryboardXML.controller("a", title: "A", customClass: "UnwindTargetViewController"),
                UnwindXML.withExit(StoryboardXML.controller("d", title: "D", navigationItem: UnwindXML.doneItem("d", title: "D")), id: "d")))
            testEnvironment.classes.register(UnwindTargetViewController.self, as: "UnwindTargetViewController")
            try fixture.launch()
            try fixture.driver().selectTab("Nav2")
            LifecycleLog.entries = []
            try fixture.driver().tapBarButton("Done")
            #expect(LifecycleLog.entries == [
                "D.shouldPerformSegue(, sender: barItem Done) → true",
                "D.prepare(nil → A, sender: barItem Done)",
                "A.unwindToHere(from: D)",
                "Nav1.viewWillAppear", "A.viewWillAppear",
                "Nav2.viewWillDisappear", "D.viewWillDisappear", "Nav2.viewDidDisappear", "D.viewDidDisappear",
                "Nav1.viewDidAppear", "A.viewDidAppear",
            ])
            #expect(fixture.driver().describeScreen() == """
                NavigationBar "A"
                View
                TabBar ["Nav1"] "Nav2"
                """)
        }

        /// Nav → A → B; B presents M full screen; M's "Done" unwinds to A: the stack pops
        /// while covered (no appearance callbacks), then the dismissal reveals A.
        @Test func acrossModalDismisses() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "nav",
                StoryboardXML.navigation("nav", root: "a"),
                StoryboardXML.controller("a", title: "A", customClass: "UnwindTargetViewController", subviews: StoryboardXML.button("a-next", title: "Next", connections: StoryboardXML.segue("a-b", to: "b", kind: "show"))),
                StoryboardXML.controller("b", title: "B", subviews: StoryboardXML.button("b-present", title: "Present", connections: StoryboardXML.segue("b-m", to: "m", kind: "presentation", extra: " modalPresentationStyle=\"fullScreen\""))),
                UnwindXML.withExit(StoryboardXML.controller("m", title: "M", subviews: StoryboardXML.button("done", title: "Done", connections: UnwindXML.unwind("m"))), id: "m")))
            testEnvironment.classes.register(UnwindTargetViewController.self, as: "UnwindTargetViewController")
            try fixture.launch()
            try fixture.driver().tap("Next")
            try fixture.driver().tap("Present")
            LifecycleLog.entries = []
            try fixture.driver().tap("Done")
            #expect(LifecycleLog.entries == [
                "M.shouldPerformSegue(, sender: button Done) → true",
                "M.prepare(nil → A, sender: button Done)",
                "A.unwindToHere(from: M)",
                "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
                "M.viewWillDisappear", "Nav.viewWillAppear", "A.viewWillAppear", "Nav.viewDidAppear", "A.viewDidAppear",
                "M.viewDidDisappear",
            ])
            #expect(fixture.root.presentedViewController == nil)
            #expect(fixture.driver().describeScreen() == """
                NavigationBar "A"
                View
                  Button "Next"
                """)
        }

        /// An exit written outside the scene's `<objects>`: UIKit loses the connection. The
        /// segue is missing (the button does nothing, the identifier is unknown) and a warning
        /// points at the exit.
        @Test func exitOutsideObjectsIsReported() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "nav",
                StoryboardXML.navigation("nav", root: "a"),
                StoryboardXML.controller("a", title: "A", customClass: "UnwindTargetViewController", subviews: StoryboardXML.button("a-next", title: "Next", connections: StoryboardXML.segue("a-c", to: "c", kind: "show"))),
                UnwindXML.withExit(
                    StoryboardXML.controller("c", title: "C", subviews: StoryboardXML.button("back", title: "Back", connections: UnwindXML.unwind("c", identifier: "back"))),
                    id: "c", exitOutsideObjects: true)))
            testEnvironment.classes.register(UnwindTargetViewController.self, as: "UnwindTargetViewController")
            try fixture.launch()
            try fixture.driver().tap("Next")
            #expect(testEnvironment.diagnostics.warnings.map(\.description) == [
                "\(try fixture.position(of: "id=\"c-exit\"")): warning: The exit 'c-exit' is outside the <objects> of its scene; the unwind segue 'c-unwind' (unwindToHere:) is missing [unwind-exit-outside-objects]"
            ])
            LifecycleLog.entries = []
            try fixture.driver().tap("Back")
            #expect(LifecycleLog.entries == [])
            let c = try #require(fixture.driver().visibleController)
            let error = #expect(throws: RuntimeError.self) { try c.performSegue(withIdentifier: "back", sender: nil) }
            #expect(error?.message == "Receiver (<LoggingViewController>) has no segue with identifier 'back' (scene c-scene, object c)")
        }
    }
}
