import Foundation
@testable import StoryboardRuntime
import Testing

/// A logging controller that also logs size and trait changes, with the sizes and classes.
@MainActor
final class TraitLoggingViewController: LoggingViewController {
    override func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        log("willTransition(to: \(newCollection))")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        log("viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
        coordinator.animate(alongsideTransition: { _ in self.log("alongside") }, completion: { _ in self.log("completion") })
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        log("traitCollectionDidChange(from: \(previousTraitCollection.map(String.init(describing:)) ?? "nil"), now: \(traitCollection))")
    }
}

/// A split view delegate that logs what UIKit asks it and answers as told.
@MainActor
final class LoggingSplitDelegate: SplitViewControllerDelegate {
    var keepsPrimaryOnCollapse = false
    var showsItself = false

    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool {
        LifecycleLog.record("delegate.show(\(LifecycleLog.name(of: vc))) → \(showsItself)")
        return showsItself
    }

    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool {
        LifecycleLog.record("delegate.collapseSecondary(\(LifecycleLog.name(of: secondaryViewController)), onto: \(LifecycleLog.name(of: primaryViewController))) → \(keepsPrimaryOnCollapse)")
        return keepsPrimaryOnCollapse
    }
    func splitViewController(_ splitViewController: SplitViewController,
                             separateSecondaryFrom primaryViewController: ViewController) -> ViewController? {
        LifecycleLog.record("delegate.separateSecondary(from: \(LifecycleLog.name(of: primaryViewController))) → nil")
        return nil
    }
    func splitViewControllerDidCollapse(_ splitViewController: SplitViewController) {
        LifecycleLog.record("delegate.didCollapse(isCollapsed: \(splitViewController.isCollapsed))")
    }
    func splitViewControllerDidExpand(_ splitViewController: SplitViewController) {
        LifecycleLog.record("delegate.didExpand(isCollapsed: \(splitViewController.isCollapsed))")
    }
}

extension RuntimeSuite {
    /// `UISplitViewController` as UIKit adapts it to the width it has (uikit-semantics.md,
    /// `showDetail` and the split view relationships; Apple's documentation of
    /// `collapseSecondary(_:onto:)`, `separateSecondary(from:)`, `isCollapsed`,
    /// `preferredDisplayMode` and `UISplitViewController.Column`).
    @MainActor
    @Suite("Split view controllers")
    struct SplitViewControllerTests {
        /// A classic split view: a navigation controller around Inbox (whose button shows
        /// `Message` as the detail) and a Detail secondary; `attributes` go on the split view.
        static func classic(attributes: String = "", messageInNavigation: Bool = false, detailShows: Bool = false) -> String {
            StoryboardXML.document(
                initial: "split",
                StoryboardXML.scene("""
                    <splitViewController title="Split" id="split" customClass="LoggingSplitViewController" sceneMemberID="viewController"\(attributes)>
                        <connections>
                            <segue destination="master-nav" kind="relationship" relationship="masterViewController" id="split-master"/>
                            <segue destination="Detail" kind="relationship" relationship="detailViewController" id="split-detail"/>
                        </connections>
                    </splitViewController>
                    """, id: "split"),
                StoryboardXML.navigation("master-nav", title: "MasterNav", root: "Inbox"),
                StoryboardXML.controller("Inbox", title: "Inbox", customClass: "TraitLoggingViewController", subviews: StoryboardXML.button("open", title: "Open", connections: """
                                        <segue destination="\(messageInNavigation ? "message-nav" : "Message")" kind="showDetail" identifier="ShowMessage" id="open-detail"/>
                    """)),
                StoryboardXML.controller("Detail", title: "Detail", customClass: "TraitLoggingViewController", subviews: """
                                        <label opaque="NO" text="Nothing selected" id="detail-label">
                                            <rect key="frame" x="20" y="100" width="200" height="21"/>
                                        </label>
                    """ + (detailShows ? StoryboardXML.button("more", title: "More", connections: """
                                        <segue destination="Message" kind="show" identifier="ShowMore" id="more-show"/>
                    """) : "")),
                StoryboardXML.navigation("message-nav", title: "MessageNav", root: "Message"),
                StoryboardXML.controller("Message", title: "Message", customClass: "TraitLoggingViewController", subviews: """
                                        <label opaque="NO" text="Hello" id="message-label">
                                            <rect key="frame" x="20" y="100" width="200" height="21"/>
                                        </label>
                    """))
        }

        private func fixture(_ xml: String) throws -> Fixture {
            let fixture = try Fixture(main: xml)
            testEnvironment.classes.register(LoggingSplitViewController.self, as: "LoggingSplitViewController")
            testEnvironment.classes.register(TraitLoggingViewController.self, as: "TraitLoggingViewController")
            return fixture
        }

        /// Launches the fixture's split view on `device`, held as `orientation`, as an app
        /// delegate that builds its window in code would (its delegate set before it shows).
        private func launch(
            _ fixture: Fixture, device: String, orientation: Orientation = .portrait, delegate: LoggingSplitDelegate? = nil
        ) throws -> (Application, SplitViewController) {
            testEnvironment.device = Device.named(device)
            testEnvironment.orientation = orientation
            defer { testEnvironment.device = nil; testEnvironment.orientation = .portrait }
            let appDelegate = CodeBuiltAppDelegate()
            appDelegate.makeRoot = { bundle in
                let split = try #require(try Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController() as? SplitViewController)
                split.delegate = delegate
                return split
            }
            let application = try Application.launch(delegate: appDelegate, bundle: fixture.bundle)
            LifecycleLog.entries.removeAll { $0 == "app.didFinishLaunching" }
            let split = try #require(appDelegate.window?.rootViewController as? SplitViewController)
            return (application, split)
        }

        @Test("compact width: without a delegate, the primary navigation controller pushes the secondary before anything appears")
        func compactLaunchPushesSecondary() throws {
            let fixture = try fixture(Self.classic())
            let (application, split) = try launch(fixture, device: "retina6_0")
            #expect(LifecycleLog.entries == [
                "Inbox.awakeFromNib", "Inbox.willMove(toParent: MasterNav)", "Inbox.didMove(toParent: MasterNav)",
                "MasterNav.awakeFromNib", "MasterNav.willMove(toParent: Split)", "MasterNav.didMove(toParent: Split)",
                "Detail.awakeFromNib", "Detail.willMove(toParent: Split)", "Detail.didMove(toParent: Split)",
                "Split.awakeFromNib", "Split.viewDidLoad",
                // The collapse: the secondary leaves the split view for the navigation stack.
                "Detail.willMove(toParent: nil)", "Detail.didMove(toParent: nil)",
                "Detail.willMove(toParent: MasterNav)", "Detail.didMove(toParent: MasterNav)",
                "Split.viewWillAppear",
                "MasterNav.viewDidLoad", "MasterNav.viewWillAppear", "Detail.viewDidLoad", "Detail.viewWillAppear",
                "Split.viewDidAppear", "MasterNav.viewDidAppear", "Detail.viewDidAppear",
            ])
            #expect(split.isCollapsed)
            #expect(split.viewControllers.map(LifecycleLog.name) == ["MasterNav"])
            let driver = try Driver(application: application)
            #expect(driver.describeScreen() == """
                NavigationBar < "Inbox" "Detail"
                View
                  Label "Nothing selected"
                """)
            try driver.tapBack()
            #expect(driver.describeScreen() == """
                NavigationBar "Inbox"
                View
                  Button "Open"
                """)
        }

        @Test("compact width: a delegate that answers true keeps the primary on top; showDetail then pushes on it")
        func delegateKeepsPrimary() throws {
            let fixture = try fixture(Self.classic())
            let splitDelegate = LoggingSplitDelegate()
            splitDelegate.keepsPrimaryOnCollapse = true
            let (application, split) = try launch(fixture, device: "retina6_0", delegate: splitDelegate)
            #expect(LifecycleLog.entries.filter { $0.hasPrefix("delegate.") } == [
                "delegate.collapseSecondary(Detail, onto: MasterNav) → true",
                "delegate.didCollapse(isCollapsed: true)",
            ])
            #expect(split.viewControllers.map(LifecycleLog.name) == ["MasterNav"])
            #expect(split.viewController(for: .secondary).map(LifecycleLog.name) == "Detail")
            let driver = try Driver(application: application)
            #expect(driver.describeScreen() == """
                NavigationBar "Inbox"
                View
                  Button "Open"
                """)
            try driver.tap("Open")
            #expect(driver.describeScreen() == """
                NavigationBar < "Inbox" "Message"
                View
                  Label "Hello"
                """)
            #expect(split.secondary.map(LifecycleLog.name) == "Message")
        }

        @Test("compact width: showDetail of a navigation controller pushes it nested, as UIKit allows a collapsed split view only; one bar shows both stacks and back pops it")
        func compactShowDetailOfNavigationController() throws {
            let fixture = try fixture(Self.classic(messageInNavigation: true))
            let splitDelegate = LoggingSplitDelegate()
            splitDelegate.keepsPrimaryOnCollapse = true
            let (application, _) = try launch(fixture, device: "retina6_0", delegate: splitDelegate)
            let driver = try Driver(application: application)
            try driver.tap("Open")
            #expect(driver.describeScreen() == """
                NavigationBar < "Inbox" "Message"
                View
                  Label "Hello"
                """)
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
            #expect(driver.visibleController.map(LifecycleLog.name) == "Message")
            #expect(driver.visibleController?.navigationController.map(LifecycleLog.name) == "MessageNav")
            try driver.tapBack()
            #expect(driver.describeScreen() == """
                NavigationBar "Inbox"
                View
                  Button "Open"
                """)
        }

        @Test("regular width: an iPad in landscape shows the primary (320 pt) beside the secondary; the primary column is compact in width")
        func regularLandscapeShowsBothColumns() throws {
            let fixture = try fixture(Self.classic())
            let (application, split) = try launch(fixture, device: "ipad11_0rounded", orientation: .landscape)
            #expect(!split.isCollapsed)
            #expect(split.displayMode == .oneBesideSecondary)
            #expect(split.viewControllers.map(LifecycleLog.name) == ["MasterNav", "Detail"])
            // Both columns appear, left to right.
            #expect(LifecycleLog.entries.suffix(11) == [
                "Split.viewWillAppear",
                "MasterNav.viewDidLoad", "MasterNav.viewWillAppear", "Inbox.viewDidLoad", "Inbox.viewWillAppear",
                "Detail.viewDidLoad", "Detail.viewWillAppear",
                "Split.viewDidAppear", "MasterNav.viewDidAppear", "Inbox.viewDidAppear", "Detail.viewDidAppear",
            ])
            let driver = try Driver(application: application)
            #expect(driver.describeScreen() == """
                Column primary
                NavigationBar "Inbox"
                View
                  Button "Open"
                Column secondary
                View
                  Label "Nothing selected"
                """)
            let primary = try #require(split.primary)
            let detail = try #require(split.secondary)
            #expect(primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 834))
            #expect(detail.view.frame == Rect(x: 320, y: 0, width: 874, height: 834))
            #expect(primary.traitCollection.horizontalSizeClass == .compact)
            #expect(detail.traitCollection.horizontalSizeClass == .regular)
        }

        @Test("regular width: automatic is the secondary alone in portrait; preferredDisplayMode beside shows both")
        func displayModes() throws {
            let automatic = try fixture(Self.classic())
            let (application, split) = try launch(automatic, device: "ipad11_0rounded")
            #expect(split.displayMode == .secondaryOnly)
            #expect(try Driver(application: application).describeScreen() == """
                View
                  Label "Nothing selected"
                """)

            let beside = try fixture(Self.classic(attributes: #" preferredDisplayMode="beside""#))
            let (besideApplication, besideSplit) = try launch(beside, device: "ipad11_0rounded")
            #expect(besideSplit.displayMode == .oneBesideSecondary)
            #expect(try Driver(application: besideApplication).describeScreen().hasPrefix("Column primary\nNavigationBar \"Inbox\""))
        }

        @Test("regular width: showDetail replaces the secondary; the old one disappears as the new one appears")
        func regularShowDetailReplacesSecondary() throws {
            let fixture = try fixture(Self.classic())
            let (application, split) = try launch(fixture, device: "ipad11_0rounded", orientation: .landscape)
            LifecycleLog.entries = []
            let driver = try Driver(application: application)
            try driver.tap("Open")
            #expect(LifecycleLog.entries == [
                "Inbox.shouldPerformSegue(ShowMessage, sender: button Open) → true",
                "Message.awakeFromNib", "Inbox.prepare(ShowMessage → Message, sender: button Open)",
                "Detail.willMove(toParent: nil)", "Message.willMove(toParent: Split)",
                "Detail.viewWillDisappear", "Message.viewDidLoad", "Message.viewWillAppear",
                "Detail.viewDidDisappear", "Message.viewDidAppear",
                "Message.didMove(toParent: Split)", "Detail.didMove(toParent: nil)",
            ])
            #expect(split.viewControllers.map(LifecycleLog.name) == ["MasterNav", "Message"])
            #expect(driver.describeScreen().hasSuffix("""
                Column secondary
                View
                  Label "Hello"
                """))
        }

        @Test("rotating a large iPhone: landscape expands the split view (the pushed secondary comes back as the detail), portrait collapses it again; controllers hear willTransition, viewWillTransition, then traitCollectionDidChange")
        func rotationExpandsAndCollapses() throws {
            let fixture = try fixture(Self.classic())
            let splitDelegate = LoggingSplitDelegate()
            let (application, split) = try launch(fixture, device: "retina6_5", delegate: splitDelegate)
            #expect(split.isCollapsed)
            LifecycleLog.entries = []
            let window = try #require(application.keyWindow)
            window.orientation = .landscape
            #expect(!split.isCollapsed)
            #expect(LifecycleLog.entries == [
                // Both are in the primary's stack still: a side column, compact in width.
                "Inbox.willTransition(to: w: compact, h: compact)", "Detail.willTransition(to: w: compact, h: compact)",
                "Inbox.viewWillTransition(to: 896×414)", "Detail.viewWillTransition(to: 896×414)",
                "delegate.separateSecondary(from: MasterNav) → nil",
                // The navigation controller pops the secondary, which then shows beside it.
                "Detail.willMove(toParent: nil)",
                "Detail.viewWillDisappear", "Inbox.viewDidLoad", "Inbox.viewWillAppear", "Detail.viewDidDisappear", "Inbox.viewDidAppear",
                "Detail.didMove(toParent: nil)",
                "Detail.willMove(toParent: Split)", "Detail.didMove(toParent: Split)",
                "Detail.viewWillAppear", "Detail.viewDidAppear",
                "delegate.didExpand(isCollapsed: false)",
                "Inbox.traitCollectionDidChange(from: w: compact, h: regular, now: w: compact, h: compact)",
                "Detail.traitCollectionDidChange(from: w: compact, h: regular, now: w: regular, h: compact)",
                "Inbox.alongside", "Detail.alongside", "Inbox.completion", "Detail.completion",
            ])
            #expect(split.secondary?.view.frame == Rect(x: 320, y: 0, width: 576, height: 414))
            let driver = try Driver(application: application)
            #expect(driver.describeScreen() == """
                Column primary
                NavigationBar "Inbox"
                View
                  Button "Open"
                Column secondary
                View
                  Label "Nothing selected"
                """)

            LifecycleLog.entries = []
            window.orientation = .portrait
            #expect(split.isCollapsed)
            #expect(LifecycleLog.entries.contains("delegate.collapseSecondary(Detail, onto: MasterNav) → false"))
            #expect(driver.describeScreen() == """
                NavigationBar < "Inbox" "Detail"
                View
                  Label "Nothing selected"
                """)
        }

        @Test("regular width: show from a controller no navigation controller holds reaches the split view, which installs it as the primary; a delegate that shows it itself keeps the columns")
        func showReachesTheSplitView() throws {
            let plain = try fixture(Self.classic(detailShows: true))
            let (application, split) = try launch(plain, device: "ipad11_0rounded", orientation: .landscape)
            try Driver(application: application).tap("More")
            #expect(split.viewControllers.map(LifecycleLog.name) == ["Message", "Detail"])
            #expect(split.primary?.view.frame == Rect(x: 0, y: 0, width: 320, height: 834))

            let handled = try fixture(Self.classic(detailShows: true))
            let splitDelegate = LoggingSplitDelegate()
            splitDelegate.showsItself = true
            let (handledApplication, handledSplit) = try launch(handled, device: "ipad11_0rounded", orientation: .landscape, delegate: splitDelegate)
            LifecycleLog.entries = []
            try Driver(application: handledApplication).tap("More")
            #expect(LifecycleLog.entries.suffix(1) == ["delegate.show(Message) → true"])
            #expect(handledSplit.viewControllers.map(LifecycleLog.name) == ["MasterNav", "Detail"])
        }

        /// A triple-column split view (iOS 14's column style) of plain controllers.
        static let tripleColumn = StoryboardXML.document(
            initial: "split",
            StoryboardXML.scene("""
                <splitViewController title="Split" allowDoubleColumnStyle="YES" preferredDisplayMode="beside" behavior="tile" id="split" customClass="LoggingSplitViewController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="Article" kind="relationship" relationship="detailViewController" id="split-detail"/>
                        <segue destination="Feeds" kind="relationship" relationship="masterViewController" id="split-master"/>
                        <segue destination="Timeline" kind="relationship" relationship="supplementaryViewController" id="split-supplementary"/>
                    </connections>
                </splitViewController>
                """, id: "split"),
            StoryboardXML.controller("Feeds", title: "Feeds", customClass: "TraitLoggingViewController"),
            StoryboardXML.controller("Timeline", title: "Timeline", customClass: "TraitLoggingViewController"),
            StoryboardXML.controller("Article", title: "Article", customClass: "TraitLoggingViewController"))

        @Test("column style: each column is wrapped in a navigation controller; collapsed, one stack holds primary, supplementary and secondary, the secondary on top")
        func tripleColumnCollapsed() throws {
            let fixture = try fixture(Self.tripleColumn)
            let (application, split) = try launch(fixture, device: "retina6_0")
            #expect(split.style == .tripleColumn)
            #expect(split.viewController(for: .supplementary).map(LifecycleLog.name) == "Timeline")
            #expect(split.viewController(for: .supplementary)?.parent is NavigationController)
            let driver = try Driver(application: application)
            #expect(driver.describeScreen() == """
                NavigationBar < "Timeline" "Article"
                View
                """)
            try driver.tapBack()
            #expect(driver.describeScreen() == """
                NavigationBar < "Feeds" "Timeline"
                View
                """)
        }

        @Test("column style: expanded with preferredDisplayMode beside, the supplementary shows beside the secondary (oneBesideSecondary shows the supplementary in three columns)")
        func tripleColumnExpanded() throws {
            let fixture = try fixture(Self.tripleColumn)
            let (application, split) = try launch(fixture, device: "ipad11_0rounded", orientation: .landscape)
            #expect(split.displayMode == .oneBesideSecondary)
            #expect(try Driver(application: application).describeScreen() == """
                Column supplementary
                NavigationBar "Timeline"
                View
                Column secondary
                NavigationBar "Article"
                View
                """)
        }
    }
}
