import StoryboardFormat
import Testing
import StoryboardLayout

/// macOS 11 draws a textured segmented control's bezel 1 pt inside its frame, 2 above its bottom.
struct TexturedSegmentedMacOS11LayoutTests {
    /// A regular textured segmented control (`style="texturedSquare"`) drawn by macOS 11 to 15
    /// stands 1 pt inside its frame's sides and top and 2 pt above its bottom (Sequel-Ace's field
    /// editor, tools 19529: 230 × 25 by constraint in a 232 × 28 frame, 10 pt above its
    /// superview's bottom at y 8, 1 of 1), not the 2 pt sides of other segmented controls.
    @Test func texturedSegmentedControlsOfMacOS11HaveInsets() throws {
        let document = try appKitXib(
            height: 50,
            toolsVersion: "19529",
            subviews: """
                <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
                    <rect key="frame" x="0.0" y="8" width="232" height="28"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="25" id="h"/>
                        <constraint firstAttribute="width" constant="230" id="w"/>
                    </constraints>
                    <segmentedCell key="cell" state="on" borderStyle="border" alignment="left" style="texturedSquare" trackingMode="selectOne" id="segmentsCell">
                        <font key="font" metaFont="system"/>
                        <segments>
                            <segment label="Text" width="113"/>
                            <segment label="Image" width="113" selected="YES" tag="1"/>
                        </segments>
                    </segmentedCell>
                </segmentedControl>
                """,
            constraints: """
                <constraint firstItem="segments" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                <constraint firstAttribute="bottom" secondItem="segments" secondAttribute="bottom" constant="10" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("segments") == rect(9, 8, 232, 28))
    }
}
