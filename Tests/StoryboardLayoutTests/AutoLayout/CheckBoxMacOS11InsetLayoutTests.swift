import StoryboardFormat
import Testing
import StoryboardLayout

/// A regular check box drawn by Xcode 12.2 and 12.3 (tools 17500 to 17699, on macOS 11) has its
/// box 1 pt inside its 18 pt frame's top and bottom, as Xcode 13 to 16 draw it, not macOS
/// 10.15's 2 pt. The corpus: NetNewsWire's inspector and account details (tools 17506), check
/// boxes stacked 6 pt apart and 20 pt above a label 2 pt nearer than macOS 10.15's frames put
/// them (10 of 10 views placed right); Xcode 12.0's (tools 17156, iina's preferences) keep
/// macOS 10.15's (36 of 36).
struct CheckBoxMacOS11InsetLayoutTests {
    @Test func xcode12Point2CheckBoxesStandOnePointInside() throws {
        let document = try appKitXib(
            height: 60, toolsVersion: "17506",
            subviews: """
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="check">
                    <rect key="frame" x="18" y="23" width="171" height="18"/>
                    <buttonCell key="cell" type="check" title="Always use Reader view" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="checkCell">
                        <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("check") == rect(18, 23, 171, 18))
    }
}
