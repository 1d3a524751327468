import StoryboardFormat
import Testing
@testable import StoryboardLayout

/// A small push button drawn by Xcode 13 to 16 has its bezel 6 pt inside its frame's sides,
/// not the 5 pt of macOS 10.15's frames. The corpus: iina's subtitle and quick-setting buttons
/// and its filter table (tools 21701 to 32700), pinned 8 pt before their superview's end,
/// 12 pt after a pop-up or at a cell's leading edge, the frame 1 pt further out in 5 of 5;
/// 5 pt in 6 of 6 from tools 13771 to 17156.
struct SmallPushButtonInsetLayoutTests {
    @Test func smallPushButtonsHaveSixPointSides() throws {
        let document = try appKitXib(
            height: 40, toolsVersion: "23090",
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
        #expect(layout.frame("button") == rect(166, 9, 72, 27))
    }

    /// Xcode 12.3's frames (tools 17506) were drawn by macOS 11 (``AppKitEra``), so a small push
    /// button has the same 6 pt sides (iina's quick settings, tools 17506: its font button pinned
    /// 40 pt before its superview's end, the frame 6 pt further out, 1 of 1); Xcode 12.4's
    /// (17701) keep macOS 10.15's 5 pt.
    @Test(arguments: [("17506", 166.0), ("17701", 165.0)])
    func xcode12SmallPushButtonsFollowTheirMacOS(toolsVersion: String, x: Double) throws {
        let document = try appKitXib(
            height: 40, toolsVersion: toolsVersion,
            subviews: """
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                    <rect key="frame" x="160" y="5" width="72" height="27"/>
                    <buttonCell key="cell" type="push" title="Font..." bezelStyle="rounded" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="buttonCell">
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
