import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller whose simulated size is Interface Builder's page sheet
/// (`modalPageSheetSimulatedSizeMetrics`) is drawn as a card (Xcode 11 on) however it is shown:
/// no sensor housing or status bar above its safe area. The corpus: Corona-Warn-App's exposure
/// detection, a 1,154 pt freeform page sheet on an iPhone 11 (tools 16097), its title 8 pt below
/// the top of a header pinned to the root's top (8 of 8 views in 2 versions, the engine put them
/// 44 pt lower).
struct SimulatedPageSheetLayoutTests {
    @Test func aSimulatedPageSheetHasNoHousingAboveIt() throws {
        let document = try storyboard(
            device: "retina6_1", toolsVersion: "16097", rootFrame: #"x="0.0" y="0.0" width="414" height="1100""#,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="title" firstAttribute="height" constant="50" id="c4"/>
                """,
            extra: """
                <modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="414" height="1154"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("root") == rect(0, 0, 414, 1100))
        #expect(layout.frame("title") == rect(0, 8, 414, 50))
    }
}
