import StoryboardFormat
import Testing
import StoryboardLayout

/// A `UIStackView` filling its axis settles a tie between its arranged views' equal hugging
/// (or compression resistance) by their order, as its documentation says ("if there is any
/// ambiguity, the stack view resizes the arranged views based on their index in the
/// arrangedSubviews array"): the earlier view keeps its content size, the later one takes the
/// slack, whatever the frames stored for another device. Evidence: Wikipedia's location prompt
/// (tools 13196, device pair e0a2599492), a headline and a footnote label at 251 in a stack
/// stretched by 21 pt: Xcode stretches the footnote and keeps the headline at its text (3 of
/// 3 views moved right).
struct FillStackTieOrderLayoutTests {
    @Test func theLaterArrangedViewTakesTheSlack() throws {
        let document = try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="100" width="335" height="100"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                            <rect key="frame" x="0.0" y="0.0" width="335" height="79.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Detail" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                            <rect key="frame" x="0.0" y="79.5" width="335" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="100" id="sh"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        // On another device the labels are measured anew: their stored heights are stale.
        let layout = DocumentLayout(document: document, device: Device.named("retina6_1"))
        #expect(layout.frame("first") == rect(0, 0, 374, 20))
        #expect(layout.frame("second") == rect(0, 20, 374, 80))
    }
}
