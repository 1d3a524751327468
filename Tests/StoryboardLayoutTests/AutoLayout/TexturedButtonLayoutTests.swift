import StoryboardFormat
import Testing
import StoryboardLayout

/// A regular textured button drawn by macOS 10.13 (`type="roundTextured"`, a 25 pt frame) is laid
/// out by its 22 pt bezel, 1 pt below the frame's top and 2 pt above its bottom. The corpus:
/// NetNewsWire's log window (tools 13770), two buttons pinned 5 pt above the window's bottom at
/// frame y 3, 2 of 2; its dinosaur and feed-list bars (13770, 13771), buttons centred in 32 pt
/// bars at frame y 3, 5 of 5 (the engine had them at 5 and 3.5).
struct TexturedButtonLayoutTests {
    @Test func texturedButtonsOfMacOS1013SitOnTheirBezel() throws {
        func button(_ id: String, _ x: Int) -> String {
            """
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="3" width="84" height="25"/>
                <buttonCell key="cell" type="roundTextured" title="Clear" bezelStyle="texturedRounded" alignment="center" lineBreakMode="truncatingTail" state="on" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(id)Cell">
                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }
        let document = try appKitXib(
            height: 32, toolsVersion: "13770",
            subviews: button("pinned", 20) + button("centred", 120),
            constraints: """
                <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="bottom" secondItem="pinned" secondAttribute="bottom" constant="5" id="c2"/>
                <constraint firstItem="centred" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="120" id="c3"/>
                <constraint firstItem="centred" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("pinned") == rect(20, 3, 84, 25))
        #expect(layout.frame("centred") == rect(120, 3, 84, 25))
    }
}
