import StoryboardFormat
import Testing
import StoryboardLayout

/// A round-rect pop-up button (`type="roundRect"`, which Xcode writes with
/// `bezelStyle="roundedRect"`) is laid out by its bezel, which its frame reaches 1 pt below, as a
/// round-rect button's does. The corpus: iina's window-size pop-ups (tools 13771 to 23086),
/// pinned 8 pt above their box's bottom with the frame's bottom 7 pt above it, 7 of 7, and 8 pt
/// below its top at the frame's top, 7 of 7.
struct RoundRectPopUpLayoutTests {
    @Test func roundRectPopUpsReachBelowTheirBezel() throws {
        let document = try appKitXib(
            height: 40, toolsVersion: "23086",
            subviews: """
                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="16" y="7" width="59" height="17"/>
                    <popUpButtonCell key="cell" type="roundRect" title="Width:" bezelStyle="roundedRect" alignment="left" controlSize="small" lineBreakMode="truncatingTail" state="on" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="popUpCell">
                        <font key="font" metaFont="smallSystem"/>
                        <menu key="menu" id="menu"/>
                    </popUpButtonCell>
                </popUpButton>
                """,
            constraints: """
                <constraint firstItem="popUp" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstAttribute="bottom" secondItem="popUp" secondAttribute="bottom" constant="8" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("popUp") == rect(16, 7, 59, 17))
    }
}
