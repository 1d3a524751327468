import Foundation
@testable import StoryboardRuntime
import Testing

/// A delegate that logs what a tab bar controller asks and tells it.
@MainActor
final class LoggingTabBarDelegate: TabBarControllerDelegate {
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        LifecycleLog.record("delegate.shouldSelect(\(LifecycleLog.name(of: viewController)))")
        return true
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        LifecycleLog.record("delegate.didSelect(\(LifecycleLog.name(of: viewController)))")
    }

    func tabBarController(_ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]) {
        LifecycleLog.record("delegate.willBeginCustomizing(\(viewControllers.map(LifecycleLog.name).joined(separator: " ")))")
    }

    func tabBarController(_ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool) {
        LifecycleLog.record("delegate.willEndCustomizing(\(viewControllers.map(LifecycleLog.name).joined(separator: " ")), changed: \(changed))")
    }

    func tabBarController(_ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool) {
        LifecycleLog.record("delegate.didEndCustomizing(\(viewControllers.map(LifecycleLog.name).joined(separator: " ")), changed: \(changed))")
    }
}

extension RuntimeSuite {
    /// The More tab, as Apple documents `UITabBarController`: "If you add six or more custom view
    /// controllers to a tab bar controller, the tab bar controller displays only the first four
    /// items plus the standard More item"; `moreNavigationController` is never among
    /// `viewControllers`; `selectedIndex` is `NSNotFound` while the More list is selected.
    @MainActor
    @Suite("Tab bar controller: the More tab")
    struct MoreTabTests {
        /// Six tabs: A to E, and F, a navigation controller ("NavF") whose root is "FRoot".
        static func storyboard(tabs count: Int = 6) -> String {
            let plain = (0..<(count - 1)).map { String(UnicodeScalar(UInt8(65 + $0))) }
            let ids = plain.map { $0.lowercased() } + ["navf"]
            let segues = ids.map { "<segue destination=\"\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"tabs-\($0)\"/>" }
            return StoryboardXML.document(
                initial: "tabs",
                ([StoryboardXML.scene("""
                    <tabBarController title="Tabs" id="tabs" customClass="LoggingTabBarController" sceneMemberID="viewController">
                        <connections>
                            \(segues.joined(separator: "\n"))
                        </connections>
                    </tabBarController>
                    """, id: "tabs")]
                    + plain.map { StoryboardXML.controller($0.lowercased(), title: $0) }
                    + [StoryboardXML.navigation("navf", title: "NavF", root: "froot"), StoryboardXML.controller("froot", title: "FRoot")])
                    .joined(separator: "\n"))
        }

        func launch(tabs count: Int = 6, device: String? = nil) throws -> (Fixture, TabBarController) {
            let fixture = try Fixture(main: Self.storyboard(tabs: count))
            try fixture.launch()
            if let device { fixture.window.device = try #require(Device.named(device)) }
            LifecycleLog.entries = []
            return (fixture, try #require(fixture.root as? TabBarController))
        }

        /// Compact width (an iPhone): four tabs and More on the bar; `viewControllers` keeps all
        /// six and never holds the More navigation controller.
        @Test func sixTabsShowFourAndMore() throws {
            let (fixture, tabs) = try launch()
            #expect(fixture.driver().describeScreen() == """
                View
                TabBar ["A"] "B" "C" "D" "More"
                """)
            #expect(tabs.viewControllers?.map(LifecycleLog.name) == ["A", "B", "C", "D", "E", "NavF"])
            #expect(tabs.viewControllers?.contains { $0 === tabs.moreNavigationController } == false)
            #expect(tabs.moreNavigationController.tabBarItem.systemItem == .more)
        }

        /// Five tabs fit: no More tab.
        @Test func fiveTabsFit() throws {
            let (fixture, _) = try launch(tabs: 5)
            #expect(fixture.driver().describeScreen() == """
                View
                TabBar ["A"] "B" "C" "D" "NavF"
                """)
        }

        /// Tapping More shows the More navigation controller with its list of the other tabs
        /// (by their tab bar items' titles, with disclosure indicators); the old tab disappears
        /// as in any tab switch. While the list shows, `selectedViewController` is the More
        /// navigation controller and `selectedIndex` is `NSNotFound`.
        @Test func tappingMoreShowsTheList() throws {
            let (fixture, tabs) = try launch()
            try fixture.driver().perform(try #require(try DriverCommand(line: "tab More")))
            #expect(LifecycleLog.entries == ["A.viewWillDisappear", "A.viewDidDisappear"])
            #expect(tabs.selectedViewController === tabs.moreNavigationController)
            #expect(tabs.selectedIndex == NSNotFound)
            #expect(tabs.moreNavigationController.parent === tabs)
            #expect(fixture.driver().describeScreen() == """
                NavigationBar "More" right [Edit]
                TableView
                  Cell "E" >
                  Cell "NavF" >
                TabBar "A" "B" "C" "D" ["More"]
                """)
        }

        /// Choosing a row pushes that tab on the More navigation controller (the push's calls,
        /// a back button to "More"); the tab is then `selectedViewController`, `selectedIndex`
        /// is its index, its `navigationController` is the More navigation controller and its
        /// `tabBarController` the tab bar controller. Back pops it (the pop's calls) and it is
        /// the tab bar controller's child again.
        @Test func choosingARowPushesTheTab() throws {
            let (fixture, tabs) = try launch()
            let driver = fixture.driver()
            try driver.selectTab("More")
            LifecycleLog.entries = []
            try driver.perform(try #require(try DriverCommand(line: "row 0")))
            #expect(LifecycleLog.entries == [
                "E.willMove(toParent: MoreNavigationController)", "E.viewDidLoad", "E.viewWillAppear", "E.viewDidAppear",
                "E.didMove(toParent: MoreNavigationController)",
            ])
            let e = try #require(tabs.viewControllers?[4])
            #expect(tabs.selectedViewController === e)
            #expect(tabs.selectedIndex == 4)
            #expect(e.navigationController === tabs.moreNavigationController)
            #expect(e.tabBarController === tabs)
            #expect(driver.visibleController === e)
            #expect(driver.describeScreen() == """
                NavigationBar < "More" "E"
                View
                TabBar "A" "B" "C" "D" ["More"]
                """)
            LifecycleLog.entries = []
            try driver.tapBack()
            #expect(LifecycleLog.entries == [
                "E.willMove(toParent: nil)", "E.viewWillDisappear", "E.viewDidDisappear", "E.didMove(toParent: nil)",
            ])
            #expect(e.parent === tabs)
            #expect(tabs.selectedIndex == NSNotFound)
            #expect(tabs.viewControllers?.map(LifecycleLog.name) == ["A", "B", "C", "D", "E", "NavF"])
        }

        /// A navigation controller cannot be pushed: the More navigation controller shows its
        /// stack instead, and gives it back. The tab stays selected while another tab is
        /// shown, and More shows it again; tapping More while it is selected pops to the list.
        @Test func aNavigationControllerTabLendsItsStack() throws {
            let (fixture, tabs) = try launch()
            let driver = fixture.driver()
            let navigation = try #require(tabs.viewControllers?[5] as? NavigationController)
            let root = try #require(navigation.topViewController)
            try driver.selectTab("More")
            try driver.selectRow(row: 1)
            #expect(tabs.selectedViewController === navigation)
            #expect(tabs.selectedIndex == 5)
            #expect(root.navigationController === tabs.moreNavigationController)
            #expect(driver.describeScreen() == """
                NavigationBar < "More" "FRoot"
                View
                TabBar "A" "B" "C" "D" ["More"]
                """)
            LifecycleLog.entries = []
            try driver.selectTab("A")
            try driver.selectTab("More")
            #expect(LifecycleLog.entries == [
                "A.viewWillAppear", "FRoot.viewWillDisappear", "FRoot.viewDidDisappear", "A.viewDidAppear",
                "FRoot.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "FRoot.viewDidAppear",
            ])
            #expect(tabs.selectedIndex == 5)
            LifecycleLog.entries = []
            try driver.selectTab("More")
            #expect(LifecycleLog.entries == [
                "FRoot.willMove(toParent: nil)", "FRoot.viewWillDisappear", "FRoot.viewDidDisappear", "FRoot.didMove(toParent: nil)",
            ])
            #expect(tabs.selectedViewController === tabs.moreNavigationController)
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["FRoot"])
            #expect(root.navigationController === navigation)
        }

        /// The delegate is asked and told with the More navigation controller when More is
        /// tapped, in today's order (should, the switch, did); choosing a row in the list is a
        /// push inside the More navigation controller and does not call it.
        @Test func delegateHearsAboutMoreNotAboutRows() throws {
            let (fixture, tabs) = try launch()
            let delegate = LoggingTabBarDelegate()
            tabs.delegate = delegate
            try fixture.driver().selectTab("More")
            try fixture.driver().selectRow(row: 0)
            #expect(LifecycleLog.entries == [
                "delegate.shouldSelect(MoreNavigationController)", "A.viewWillDisappear", "A.viewDidDisappear",
                "delegate.didSelect(MoreNavigationController)",
                "E.willMove(toParent: MoreNavigationController)", "E.viewDidLoad", "E.viewWillAppear", "E.viewDidAppear",
                "E.didMove(toParent: MoreNavigationController)",
            ])
        }

        /// Selecting a tab the bar does not hold by program (`selectedIndex = 4`) selects More
        /// with that tab pushed on it; `selectedViewController = moreNavigationController`
        /// selects the list, as Apple documents.
        @Test func selectingByProgram() throws {
            let (fixture, tabs) = try launch()
            tabs.selectedIndex = 4
            #expect(LifecycleLog.entries == [
                "E.willMove(toParent: MoreNavigationController)", "E.didMove(toParent: MoreNavigationController)",
                "E.viewDidLoad", "E.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "E.viewDidAppear",
            ])
            #expect(tabs.selectedIndex == 4)
            #expect(fixture.driver().describeScreen().hasSuffix("TabBar \"A\" \"B\" \"C\" \"D\" [\"More\"]"))
            tabs.selectedIndex = 1
            #expect(tabs.selectedIndex == 1)
            tabs.selectedViewController = tabs.moreNavigationController
            // More shows what it showed last: E.
            #expect(tabs.selectedViewController === tabs.viewControllers?[4])
            tabs.moreNavigationController.popToRootViewController(animated: false)
            #expect(tabs.selectedIndex == NSNotFound)
            #expect(tabs.selectedViewController === tabs.moreNavigationController)
        }

        /// The bar holds more tabs after a change of device (an iPhone to an iPad): the tab More
        /// showed goes back to the bar, still selected, and stays on screen; back on an
        /// iPhone, the bar holds four again and the selected tab moves into More.
        @Test func aChangeOfDeviceMovesTheSelectedTabBetweenMoreAndTheBar() throws {
            let (fixture, tabs) = try launch()
            let driver = fixture.driver()
            try driver.selectTab("More")
            try driver.perform(try #require(try DriverCommand(line: "row 0")))
            let e = try #require(tabs.viewControllers?[4])
            LifecycleLog.entries = []
            fixture.window.device = try #require(Device.named("ipad10_2"))
            #expect(tabs.selectedViewController === e)
            #expect(tabs.selectedIndex == 4)
            #expect(e.parent === tabs)
            #expect(e.isVisible)
            // E stays on screen throughout: it hears no appearance calls.
            #expect(!LifecycleLog.entries.contains { $0.hasPrefix("E.view") })
            #expect(driver.describeScreen() == """
                View
                TabBar "A" "B" "C" "D" ["E"] "NavF"
                """)

            fixture.window.device = try #require(Device.named("retina6_0"))
            #expect(tabs.selectedViewController === e)
            #expect(e.navigationController === tabs.moreNavigationController)
            #expect(driver.describeScreen() == """
                NavigationBar < "More" "E"
                View
                TabBar "A" "B" "C" "D" ["More"]
                """)
        }

        /// A tab the More list holds is not on the bar: `tab E` is not found.
        @Test func aTabInTheMoreListIsNotOnTheBar() throws {
            let (fixture, _) = try launch()
            #expect(throws: DriverError.self) { try fixture.driver().selectTab("E") }
        }

        /// The More list's Edit button rearranges the tabs, as Apple documents
        /// `customizableViewControllers` (all the tabs by default; none, no Edit button) and
        /// `UITabBarControllerDelegate`'s customizing calls: the Configure sheet lists the
        /// customizable tabs; a tab dragged onto a place on the bar takes it and the tab there
        /// goes to the dragged one's place; Done ends it, and `viewControllers` keeps the order.
        @Test func editRearrangesTheTabs() throws {
            let (fixture, tabs) = try launch()
            let delegate = LoggingTabBarDelegate()
            tabs.delegate = delegate
            let driver = try fixture.driver()
            try driver.selectTab("More")
            LifecycleLog.entries = []
            try driver.tapBarButton("Edit")
            #expect(driver.describeScreen() == """
                NavigationBar "Configure" right [Done]
                Configure "A" "B" "C" "D" "E" "NavF"
                TabBar "A" "B" "C" "D" ["More"]
                """)
            // The list under the sheet is covered: its rows are not on screen.
            #expect(throws: DriverError.self) { try driver.tap("E") }
            try driver.perform(try #require(try DriverCommand(line: "drag E B")))
            try driver.perform(try #require(try DriverCommand(line: "drag NavF A")))
            #expect(throws: DriverError.self) { try driver.dragTab("C", onto: "More") }
            #expect(driver.describeScreen() == """
                NavigationBar "Configure" right [Done]
                Configure "NavF" "E" "C" "D" "B" "A"
                TabBar "NavF" "E" "C" "D" ["More"]
                """)
            try driver.tapBarButton("Done")
            #expect(LifecycleLog.entries == [
                "delegate.willBeginCustomizing(A B C D E NavF)",
                "delegate.willEndCustomizing(NavF E C D B A, changed: true)",
                "delegate.didEndCustomizing(NavF E C D B A, changed: true)",
            ])
            #expect(tabs.viewControllers?.map(LifecycleLog.name) == ["NavF", "E", "C", "D", "B", "A"])
            #expect(driver.describeScreen() == """
                NavigationBar "More" right [Edit]
                TableView
                  Cell "B" >
                  Cell "A" >
                TabBar "NavF" "E" "C" "D" ["More"]
                """)
            try driver.selectTab("NavF")
            #expect(tabs.selectedViewController.map(LifecycleLog.name) == "NavF")
        }

        /// Only customizable tabs move or are displaced; with none, no Edit button.
        @Test func customizableViewControllersLimitTheEdit() throws {
            let (fixture, tabs) = try launch()
            let driver = try fixture.driver()
            let all = try #require(tabs.viewControllers)
            tabs.customizableViewControllers = [all[1], all[4]]
            try driver.selectTab("More")
            try driver.tapBarButton("Edit")
            #expect(driver.describeScreen().hasPrefix("NavigationBar \"Configure\" right [Done]\nConfigure \"B\" \"E\"\n"))
            #expect(throws: DriverError.self) { try driver.dragTab("E", onto: "A") }
            try driver.dragTab("E", onto: "B")
            try driver.tapBarButton("Done")
            #expect(tabs.viewControllers?.map(LifecycleLog.name) == ["A", "E", "C", "D", "B", "NavF"])
            tabs.customizableViewControllers = []
            #expect(driver.describeScreen().hasPrefix("NavigationBar \"More\"\n"))
            #expect(throws: DriverError.self) { try driver.tapBarButton("Edit") }
        }

        /// Regular width (an iPad): the bar holds eight tabs (iOS 17 and earlier's bottom bar;
        /// see TabBarController+More.swift), so six show without More, and nine show seven and
        /// More.
        @Test func regularWidthHoldsEight() throws {
            let (six, _) = try launch(tabs: 6, device: "ipad10_2")
            #expect(six.driver().describeScreen() == """
                View
                TabBar ["A"] "B" "C" "D" "E" "NavF"
                """)
            let (nine, tabs) = try launch(tabs: 9, device: "ipad10_2")
            #expect(nine.driver().describeScreen() == """
                View
                TabBar ["A"] "B" "C" "D" "E" "F" "G" "More"
                """)
            #expect(tabs.moreTabs.map(LifecycleLog.name) == ["H", "NavF"])
        }
    }
}
