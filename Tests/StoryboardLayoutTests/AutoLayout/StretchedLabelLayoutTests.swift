import StoryboardFormat
import Testing
import StoryboardLayout

/// A single-line label stored clearly wider than its text (by more than 5 pt and 10%) was
/// stretched by its constraints: on a narrower screen it gives way down to its text, since
/// UIKit's intrinsic width for it is the text's, not the stored width. Habitica's User
/// storyboard (tools 18122): "Auto Allocate Points" stored 294 pt wide beside a switch in a
/// 343 pt stack on an iPhone 8 is 239 pt wide on an iPhone 4s, the switch kept whole beside it.
struct StretchedLabelLayoutTests {
    @Test func aStretchedLabelGivesWayDownToItsText() throws {
        try #require(SystemTextMeasure.isAvailable)
        let document = try storyboard(
            toolsVersion: "18122",
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="100" width="343" height="31"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Auto Allocate Points" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="0.0" y="0.0" width="294" height="31"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                            <rect key="frame" x="294" y="0.0" width="51" height="31"/>
                        </switch>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        let designed = DocumentLayout(document: document)
        #expect(designed.frame("label") == rect(0, 0, 294, 31))
        let small = DocumentLayout(document: document, device: Device.named("retina3_5"))
        #expect(small.frame("label") == rect(0, 0, 239, 31))
        #expect(small.frame("switch") == rect(239, 0, 51, 31))
    }
}
