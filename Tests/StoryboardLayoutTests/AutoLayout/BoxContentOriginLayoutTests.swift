import StoryboardFormat
import Testing
import StoryboardLayout

/// AppKit stores a subview's origin from its superview's frame, also when the superview's
/// frame reaches beyond its alignment rectangle: a titled box's content view sits 2 pt inside
/// the box's frame, 3 pt left of and 2 pt below its border's edges (its border's bottom is 4 pt
/// above the frame's). Constraints that reach across the box see it there. The corpus: iina's
/// subtitle preferences (tools 13771 and 14109), a box pinned 4 pt below another box's content
/// view (18 views of each file in place only so), and its toolbar item view, a view inside a
/// box's content view pinned 1 pt inside the box's border.
struct BoxContentOriginLayoutTests {
    @Test func contentViewOriginsAreFromTheBoxFrame() throws {
        let document = try appKitXib(
            height: 100, toolsVersion: "14109",
            subviews: """
                <box title="Font" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="-3" y="46" width="246" height="54"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="2" y="2" width="242" height="37"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                <rect key="frame" x="2" y="20" width="20" height="10"/>
                            </customView>
                        </subviews>
                    </view>
                </box>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="below">
                    <rect key="frame" x="0.0" y="34" width="100" height="10"/>
                </customView>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                <constraint firstItem="below" firstAttribute="top" secondItem="content" secondAttribute="bottom" constant="4" id="c5"/>
                <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                <constraint firstItem="below" firstAttribute="width" constant="100" id="c7"/>
                <constraint firstItem="below" firstAttribute="height" constant="10" id="c8"/>
                <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="1" id="c9"/>
                <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="10" id="c10"/>
                <constraint firstItem="inner" firstAttribute="width" constant="20" id="c11"/>
                <constraint firstItem="inner" firstAttribute="height" constant="10" id="c12"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("box") == rect(-3, 46, 246, 54))
        #expect(layout.frame("content") == rect(2, 2, 242, 37))
        #expect(layout.frame("below") == rect(0, 34, 100, 10))
        // The border's left edge is 3 pt into the frame, 1 pt right of the content view's;
        // its top 15 pt above the content view's.
        #expect(layout.frame("inner") == rect(2, 32, 20, 10))
    }
}
