import StoryboardFormat
import Testing
import StoryboardLayout

/// A UILabel without text lays out no line: its last baseline is its font's descender above its
/// bottom however tall the label is, not a line centred in it. The corpus: Loop's carb and
/// insulin headers in 8 versions (tools 13196 to 21701), a 45 pt figure in a last-baseline row
/// beside a stack that ends in an empty footnote label stretched to 38.5 or 50 pt, store the
/// figure 12.5 to 16.5 pt down, its baseline 3 to 3.5 pt above the stack's bottom; the engine
/// centred lines in the empty label and put the figure 1 to 3.5 pt higher.
struct EmptyLabelBaselineLayoutTests {
    @Test func anEmptyLabelsBaselineIsItsDescenderAboveItsBottom() throws {
        let document = try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" alignment="lastBaseline" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="16" y="20" width="228.5" height="66.5"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="figure">
                            <rect key="frame" x="0.0" y="12.5" width="27.5" height="54"/>
                            <fontDescription key="fontDescription" type="system" weight="light" pointSize="45"/>
                        </label>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="captions">
                            <rect key="frame" x="29.5" y="0.0" width="199" height="59"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="g COB" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                                    <rect key="frame" x="0.0" y="0.0" width="199" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                                    <rect key="frame" x="0.0" y="20.5" width="199" height="38.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="38.5" id="d1"/>
                                    </constraints>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="row" firstAttribute="width" constant="228.5" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        // The date's baseline, 13 × 0.241 pt above the stack's 59 pt bottom, is the figure's,
        // 11 pt above its bottom: the figure starts 12.87 pt down (Xcode: 12.5).
        #expect(layout.frame("captions") == rect(29.5, 0, 199, 59))
        #expect(layout.frame("date") == rect(0, 20.5, 199, 38.5))
        #expect(layout.frame("figure") == rect(0, 13, 27.5, 54))
    }
}
