import StoryboardFormat
import Testing
import StoryboardLayout

/// A small radio button drawn by Xcode 13 to 16 has its 14 pt circle at the bottom of its
/// frame, 1 pt inside its leading edge: 1 pt below the top of a 15 pt frame, 2 pt below the top
/// of the 16 pt frames some of these Xcodes stored. The corpus: iina's window preferences
/// (tools 21507), three small radio buttons in 16 pt frames stacked 4 pt apart from 8 pt below
/// their box's top (3 of 3 placed right, 0 before); the 15 pt ones of tools 21507 and 23086
/// as before.
struct SmallRadioButtonFrameLayoutTests {
    @Test func smallRadioButtonsSitAtTheBottomOfSixteenPointFrames() throws {
        let document = try appKitXib(
            height: 60, toolsVersion: "21507",
            subviews: """
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                    <rect key="frame" x="15" y="38" width="58" height="16"/>
                    <buttonCell key="cell" type="radio" title="Always" bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="small" inset="2" id="firstCell">
                        <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                        <font key="font" metaFont="smallSystem"/>
                    </buttonCell>
                </button>
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                    <rect key="frame" x="15" y="20" width="67" height="16"/>
                    <buttonCell key="cell" type="radio" title="Disabled" bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="small" inset="2" id="secondCell">
                        <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                        <font key="font" metaFont="smallSystem"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c2"/>
                <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="leading" id="c3"/>
                <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="4" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("first") == rect(15, 38, 58, 16))
        #expect(layout.frame("second") == rect(15, 20, 67, 16))
    }
}
