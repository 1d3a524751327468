import StoryboardFormat
import Testing
import StoryboardLayout

/// A scroll view whose content inset follows its safe area (iOS 11's
/// `contentInsetAdjustmentBehavior`, unless `never`) starts scrolled to the inset's top: its
/// content is drawn that much lower than its frames say, and constraints between the content
/// and views outside the scroll view hold where it is drawn. The corpus: raywenderlich's
/// PirateHandbook map, a marker in the scroll view placed 1610 pt down at priority 998 and kept
/// above the safe area's bottom, stored 64 pt (status bar and navigation bar) higher than the
/// safe area's bottom allows (605 on a 736 pt screen: 605 + 64 + 67 = 736), 44 in landscape,
/// 88 on an iPhone X (6 versions; a seventh, on an iPad, 64 where the engine draws a 50 pt
/// navigation bar; 10 more store the marker at 1610, beyond the safe area, stale).
struct ScrollContentInsetLayoutTests {
    static func document(behavior: String) throws -> Document {
        try storyboard(
            subviews: """
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(behavior) translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="map">
                            <rect key="frame" x="0.0" y="0.0" width="2500" height="2500"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="marker">
                            <rect key="frame" x="308" y="580" width="67" height="67"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="map" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="m1"/>
                        <constraint firstItem="map" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="m2"/>
                        <constraint firstAttribute="bottom" secondItem="map" secondAttribute="bottom" id="m3"/>
                        <constraint firstAttribute="trailing" secondItem="map" secondAttribute="trailing" id="m4"/>
                        <constraint firstItem="map" firstAttribute="width" constant="2500" id="m5"/>
                        <constraint firstItem="map" firstAttribute="height" constant="2500" id="m6"/>
                        <constraint firstItem="marker" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" priority="998" constant="1610" id="k1"/>
                        <constraint firstItem="marker" firstAttribute="top" secondItem="scroll" secondAttribute="top" priority="998" constant="1610" id="k2"/>
                        <constraint firstItem="marker" firstAttribute="width" constant="67" id="k3"/>
                        <constraint firstItem="marker" firstAttribute="height" constant="67" id="k4"/>
                    </constraints>
                </scrollView>
                """,
            constraints: """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c4"/>
                <constraint firstItem="safe" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="marker" secondAttribute="bottom" id="c5"/>
                <constraint firstItem="safe" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="marker" secondAttribute="trailing" id="c6"/>
                <constraint firstItem="marker" firstAttribute="top" relation="greaterThanOrEqual" secondItem="safe" secondAttribute="top" id="c7"/>
                <constraint firstItem="marker" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="safe" secondAttribute="leading" id="c8"/>
                """)
    }

    /// Under the iPhone 8's 20 pt status bar the content starts 20 pt down: the marker's
    /// bottom, drawn at the safe area's bottom (667), is stored at 647.
    @Test func contentIsDrawnBelowTheAdjustedInset() throws {
        let layout = DocumentLayout(document: try Self.document(behavior: ""))
        #expect(layout.frame("scroll") == rect(0, 0, 375, 667))
        #expect(layout.frame("marker") == rect(308, 580, 67, 67))
    }

    @Test func noAdjustmentLeavesTheContentAtTheTop() throws {
        let layout = DocumentLayout(document: try Self.document(behavior: #"contentInsetAdjustmentBehavior="never""#))
        #expect(layout.frame("marker") == rect(308, 600, 67, 67))
    }
}
