import StoryboardFormat
import Testing
import StoryboardLayout

/// A mini NSTabView with its tabs below (`type="bottomTabsBezelBorder"`) is laid out by its
/// bezel, which its frame reaches 7 pt beyond on the sides, 5 pt above and 2 pt below.
/// Sequel-Ace's import accessory (tools 17156, the corpus's only one): pinned to its superview's
/// sides and bottom, stored at x -7, y -2 and 577 pt wide in 563, its top 10 pt below a pop-up
/// whose bezel ends 3 pt above its frame's bottom (the engine drew it at its frame, 7 pt too
/// high, with the labels and pop-ups above it and its tab's views narrower).
struct BottomTabViewLayoutTests {
    @Test func miniBottomTabViewsReachBeyondTheirBezel() throws {
        let document = try appKitXib(
            height: 120, toolsVersion: "17156",
            subviews: """
                <tabView drawsBackground="NO" controlSize="mini" type="bottomTabsBezelBorder" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                    <rect key="frame" x="-7" y="-2" width="254" height="117"/>
                    <font key="font" metaFont="miniSystem"/>
                    <tabViewItems>
                        <tabViewItem label="CSV" identifier="1" id="item">
                            <view key="view" id="itemView">
                                <rect key="frame" x="10" y="7" width="234" height="91"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </tabViewItem>
                    </tabViewItems>
                </tabView>
                """,
            constraints: """
                <constraint firstItem="tabs" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="tabs" secondAttribute="trailing" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="tabs" secondAttribute="bottom" id="c3"/>
                <constraint firstItem="tabs" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("tabs") == rect(-7, -2, 254, 117))
    }
}
