import StoryboardFormat
import Testing
import StoryboardLayout

/// A small push button drawn by macOS 11 or later (``AppKitEra``: Xcode 12.3, and Xcode 13 to 16)
/// has its bezel 6 pt inside its frame's sides, not the 5 pt of macOS 10.15's frames. The corpus:
/// iina's subtitle and quick-setting buttons and its filter table (tools 21701 to 32700), pinned
/// 8 pt before their superview's end, 12 pt after a pop-up or at a cell's leading edge, the frame
/// 1 pt further out in 5 of 5; iina's quick settings at tools 17506 (Xcode 12.3), its font button
/// pinned 40 pt before its superview's end, the frame 6 pt further out, 1 of 1; 5 pt in 6 of 6
/// from tools 13771 to 17156, and Xcode 12.4 (17701) keeps macOS 10.15's 5 pt.
struct SmallPushButtonInsetLayoutTests {
    @Test(arguments: [("23090", 166.0), ("17506", 166.0), ("17701", 165.0)])
    func smallPushButtonSidesFollowTheMacOSThatDrewThem(toolsVersion: String, x: Double) throws {
        let document = try appKitXib(
            height: 40, toolsVersion: toolsVersion,
            subviews: """
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                    <rect key="frame" x="160" y="5" width="72" height="27"/>
                    <buttonCell key="cell" type="push" title="Login" bezelStyle="rounded" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="buttonCell">
                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="smallSystem"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstAttribute="trailing" secondItem="button" secondAttribute="trailing" constant="8" id="c1"/>
                <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("button") == rect(x, 9, 72, 27))
    }
}
