import Foundation
@testable import StoryboardRuntime
import Testing

/// User-defined runtime attributes of every type Interface Builder offers, set on `@Inspectable`
/// properties and on built-in keys before `awakeFromNib` (`uikit-semantics.md` §7).
@MainActor
@Suite("Runtime attribute decoding", .inOwnRuntimeEnvironment)
struct RuntimeAttributeDecodingTests {
    static let attributes = """
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="boolean" keyPath="flag" value="YES"/>
            <userDefinedRuntimeAttribute type="number" keyPath="count">
                <integer key="value" value="42"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="ratio">
                <real key="value" value="0.75"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="scale">
                <real key="value" value="1.5"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="oldStyleNumber" value="7"/>
            <userDefinedRuntimeAttribute type="string" keyPath="name" value="Ada"/>
            <userDefinedRuntimeAttribute type="point" keyPath="origin">
                <point key="value" x="1" y="2"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="size" keyPath="extent">
                <size key="value" width="3" height="4"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="rect" keyPath="area">
                <rect key="value" x="5" y="6" width="7" height="8"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="range" keyPath="span">
                <range key="value" location="2" length="5"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="color" keyPath="accent">
                <color key="value" red="0.25" green="0.5" blue="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="image" keyPath="icon" value="star.fill" catalog="system"/>
            <userDefinedRuntimeAttribute type="nil" keyPath="cleared"/>
            <userDefinedRuntimeAttribute type="localizedString" keyPath="greeting" value="Hello"/>
            <userDefinedRuntimeAttribute type="color" keyPath="backgroundColor">
                <color key="value" systemColor="systemYellowColor"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                <integer key="value" value="12"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
            <userDefinedRuntimeAttribute type="boolean" keyPath="hidden" value="YES"/>
            <userDefinedRuntimeAttribute type="number" keyPath="tag">
                <integer key="value" value="9"/>
            </userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="inspected"/>
            <userDefinedRuntimeAttribute type="string" keyPath="no.such.key" value="x"/>
        </userDefinedRuntimeAttributes>
        """

    static let scenes = DecodingFixture.scene("vc", body: DecodingFixture.rootView(subviews: """
        <view contentMode="scaleToFill" customClass="InspectedView" customModule="StoryboardRuntimeTests" id="inspected">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            \(attributes)
        </view>
        <label opaque="NO" contentMode="left" text="Before" id="label">
            <rect key="frame" x="0.0" y="100" width="100" height="21"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="text" value="After"/>
                <userDefinedRuntimeAttribute type="color" keyPath="textColor">
                    <color key="value" white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="numberOfLines">
                    <integer key="value" value="3"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </label>
        <imageView contentMode="scaleToFill" id="image">
            <rect key="frame" x="0.0" y="130" width="10" height="10"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="image" keyPath="image" value="photo"/>
            </userDefinedRuntimeAttributes>
        </imageView>
        <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="slider">
            <rect key="frame" x="0.0" y="150" width="100" height="31"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="maximumValue">
                    <integer key="value" value="10"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="value">
                    <integer key="value" value="4"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </slider>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="button">
            <rect key="frame" x="0.0" y="200" width="100" height="30"/>
            <state key="normal" title="Centered"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="titleLabel.textAlignment">
                    <integer key="value" value="1"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </button>
        <label opaque="NO" contentMode="left" text="Right" textAlignment="right" id="rightLabel">
            <rect key="frame" x="0.0" y="250" width="100" height="21"/>
        </label>
        """) + """
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="title" value="Inspected"/>
        </userDefinedRuntimeAttributes>
        """)

    func loadedView() throws -> (ViewController, InspectedView) {
        let storyboard = try DecodingFixture.storyboard(initial: "vc", Self.scenes)
        FixtureCallLog.shared.entries = []
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let view = try #require(controller.view.allViews().compactMap { $0 as? InspectedView }.first)
        try testEnvironment.failures.throwIfAny()
        return (controller, view)
    }

    @Test func everyTypeIsSetOnInspectableProperties() throws {
        let (_, view) = try loadedView()
        #expect(view.flag == true)
        #expect(view.count == 42)
        #expect(view.ratio == 0.75)
        #expect(view.scale == 1.5)
        #expect(view.oldStyleNumber == 7)
        #expect(view.name == "Ada")
        #expect(view.origin == Point(x: 1, y: 2))
        #expect(view.extent == Size(width: 3, height: 4))
        #expect(view.area == Rect(x: 5, y: 6, width: 7, height: 8))
        #expect(view.span == NSRange(location: 2, length: 5))
        #expect(view.accent == Color(red: 0.25, green: 0.5, blue: 0.75))
        #expect(view.icon == "star.fill")
        #expect(view.cleared == nil)
        #expect(view.greeting == "Hello")
    }

    @Test func builtInKeysAreSet() throws {
        let (controller, view) = try loadedView()
        #expect(view.backgroundColor == Color(systemName: "systemYellowColor"))
        // Key paths are followed as key-value coding follows them: the layer's own properties.
        #expect(view.layer.cornerRadius == 12)
        #expect(view.layer.masksToBounds == true)
        #expect(view.isHidden)
        #expect(view.tag == 9)
        #expect(view.accessibilityIdentifier == "inspected")
        let views = controller.view.allViews()
        let label = try #require(views.compactMap { $0 as? Label }.first)
        #expect(label.text == "After")
        #expect(label.textColor == Color(white: 0.25))
        #expect(label.numberOfLines == 3)
        #expect(views.compactMap { $0 as? ImageView }.first?.imageName == "photo")
        let slider = try #require(views.compactMap { $0 as? Slider }.first)
        #expect(slider.maximumValue == 10)
        #expect(slider.value == 4)
        #expect(controller.title == "Inspected")
        #expect(controller.navigationItem.title == "Inspected")
        // UIButton's titleLabel is a UILabel showing the current title; key-value coding
        // follows `titleLabel.textAlignment` into it (NSTextAlignment 1 is center on iOS).
        let button = try #require(views.compactMap { $0 as? Button }.first)
        #expect(button.titleLabel?.text == "Centered")
        #expect(button.titleLabel?.textAlignment == .center)
        // A label's own `textAlignment` attribute, as Interface Builder writes it.
        #expect(views.compactMap { $0 as? Label }.first { $0.text == "Right" }?.textAlignment == .right)
        #expect(label.textAlignment == .natural)
    }

    @Test func attributesAreSetBeforeAwakeFromNib() throws {
        _ = try loadedView()
        #expect(FixtureCallLog.shared.entries == ["awake flag:true count:42 name:Ada cleared:nil hidden:true"])
    }

    @Test func aBadKeyPathOnlyWarns() throws {
        let (_, view) = try loadedView()
        let warnings = testEnvironment.diagnostics.warnings.filter { $0.id == .runtimeAttribute }
        #expect(warnings.map(\.message) == [
            "Failed to set (no.such.key) user defined inspected property on (InspectedView): this class is not key value coding-compliant for the key no.such.key"
        ])
        #expect(warnings.first?.position?.line != nil)
        #expect(view.name == "Ada")
    }
}

@MainActor
final class InspectedView: View {
    @Inspectable var flag = false
    @Inspectable var count = 0
    @Inspectable var ratio = 0.0
    @Inspectable var scale: Float = 0
    @Inspectable var oldStyleNumber = 0
    @Inspectable var name: String?
    @Inspectable var origin: Point?
    @Inspectable var extent: Size?
    @Inspectable var area: Rect?
    @Inspectable var span: NSRange?
    @Inspectable var accent: Color?
    @Inspectable var icon: String?
    @Inspectable var cleared: String? = "not cleared"
    @Inspectable var greeting: String?

    override func awakeFromNib() {
        super.awakeFromNib()
        FixtureCallLog.shared.add("awake flag:\(flag) count:\(count) name:\(name ?? "nil") cleared:\(cleared ?? "nil") hidden:\(isHidden)")
    }
}
