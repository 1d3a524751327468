import StoryboardFormat
import Testing
import StoryboardLayout

/// A UIStackView's baselines are its arranged views' (a vertical one's last view's last
/// baseline, a horizontal one's first view's), not its bottom edge, as an NSStackView's: in a
/// last-baseline row a nested stack of two labels lines up by its lower label's text. The
/// corpus: Loop's carb and insulin headers (tools 10117, a 45 pt figure beside a stack of a
/// caption and a date) are stored with the stack's lower label on the figure's baseline,
/// its bottom below it; the engine put the stack's bottom on the baseline, 3 pt too high.
struct UIKitStackBaselineLayoutTests {
    static func row() throws -> Document {
        try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" alignment="lastBaseline" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="16" y="20" width="200" height="54"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="figure">
                            <rect key="frame" x="0.0" y="0.0" width="26" height="54"/>
                            <fontDescription key="fontDescription" type="system" pointSize="45"/>
                        </label>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="captions">
                            <rect key="frame" x="28" y="0.0" width="172" height="41"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="g Active Carbs" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                                    <rect key="frame" x="0.0" y="0.0" width="172" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="at 10:00" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                                    <rect key="frame" x="0.0" y="20.5" width="172" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="row" firstAttribute="width" constant="200" id="c3"/>
                """)
    }

    @Test func aNestedStackLinesUpByItsLastLabelsBaseline() throws {
        let layout = DocumentLayout(document: try Self.row())
        let figure = try #require(layout.frame("figure")), captions = try #require(layout.frame("captions"))
        let date = try #require(layout.frame("date"))
        // The figure's baseline (11 pt above its bottom) and the date's (4.2 pt above its
        // bottom), in the row's coordinates, are one line.
        #expect(abs((figure.y + figure.height - 11) - (captions.y + date.y + date.height - 4.2)) < 0.5)
        #expect(figure == rect(0, 0, 26, 54))
        #expect(captions == rect(28, 6, 172, 41))
        #expect(layout.frame("row") == rect(16, 20, 200, 54))
    }
}
