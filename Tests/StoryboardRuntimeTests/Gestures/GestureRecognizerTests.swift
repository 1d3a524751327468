@testable import StoryboardRuntime
import Testing

/// Gesture recognizers as scene objects, attached through the views' `gestureRecognizers`
/// outlet collection, with their actions and segues, played by the driver (issue 16; Apple's
/// documentation of `UIGestureRecognizer`: discrete gestures send their actions once, when
/// recognized; continuous ones at began, each change and ended).
@MainActor
@Suite("Gesture recognizers", .inOwnRuntimeEnvironment)
struct GestureRecognizerTests {
    static func action(_ selector: String, id: String) -> String {
        "<connections><action selector=\"\(selector)\" destination=\"vc\" id=\"\(id)\"/></connections>"
    }

    static func attach(_ ids: String...) -> String {
        "<connections>" + ids.map { "<outletCollection property=\"gestureRecognizers\" destination=\"\($0)\" appends=\"YES\" id=\"oc-\($0)\"/>" }.joined() + "</connections>"
    }

    static let storyboard = DecodingFixture.document(initial: "vc", scenes: """
                <scene sceneID="scene-vc">
                    <objects>
                        <viewController id="vc" customClass="GestureController" customModule="StoryboardRuntimeTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <imageView contentMode="scaleAspectFit" image="photo" id="photo">
                                        <rect key="frame" x="20" y="100" width="100" height="100"/>
                                        <accessibility key="accessibilityConfiguration" identifier="photo"/>
                                        \(attach("tap", "press"))
                                    </imageView>
                                    <view contentMode="scaleToFill" customClass="CardView" customModule="StoryboardRuntimeTests" id="card">
                                        <rect key="frame" x="20" y="220" width="200" height="100"/>
                                        <accessibility key="accessibilityConfiguration" identifier="card"/>
                                        \(attach("swipe", "pan", "pinch", "rotation"))
                                    </view>
                                    <label opaque="NO" contentMode="left" text="Go" id="go">
                                        <rect key="frame" x="20" y="340" width="100" height="21"/>
                                        \(attach("go-tap"))
                                    </label>
                                </subviews>
                                \(attach("edge"))
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-vc" sceneMemberID="firstResponder"/>
                        <tapGestureRecognizer id="tap">\(action("tapped:", id: "a-tap"))</tapGestureRecognizer>
                        <pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.5" id="press">\(action("pressed:", id: "a-press"))</pongPressGestureRecognizer>
                        <swipeGestureRecognizer direction="left" id="swipe">\(action("swiped:", id: "a-swipe"))</swipeGestureRecognizer>
                        <panGestureRecognizer minimumNumberOfTouches="1" id="pan">\(action("panned:", id: "a-pan"))</panGestureRecognizer>
                        <pinchGestureRecognizer id="pinch">\(action("pinched:", id: "a-pinch"))</pinchGestureRecognizer>
                        <rotationGestureRecognizer id="rotation">\(action("rotated:", id: "a-rotation"))</rotationGestureRecognizer>
                        <screenEdgePanGestureRecognizer minimumNumberOfTouches="1" id="edge">
                            <rectEdge key="edges" left="YES"/>
                            \(action("edged:", id: "a-edge"))
                        </screenEdgePanGestureRecognizer>
                        <tapGestureRecognizer id="go-tap">
                            <connections>
                                <segue destination="dst" kind="presentation" modalPresentationStyle="fullScreen" identifier="fromTap" id="s-tap"/>
                            </connections>
                        </tapGestureRecognizer>
                    </objects>
                </scene>
        """ + DecodingFixture.scene("dst", body: DecodingFixture.rootView(id: "dst-root", subviews: """
            <label opaque="NO" contentMode="left" text="Destination" id="dst-label">
                <rect key="frame" x="20" y="100" width="200" height="21"/>
            </label>
            """)))

    func launch() throws -> (GestureController, Driver) {
        DecodingFixture.reset()
        let directory = DecodingFixture.makeDirectory()
        DecodingFixture.write(Self.storyboard, to: "Main.storyboard", in: directory)
        let storyboard = try Storyboard(name: "Main", bundle: ResourceBundle(directory: directory))
        testEnvironment.classes.register(GestureController.self, as: "StoryboardRuntimeTests.GestureController")
        testEnvironment.classes.register(CardView.self, as: "StoryboardRuntimeTests.CardView")
        let controller = try #require(try storyboard.instantiateInitialViewController() as? GestureController)
        let (_, driver) = DecodingFixture.show(controller)
        try testEnvironment.failures.throwIfAny()
        return (controller, driver)
    }

    @Test("recognizers are decoded, attached by the gestureRecognizers outlet collection (a custom view class too), and shown")
    func attachedAndShown() throws {
        let (controller, driver) = try launch()
        let card = try driver.find(.identifier("card"))
        #expect(card.gestureRecognizers.map(\.className) == [
            "SwipeGestureRecognizer", "PanGestureRecognizer", "PinchGestureRecognizer", "RotationGestureRecognizer",
        ])
        #expect(card.gestureRecognizers.allSatisfy { $0.view === card })
        #expect((controller.view.gestureRecognizers.first as? ScreenEdgePanGestureRecognizer)?.edges == .left)
        #expect(testEnvironment.diagnostics.warnings == [])
        #expect(driver.describeScreen() == """
            View gestures: edge pan
              ImageView #photo image "photo" gestures: tap, long press
              #card gestures: swipe left, pan, pinch, rotation
              Label "Go" gestures: tap
            """)
    }

    @Test("UITapGestureRecognizer is discrete: one action, in state recognized (ended)")
    func tap() throws {
        let (controller, driver) = try launch()
        try driver.tap(.identifier("photo"))
        #expect(controller.log == ["tapped: ended"])
    }

    @Test("UILongPressGestureRecognizer is continuous: actions at began and at ended")
    func longPress() throws {
        let (controller, driver) = try launch()
        try driver.perform(try #require(try DriverCommand(line: "longpress photo")))
        #expect(controller.log == ["pressed: began", "pressed: ended"])
    }

    @Test("UISwipeGestureRecognizer recognizes only its direction")
    func swipe() throws {
        let (controller, driver) = try launch()
        try driver.perform(.swipe("card", "left"))
        #expect(controller.log == ["swiped: ended"])
        #expect(throws: DriverError(.wrongKind("\"card\"", expected: "on a view with a swipe gesture recognizer for that direction"))) {
            try driver.perform(.swipe("card", "right"))
        }
    }

    @Test("UIPanGestureRecognizer: translation(in:) is the distance since began")
    func pan() throws {
        let (controller, driver) = try launch()
        try driver.perform(try #require(try DriverCommand(line: "pan card 30 -40")))
        #expect(controller.log == ["panned: began (0.0, 0.0)", "panned: changed (30.0, -40.0)", "panned: ended (30.0, -40.0)"])
    }

    @Test("UIPinchGestureRecognizer scale and UIRotationGestureRecognizer rotation")
    func pinchAndRotation() throws {
        let (controller, driver) = try launch()
        try driver.perform(.pinch("card", 2))
        try driver.perform(.rotate("card", 0.5))
        #expect(controller.log == [
            "pinched: began 1.0", "pinched: changed 2.0", "pinched: ended 2.0",
            "rotated: began 0.0", "rotated: changed 0.5", "rotated: ended 0.5",
        ])
    }

    @Test("UIScreenEdgePanGestureRecognizer: only the edges it watches")
    func edge() throws {
        let (controller, driver) = try launch()
        try driver.perform(.edge("left"))
        #expect(controller.log == ["edged: began (0.0, 0.0)", "edged: changed (100.0, 0.0)", "edged: ended (100.0, 0.0)"])
        #expect(throws: DriverError.self) { try driver.perform(.edge("right")) }
    }

    @Test("a segue connected to a tap recognizer fires when it is recognized; the sender is the recognizer")
    func segue() throws {
        let (controller, driver) = try launch()
        try driver.tap("Go")
        #expect(controller.log == ["prepare fromTap sender TapGestureRecognizer"])
        #expect(driver.describeScreen().contains("Label \"Destination\""))
    }

    @Test("gestureRecognizerShouldBegin false: no action (Apple: the recognizer fails)")
    func delegateRefuses() throws {
        let (controller, driver) = try launch()
        let photo = try driver.find(.identifier("photo"))
        photo.gestureRecognizers[0].delegate = controller
        controller.refuses = true
        try driver.tap(.identifier("photo"))
        #expect(controller.log == [])
        #expect(photo.gestureRecognizers[0].state == .possible)
    }

    @Test(arguments: [
        ("longpress photo", DriverCommand.longPress("photo")),
        ("swipe card left", .swipe("card", "left")),
        ("pan card 1.5 -2", .pan("card", 1.5, -2)),
        ("pinch card 0.5", .pinch("card", 0.5)),
        ("rotate card 3", .rotate("card", 3)),
        ("edge left", .edge("left")),
    ])
    func parses(_ line: String, _ expected: DriverCommand) throws {
        #expect(try DriverCommand(line: line) == expected)
    }
}

@MainActor
final class CardView: View {}

@MainActor
final class GestureController: ViewController, GestureRecognizerDelegate {
    var log: [String] = []
    var refuses = false

    private func record(_ name: String, _ sender: Any?, _ detail: String = "") {
        let state = (sender as? GestureRecognizer).map { "\($0.state)" } ?? "?"
        log.append("\(name) \(state)\(detail.isEmpty ? "" : " \(detail)")")
    }

    static func point(_ point: Point) -> String { "(\(point.x), \(point.y))" }

    @Action func tapped(_ sender: Any?) { record("tapped:", sender) }
    @Action func pressed(_ sender: Any?) { record("pressed:", sender) }
    @Action func swiped(_ sender: Any?) { record("swiped:", sender) }
    @Action func panned(_ sender: Any?) { record("panned:", sender, Self.point((sender as! PanGestureRecognizer).translation(in: view))) }
    @Action func pinched(_ sender: Any?) { record("pinched:", sender, "\((sender as! PinchGestureRecognizer).scale)") }
    @Action func rotated(_ sender: Any?) { record("rotated:", sender, "\((sender as! RotationGestureRecognizer).rotation)") }
    @Action func edged(_ sender: Any?) { record("edged:", sender, Self.point((sender as! PanGestureRecognizer).translation(in: view))) }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "?") sender \(sender.map { String(describing: type(of: $0)) } ?? "nil")")
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { !refuses }
}
