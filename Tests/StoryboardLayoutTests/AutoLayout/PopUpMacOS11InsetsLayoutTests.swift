import StoryboardFormat
import Testing
import StoryboardLayout

/// Regular pop-up buttons of Xcode 12.5 (tools 18000 to 18999) are drawn by macOS 11.
struct PopUpMacOS11InsetsLayoutTests {
    /// Xcode 12.5 runs only on macOS 11, whose pop-up bezel stands 3 pt inside its frame's
    /// leading side and 4 pt inside its trailing side and bottom, as Xcode 13's (WWDC's
    /// transcript-language pop-up, tools 18122: x -3, y -4 in its 20 pt stack); Xcode 12.4's
    /// files (tools 17701) keep macOS 10.15's 2 and 3 pt.
    @Test(arguments: [("17701", 2.0, 3.0, 3.0), ("18122", 3.0, 4.0, 4.0), ("21701", 3.0, 4.0, 4.0)] as [(String, Double, Double, Double)])
    func popUpsOfXcode12Point5HaveMacOS11Insets(toolsVersion: String, left: Double, right: Double, bottom: Double) throws {
        let document = try appKitXib(
            toolsVersion: toolsVersion,
            subviews: """
                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="25"/>
                    <popUpButtonCell key="cell" type="push" title="English" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="popUpCell">
                        <font key="font" metaFont="message"/>
                    </popUpButtonCell>
                </popUpButton>
                """,
            constraints: """
                <constraint firstItem="popUp" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="popUp" secondAttribute="trailing" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="popUp" secondAttribute="bottom" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("popUp") == rect(-left, -bottom, 240 + left + right, 25))
    }

    /// A small one of Xcode 12.5 has macOS 11's small bezel too, 4 pt inside its frame's sides
    /// and bottom and 2 pt below its top, as Xcode 14 to 16's (WWDC's search filters, tools
    /// 18122: three small pop-ups 12 pt inside their stack's sides at x 8, 327 wide in 343,
    /// 3 of 3); Xcode 12.4's keep macOS 10.15's 3 pt.
    @Test(arguments: [("17701", 3.0, 3.0, 3.0), ("18122", 4.0, 4.0, 4.0), ("21701", 4.0, 4.0, 4.0)] as [(String, Double, Double, Double)])
    func smallPopUpsOfXcode12Point5HaveMacOS11Insets(toolsVersion: String, left: Double, right: Double, bottom: Double) throws {
        let document = try appKitXib(
            toolsVersion: toolsVersion,
            subviews: """
                <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="22"/>
                    <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" alignment="left" controlSize="small" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="popUpCell">
                        <font key="font" metaFont="smallSystem"/>
                    </popUpButtonCell>
                </popUpButton>
                """,
            constraints: """
                <constraint firstItem="popUp" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="popUp" secondAttribute="trailing" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="popUp" secondAttribute="bottom" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("popUp") == rect(-left, -bottom, 240 + left + right, 22))
    }
}
