import StoryboardFormat
import Testing
import StoryboardLayout

/// macOS 11 draws a textured pop-up's bezel inside its frame as a rounded pop-up's.
struct TexturedPopUpMacOS11LayoutTests {
    /// A bordered textured pop-up (`bezelStyle="texturedRounded"`) drawn by macOS 11 to 15
    /// stands 1 pt inside its frame's top, 3 inside its leading side and 4 inside its trailing
    /// side and bottom (Sequel-Ace's field editor, tools 19529: 50 × 25 by constraint in a
    /// 57 × 30 frame, 1 of 1); macOS 10.15's (tools 16097) fill their frames.
    @Test(arguments: [("19529", Rect(x: 177, y: 6, width: 57, height: 30)), ("16097", Rect(x: 180, y: 10, width: 50, height: 25))] as [(String, Rect)])
    func texturedPopUpsOfMacOS11HaveInsets(toolsVersion: String, frame: Rect) throws {
        let document = try appKitXib(
            height: 50,
            toolsVersion: toolsVersion,
            subviews: """
                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="177" y="6" width="57" height="30"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="25" id="h"/>
                        <constraint firstAttribute="width" constant="50" id="w"/>
                    </constraints>
                    <popUpButtonCell key="cell" type="roundTextured" bezelStyle="texturedRounded" imagePosition="only" alignment="center" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" inset="2" pullsDown="YES" id="popUpCell">
                        <font key="font" metaFont="menu"/>
                    </popUpButtonCell>
                </popUpButton>
                """,
            constraints: """
                <constraint firstAttribute="trailing" secondItem="popUp" secondAttribute="trailing" constant="10" id="c1"/>
                <constraint firstAttribute="bottom" secondItem="popUp" secondAttribute="bottom" constant="10" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("popUp") == frame)
    }
}
