import StoryboardFormat
import Testing
import StoryboardLayout

/// The baseline of a regular pop-up button in Xcode 12's frames.
struct PopUpBaselineXcode12LayoutTests {
    /// The corpus's Xcode 12.0 to 12.2 files (tools 17154 and 17156) drew pop-ups as macOS 10.15
    /// does, their title's baseline 16 pt below the top of the 25 pt frame (iina's preferences,
    /// tools 17156: 3 of 4 labels aligned to one, and 3 pop-ups aligned to labels and check
    /// boxes), as Xcode 12.4's (17701); Xcode 12.3's (17506) and 12.5's (18000 on, macOS 11
    /// only) 15 pt. The label's baseline is 20 + 13 = 33 pt below the top of the 100 pt view.
    @Test(arguments: [("17156", 16.0), ("17506", 15.0), ("17701", 16.0), ("18122", 15.0)])
    func popUpBaselinesOfXcode12(toolsVersion: String, baseline: Double) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="6" y="0.0" width="60" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Encoding:" id="labelCell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="70" y="0.0" width="100" height="25"/>
                    <popUpButtonCell key="cell" type="push" title="A" bezelStyle="rounded" borderStyle="borderAndBezel" id="popUpCell">
                        <font key="font" metaFont="menu"/>
                    </popUpButtonCell>
                </popUpButton>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="popUp" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c2"/>
                """)
        #expect(DocumentLayout(document: document).frame("popUp") == rect(70, 100 - (33 - baseline) - 25, 100, 25))
    }

    /// A pop-up without a title (an empty menu, no selected item) has its baseline 1 pt higher
    /// than a titled one before macOS 11, and where a titled one has it from macOS 11 on (iina's
    /// subtitle encoding pop-up, the corpus's only untitled one aligned to a label: 15 pt below
    /// the top of its 25 pt frame at tools 17156, 16 in the 26 pt frames of 13771 and 14109;
    /// 15 at 21507 to 23090, 5 of 5).
    @Test(arguments: [("17156", 15.0), ("14109", 16.0), ("23090", 15.0)])
    func untitledPopUpBaselines(toolsVersion: String, baseline: Double) throws {
        let document = try appKitXib(
            height: 100, toolsVersion: toolsVersion,
            subviews: """
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="6" y="0.0" width="60" height="16"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Encoding:" id="labelCell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="70" y="0.0" width="100" height="25"/>
                    <popUpButtonCell key="cell" type="push" bezelStyle="rounded" borderStyle="borderAndBezel" id="popUpCell">
                        <font key="font" metaFont="menu"/>
                        <menu key="menu" id="menu"/>
                    </popUpButtonCell>
                </popUpButton>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="popUp" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c2"/>
                """)
        #expect(DocumentLayout(document: document).frame("popUp") == rect(70, 100 - (33 - baseline) - 25, 100, 25))
    }
}
