import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 12.0 to 12.2 and 12.4 ran on macOS 10.15 and on macOS 11; a small check box stored in macOS 11's
/// 16 pt frame (macOS 10.15's are 18 pt: 8 of 8 in the corpus) has macOS 11's box, 1 pt inside
/// the frame's leading side, top and bottom. Sequel-Ace's import accessory (tools 17156): pinned
/// 20 pt inside its superview's sides and 6 pt below its top, 14 pt tall by constraint, stored at
/// x 19, 518 pt wide in a 557 pt view, 1 of 1 (the engine drew macOS 10.15's 3 pt).
struct SmallCheckBoxXcode12LayoutTests {
    @Test func smallCheckBoxesInMacOS11FramesHaveMacOS11Insets() throws {
        let document = try appKitXib(
            height: 30, toolsVersion: "17156",
            subviews: """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                    <rect key="frame" x="19" y="9" width="201" height="16"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="14" id="h"/>
                    </constraints>
                    <buttonCell key="cell" type="check" title="First line contains field names" bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="small" state="on" inset="2" id="checkCell">
                        <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                        <font key="font" metaFont="smallSystem"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="check" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="6" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("check") == rect(19, 9, 201, 16))
    }
}
