@testable import StoryboardRuntime
import Testing

/// Outlets, outlet collections and actions as a scene's `<connections>` make them, and when
/// `awakeFromNib` comes (`uikit-semantics.md` §7).
@MainActor
@Suite("Connection decoding", .inOwnRuntimeEnvironment)
struct ConnectionDecodingTests {
    static func action(_ selector: String, _ event: String?, destination: String = "vc", id: String) -> String {
        let eventAttribute = event.map { " eventType=\"\($0)\"" } ?? ""
        return "<action selector=\"\(selector)\" destination=\"\(destination)\"\(eventAttribute) id=\"\(id)\"/>"
    }

    static let controls = """
        <label opaque="NO" contentMode="left" text="Title" customClass="LoggingLabel" customModule="StoryboardRuntimeTests" id="title">
            <rect key="frame" x="20" y="100" width="350" height="21"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="mood" value="calm"/>
            </userDefinedRuntimeAttributes>
        </label>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b-up">
            <rect key="frame" x="20" y="130" width="100" height="30"/>
            <accessibility key="accessibilityConfiguration" identifier="up"/>
            <state key="normal" title="Up"/>
            <connections>
                \(action("pressed:", "touchDown", id: "a-pressed"))
                \(action("tapped:", "touchUpInside", id: "a-tapped"))
            </connections>
        </button>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b-primary">
            <rect key="frame" x="20" y="170" width="100" height="30"/>
            <accessibility key="accessibilityConfiguration" identifier="primary"/>
            <state key="normal" title="Primary"/>
            <connections>
                \(action("primary:", "primaryActionTriggered", id: "a-primary"))
            </connections>
        </button>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b-default">
            <rect key="frame" x="20" y="210" width="100" height="30"/>
            <state key="normal" title="Default"/>
            <connections>
                \(action("tapped:", nil, id: "a-default"))
            </connections>
        </button>
        <view contentMode="scaleToFill" customClass="ChainView" customModule="StoryboardRuntimeTests" id="chain">
            <rect key="frame" x="20" y="250" width="350" height="50"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b-chain">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                    <accessibility key="accessibilityConfiguration" identifier="chain"/>
                    <state key="normal" title="Chain"/>
                    <connections>
                        \(action("viewAction:", "touchUpInside", destination: "fr-vc", id: "a-fr1"))
                        \(action("controllerAction:", "touchUpInside", destination: "fr-vc", id: "a-fr2"))
                        \(action("containerAction:", "touchUpInside", destination: "fr-vc", id: "a-fr3"))
                        \(action("nobodyAction:", "touchUpInside", destination: "fr-vc", id: "a-fr4"))
                    </connections>
                </button>
            </subviews>
            <connections>
                <outlet property="laterSibling" destination="slider" id="o-later"/>
            </connections>
        </view>
        <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="slider">
            <rect key="frame" x="18" y="310" width="354" height="31"/>
            <accessibility key="accessibilityConfiguration" identifier="slider"/>
            <connections>
                \(action("changed:", "valueChanged", id: "a-changed"))
            </connections>
        </slider>
        <switch opaque="NO" contentMode="scaleToFill" on="YES" id="switch">
            <rect key="frame" x="20" y="350" width="51" height="31"/>
            <accessibility key="accessibilityConfiguration" identifier="switch"/>
            <connections>
                \(action("changed:", "valueChanged", id: "a-toggled"))
            </connections>
        </switch>
        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="one" id="field1">
            <rect key="frame" x="20" y="390" width="350" height="34"/>
            <textInputTraits key="textInputTraits"/>
            <connections>
                \(action("began:", "editingDidBegin", id: "a-began"))
                \(action("edited:", "editingChanged", id: "a-edited"))
                \(action("ended:", "editingDidEnd", id: "a-ended"))
                \(action("returned:", "editingDidEndOnExit", id: "a-returned"))
            </connections>
        </textField>
        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="two" id="field2">
            <rect key="frame" x="20" y="430" width="350" height="34"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        """

    static let storyboardScenes = DecodingFixture.scene(
        "nav", element: "navigationController",
        attributes: "customClass=\"ChainNavigationController\" customModule=\"StoryboardRuntimeTests\"", body: """
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections>
                <segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/>
            </connections>
            """)
        + DecodingFixture.scene(
            "vc", attributes: "customClass=\"WiredController\" customModule=\"StoryboardRuntimeTests\"",
            body: DecodingFixture.rootView(subviews: controls) + """
                <navigationItem key="navigationItem" title="Wired" id="navitem">
                    <barButtonItem key="leftBarButtonItem" title="Help" id="help">
                        <connections>
                            \(action("containerAction:", nil, destination: "fr-vc", id: "a-help"))
                        </connections>
                    </barButtonItem>
                    <barButtonItem key="rightBarButtonItem" systemItem="done" id="done">
                        <connections>
                            \(action("done:", nil, id: "a-done"))
                        </connections>
                    </barButtonItem>
                </navigationItem>
                <connections>
                    <outlet property="titleLabel" destination="title" id="o-title"/>
                    <outlet property="doneItem" destination="done" id="o-done"/>
                    <outlet property="item" destination="navitem" id="o-item"/>
                    <outletCollection property="fields" destination="field2" collectionClass="NSMutableArray" id="c-1"/>
                    <outletCollection property="fields" destination="field1" collectionClass="NSMutableArray" id="c-2"/>
                </connections>
                """)

    func instantiate() throws -> ChainNavigationController {
        let storyboard = try DecodingFixture.storyboard(initial: "nav", Self.storyboardScenes)
        FixtureCallLog.shared.entries = []
        return try #require(try storyboard.instantiateInitialViewController() as? ChainNavigationController)
    }

    @Test func outletsToTheNavigationItemAndBarItemsAreMadeAtInstantiation() throws {
        let navigation = try instantiate()
        let controller = try #require(navigation.topViewController as? WiredController)
        #expect(controller.item === controller.navigationItem)
        #expect(controller.navigationItem.title == "Wired")
        #expect(controller.doneItem === controller.navigationItem.rightBarButtonItem)
        #expect(controller.doneItem?.systemItem == .done)
        #expect(controller.navigationItem.leftBarButtonItem?.title == "Help")
        #expect(controller.titleLabel == nil)
        #expect(controller.fields.isEmpty)
        #expect(controller.isViewLoaded == false)
        // The controller wakes with its step-one outlets made and its view not loaded.
        #expect(FixtureCallLog.shared.entries == ["awake controller item:true done:true label:false"])
    }

    @Test func viewOutletsAndCollectionsAreMadeWhenTheViewLoads() throws {
        let navigation = try instantiate()
        let controller = try #require(navigation.topViewController as? WiredController)
        let root = try #require(controller.view)
        let label = try #require(controller.titleLabel)
        #expect(label.text == "Title")
        #expect(label.isDescendant(of: root))
        let views = root.allViews()
        let field1 = views.first { ($0 as? TextField)?.placeholder == "one" }
        let field2 = views.first { ($0 as? TextField)?.placeholder == "two" }
        // Document order of the connections, not of the views.
        #expect(controller.fields.count == 2)
        #expect(controller.fields.first === field2)
        #expect(controller.fields.last === field1)
    }

    @Test func awakeFromNibComesAfterEveryObjectIsConnected() throws {
        let navigation = try instantiate()
        let controller = try #require(navigation.topViewController as? WiredController)
        FixtureCallLog.shared.entries = []
        _ = controller.view
        #expect(FixtureCallLog.shared.entries == [
            // The runtime attribute is set before awakeFromNib; the controller's outlet to the
            // label is made before the label wakes.
            "awake label mood:calm outletted:true",
            // An outlet to a view later in the document is connected before the view wakes.
            "awake chain laterSibling:true",
            "viewDidLoad",
        ])
    }

    @Test func everyEventTypeRegistersForItsEvent() throws {
        let navigation = try instantiate()
        let controller = try #require(navigation.topViewController as? WiredController)
        let views = controller.view.allViews()
        func control(_ identifier: String) -> Control? {
            views.first { $0.accessibilityIdentifier == identifier } as? Control
        }
        func actions(_ control: Control?, _ event: Control.Event) -> [String] {
            control?.actions(forTarget: controller, forControlEvent: event).map(\.name) ?? ["no control"]
        }
        let up = control("up")
        #expect(actions(up, .touchDown) == ["pressed:"])
        #expect(actions(up, .touchUpInside) == ["tapped:"])
        #expect(actions(up, .valueChanged) == [])
        #expect(actions(control("primary"), .primaryActionTriggered) == ["primary:"])
        #expect(actions(control("primary"), .touchUpInside) == [])
        let plain = views.compactMap { $0 as? Button }.first { $0.title(for: .normal) == "Default" }
        #expect(actions(plain, .touchUpInside) == ["tapped:"])
        #expect(actions(control("slider"), .valueChanged) == ["changed:"])
        #expect(actions(control("switch"), .valueChanged) == ["changed:"])
        let field = views.compactMap { $0 as? TextField }.first
        #expect(actions(field, .editingDidBegin) == ["began:"])
        #expect(actions(field, .editingChanged) == ["edited:"])
        #expect(actions(field, .editingDidEnd) == ["ended:"])
        #expect(actions(field, .editingDidEndOnExit) == ["returned:"])
        // First Responder actions have no target: they travel the responder chain.
        #expect(control("chain")?.actions(forTarget: nil, forControlEvent: .touchUpInside).map(\.name)
            == ["viewAction:", "controllerAction:", "containerAction:", "nobodyAction:"])
    }

    @Test func actionsArriveThroughTheDriver() throws {
        let navigation = try instantiate()
        let (_, driver) = DecodingFixture.show(navigation)
        FixtureCallLog.shared.entries = []
        try driver.tap(.identifier("up"))
        try driver.tap(.identifier("primary"))
        try driver.tap("Default")
        try driver.slide(.identifier("slider"), to: 0.25)
        try driver.tap(.identifier("switch"))
        try driver.type("hello", into: "one")
        try driver.tapBarButton("Done")
        #expect(FixtureCallLog.shared.entries == [
            "pressed: Button", "tapped: Button", "primary: Button", "tapped: Button",
            "changed: Slider 0.25", "changed: Switch false",
            "began: TextField", "edited: TextField hello", "ended: TextField hello",
            "done: BarButtonItem",
        ])
    }

    @Test func firstResponderActionsTravelTheResponderChain() throws {
        let navigation = try instantiate()
        let (_, driver) = DecodingFixture.show(navigation)
        FixtureCallLog.shared.entries = []
        try driver.tap(.identifier("chain"))
        // The view around the button, then the controller, then its navigation controller;
        // an action nobody answers is dropped, as UIKit drops it.
        #expect(FixtureCallLog.shared.entries == ["view viewAction:", "controller controllerAction:", "container containerAction:"])
        FixtureCallLog.shared.entries = []
        try driver.tapBarButton("Help")
        #expect(FixtureCallLog.shared.entries == ["container containerAction:"])
    }

    // MARK: Errors

    @Test func anOutletTheClassDoesNotDeclareIsATypedError() throws {
        let scenes = DecodingFixture.scene(
            "vc", attributes: "customClass=\"WiredController\" customModule=\"StoryboardRuntimeTests\"", body: """
                <navigationItem key="navigationItem" title="Wired" id="navitem"/>
                <connections>
                    <outlet property="missingItem" destination="navitem" id="o-missing"/>
                </connections>
                """)
        let storyboard = try DecodingFixture.storyboard(initial: "vc", scenes)
        let error = try #require(throws: RuntimeError.self) { try storyboard.instantiateInitialViewController() }
        #expect(error.kind == .undeclaredOutlet(key: "missingItem", className: "WiredController"))
        #expect(error.file == storyboard.path)
        #expect(error.sceneID == "scene-vc")
        #expect(error.objectID == "o-missing")
        #expect(error.message == "[WiredController setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key missingItem. (scene scene-vc, object o-missing)")
    }

    @Test func aViewOutletOfTheWrongTypeIsThrownAfterTheViewLoads() throws {
        let scenes = DecodingFixture.scene(
            "vc", attributes: "customClass=\"WiredController\" customModule=\"StoryboardRuntimeTests\"",
            body: DecodingFixture.rootView(subviews: """
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="button">
                    <rect key="frame" x="20" y="130" width="100" height="30"/>
                </button>
                """) + """
                <connections>
                    <outlet property="titleLabel" destination="button" id="o-wrong"/>
                </connections>
                """)
        let storyboard = try DecodingFixture.storyboard(initial: "vc", scenes)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        _ = DecodingFixture.show(controller)
        let error = try #require(throws: RuntimeError.self) { try testEnvironment.failures.throwIfAny() }
        #expect(error.kind == .outletTypeMismatch(key: "titleLabel", expected: "Optional<Label>", found: "Button"))
        #expect(error.objectID == "o-wrong")
    }

    @Test func outletsOfBaseClassesAreKeptWhenTheyAreNotModelled() throws {
        let scenes = DecodingFixture.scene("vc", body: DecodingFixture.rootView(subviews: """
            <label opaque="NO" contentMode="left" text="Hi" id="label">
                <rect key="frame" x="20" y="130" width="100" height="30"/>
            </label>
            """) + """
            <connections>
                <outlet property="greeting" destination="label" id="o-greeting"/>
            </connections>
            """)
        let storyboard = try DecodingFixture.storyboard(initial: "vc", scenes)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        _ = controller.view
        try testEnvironment.failures.throwIfAny()
        #expect((controller.undeclaredOutlets["greeting"] as? Label)?.text == "Hi")
    }
}

// MARK: Classes the scenes name

@MainActor
final class WiredController: ViewController {
    @Outlet var titleLabel: Label?
    @Outlet var doneItem: BarButtonItem?
    @Outlet var item: NavigationItem?
    @OutletCollection var fields: [TextField]

    override func awakeFromNib() {
        super.awakeFromNib()
        FixtureCallLog.shared.add("awake controller item:\(item != nil) done:\(doneItem != nil) label:\(titleLabel != nil)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        FixtureCallLog.shared.add("viewDidLoad")
    }

    private func log(_ name: String, _ sender: Any?) {
        var entry = "\(name) \(sender.map { String(describing: type(of: $0)) } ?? "nil")"
        if let slider = sender as? Slider { entry += " \(slider.value)" }
        if let toggle = sender as? Switch { entry += " \(toggle.isOn)" }
        if let field = sender as? TextField, let text = field.text, !text.isEmpty { entry += " \(text)" }
        FixtureCallLog.shared.add(entry)
    }

    @Action func pressed(_ sender: Any?) { log("pressed:", sender) }
    @Action func tapped(_ sender: Any?) { log("tapped:", sender) }
    @Action func primary(_ sender: Any?) { log("primary:", sender) }
    @Action func changed(_ sender: Any?) { log("changed:", sender) }
    @Action func began(_ sender: Any?) { log("began:", sender) }
    @Action func edited(_ sender: Any?) { log("edited:", sender) }
    @Action func ended(_ sender: Any?) { log("ended:", sender) }
    @Action func returned(_ sender: Any?) { log("returned:", sender) }
    @Action func done(_ sender: Any?) { log("done:", sender) }
    @Action func controllerAction(_ sender: Any?) { FixtureCallLog.shared.add("controller controllerAction:") }
}

@MainActor
final class ChainNavigationController: NavigationController {
    @Action func containerAction(_ sender: Any?) { FixtureCallLog.shared.add("container containerAction:") }
    @Action func controllerAction(_ sender: Any?) { FixtureCallLog.shared.add("container controllerAction:") }
}

@MainActor
final class ChainView: View {
    @Outlet var laterSibling: Slider?

    override func awakeFromNib() {
        super.awakeFromNib()
        FixtureCallLog.shared.add("awake chain laterSibling:\(laterSibling != nil)")
    }

    @Action func viewAction(_ sender: Any?) { FixtureCallLog.shared.add("view viewAction:") }
}

@MainActor
final class LoggingLabel: Label {
    @Inspectable var mood: String?

    override func awakeFromNib() {
        super.awakeFromNib()
        var outletted = false
        var current: View? = self
        while let view = current {
            if let controller = view.owningController as? WiredController { outletted = controller.titleLabel === self }
            current = view.superview
        }
        FixtureCallLog.shared.add("awake label mood:\(mood ?? "nil") outletted:\(outletted)")
    }
}
