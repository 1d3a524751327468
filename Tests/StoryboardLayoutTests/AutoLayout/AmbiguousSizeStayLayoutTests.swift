import StoryboardFormat
import Testing
import StoryboardLayout

/// A view whose constraints fix one edge and leave its size free (ambiguous: Interface Builder
/// keeps it as stored) keeps its stored size and takes its place from the fixed edge; the stays
/// on its stored position give way first. DuckDuckGo's browsing menu (tools 23504): a menu pinned
/// to its superview's trailing edge and at least 30 pt from the leading one (at 950), stored
/// 345 pt wide, and the 12 views in it placed right (13 of 13); Habitica's buy modal (centred, its
/// height free) and two views pinned by their bottom and trailing edges (4 of 4).
struct AmbiguousSizeStayLayoutTests {
    @Test func aViewPinnedByOneEdgeKeepsItsStoredWidth() throws {
        let document = try storyboard(toolsVersion: "23504", subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
                <rect key="frame" x="100" y="0.0" width="200" height="300"/>
            </view>
            """, constraints: """
            <constraint firstItem="menu" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="menu" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="0.5" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="menu" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="menu" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" priority="950" constant="30" id="c4"/>
            """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("menu") == rect(175, 0, 200, 333.5))
    }
}
