@testable import StoryboardRuntime
import Testing

/// Toolbars in a view, activity indicators and progress views, layer key paths, and the UIKit
/// outlets of scroll and text views (issue 16; Apple's documentation of `UIToolbar.items`,
/// `UIActivityIndicatorView`, `UIProgressView.progress`; key-value coding follows key paths).
@MainActor
@Suite("Toolbars, indicators, layer key paths, delegate outlets", .inOwnRuntimeEnvironment)
struct BarsAndIndicatorsTests {
    func launch() throws -> (ToolbarController, Driver) {
        let scenes = DecodingFixture.scene("vc", attributes: "customClass=\"ToolbarController\" customModule=\"StoryboardRuntimeTests\"", body: DecodingFixture.rootView(subviews: """
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" animating="YES" style="medium" id="spinner">
                <rect key="frame" x="20" y="100" width="20" height="20"/>
            </activityIndicatorView>
            <activityIndicatorView hidden="NO" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="medium" id="idle">
                <rect key="frame" x="60" y="100" width="20" height="20"/>
            </activityIndicatorView>
            <progressView opaque="NO" contentMode="scaleToFill" progress="0.25" id="progress">
                <rect key="frame" x="20" y="140" width="350" height="4"/>
            </progressView>
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" customClass="PlainScrollView" customModule="StoryboardRuntimeTests" id="scroll">
                <rect key="frame" x="20" y="160" width="350" height="100"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                        <real key="value" value="2"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                        <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.customKey">
                        <integer key="value" value="7"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
                <connections>
                    <outlet property="delegate" destination="vc" id="o-scroll"/>
                </connections>
            </scrollView>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" customClass="PlainTextView" customModule="StoryboardRuntimeTests" id="notes">
                <rect key="frame" x="20" y="280" width="350" height="100"/>
                <connections>
                    <outlet property="delegate" destination="vc" id="o-notes"/>
                </connections>
            </textView>
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="toolbar">
                <rect key="frame" x="0.0" y="795" width="390" height="49"/>
                <items>
                    <barButtonItem title="Share" id="share">
                        <connections>
                            <action selector="share:" destination="vc" id="a-share"/>
                        </connections>
                    </barButtonItem>
                </items>
            </toolbar>
            """))
        let storyboard = try DecodingFixture.storyboard(initial: "vc", scenes)
        testEnvironment.classes.register(ToolbarController.self, as: "StoryboardRuntimeTests.ToolbarController")
        testEnvironment.classes.register(PlainScrollView.self, as: "StoryboardRuntimeTests.PlainScrollView")
        testEnvironment.classes.register(PlainTextView.self, as: "StoryboardRuntimeTests.PlainTextView")
        let controller = try #require(try storyboard.instantiateInitialViewController() as? ToolbarController)
        let (_, driver) = DecodingFixture.show(controller)
        try testEnvironment.failures.throwIfAny()
        return (controller, driver)
    }

    @Test("a spinner animating, one stopped that hides when stopped, a progress bar, a toolbar; all shown")
    func shown() throws {
        let (_, driver) = try launch()
        #expect(driver.describeScreen() == """
            View
              ActivityIndicator animating
              ProgressView 0.250
              scrollView
              TextView "Notes"
              Toolbar [Share]
            """)
        #expect(testEnvironment.diagnostics.warnings == [])
    }

    @Test("a toolbar's item is tappable: its action is sent")
    func toolbarItem() throws {
        let (controller, driver) = try launch()
        try driver.tapBarButton("Share")
        #expect(controller.log == ["share:"])
    }

    @Test("UIScrollView and UITextView have a delegate outlet: connecting it on the app's own subclasses does not fail")
    func delegateOutlets() throws {
        let (controller, _) = try launch()
        let views = controller.view.allViews()
        let scroll = try #require(views.compactMap { $0 as? PlainScrollView }.first)
        let notes = try #require(views.compactMap { $0 as? PlainTextView }.first)
        #expect(scroll.connectedDelegate === controller)
        #expect(notes.delegate === controller)
        notes.type("Changed")
        #expect(controller.log == ["textViewDidChange Changed"])
    }

    @Test("layer key paths are followed to the layer: typed properties, and any other key kept as CALayer keeps it")
    func layerKeyPaths() throws {
        let (controller, _) = try launch()
        let scroll = try #require(controller.view.allViews().compactMap { $0 as? PlainScrollView }.first)
        #expect(scroll.layer.borderWidth == 2)
        #expect(scroll.layer.borderColor == Color(red: 1, green: 0, blue: 0))
        #expect(scroll.layer.values["customKey"] as? Double == 7)
    }
}

@MainActor
final class PlainScrollView: ScrollView {}

@MainActor
final class PlainTextView: TextView {}

@MainActor
final class ToolbarController: ViewController, TextViewDelegate {
    var log: [String] = []
    @Action func share(_ sender: Any?) { log.append("share:") }
    func textViewDidChange(_ textView: TextView) { log.append("textViewDidChange \(textView.text)") }
}
