import StoryboardFormat
import Testing
import StoryboardLayout

/// An Xcode 12.4 document (tools 17701) that sets a font by text style was drawn by macOS 11.
struct TextStyleMacOS11LayoutTests {
    /// Xcode 12.4 ran on macOS 10.15 or 11; AppKit has text styles (`<font textStyle=…>`) from
    /// macOS 11 on, so a document with one was saved there, its push buttons with macOS 11's
    /// 7 pt bezel shadow at the sides, not macOS 10.15's 6 (NetNewsWire's share extension and
    /// local account sheet: buttons 8 pt apart and 10 pt inside their superview's end, the
    /// frames 7 pt out, 2 of the corpus's 2 such files; its other 17701 files have 6 pt).
    @Test(arguments: [(true, 161.0), (false, 160.0)] as [(Bool, Double)])
    func pushButtonsOfATextStyledXcode12Point4DocumentHaveMacOS11Insets(textStyle: Bool, x: Double) throws {
        let font = textStyle ? #"<font key="font" textStyle="title3" name=".SFNS-Regular"/>"# : #"<font key="font" metaFont="system"/>"#
        let document = try appKitXib(
            height: 60,
            toolsVersion: "17701",
            subviews: """
                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="-2" y="40" width="98" height="19"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="NetNewsWire" id="titleCell">
                        \(font)
                    </textFieldCell>
                </textField>
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="send">
                    <rect key="frame" x="0.0" y="0.0" width="76" height="32"/>
                    <buttonCell key="cell" type="push" title="Send" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="sendCell">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """,
            constraints: """
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="send" secondAttribute="trailing" constant="10" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="send" secondAttribute="bottom" constant="10" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("send") == rect(x, 3, 76, 32))
    }
}
