import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 12 and earlier keep a view's required constraints to edges where they conflict with
/// its required centring, and those at the top and leading edges of a view with its own size
/// constant where they conflict with those at its bottom and trailing edges, whatever their order
/// in the document. DuckDuckGo's privacy report (tools 17156, 18122): a 2 pt separator centred in
/// a 36 pt cell and pinned 10 pt inside its top and bottom, stored 10 pt below the top (2 designed
/// files, 2 device pairs); Habitica's shop item (tools 13196): a label 16 pt inside the leading
/// edge, 17 pt inside the trailing edge and centred, stored 352 pt wide in 385 (centre broken).
struct EdgeBeforeCenterConflictLayoutTests {
    @Test func topEdgeWinsOverBottomAndCentre() throws {
        let document = try storyboard(toolsVersion: "17156", subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="separator">
                <rect key="frame" x="0.0" y="10" width="375" height="2"/>
                <constraints>
                    <constraint firstAttribute="height" constant="2" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="separator" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="separator" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="separator" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="separator" secondAttribute="bottom" constant="10" id="c4"/>
            <constraint firstItem="separator" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c5"/>
            """)
        #expect(DocumentLayout(document: document).frame("separator") == rect(0, 10, 375, 2))
    }

    @Test func leadingAndTrailingEdgesWinOverTheCentre() throws {
        let document = try storyboard(toolsVersion: "13196", subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                <rect key="frame" x="16" y="100" width="342" height="20"/>
                <constraints>
                    <constraint firstAttribute="height" constant="20" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="line" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" constant="17" id="c4"/>
            """)
        #expect(DocumentLayout(document: document).frame("line") == rect(16, 100, 342, 20))
    }
}
