import StoryboardFormat
import Testing
import StoryboardLayout

/// A vertical UIStackView with `baselineRelativeArrangement` measures its spacing from one
/// view's last baseline to the next view's first (the engine measured it between their edges).
/// The corpus: Cardeo's celebration view (8 copies, tools 14313), a 150 pt "0" and a 100 pt
/// "in a row!" 100 pt apart baseline to baseline in a 251 pt stack: the second label is stored
/// at y 148, overlapping the first's 179.5 pt frame; the engine put it at 279.5, -28.5 pt tall.
struct BaselineRelativeStackLayoutTests {
    @Test func spacingRunsFromBaselineToBaseline() throws {
        let document = try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="100" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="streak">
                    <rect key="frame" x="20" y="100" width="255" height="251"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="1000" verticalCompressionResistancePriority="751" text="0" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" minimumScaleFactor="0.01" translatesAutoresizingMaskIntoConstraints="NO" id="count">
                            <rect key="frame" x="0.0" y="0.0" width="255" height="179.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="150"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="1000" text="in a row!" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" minimumScaleFactor="0.01" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                            <rect key="frame" x="0.0" y="148" width="255" height="103"/>
                            <fontDescription key="fontDescription" type="system" pointSize="100"/>
                        </label>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="streak" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="streak" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="streak" firstAttribute="width" constant="255" id="c3"/>
                <constraint firstItem="streak" firstAttribute="height" constant="251" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("count") == rect(0, 0, 255, 179.5))
        #expect(layout.frame("caption") == rect(0, 148, 255, 103))
    }
}
