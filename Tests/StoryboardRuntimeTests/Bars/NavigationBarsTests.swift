@testable import StoryboardRuntime
import Testing

/// Navigation items and toolbars beyond titles and buttons (issue 16; Apple's documentation of
/// `UINavigationItem.titleView`, `UIBarButtonItem.customView`, `UIViewController.toolbarItems`,
/// `UINavigationController.isToolbarHidden`, `largeTitleDisplayMode`, `prefersLargeTitles`).
@MainActor
@Suite("Navigation items and toolbars", .inOwnRuntimeEnvironment)
struct NavigationBarsTests {
    static let scenes = DecodingFixture.scene("nav", element: "navigationController", attributes: "toolbarHidden=\"NO\"", body: """
        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="navbar">
            <rect key="frame" x="0.0" y="47" width="390" height="96"/>
            <autoresizingMask key="autoresizingMask"/>
        </navigationBar>
        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="bar">
            <rect key="frame" x="0.0" y="764" width="390" height="49"/>
            <autoresizingMask key="autoresizingMask"/>
        </toolbar>
        <connections>
            <segue destination="list" kind="relationship" relationship="rootViewController" id="rel"/>
        </connections>
        """) + DecodingFixture.scene("list", attributes: "customClass=\"BarsController\" customModule=\"StoryboardRuntimeTests\"", body: DecodingFixture.rootView() + """
        <toolbarItems>
            <barButtonItem title="Archive" id="archive">
                <connections>
                    <action selector="archive:" destination="list" id="a-archive"/>
                </connections>
            </barButtonItem>
            <barButtonItem style="plain" systemItem="flexibleSpace" id="space"/>
            <barButtonItem systemItem="compose" id="compose">
                <connections>
                    <segue destination="detail" kind="show" id="s-compose"/>
                </connections>
            </barButtonItem>
        </toolbarItems>
        <navigationItem key="navigationItem" title="Inbox" backButtonTitle="Mail" id="list-item">
            <barButtonItem key="rightBarButtonItem" id="custom-item">
                <button key="customView" opaque="NO" contentMode="scaleToFill" buttonType="system" id="custom-button">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                    <state key="normal" title="Filter"/>
                    <connections>
                        <action selector="filter:" destination="list" id="a-filter"/>
                    </connections>
                </button>
            </barButtonItem>
        </navigationItem>
        """) + DecodingFixture.scene("detail", body: DecodingFixture.rootView(id: "detail-root") + """
        <navigationItem key="navigationItem" title="Message" largeTitleDisplayMode="never" hidesBackButton="YES" id="detail-item">
            <segmentedControl key="titleView" opaque="NO" contentMode="scaleToFill" segmentControlStyle="bar" selectedSegmentIndex="0" id="seg">
                <rect key="frame" x="100" y="6" width="190" height="32"/>
                <segments>
                    <segment title="Text"/>
                    <segment title="HTML"/>
                </segments>
            </segmentedControl>
        </navigationItem>
        """)

    func launch() throws -> (BarsController, Driver) {
        let storyboard = try DecodingFixture.storyboard(initial: "nav", Self.scenes)
        testEnvironment.classes.register(BarsController.self, as: "StoryboardRuntimeTests.BarsController")
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let list = try #require(navigation.topViewController as? BarsController)
        let (_, driver) = DecodingFixture.show(navigation)
        try testEnvironment.failures.throwIfAny()
        return (list, driver)
    }

    @Test("toolbar items shown when the navigation controller's toolbar is not hidden; a custom-view bar item; a large title")
    func shown() throws {
        let (_, driver) = try launch()
        #expect(driver.describeScreen() == """
            NavigationBar large "Inbox" right [Button "Filter"]
            View
            Toolbar [Archive] [] [Compose]
            """)
    }

    @Test("toolbar items are tappable: their actions and segues; a custom view's button sends its own action")
    func tappable() throws {
        let (list, driver) = try launch()
        try driver.tapBarButton("Archive")
        try driver.tap("Filter")
        #expect(list.log == ["archive:", "filter:"])
        try driver.tapBarButton("Compose")
        // The detail: a title view instead of the title, no back button (hidesBackButton),
        // not large (largeTitleDisplayMode never); it has no toolbar items, so no toolbar.
        #expect(driver.describeScreen() == """
            NavigationBar title [SegmentedControl ["Text"] | "HTML"]
            View
            """)
    }

    @Test("a control in the title view is on screen: tapping a segment selects it (UINavigationItem.titleView)")
    func titleViewTaps() throws {
        let (list, driver) = try launch()
        try driver.tapBarButton("Compose")
        try driver.tap("HTML")
        #expect(driver.describeScreen() == """
            NavigationBar title [SegmentedControl "Text" | ["HTML"]]
            View
            """)
        let segmented = try #require(driver.visibleViews.compactMap { $0 as? SegmentedControl }.first)
        #expect(segmented.selectedSegmentIndex == 1)
        #expect(try driver.find(.view(segmented)) === segmented)
        // The detail hides its back button: popped in code, its title view leaves the screen.
        _ = list.navigationController?.popViewController(animated: false)
        #expect(throws: DriverError.self) { try driver.find(.view(segmented)) }
    }

    @Test("a bar button item beside the controller in the scene's objects is made, connected and tappable once code shows it")
    func sceneMemberBarButtonItem() throws {
        let scenes = """
                    <scene sceneID="scene-later">
                        <objects>
                            <viewController id="later" customClass="LaterBarsController" customModule="StoryboardRuntimeTests" sceneMemberID="viewController">
            \(DecodingFixture.rootView())
                                <connections>
                                    <outlet property="laterItem" destination="later-item" id="o-later"/>
                                </connections>
                            </viewController>
                            <barButtonItem title="Later" style="done" id="later-item">
                                <connections>
                                    <action selector="archive:" destination="later" id="a-later"/>
                                </connections>
                            </barButtonItem>
                        </objects>
                    </scene>
            """
        let storyboard = try DecodingFixture.storyboard(initial: "later", scenes)
        testEnvironment.classes.register(LaterBarsController.self, as: "StoryboardRuntimeTests.LaterBarsController")
        let controller = try #require(try storyboard.instantiateInitialViewController() as? LaterBarsController)
        let navigation = NavigationController(rootViewController: controller)
        let (_, driver) = DecodingFixture.show(navigation)
        try testEnvironment.failures.throwIfAny()
        #expect(controller.laterItem?.style == .done)
        #expect(driver.describeScreen() == "NavigationBar right [Later]\nView")
        try driver.tapBarButton("Later")
        #expect(controller.log == ["archive:"])
        #expect(testEnvironment.diagnostics.warnings == [])
    }

    @Test("hidesBackButton: no back button, so back and a swipe from the edge do nothing")
    func hiddenBackButton() throws {
        let (_, driver) = try launch()
        try driver.tapBarButton("Compose")
        #expect(!driver.canGoBack)
        #expect(throws: DriverError.self) { try driver.tapBack() }
        #expect(driver.describeScreen().hasPrefix("NavigationBar title [SegmentedControl"))
    }

    @Test("left bar button items replace the back button unless leftItemsSupplementBackButton (Apple's UINavigationItem)")
    func leftItemsAndTheBackButton() throws {
        let (list, driver) = try launch()
        let navigation = try #require(list.navigationController)
        let plain = ViewController()
        plain.navigationItem.title = "Plain"
        plain.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
        navigation.pushViewController(plain, animated: false)
        #expect(driver.describeScreen().hasPrefix("NavigationBar left [Cancel] large \"Plain\"\n"))
        #expect(!driver.canGoBack)
        plain.navigationItem.leftItemsSupplementBackButton = true
        #expect(driver.describeScreen().hasPrefix("NavigationBar < \"Mail\" left [Cancel] large \"Plain\"\n"))
        try driver.tapBack()
        #expect(navigation.topViewController === list)
    }

    @Test("a navigation bar placed in a view by itself shows its top item (title, bar buttons), whose buttons are tappable (UINavigationBar.items)")
    func standaloneNavigationBar() throws {
        let scenes = DecodingFixture.scene("sheet", attributes: "customClass=\"BarsController\" customModule=\"StoryboardRuntimeTests\"", body: DecodingFixture.rootView(subviews: """
            <navigationBar contentMode="scaleToFill" id="standalone">
                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                <items>
                    <navigationItem title="Compose" id="compose-item">
                        <barButtonItem key="leftBarButtonItem" title="Cancel" id="cancel">
                            <connections>
                                <action selector="archive:" destination="sheet" id="a-cancel"/>
                            </connections>
                        </barButtonItem>
                        <barButtonItem key="rightBarButtonItem" title="Send" id="send">
                            <connections>
                                <action selector="filter:" destination="sheet" id="a-send"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                </items>
            </navigationBar>
            """))
        let storyboard = try DecodingFixture.storyboard(initial: "sheet", scenes)
        testEnvironment.classes.register(BarsController.self, as: "StoryboardRuntimeTests.BarsController")
        let controller = try #require(try storyboard.instantiateInitialViewController() as? BarsController)
        let (_, driver) = DecodingFixture.show(controller)
        #expect(driver.describeScreen() == """
            View
              NavigationBar left [Cancel] "Compose" right [Send]
            """)
        try driver.tapBarButton("Send")
        try driver.tapBarButton("Cancel")
        #expect(controller.log == ["filter:", "archive:"])
    }

    @Test("a standalone bar's title view is in the bar: shown on its line, its control tappable and sending its actions")
    func standaloneBarTitleView() throws {
        let scenes = DecodingFixture.scene("map", attributes: "customClass=\"BarsController\" customModule=\"StoryboardRuntimeTests\"", body: DecodingFixture.rootView(subviews: """
            <navigationBar contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                <items>
                    <navigationItem id="map-item">
                        <nil key="title"/>
                        <segmentedControl key="titleView" opaque="NO" contentMode="scaleToFill" segmentControlStyle="bar" selectedSegmentIndex="0" id="kind">
                            <rect key="frame" x="72.5" y="6.5" width="230" height="31"/>
                            <segments>
                                <segment title="Map"/>
                                <segment title="Satellite"/>
                            </segments>
                            <connections>
                                <action selector="filter:" destination="map" eventType="valueChanged" id="a-kind"/>
                            </connections>
                        </segmentedControl>
                    </navigationItem>
                </items>
            </navigationBar>
            """))
        let storyboard = try DecodingFixture.storyboard(initial: "map", scenes)
        testEnvironment.classes.register(BarsController.self, as: "StoryboardRuntimeTests.BarsController")
        let controller = try #require(try storyboard.instantiateInitialViewController() as? BarsController)
        let (_, driver) = DecodingFixture.show(controller)
        try testEnvironment.failures.throwIfAny()
        #expect(driver.describeScreen() == """
            View
              NavigationBar title [SegmentedControl ["Map"] | "Satellite"]
            """)
        try driver.tap("Satellite")
        #expect(controller.log == ["filter:"])
        #expect(driver.describeScreen().hasSuffix("NavigationBar title [SegmentedControl \"Map\" | [\"Satellite\"]]"))
        #expect(testEnvironment.diagnostics.warnings == [])
    }

    /// Found by the scenes fuzzing harness: a navigation controller with no root (its
    /// relationship gone) and its bar hidden described as nothing at all; UIKit shows the
    /// navigation controller's own empty view.
    @Test("a navigation controller with no controller shows its own empty view")
    func emptyNavigationController() throws {
        let navigation = NavigationController()
        navigation.isNavigationBarHidden = true
        let (_, driver) = DecodingFixture.show(navigation)
        #expect(driver.describeScreen() == "View")
        navigation.isNavigationBarHidden = false
        #expect(driver.describeScreen() == "NavigationBar\nView")
    }

    /// A toolbar is 49 pt above the home indicator, as the corpus stores it on iPhones with one
    /// (8 of 8 toolbars; this scene's own, 390 × 49 on an iPhone 13); the runtime gave it the
    /// navigation bar's 44 pt. Its controller's safe area ends above it.
    @Test("a toolbar above the home indicator is 49 pt tall and bounds the safe area")
    func toolbarHeight() throws {
        let (list, driver) = try launch()
        defer { withExtendedLifetime(driver) {} }
        let window = try #require(list.view.window)
        #expect(window.device.id == "retina6_0")
        #expect(list.view.safeAreaInsets.bottom == 49 + 34)
    }

    @Test("backButtonTitle: the next controller's back button shows it")
    func backButtonTitle() throws {
        let (list, driver) = try launch()
        // The driver holds the window, which holds the navigation controller.
        defer { withExtendedLifetime(driver) {} }
        #expect(list.navigationItem.backButtonTitle == "Mail")
        let navigation = try #require(list.navigationController)
        let plain = ViewController()
        navigation.pushViewController(plain, animated: false)
        #expect(navigation.backButtonTitle == "Mail")
    }
}

@MainActor
class BarsController: ViewController {
    var log: [String] = []
    @Action func archive(_ sender: Any?) { log.append("archive:") }
    @Action func filter(_ sender: Any?) { log.append("filter:") }
}

/// Shows the scene's own bar button item (an outlet to an object beside it) when its view loads.
@MainActor
final class LaterBarsController: BarsController {
    @Outlet var laterItem: BarButtonItem?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = laterItem
    }
}
