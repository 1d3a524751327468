import Foundation
@testable import StoryboardRuntime
import Testing

/// A split view controller that logs the same calls as the other logging controllers.
@MainActor
final class LoggingSplitViewController: SplitViewController, LoggingController {
    var allowsSegues = true

    override func awakeFromNib() { super.awakeFromNib(); log("awakeFromNib") }
    override func viewDidLoad() { super.viewDidLoad(); log("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear") }
}

/// An application delegate that builds its window in code (no main storyboard), as the seeds'
/// apps do: `makeRoot` makes the root view controller from the app's storyboards.
@MainActor
final class CodeBuiltAppDelegate: Responder, ApplicationDelegate {
    var window: Window?
    var makeRoot: ((ResourceBundle) throws -> ViewController)?

    func application(_ application: Application, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        LifecycleLog.record("app.didFinishLaunching")
        let window = Window()
        do {
            window.rootViewController = try makeRoot?(application.bundle)
        } catch {
            Issue.record(error)
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

extension RuntimeSuite {
    /// Apps without a main storyboard: the window and its root are made in code at launch from
    /// several storyboards (seed 003's tab bar of storyboards), or from one storyboard's split
    /// view controller, in its compact form.
    @MainActor
    @Suite("Apps built in code")
    struct CodeBuiltAppTests {
        /// A storyboard whose initial view controller is a navigation controller (its tab bar
        /// item titled `name`) around a logging controller titled `name`.
        static func tabStoryboard(_ name: String) -> String {
            StoryboardXML.document(
                initial: "\(name)-nav",
                StoryboardXML.scene("""
                    <navigationController title="\(name)Nav" id="\(name)-nav" customClass="LoggingNavigationController" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="\(name)" id="\(name)-item"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(name)-bar">
                            <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="\(name)" kind="relationship" relationship="rootViewController" id="\(name)-root"/>
                        </connections>
                    </navigationController>
                    """, id: "\(name)-nav"),
                StoryboardXML.controller(name, title: name, subviews: """
                                        <label opaque="NO" text="\(name) screen" id="\(name)-label">
                                            <rect key="frame" x="20" y="100" width="200" height="21"/>
                                        </label>
                    """))
        }

        /// Seed 003: `tabBarControllerWithStoryboardTabs:` — each storyboard's initial
        /// controller becomes a tab, in the order given.
        static func tabBarController(storyboards: [Storyboard]) throws -> TabBarController {
            let tabs = LoggingTabBarController()
            tabs.title = "Tabs"
            tabs.viewControllers = try storyboards.map { storyboard in
                guard let initial = try storyboard.instantiateInitialViewController() else {
                    throw RuntimeError(.noInitialViewController(storyboard: storyboard.name, purpose: "to show"), file: storyboard.path)
                }
                return initial
            }
            return tabs
        }

        @Test("a tab bar controller assembled in code from three storyboards' initial controllers")
        func tabBarFromStoryboards() throws {
            let fixture = try Fixture(["Map": Self.tabStoryboard("Map"), "List": Self.tabStoryboard("List"), "Search": Self.tabStoryboard("Search")])
            let delegate = CodeBuiltAppDelegate()
            delegate.makeRoot = { bundle in
                try Self.tabBarController(storyboards: ["Map", "List", "Search"].map { try Storyboard(name: $0, bundle: bundle) })
            }
            let application = try Application.launch(delegate: delegate, bundle: fixture.bundle)
            #expect(application.mainStoryboardName == nil)
            #expect(LifecycleLog.entries == [
                "app.didFinishLaunching",
                "Map.awakeFromNib", "Map.willMove(toParent: MapNav)", "Map.didMove(toParent: MapNav)", "MapNav.awakeFromNib",
                "List.awakeFromNib", "List.willMove(toParent: ListNav)", "List.didMove(toParent: ListNav)", "ListNav.awakeFromNib",
                "Search.awakeFromNib", "Search.willMove(toParent: SearchNav)", "Search.didMove(toParent: SearchNav)", "SearchNav.awakeFromNib",
                "MapNav.willMove(toParent: Tabs)", "ListNav.willMove(toParent: Tabs)", "SearchNav.willMove(toParent: Tabs)",
                "MapNav.didMove(toParent: Tabs)", "ListNav.didMove(toParent: Tabs)", "SearchNav.didMove(toParent: Tabs)",
                "Tabs.viewDidLoad", "Tabs.viewWillAppear",
                "MapNav.viewDidLoad", "MapNav.viewWillAppear", "Map.viewDidLoad", "Map.viewWillAppear",
                "Tabs.viewDidAppear", "MapNav.viewDidAppear", "Map.viewDidAppear",
            ])
            let driver = try Driver(application: application)
            #expect(driver.describeScreen() == """
                NavigationBar "Map"
                View
                  Label "Map screen"
                TabBar ["Map"] "List" "Search"
                """)
            let tabs = try #require(delegate.window?.rootViewController as? TabBarController)
            #expect(tabs.viewControllers?.map { $0.storyboard?.name } == ["Map", "List", "Search"])

            LifecycleLog.entries = []
            try driver.selectTab("Search")
            #expect(LifecycleLog.entries == [
                "SearchNav.viewDidLoad", "SearchNav.viewWillAppear", "Search.viewDidLoad", "Search.viewWillAppear",
                "MapNav.viewWillDisappear", "Map.viewWillDisappear", "MapNav.viewDidDisappear", "Map.viewDidDisappear",
                "SearchNav.viewDidAppear", "Search.viewDidAppear",
            ])
            #expect(driver.describeScreen() == """
                NavigationBar "Search"
                View
                  Label "Search screen"
                TabBar "Map" "List" ["Search"]
                """)
            #expect(tabs.viewControllers?.map(\.isViewLoaded) == [true, false, true])
        }

        static let splitStoryboard = StoryboardXML.document(
            initial: "split",
            StoryboardXML.scene("""
                <splitViewController title="Split" id="split" customClass="LoggingSplitViewController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="master-nav" kind="relationship" relationship="masterViewController" id="split-master"/>
                        <segue destination="Placeholder" kind="relationship" relationship="detailViewController" id="split-detail"/>
                    </connections>
                </splitViewController>
                """, id: "split"),
            StoryboardXML.navigation("master-nav", title: "MasterNav", root: "Inbox"),
            StoryboardXML.controller("Inbox", title: "Inbox", subviews: StoryboardXML.button("open", title: "Open", connections: """
                                    <segue destination="Message" kind="showDetail" identifier="ShowMessage" id="open-detail"/>
                """), navigationItem: """
                                <navigationItem key="navigationItem" title="Inbox" id="Inbox-item"/>
                """),
            StoryboardXML.controller("Placeholder", title: "Placeholder"),
            StoryboardXML.controller("Message", title: "Message", subviews: """
                                    <label opaque="NO" text="Hello" id="message-label">
                                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                                    </label>
                """))

        @Test("a split view controller from a storyboard, compact: collapsed before it appears, the primary navigation controller pushes the secondary (UIKit's default); back shows the primary, showDetail pushes on it")
        func compactSplitView() throws {
            let fixture = try Fixture(["Mail": Self.splitStoryboard])
            testEnvironment.classes.register(LoggingSplitViewController.self, as: "LoggingSplitViewController")
            let delegate = CodeBuiltAppDelegate()
            delegate.makeRoot = { bundle in
                guard let split = try Storyboard(name: "Mail", bundle: bundle).instantiateInitialViewController() else {
                    throw RuntimeError(.noInitialViewController(storyboard: "Main", purpose: "to show"))
                }
                return split
            }
            let application = try Application.launch(delegate: delegate, bundle: fixture.bundle)
            #expect(LifecycleLog.entries == [
                "app.didFinishLaunching",
                "Inbox.awakeFromNib", "Inbox.willMove(toParent: MasterNav)", "Inbox.didMove(toParent: MasterNav)",
                "MasterNav.awakeFromNib",
                "MasterNav.willMove(toParent: Split)", "MasterNav.didMove(toParent: Split)",
                "Placeholder.awakeFromNib", "Placeholder.willMove(toParent: Split)", "Placeholder.didMove(toParent: Split)",
                "Split.awakeFromNib",
                "Split.viewDidLoad",
                // The collapse, before the split view appears: the secondary moves to the stack.
                "Placeholder.willMove(toParent: nil)", "Placeholder.didMove(toParent: nil)",
                "Placeholder.willMove(toParent: MasterNav)", "Placeholder.didMove(toParent: MasterNav)",
                "Split.viewWillAppear",
                "MasterNav.viewDidLoad", "MasterNav.viewWillAppear", "Placeholder.viewDidLoad", "Placeholder.viewWillAppear",
                "Split.viewDidAppear", "MasterNav.viewDidAppear", "Placeholder.viewDidAppear",
            ])
            let split = try #require(delegate.window?.rootViewController as? SplitViewController)
            #expect(split.isCollapsed)
            #expect(split.viewControllers.map(LifecycleLog.name) == ["MasterNav"])
            let driver = try Driver(application: application)
            #expect(driver.describeScreen() == """
                NavigationBar < "Inbox" "Placeholder"
                View
                """)
            try driver.tapBack()
            #expect(driver.describeScreen() == """
                NavigationBar "Inbox"
                View
                  Button "Open"
                """)

            LifecycleLog.entries = []
            try driver.tap("Open")
            // §2's order; the push on the primary stack announces `willMove(toParent:)`
            // before `prepare(for:sender:)`, as a push segue does (§3).
            #expect(LifecycleLog.entries == [
                "Inbox.shouldPerformSegue(ShowMessage, sender: button Open) → true",
                "Message.awakeFromNib",
                "Message.willMove(toParent: MasterNav)",
                "Inbox.prepare(ShowMessage → Message, sender: button Open)",
                "Message.viewDidLoad",
                "Inbox.viewWillDisappear", "Message.viewWillAppear", "Inbox.viewDidDisappear", "Message.viewDidAppear",
                "Message.didMove(toParent: MasterNav)",
            ])
            #expect(split.secondary.map(LifecycleLog.name) == "Message")
            #expect(driver.describeScreen() == """
                NavigationBar < "Inbox" "Message"
                View
                  Label "Hello"
                """)
            try driver.tapBack()
            #expect(driver.describeScreen() == """
                NavigationBar "Inbox"
                View
                  Button "Open"
                """)
        }
    }
}
