import StoryboardFormat
import Testing
import StoryboardLayout

/// A regular check box stretched taller than its 18 pt frame keeps its title at the bottom.
struct StretchedCheckBoxBaselineLayoutTests {
    /// Its baseline stays 4 pt above the frame's bottom, where the 18 pt frame has it, not in
    /// the middle (iina's codec preferences, tools 16097: a 21 pt field aligned to the
    /// baseline of a 23 pt check box, its top 4 pt below the check box's frame's;
    /// its network preferences, tools 14460: a 32 pt one, 2 of 2). An 18 pt one is unchanged.
    @Test(arguments: [(23.0, 2.0), (18.0, -3.0)] as [(Double, Double)])
    func stretchedCheckBoxTitlesStayAtTheBottom(height: Double, fieldTop: Double) throws {
        let document = try appKitXib(
            height: 40,
            toolsVersion: "16097.2",
            subviews: """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                    <rect key="frame" x="0.0" y="\(40 - height)" width="145" height="\(height)"/>
                    <buttonCell key="cell" type="check" title="Initial volume:" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="checkCell">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="151" y="10" width="58" height="21"/>
                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" state="on" borderStyle="bezel" drawsBackground="YES" id="fieldCell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                """,
            constraints: """
                <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstItem="field" firstAttribute="leading" secondItem="check" secondAttribute="trailing" constant="8" id="c3"/>
                <constraint firstItem="check" firstAttribute="baseline" secondItem="field" secondAttribute="baseline" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        let field = try #require(layout.frame("field"))
        #expect(40 - (field.y + field.height) == fieldTop)
    }
}
