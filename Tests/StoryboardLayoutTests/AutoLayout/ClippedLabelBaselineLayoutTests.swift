import StoryboardFormat
import Testing
import StoryboardLayout

/// The first baseline of an AppKit label shorter than its line.
struct ClippedLabelBaselineLayoutTests {
    /// A label shorter than its line is clipped at the bottom, but its first line still starts
    /// at its top: its first baseline is the font's ascent below its top, 11 pt for the 11 pt
    /// system font, not a descent above its bottom (iina's subtitle preferences, tools 23090: a
    /// small push button aligned to the first baseline of a 13 pt tall label, 1 of 1). The
    /// label's top is 20 pt below the 100 pt view's, so the button's baseline is 31 pt below it
    /// and its 27 pt frame starts 16 pt above that.
    @Test func clippedLabelsKeepTheirFirstBaselineAnAscentBelowTheirTop() throws {
        let document = try appKitXib(
            height: 100, toolsVersion: "23090",
            subviews: """
                <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="10" y="67" width="31" height="13"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="13" id="h"/>
                    </constraints>
                    <textFieldCell key="cell" controlSize="small" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="Font:" id="labelCell">
                        <font key="font" metaFont="message" size="11"/>
                    </textFieldCell>
                </textField>
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                    <rect key="frame" x="150" y="58" width="78" height="27"/>
                    <buttonCell key="cell" type="push" title="Choose..." bezelStyle="rounded" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="buttonCell">
                        <font key="font" metaFont="message" size="11"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="12" id="c2"/>
                <constraint firstItem="button" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="button" secondAttribute="trailing" constant="8" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("label") == rect(10, 67, 31, 13))
        #expect(layout.frame("button")?.y == 58)
    }
}
