import StoryboardFormat
import Testing
import StoryboardLayout

/// UIKit gives a view its engine width and height no lower than 0, at its engine origin: a view
/// its constraints squeeze past nothing is stored 0 pt wide or tall where it starts (the corpus
/// stores no negative size). Habitica's toast (a label 8 pt inside both sides of a 0 pt wide
/// container: x 8, 0 wide), its challenge cell's and Corona-Warn-App's check-in separators,
/// Wikipedia's hint and RMessage views: the engine stored them -2.5 to -48 pt wide or tall.
struct NegativeSizeLayoutTests {
    @Test func aSqueezedViewIsStoredZeroWideAtItsOrigin() throws {
        let document = try storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="toast">
                    <rect key="frame" x="100" y="100" width="0.0" height="54"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                            <rect key="frame" x="8" y="0.0" width="0.0" height="54"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="text" firstAttribute="leading" secondItem="toast" secondAttribute="leading" constant="8" id="t1"/>
                        <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" constant="8" id="t2"/>
                        <constraint firstItem="text" firstAttribute="top" secondItem="toast" secondAttribute="top" id="t3"/>
                        <constraint firstAttribute="bottom" secondItem="text" secondAttribute="bottom" id="t4"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="toast" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c1"/>
                <constraint firstItem="toast" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="toast" firstAttribute="width" constant="0.0" id="c3"/>
                <constraint firstItem="toast" firstAttribute="height" constant="54" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("toast") == rect(100, 100, 0, 54))
        #expect(layout.frame("text") == rect(8, 0, 0, 54))
    }
}
