import StoryboardFormat
import Testing
import StoryboardLayout

/// The baseline of a regular bezeled text field in Xcode 10.2 and 10.3's frames.
struct BezelFieldBaselineXcode10_2LayoutTests {
    /// Xcode 10.2 and 10.3 (tools 14490 to 14799) drew a regular field's 13 pt line 1 pt lower
    /// in its 22 pt frame than Xcode 10.1 and earlier: its baseline 17 pt below the top, not 16
    /// (iina's interface preferences, tools 14490: 6 of 6 labels aligned to a field; 16 in 46 of
    /// 46 before). The label's baseline is 20 + 14 = 34 pt below the top of the 100 pt view.
    @Test(arguments: [("14460.31", 16.0), ("14490.70", 17.0)])
    func bezelFieldBaselines(toolsVersion: String, baseline: Double) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="6" y="0.0" width="98" height="17"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Auto hide after:" id="labelCell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="110" y="0.0" width="58" height="22"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="58" id="fw"/>
                    </constraints>
                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" alignment="center" drawsBackground="YES" id="fieldCell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="field" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c2"/>
                """)
        #expect(DocumentLayout(document: document).frame("field") == rect(110, 100 - (34 - baseline) - 22, 58, 22))
    }
}
