import StoryboardFormat
import Testing
import StoryboardLayout

/// A small segmented control whose segments are not one choice (select-any, momentary) drawn by
/// macOS 11 and later has the separated bezel of push buttons: 3 pt inside its 21 pt frame on
/// the sides and bottom, 2 pt at the top. The corpus: WWDC's search filters (tools 18122 and
/// 21701), a small select-any control pinned 12 pt inside a stack's edges at x 9, width 325,
/// y 9, the pop-ups above it 2 pt higher than with the single-choice bezel (2 of 2 snapshots);
/// the same control at tools 12121 to 16097 (macOS 10.15 and earlier) is 2 pt inside on the
/// sides and bottom (3 of 3), as iina's small single-choice ones from tools 17506 on (7 of 7).
struct SmallSeparatedSegmentedControlLayoutTests {
    private func document(toolsVersion: String, trackingMode: String) throws -> Document {
        try appKitXib(
            height: 40, toolsVersion: toolsVersion,
            subviews: """
                <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
                    <rect key="frame" x="9" y="9" width="222" height="21"/>
                    <segmentedCell key="cell" controlSize="small" borderStyle="border" alignment="left" style="rounded" trackingMode="\(trackingMode)" id="segmentsCell">
                        <font key="font" metaFont="smallSystem"/>
                        <segments>
                            <segment label="Favorites"/>
                            <segment label="Downloaded" tag="1"/>
                        </segments>
                    </segmentedCell>
                </segmentedControl>
                """,
            constraints: """
                <constraint firstItem="segments" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="12" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="segments" secondAttribute="trailing" constant="12" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="segments" secondAttribute="bottom" constant="12" id="c3"/>
                """)
    }

    @Test func macOS11SelectAnyControlsAreThreePointsInsideTheirFrame() throws {
        let layout = DocumentLayout(document: try document(toolsVersion: "18122", trackingMode: "selectAny"))
        #expect(layout.frame("segments") == rect(9, 9, 222, 21))
    }

    @Test func macOS11SingleChoiceControlsKeepTwoPoints() throws {
        let layout = DocumentLayout(document: try document(toolsVersion: "18122", trackingMode: "selectOne"))
        #expect(layout.frame("segments") == rect(10, 10, 220, 21))
    }

    @Test func olderSelectAnyControlsKeepTwoPoints() throws {
        let layout = DocumentLayout(document: try document(toolsVersion: "16097", trackingMode: "selectAny"))
        #expect(layout.frame("segments") == rect(10, 10, 220, 21))
    }
}
