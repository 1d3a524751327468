import StoryboardFormat
import Testing
import StoryboardLayout

/// A small NSComboBox drawn by macOS 10.15 and earlier is laid out by its 17 pt field, 1 pt below
/// its 22 pt frame's top, its button's shadow reaching 3 pt past its trailing end. Sequel-Ace's
/// import accessory (tools 17156, the corpus's only constrained small combo boxes): 17 pt tall and
/// 60 wide by constraint, stored 63 × 22, centred on 17 pt labels with the frame 1.5 pt lower,
/// pinned 20 pt before their superview's end with the frame 3 pt past it, 4 of 4 placed right
/// (the engine drew them at 60 × 17).
struct SmallComboBoxLayoutTests {
    @Test func smallComboBoxesOfMacOS1015ReachBeyondTheirField() throws {
        let document = try appKitXib(
            height: 60, toolsVersion: "17156",
            subviews: """
                <comboBox verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="combo">
                    <rect key="frame" x="160" y="33" width="63" height="22"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="17" id="h"/>
                        <constraint firstAttribute="width" constant="60" id="w"/>
                    </constraints>
                    <comboBoxCell key="cell" controlSize="small" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" alignment="left" title="," drawsBackground="YES" usesSingleLineMode="YES" completes="NO" numberOfVisibleItems="4" id="comboCell">
                        <font key="font" metaFont="smallSystem"/>
                    </comboBoxCell>
                </comboBox>
                """,
            constraints: """
                <constraint firstAttribute="trailing" secondItem="combo" secondAttribute="trailing" constant="20" id="c1"/>
                <constraint firstItem="combo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="6" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("combo") == rect(160, 33, 63, 22))
    }
}
