import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 10 (10.0 to 10.3) drew a round-rect button's title 1 pt lower.
struct RoundRectBaselineXcode10LayoutTests {
    /// A label aligned to the baseline of a 19 pt round-rect button with a 12 pt title sits
    /// 1 pt lower in the frames of Xcode 10 (tools 14313 to 14799) than in those of Xcode 9
    /// and of 11 on (iina's interface and subtitle preferences, tools 14313 and 14490: 3 of 3;
    /// the corpus's 16 others, tools 13771 and 14109, Xcode 9.2 and 9.4, and 16097 to 23090,
    /// at the centred line).
    @Test(arguments: [("14109", 14.0), ("14313.18", 13.0), ("14490.70", 13.0), ("16097", 14.0)] as [(String, Double)])
    func roundRectButtonTitlesOfXcode10AreLower(toolsVersion: String, labelY: Double) throws {
        let document = try appKitXib(
            toolsVersion: toolsVersion,
            subviews: """
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                    <rect key="frame" x="0.0" y="11" width="84" height="19"/>
                    <buttonCell key="cell" type="roundRect" title="Reset" bezelStyle="roundedRect" alignment="center" state="on" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="buttonCell">
                        <font key="font" metaFont="cellTitle"/>
                    </buttonCell>
                </button>
                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="98" y="6" width="49" height="17"/>
                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="Label" id="labelCell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                """,
            constraints: """
                <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="button" secondAttribute="trailing" constant="16" id="c3"/>
                <constraint firstItem="button" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("label")?.y == labelY)
    }
}
