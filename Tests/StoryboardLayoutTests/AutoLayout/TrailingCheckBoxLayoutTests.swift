import StoryboardFormat
import Testing
import StoryboardLayout

/// A check box whose box follows its title (`imagePosition="trailing"`) has the box's side
/// insets on its trailing side: Sequel-Ace's field editor (tools 19529), "Edit All Fields in
/// Pop-up Sheet" pinned 10 pt before its superview's end with its frame 2 pt past it, where
/// a leading box's frame starts 2 pt before its leading constraint (1 of 1 such check box in
/// the corpus).
struct TrailingCheckBoxLayoutTests {
    @Test func aTrailingBoxTakesItsInsetsToTheTrailingSide() throws {
        let document = try appKitXib(
            toolsVersion: "19529",
            subviews: """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                    <rect key="frame" x="21" y="9" width="211" height="18"/>
                    <buttonCell key="cell" type="check" title="Edit All Fields in Pop-up Sheet" bezelStyle="regularSquare" imagePosition="trailing" alignment="right" inset="2" id="checkCell">
                        <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstAttribute="trailing" secondItem="check" secondAttribute="trailing" constant="10" id="c1"/>
                <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="4" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("check") == rect(21, 9, 211, 18))
    }
}
