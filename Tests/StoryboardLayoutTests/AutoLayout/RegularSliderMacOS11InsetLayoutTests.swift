import StoryboardFormat
import Testing
import StoryboardLayout

/// A regular horizontal NSSlider in macOS 11's 28 pt frame (tick marks' room below its track)
/// drawn by Xcode 12 (tools 17000 on, which ran on macOS 11) reaches 6 pt below its alignment
/// rectangle and 2 pt on the other sides, as Xcode 13's. The corpus: iina's quick settings
/// (tools 17506), a label 17 pt below each of two such sliders 6 pt below their frames (2 of
/// 2); macOS 10.15 and earlier drew them in 19 and 21 pt frames.
struct RegularSliderMacOS11InsetLayoutTests {
    @Test func xcode12RegularSlidersReachSixPointsBelow() throws {
        let document = try appKitXib(
            height: 60, toolsVersion: "17506",
            subviews: """
                <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                    <rect key="frame" x="18" y="11" width="204" height="28"/>
                    <sliderCell key="cell" continuous="YES" alignment="left" maxValue="100" tickMarkPosition="above" sliderType="linear" id="sliderCell"/>
                </slider>
                """,
            constraints: """
                <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="slider" secondAttribute="bottom" constant="17" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("slider") == rect(18, 11, 204, 28))
    }
}
