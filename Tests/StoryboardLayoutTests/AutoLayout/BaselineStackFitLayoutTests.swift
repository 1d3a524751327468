import StoryboardFormat
import Testing
import StoryboardLayout

/// A baseline-aligned UIStackView hugs its arranged views at both ends (UIKit's spanning fit),
/// and one taller than its views has them at its bottom. The corpus: Loop's carb and insulin
/// headers (tools 9531 and 9532), last-baseline rows of a 60 pt figure and a caption in an 84 pt
/// centre-aligned stack, are stored 60 pt tall at y 12 (the engine stretched them to 84); of the
/// three first-baseline stacks taller than their views, three store them at the bottom
/// (Corona-Warn-App's list items: two 18 pt labels at y 179 of 197).
struct BaselineStackFitLayoutTests {
    @Test func aNestedBaselineRowIsAsTallAsItsViews() throws {
        let document = try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                    <rect key="frame" x="15" y="8" width="280" height="84"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="lastBaseline" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="0.0" y="12" width="280" height="60"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="..." lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="figure">
                                    <rect key="frame" x="0.0" y="0.0" width="37.5" height="60"/>
                                    <fontDescription key="fontDescription" type="system" weight="thin" pointSize="50"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="g COB" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                                    <rect key="frame" x="39.5" y="31.5" width="240.5" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="c1"/>
                <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c2"/>
                <constraint firstItem="outer" firstAttribute="width" constant="280" id="c3"/>
                <constraint firstItem="outer" firstAttribute="height" constant="84" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("row") == rect(0, 12, 280, 60))
        #expect(layout.frame("figure") == rect(0, 0, 37.5, 60))
        #expect(layout.frame("caption") == rect(39.5, 31.5, 240.5, 20.5))
    }

    @Test func viewsOfATallerBaselineStackSitAtItsBottom() throws {
        let document = try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" alignment="firstBaseline" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="197"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="800" verticalHuggingPriority="251" text="•" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bullet">
                            <rect key="frame" x="0.0" y="179" width="7" height="18"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Body Label" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                            <rect key="frame" x="23" y="179" width="352" height="18"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </label>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="row" firstAttribute="height" constant="197" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("row") == rect(0, 0, 375, 197))
        #expect(layout.frame("bullet") == rect(0, 179, 7, 18))
        #expect(layout.frame("body") == rect(23, 179, 352, 18))
    }
}
