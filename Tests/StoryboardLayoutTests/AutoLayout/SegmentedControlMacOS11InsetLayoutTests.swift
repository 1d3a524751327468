import StoryboardFormat
import Testing
import StoryboardLayout

/// A regular segmented control drawn by macOS 11 and later has its 22 pt bezel 1 pt inside the
/// top and bottom of its 24 pt frame; Xcode 12 (tools 17000 to 18999) ran on macOS 11 too. The
/// corpus: iina's quick settings (tools 17506), two segmented controls pinned 1 pt inside a
/// 24 pt view at its top and bottom, their frames filling it (2 of 2); macOS 10.14 and 10.15
/// drew 25 pt frames reaching 2 pt below the bezel (tools 13771 and 14460, 6 of 6).
struct SegmentedControlMacOS11InsetLayoutTests {
    @Test func xcode12SegmentedControlsReachOnePointBelowTheirBezel() throws {
        let document = try appKitXib(
            height: 40, toolsVersion: "17506",
            subviews: """
                <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
                    <rect key="frame" x="18" y="7" width="128" height="24"/>
                    <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="segmentsCell">
                        <font key="font" metaFont="system"/>
                        <segments>
                            <segment label="Left" width="60" selected="YES"/>
                            <segment label="Right" width="60" tag="1"/>
                        </segments>
                    </segmentedCell>
                </segmentedControl>
                """,
            constraints: """
                <constraint firstItem="segments" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="bottom" secondItem="segments" secondAttribute="bottom" constant="8" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("segments") == rect(18, 7, 128, 24))
    }
}
