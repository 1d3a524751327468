import StoryboardFormat
import Testing
import StoryboardLayout

/// A pop-up button without a border has no alignment insets.
struct BorderlessPopUpLayoutTests {
    /// A borderless pop-up (`type="bevel"`, no `borderStyle`) draws no bezel, whatever bezel
    /// style it records, so its frame is its alignment rectangle (NetNewsWire's timeline sort
    /// pop-up, tools 13771, bezelStyle "rounded": pinned 20 pt before its bar's end at the
    /// frame, 1 of 1; the corpus's other 13 borderless pop-ups have none either).
    @Test func borderlessPopUpsAreAlignedByTheirFrames() throws {
        let document = try appKitXib(
            toolsVersion: "13771",
            subviews: """
                <popUpButton horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                    <rect key="frame" x="0.0" y="0.0" width="113" height="21"/>
                    <popUpButtonCell key="cell" type="bevel" title="Newest at Top" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" imageScaling="proportionallyDown" inset="2" id="popUpCell">
                        <font key="font" metaFont="menu"/>
                    </popUpButtonCell>
                </popUpButton>
                """,
            constraints: """
                <constraint firstAttribute="trailing" secondItem="popUp" secondAttribute="trailing" constant="20" id="c1"/>
                <constraint firstAttribute="bottom" secondItem="popUp" secondAttribute="bottom" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("popUp") == rect(107, 0, 113, 21))
    }
}
