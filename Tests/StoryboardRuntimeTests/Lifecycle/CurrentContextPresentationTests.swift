@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// `.currentContext` and `.overCurrentContext` presentations and `definesPresentationContext`,
    /// as Apple documents them: "When a context-based presentation occurs, UIKit starts at the
    /// presenting view controller and walks up the view controller hierarchy. If it finds a
    /// view controller whose value for this property is true, it asks that view controller to
    /// present the new view controller. If no view controller defines the presentation
    /// context, UIKit asks the window's root view controller to handle the presentation."
    /// `.currentContext`: "The views belonging to the presenting view controller are removed
    /// after the presentation completes"; `.overCurrentContext` leaves them (`uikit-semantics.md`
    /// §3: the presenter gets no callbacks).
    @MainActor
    @Suite("Lifecycle: current-context presentation")
    struct CurrentContextPresentationTests {
        /// Tabs: a navigation controller that defines the presentation context (as Habitica's
        /// tabs do) around A, and B. A presents S with the segue `show-sheet`.
        static func storyboard(definesContext: Bool = true, style: String = "overCurrentContext", aDefinesContext: Bool = false) -> String {
            StoryboardXML.document(
                initial: "tabs",
                StoryboardXML.scene("""
                    <tabBarController title="Tabs" id="tabs" customClass="LoggingTabBarController" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="tabs-nav"/>
                            <segue destination="b" kind="relationship" relationship="viewControllers" id="tabs-b"/>
                        </connections>
                    </tabBarController>
                    """, id: "tabs"),
                StoryboardXML.scene("""
                    <navigationController title="Nav" definesPresentationContext="\(definesContext ? "YES" : "NO")" id="nav" customClass="LoggingNavigationController" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="First" id="nav-item"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="a" kind="relationship" relationship="rootViewController" id="nav-root"/>
                        </connections>
                    </navigationController>
                    """, id: "nav"),
                StoryboardXML.controller(
                    "a", title: "A",
                    subviews: StoryboardXML.button("a-button", title: "Buy", connections: StoryboardXML.segue(
                        "show-sheet", to: "s", kind: "presentation", identifier: "sheet",
                        extra: " modalPresentationStyle=\"\(style)\"")),
                    attributes: aDefinesContext ? " definesPresentationContext=\"YES\"" : ""),
                StoryboardXML.controller("b", title: "B", subviews: StoryboardXML.button("b-button", title: "Second tab")),
                StoryboardXML.controller("s", title: "S", identifier: "S", subviews: StoryboardXML.button("s-button", title: "Confirm")))
        }

        struct Launched {
            let fixture: Fixture
            let tabs: TabBarController
            let navigation: NavigationController
            let a: ViewController
        }

        func launch(definesContext: Bool = true, style: String = "overCurrentContext", aDefinesContext: Bool = false) throws -> Launched {
            let fixture = try Fixture(main: Self.storyboard(definesContext: definesContext, style: style, aDefinesContext: aDefinesContext))
            try fixture.launch()
            let tabs = try #require(fixture.root as? TabBarController)
            let navigation = try #require(tabs.viewControllers?.first as? NavigationController)
            return Launched(fixture: fixture, tabs: tabs, navigation: navigation, a: try #require(navigation.topViewController))
        }

        /// The `definesPresentationContext` attribute of a storyboard controller is decoded,
        /// false by default, as `UIViewController`'s.
        @Test func definesPresentationContextIsDecoded() throws {
            let launched = try launch()
            #expect(launched.navigation.definesPresentationContext)
            #expect(!launched.tabs.definesPresentationContext)
            #expect(!launched.a.definesPresentationContext)
            #expect(!(try launch(definesContext: false)).navigation.definesPresentationContext)
        }

        /// `.overCurrentContext` from A: the navigation controller, which defines the context,
        /// presents (it is `presentingViewController`, not the tab bar controller that fills the
        /// screen); its views stay, so neither it nor A hears anything; the presented controller
        /// is `presentedViewController` of the context and of A (as of "this view controller,
        /// or one of its ancestors"), not of the tab bar controller above the context.
        @Test func overCurrentContextIsPresentedByTheContextAndKeepsItsViews() throws {
            let launched = try launch()
            try launched.a.performSegue(withIdentifier: "sheet", sender: nil)
            let s = try #require(launched.navigation.presentedViewController)
            #expect(LifecycleLog.name(of: s) == "S")
            #expect(LifecycleLog.entries == [
                "S.awakeFromNib", "A.prepare(sheet → S, sender: nil)", "S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear",
            ])
            #expect(s.presentingViewController === launched.navigation)
            #expect(launched.a.presentedViewController === s)
            #expect(launched.tabs.presentedViewController == nil)
            #expect(s.presentationController?.presentingViewController === launched.navigation)
            // The screen is still the tab bar controller's: the presentation is inside it.
            #expect(launched.fixture.window.visibleViewController === launched.tabs)
            #expect(launched.a.isVisible && launched.navigation.isVisible)
            // The context's views stay in the window under the presentation.
            #expect(launched.a.view.window === launched.fixture.window)
            #expect(s.view.window === launched.fixture.window)

            LifecycleLog.entries = []
            s.dismiss(animated: true)
            #expect(LifecycleLog.entries == ["S.viewWillDisappear", "S.viewDidDisappear"])
            #expect(launched.navigation.presentedViewController == nil)
            #expect(s.presentingViewController == nil)
        }

        /// `.currentContext`: the context's views are removed, so it and what it shows
        /// disappear as under a full-screen presentation (presented controller's
        /// `viewDidAppear` before the presenter's `viewDidDisappear`); the tab bar controller
        /// around the context hears nothing. Dismissal mirrors it.
        @Test func currentContextRemovesTheContextsViews() throws {
            let launched = try launch(style: "currentContext")
            try launched.a.performSegue(withIdentifier: "sheet", sender: nil)
            #expect(LifecycleLog.entries == [
                "S.awakeFromNib", "A.prepare(sheet → S, sender: nil)", "S.viewDidLoad",
                "Nav.viewWillDisappear", "A.viewWillDisappear", "S.viewWillAppear", "S.viewDidAppear",
                "Nav.viewDidDisappear", "A.viewDidDisappear",
            ])
            let s = try #require(launched.navigation.presentedViewController)
            #expect(s.presentingViewController === launched.navigation)
            #expect(launched.tabs.isVisible)
            // The context's views have left the window (with what is in them); the
            // presentation's and the tab bar controller's are in it.
            #expect(launched.a.view.window == nil)
            #expect(launched.navigation.view.window == nil)
            #expect(launched.a.view.subviews.first?.window == nil)
            #expect(s.view.window === launched.fixture.window)
            #expect(launched.tabs.view.window === launched.fixture.window)

            LifecycleLog.entries = []
            launched.a.dismiss(animated: true)
            #expect(launched.a.view.window === launched.fixture.window)
            #expect(LifecycleLog.entries == [
                "S.viewWillDisappear", "Nav.viewWillAppear", "A.viewWillAppear", "Nav.viewDidAppear", "A.viewDidAppear",
                "S.viewDidDisappear",
            ])
            #expect(launched.navigation.presentedViewController == nil)
        }

        /// No controller defines the context: the window's root view controller (the tab bar
        /// controller) presents, and under `.currentContext` all of it disappears.
        @Test func withoutAContextTheWindowsRootPresents() throws {
            let launched = try launch(definesContext: false, style: "currentContext")
            try launched.a.performSegue(withIdentifier: "sheet", sender: nil)
            #expect(LifecycleLog.entries == [
                "S.awakeFromNib", "A.prepare(sheet → S, sender: nil)", "S.viewDidLoad",
                "Tabs.viewWillDisappear", "Nav.viewWillDisappear", "A.viewWillDisappear", "S.viewWillAppear", "S.viewDidAppear",
                "Tabs.viewDidDisappear", "Nav.viewDidDisappear", "A.viewDidDisappear",
            ])
            let s = try #require(launched.tabs.presentedViewController)
            #expect(s.presentingViewController === launched.tabs)
            #expect(launched.fixture.window.visibleViewController === s)
        }

        /// Other styles ignore the context: a full-screen presentation from A is made by the
        /// controller that fills the screen, whatever defines a context below it.
        @Test func otherStylesIgnoreTheContext() throws {
            let launched = try launch(style: "fullScreen")
            try launched.a.performSegue(withIdentifier: "sheet", sender: nil)
            let s = try #require(launched.tabs.presentedViewController)
            #expect(s.presentingViewController === launched.tabs)
            #expect(launched.navigation.presentedViewController === s)
        }

        /// The presentation stays with its context: switching to another tab takes it off
        /// screen with the context (it disappears after the context, as the context's
        /// content), and switching back shows both again.
        @Test func aTabSwitchTakesThePresentationWithItsContext() throws {
            let launched = try launch()
            try launched.a.performSegue(withIdentifier: "sheet", sender: nil)
            let driver = launched.fixture.driver()
            LifecycleLog.entries = []
            try driver.selectTab("B")
            #expect(LifecycleLog.entries == [
                "B.viewDidLoad", "B.viewWillAppear",
                "Nav.viewWillDisappear", "A.viewWillDisappear", "S.viewWillDisappear",
                "Nav.viewDidDisappear", "A.viewDidDisappear", "S.viewDidDisappear",
                "B.viewDidAppear",
            ])
            #expect(driver.describeScreen() == """
                View
                  Button "Second tab"
                TabBar "First" ["B"]
                """)
            LifecycleLog.entries = []
            try driver.selectTab("First")
            #expect(LifecycleLog.entries == [
                "Nav.viewWillAppear", "A.viewWillAppear", "S.viewWillAppear",
                "B.viewWillDisappear", "B.viewDidDisappear",
                "Nav.viewDidAppear", "A.viewDidAppear", "S.viewDidAppear",
            ])
            #expect(driver.visibleController.map(LifecycleLog.name) == "S")
        }

        /// What a person sees: the presentation in the tab's place, the tab bar still below
        /// it. The driver finds the presentation's controls, not the covered ones, and the
        /// tab bar still switches tabs, as touches on UIKit's tab bar (drawn over the
        /// context's container) still reach it.
        @Test func theScreenShowsThePresentationInTheTabsPlace() throws {
            let launched = try launch()
            let driver = launched.fixture.driver()
            try driver.tap("Buy")
            #expect(driver.describeScreen() == """
                View
                  Button "Confirm"
                TabBar ["First"] "B"
                """)
            #expect(driver.visibleController.map(LifecycleLog.name) == "S")
            #expect(throws: DriverError.self) { try driver.tap("Buy") }
            let covered = try #require(launched.a.view.subviews.first)
            #expect(throws: DriverError.self) { try driver.find(.view(covered)) }
            let confirm = try #require(launched.navigation.presentedViewController?.view.subviews.first)
            #expect(try driver.find(.view(confirm)) === confirm)
            try driver.selectTab("B")
            #expect(launched.tabs.selectedIndex == 1)
        }

        /// The presented view covers the context's frame: a tab's content fills the tab bar
        /// controller's view, under the tab bar (its safe area ends above the bar: 49 pt of
        /// bar and the 34 of the home indicator), as the context's own content does; the
        /// context's own navigation bar is covered, so the top inset is the status bar's.
        @Test func thePresentedViewCoversTheContextsFrame() throws {
            let launched = try launch()
            try launched.a.performSegue(withIdentifier: "sheet", sender: nil)
            let s = try #require(launched.navigation.presentedViewController)
            launched.fixture.window.layoutIfNeeded()
            #expect(s.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
            // The navigation controller is the context: its bar is under the presentation.
            #expect(s.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 49 + 34, right: 0))
            #expect(launched.a.view.safeAreaInsets == EdgeInsets(top: 47 + 44, left: 0, bottom: 49 + 34, right: 0))
        }

        /// The nearest controller that defines the context wins: A itself, inside the
        /// navigation controller. Its frame is under the navigation bar, which stays over the
        /// presentation as the tab bar does (the safe area starts below it).
        @Test func theNearestContextWinsAndKeepsTheNavigationBarAbove() throws {
            let launched = try launch(aDefinesContext: true)
            let driver = launched.fixture.driver()
            try driver.tap("Buy")
            let s = try #require(launched.a.presentedViewController)
            #expect(s.presentingViewController === launched.a)
            #expect(launched.navigation.presentedViewController == nil)
            #expect(driver.describeScreen() == """
                NavigationBar "A"
                View
                  Button "Confirm"
                TabBar ["First"] "B"
                """)
            #expect(s.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
            #expect(s.view.safeAreaInsets == EdgeInsets(top: 47 + 44, left: 0, bottom: 49 + 34, right: 0))
        }

        /// A rotation reaches the presentation in a context as it reaches the screen's
        /// controllers (`willTransition(to:with:)`, `viewWillTransition(to:with:)` with the size
        /// its context fills), and its view follows its context's new frame.
        @Test func aRotationReachesThePresentationInItsContext() throws {
            let launched = try launch()
            try launched.a.performSegue(withIdentifier: "sheet", sender: nil)
            let s = try #require(launched.navigation.presentedViewController)
            testEnvironment.callLog.isRecording = true
            launched.fixture.window.orientation = .landscape
            // The tab bar controller passes both on to its tabs (Nav → A, and B); S, the last
            // LoggingViewController, hears them after the screen's controllers.
            #expect(testEnvironment.callLog.calls.filter { $0.contains("Transition(to:") } == [
                "LoggingTabBarController.willTransition(to: w: compact, h: compact, with:)",
                "LoggingNavigationController.willTransition(to: w: compact, h: compact, with:)",
                "LoggingViewController.willTransition(to: w: compact, h: compact, with:)",
                "LoggingViewController.willTransition(to: w: compact, h: compact, with:)",
                "LoggingViewController.willTransition(to: w: compact, h: compact, with:)",
                "LoggingTabBarController.viewWillTransition(to: 844 × 390, with:)",
                "LoggingNavigationController.viewWillTransition(to: 844 × 390, with:)",
                "LoggingViewController.viewWillTransition(to: 844 × 390, with:)",
                "LoggingViewController.viewWillTransition(to: 844 × 390, with:)",
                "LoggingViewController.viewWillTransition(to: 844 × 390, with:)",
            ])
            #expect(s.view.frame == Rect(x: 0, y: 0, width: 844, height: 390))
        }

        /// An embedded controller that defines the context: the presentation covers the
        /// container view it fills, not the screen; the screen reads the parent's views with
        /// the presentation's in the embedded controller's place.
        @Test func anEmbeddedContextIsCoveredWhereItsContainerIs() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "p",
                StoryboardXML.controller("p", title: "P", subviews: StoryboardXML.button("p-button", title: "Parent")
                    + StoryboardXML.container("box", embedding: "c")),
                StoryboardXML.controller(
                    "c", title: "C", subviews: StoryboardXML.button("c-button", title: "Child"),
                    attributes: " definesPresentationContext=\"YES\"")))
            try fixture.launch()
            let parent = fixture.root
            let child = try #require(parent.children.first)
            let s = LoggingViewController(title: "S")
            s.modalPresentationStyle = .overCurrentContext
            s.loadViewIfNeeded()
            let confirm = Button()
            confirm.setTitle("Confirm", for: .normal)
            s.view.addSubview(confirm)
            LifecycleLog.entries = []
            child.present(s, animated: false)
            #expect(LifecycleLog.entries == ["S.viewWillAppear", "S.viewDidAppear"])
            #expect(s.presentingViewController === child)
            fixture.window.layoutIfNeeded()
            let box = try #require(child.view.superview)
            #expect(s.view.frame == box.frame)
            #expect(s.view.frame != fixture.window.frame)
            #expect(fixture.driver().describeScreen() == """
                View
                  Button "Parent"
                  containerView
                    Button "Confirm"
                """)
        }

        /// In a presented sheet no controller defines a context: the sheet is the last
        /// controller presented on screen, and it presents (Apple, on
        /// `UIPresentationController.presentingViewController`: "the root view controller of the
        /// window, a parent view controller that is marked as defining the current context,
        /// or the last view controller that was presented onscreen"). `.currentContext`
        /// covers the sheet's rectangle and removes the sheet's views only: the screen under
        /// the sheet hears nothing.
        @Test func currentContextInASheetCoversTheSheet() throws {
            let launched = try launch()
            let sheet = LoggingViewController(title: "Sheet")
            let inner = LoggingViewController(title: "Inner")
            let sheetNavigation = NavigationController(rootViewController: inner)
            sheetNavigation.modalPresentationStyle = .pageSheet
            launched.a.present(sheetNavigation, animated: false)
            sheet.modalPresentationStyle = .currentContext
            LifecycleLog.entries = []
            inner.present(sheet, animated: false)
            #expect(LifecycleLog.entries == [
                "Sheet.viewDidLoad", "Inner.viewWillDisappear", "Sheet.viewWillAppear", "Sheet.viewDidAppear", "Inner.viewDidDisappear",
            ])
            #expect(sheet.presentingViewController === sheetNavigation)
            #expect(launched.fixture.window.visibleViewController === sheet)
            launched.fixture.window.layoutIfNeeded()
            #expect(sheet.view.frame == Rect(x: 0, y: 47 + 10, width: 390, height: 844 - 57))
            #expect(sheet.view.frame == sheetNavigation.view.frame)
            #expect(launched.a.isVisible && launched.tabs.isVisible)
        }

        /// An unwind segue from the presentation to A, in the context's navigation stack:
        /// the search starts at the presenting controller, the context (§4), which offers A;
        /// then the presentation is dismissed, and only it disappears.
        @Test func anUnwindFromThePresentationDismissesIt() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "nav",
                StoryboardXML.scene("""
                    <navigationController title="Nav" definesPresentationContext="YES" id="nav" customClass="LoggingNavigationController" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"/>
                        <connections>
                            <segue destination="a" kind="relationship" relationship="rootViewController" id="nav-root"/>
                        </connections>
                    </navigationController>
                    """, id: "nav"),
                StoryboardXML.controller(
                    "a", title: "A", customClass: "UnwindTargetViewController",
                    subviews: StoryboardXML.button("a-button", title: "Buy", connections: StoryboardXML.segue(
                        "show-sheet", to: "s", kind: "presentation", extra: " modalPresentationStyle=\"overCurrentContext\""))),
                UnwindXML.withExit(
                    StoryboardXML.controller("s", title: "S", subviews: StoryboardXML.button("s-done", title: "Done", connections: UnwindXML.unwind("s"))),
                    id: "s")))
            testEnvironment.classes.register(UnwindTargetViewController.self, as: "UnwindTargetViewController")
            try fixture.launch()
            let navigation = try #require(fixture.root as? NavigationController)
            try fixture.driver().tap("Buy")
            #expect(navigation.presentedViewController.map(LifecycleLog.name) == "S")
            LifecycleLog.entries = []
            try fixture.driver().tap("Done")
            #expect(LifecycleLog.entries == [
                "S.shouldPerformSegue(, sender: button Done) → true",
                "S.prepare(nil → A, sender: button Done)",
                "A.unwindToHere(from: S)",
                "S.viewWillDisappear", "S.viewDidDisappear",
            ])
            #expect(navigation.presentedViewController == nil)
            #expect(fixture.driver().describeScreen() == """
                NavigationBar "A"
                View
                  Button "Buy"
                """)
        }

        /// UIKit refuses to present on a controller whose view is not in a window ("Attempt
        /// to present … whose view is not in the window hierarchy"): a warning, and nothing
        /// presented. The view is the presenting controller's: a controller in a tab not shown
        /// presents full screen from the tab bar controller, which is on screen, but not in
        /// its context, whose view is off screen.
        @Test func presentingOutsideTheWindowHierarchyIsRefusedWithAWarning() throws {
            let launched = try launch()
            let loose = LoggingViewController(title: "Loose")
            let other = LoggingViewController(title: "Other")
            loose.present(other, animated: false)
            #expect(loose.presentedViewController == nil)
            #expect(other.presentingViewController == nil)
            #expect(!other.isViewLoaded)

            try launched.fixture.driver().selectTab("B")
            LifecycleLog.entries = []
            try launched.a.performSegue(withIdentifier: "sheet", sender: nil)
            #expect(launched.navigation.presentedViewController == nil)
            #expect(LifecycleLog.entries == ["S.awakeFromNib", "A.prepare(sheet → S, sender: nil)"])

            let full = LoggingViewController(title: "Full")
            full.modalPresentationStyle = .overFullScreen
            launched.a.present(full, animated: false)
            #expect(full.presentingViewController === launched.tabs)
            #expect(testEnvironment.diagnostics.warnings.map(\.description) == [
                "warning: Attempt to present LoggingViewController on LoggingViewController whose view is not in the window hierarchy [presentation]",
                "warning: Attempt to present LoggingViewController on LoggingNavigationController (from LoggingViewController) whose view is not in the window hierarchy [presentation]",
            ])
        }

        /// The receiver's class is named when the presentation would be made on another
        /// controller (as UIKit's message adds "(from …)").
        @Test func theWarningNamesTheReceiverWhenAnotherWouldPresent() throws {
            let fixture = try Fixture(main: Self.storyboard())
            let tabs = try #require(try fixture.storyboard().instantiateInitialViewController() as? TabBarController)
            let navigation = try #require(tabs.viewControllers?.first as? NavigationController)
            let a = try #require(navigation.topViewController)
            let s = LoggingViewController(title: "S")
            s.modalPresentationStyle = .overCurrentContext
            a.present(s, animated: false)
            #expect(s.presentingViewController == nil)
            #expect(testEnvironment.diagnostics.warnings.map(\.description) == [
                "warning: Attempt to present LoggingViewController on LoggingNavigationController (from LoggingViewController) whose view is not in the window hierarchy [presentation]",
            ])
        }
    }
}
