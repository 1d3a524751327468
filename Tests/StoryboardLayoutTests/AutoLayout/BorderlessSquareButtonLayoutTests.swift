import StoryboardFormat
import Testing
import StoryboardLayout

/// A small-square button without a border draws no bezel, so its frame is its alignment
/// rectangle, as a borderless round-rect button's is; a bordered one's frame reaches 1 pt beyond
/// its bezel above and below. The corpus: iina's OSC toolbar item (tools 21507), a borderless
/// small-square button with no image pinned 1 pt inside its box's top and bottom and as tall as
/// wide, stored 31 × 31 at the box content's origin; the bordered ones (NetNewsWire's account
/// list +/−, 24 pt tall by constraint in 26 pt frames) keep their 1 pt.
struct BorderlessSquareButtonLayoutTests {
    @Test func borderlessSmallSquareButtonsHaveNoInsets() throws {
        let document = try appKitXib(
            height: 33, toolsVersion: "21507",
            subviews: """
                <button focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="borderless">
                    <rect key="frame" x="1" y="1" width="31" height="31"/>
                    <constraints>
                        <constraint firstAttribute="width" secondItem="borderless" secondAttribute="height" multiplier="1:1" id="a1"/>
                    </constraints>
                    <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" imagePosition="only" alignment="center" enabled="NO" refusesFirstResponder="YES" state="on" focusRingType="none" inset="2" id="borderlessCell">
                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="bordered">
                    <rect key="frame" x="40" y="0.0" width="32" height="26"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="24" id="b1"/>
                        <constraint firstAttribute="width" constant="32" id="b2"/>
                    </constraints>
                    <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" imagePosition="only" alignment="center" lineBreakMode="truncatingTail" state="on" borderStyle="border" inset="2" id="borderedCell">
                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="borderless" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1" id="c1"/>
                <constraint firstItem="borderless" firstAttribute="top" secondItem="root" secondAttribute="top" constant="1" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="borderless" secondAttribute="bottom" constant="1" id="c3"/>
                <constraint firstItem="bordered" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="c4"/>
                <constraint firstAttribute="bottom" secondItem="bordered" secondAttribute="bottom" constant="1" id="c5"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("borderless") == rect(1, 1, 31, 31))
        #expect(layout.frame("bordered") == rect(40, 0, 32, 26))
    }
}
