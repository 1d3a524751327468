@testable import StoryboardRuntime
import Testing

/// What a scene's objects live as long as, as in UIKit: a controller made from a storyboard,
/// its view, and the app environment they belong to are freed when nothing holds them any
/// more (a storyboard app in a player session, closed, gives its memory back); the scene's
/// other top-level objects (a gesture recognizer, a custom object, a view beside the
/// controller's) live as long as the controller, which keeps them alive
/// (`_topLevelObjectsToKeepAliveFromStoryboard`); the First Responder still takes actions
/// once the view has loaded.
@MainActor
@Suite("Scene lifetime", .inOwnRuntimeEnvironment)
struct SceneLifetimeTests {
    static let scenes = """
                <scene sceneID="scene-vc">
                    <objects>
                        <viewController id="vc" customClass="LifetimeController" customModule="StoryboardRuntimeTests" sceneMemberID="viewController">
        \(DecodingFixture.rootView(subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                <rect key="frame" x="0.0" y="0.0" width="390" height="400"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="Cell" textLabel="cell-label" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="cell-content">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" text="Row" id="cell-label">
                                    <rect key="frame" x="16" y="0.0" width="358" height="44"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                <rect key="frame" x="20" y="420" width="100" height="30"/>
                <state key="normal" title="Go"/>
                <connections>
                    <action selector="archive:" destination="fr-vc" eventType="touchUpInside" id="a-go"/>
                </connections>
            </button>
            """))
                            <connections>
                                <outlet property="helper" destination="helper" id="o-helper"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-vc" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        <customObject id="helper" customClass="LifetimeHelper" customModule="StoryboardRuntimeTests"/>
                        <tapGestureRecognizer id="tap"/>
                        <view contentMode="scaleToFill" id="beside">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        </view>
                    </objects>
                </scene>
        """

    func storyboard() throws -> Storyboard {
        let storyboard = try DecodingFixture.storyboard(initial: "vc", Self.scenes)
        testEnvironment.classes.register(LifetimeController.self, as: "StoryboardRuntimeTests.LifetimeController")
        testEnvironment.classes.register(LifetimeHelper.self, as: "StoryboardRuntimeTests.LifetimeHelper")
        return storyboard
    }

    @Test("a controller, loaded or not, its view and its cells are freed when nothing holds them")
    func controllersAreFreed() throws {
        let storyboard = try storyboard()
        weak var unloaded: ViewController?
        weak var loaded: ViewController?
        weak var view: View?
        weak var cell: TableViewCell?
        weak var helper: LifetimeHelper?
        do {
            let first = try #require(try storyboard.instantiateInitialViewController())
            unloaded = first
            helper = (first as? LifetimeController)?.helper
            let second = try #require(try storyboard.instantiateInitialViewController())
            second.loadViewIfNeeded()
            loaded = second
            view = second.view
            let dequeued = second.view.allViews().compactMap { $0 as? TableView }.first?.dequeueReusableCell(withIdentifier: "Cell")
            #expect((dequeued?.textLabel?.text) == "Row")
            cell = dequeued
        }
        #expect(unloaded == nil)
        #expect(loaded == nil)
        #expect(view == nil)
        #expect(cell == nil)
        #expect(helper == nil)
    }

    /// Found by the scenes harness after the first fix (the corpus's R.swift `Specials`
    /// storyboard): a view the runtime stands in for (a GLKView) keeps the outlets it does not
    /// model, and its `delegate` outlet to the controller kept the controller; UIKit's
    /// delegates are weak.
    @Test("a stand-in view's delegate outlet to its controller does not keep the controller")
    func standInDelegateOutlets() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "glk", DecodingFixture.scene("glk", body: """
                <glkView key="view" opaque="NO" clipsSubviews="YES" contentMode="center" id="glk-view">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <connections>
                        <outlet property="delegate" destination="glk" id="o-glk"/>
                    </connections>
                </glkView>
                """))
        weak var controller: ViewController?
        do {
            let made = try #require(try storyboard.instantiateInitialViewController())
            made.loadViewIfNeeded()
            #expect(made.view.undeclaredOutlets["delegate"] === made)
            controller = made
        }
        #expect(controller == nil)
    }

    /// Found by the scenes harness: a table view (one of UIKit's classes, which accept keys
    /// the runtime does not model) with a misspelt `dataSource` outlet (`dataSouce`) to its
    /// controller kept the controller. No outlet the runtime does not model owns its object.
    @Test("an outlet a UIKit view does not model does not keep its controller")
    func unmodelledOutletsOfUIKitViews() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "table", DecodingFixture.scene("table", element: "tableViewController", body: """
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="table-view">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <connections>
                        <outlet property="dataSouce" destination="table" id="o-misspelt"/>
                        <outlet property="delegate" destination="table" id="o-delegate"/>
                    </connections>
                </tableView>
                """))
        weak var controller: ViewController?
        do {
            let made = try #require(try storyboard.instantiateInitialViewController())
            made.loadViewIfNeeded()
            #expect(made.view.undeclaredOutlets["dataSouce"] === made)
            controller = made
        }
        #expect(controller == nil)
    }

    @Test("a whole app environment is freed with its window")
    func environmentsAreFreed() throws {
        weak var environment: RuntimeEnvironment?
        weak var window: Window?
        let bundle = try storyboard().bundle
        do {
            let own = RuntimeEnvironment()
            environment = own
            own.classes.register(LifetimeController.self, as: "StoryboardRuntimeTests.LifetimeController")
            let controller = try own.run { () throws(RuntimeError) in
                try Storyboard(name: "Main", bundle: bundle, environment: own).instantiateInitialViewController()
            }
            let (shown, driver) = DecodingFixture.show(try #require(controller))
            window = shown
            #expect(driver.describeScreen().hasPrefix("View\n"))
        }
        #expect(window == nil)
        #expect(environment == nil)
    }

    @Test("a launched app that terminates lets its environment, window and controllers go (a player session's close)")
    func terminatedAppsAreFreed() throws {
        weak var environment: RuntimeEnvironment?
        weak var window: Window?
        weak var pushed: ViewController?
        do {
            let driver = try StoryboardAppTests.colorboard.launch()
            try driver.tap("+")
            environment = driver.window.runtimeEnvironment
            window = driver.window
            pushed = driver.visibleController
            #expect(pushed != nil)
            environment?.application?.terminate()
        }
        #expect(window == nil)
        #expect(pushed == nil)
        #expect(environment == nil)
    }

    @Test("the scene's other top-level objects live as long as the controller; the First Responder takes actions")
    func topLevelObjectsLiveWithTheController() throws {
        let controller = try #require(try storyboard().instantiateInitialViewController() as? LifetimeController)
        let (_, driver) = DecodingFixture.show(controller)
        #expect(controller.helper != nil)
        #expect(controller.storyboardTopLevelObjects.map { String(describing: type(of: $0)) } == ["LifetimeHelper", "TapGestureRecognizer", "View"])
        try driver.tap("Go")
        #expect(controller.log == ["archive:"])
    }
}

@MainActor
final class LifetimeController: BarsController {
    @Outlet var helper: LifetimeHelper?
}

@MainActor
final class LifetimeHelper: Responder {}
