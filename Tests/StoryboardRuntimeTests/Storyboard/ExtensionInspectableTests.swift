@testable import StoryboardRuntime
import Testing

/// `@IBInspectable` properties declared in extensions (issue 16's round-1 list): UIKit sets
/// `cornerRadius` of `extension UIView { @IBInspectable var cornerRadius: CGFloat }` on every
/// view, subclasses included, through key-value coding. Here the app names such a computed
/// property once (`ExtensionInspectable`), and the storyboard's runtime attribute
/// reaches it on the extended class and its subclasses, and nowhere else.
@MainActor
@Suite("Inspectable properties of extensions", .inOwnRuntimeEnvironment)
struct ExtensionInspectableTests {
    static let scenes = DecodingFixture.scene("vc", body: DecodingFixture.rootView(subviews: """
        <view contentMode="scaleToFill" id="plain">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="roundedCorners">
                    <real key="value" value="8"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="string" keyPath="badgeText" value="new"/>
            </userDefinedRuntimeAttributes>
        </view>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="button">
            <rect key="frame" x="0.0" y="100" width="100" height="30"/>
            <state key="normal" title="Go"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="roundedCorners">
                    <integer key="value" value="15"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="string" keyPath="roundedCorners" value="round"/>
            </userDefinedRuntimeAttributes>
        </button>
        <label opaque="NO" contentMode="left" text="Label" id="label">
            <rect key="frame" x="0.0" y="130" width="100" height="21"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="badgeText" value="hot"/>
            </userDefinedRuntimeAttributes>
        </label>
        """))

    @Test func extensionPropertiesAreSetOnTheExtendedClassAndItsSubclasses() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "vc", Self.scenes)
        testEnvironment.classes.register(ExtensionInspectable(\View.roundedCorners, as: "roundedCorners"))
        testEnvironment.classes.register(ExtensionInspectable(\Label.badgeText, as: "badgeText"))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let views = controller.view.allViews()
        let plain = try #require(views.first { $0.objectID == "plain" })
        let button = try #require(views.compactMap { $0 as? Button }.first)
        let label = try #require(views.compactMap { $0 as? Label }.first)
        #expect(plain.layer.cornerRadius == 8)
        #expect(button.layer.cornerRadius == 15)
        #expect(label.badgeText == "hot")
        // `badgeText` extends UILabel only: a plain view is not key-value coding-compliant for
        // it, and a string does not fit a CGFloat property; UIKit logs both and goes on.
        let warnings = testEnvironment.diagnostics.warnings.filter { $0.id == .runtimeAttribute }
        #expect(warnings.map(\.message) == [
            "Failed to set (badgeText) user defined inspected property on (View): this class is not key value coding-compliant for the key badgeText",
            "Failed to set (roundedCorners) user defined inspected property on (Button): this class is not key value coding-compliant for the key roundedCorners",
        ])
    }

    @Test func withoutTheRegistrationTheKeyIsUnknown() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "vc", Self.scenes)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(controller.view.allViews().allSatisfy { $0.layer.cornerRadius == 0 })
        let keys = testEnvironment.diagnostics.warnings.filter { $0.id == .runtimeAttribute }.compactMap {
            $0.message.split(separator: "(").dropFirst().first?.split(separator: ")").first
        }
        #expect(keys == ["roundedCorners", "badgeText", "roundedCorners", "roundedCorners", "badgeText"])
    }
}

extension View {
    /// What an app writes as `@IBInspectable var cornerRadius: CGFloat` in `extension UIView`.
    var roundedCorners: Double {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
}

extension Label {
    var badgeText: String? {
        get { accessibilityLabel }
        set { accessibilityLabel = newValue }
    }
}
