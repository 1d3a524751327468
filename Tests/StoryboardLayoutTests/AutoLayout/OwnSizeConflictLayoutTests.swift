import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 13 on (tools 19000 on) break a view's own required width or height constant where it
/// conflicts with the constraints tying the view to others: a view pinned to its superview's top
/// and bottom with a height of 100 fills the superview. DuckDuckGo's privacy report (tools 20037):
/// a 203 pt view in a 205 pt container, a 1 pt line pinned 11 pt above a 22 pt header's bottom and
/// a 2 pt separator 10 pt inside a 36 pt cell are stored 205, 11 and 16 pt tall; its feedback
/// header (tools 21208, 22505): a label at most 300 wide, 20 pt inside a 414 pt header on either
/// side, stored 374 wide; Habitica's item and image cells (tools 23090, 32700): 68 and 1 pt image
/// views pinned in 44 pt content views stored 44 tall (9 of 9 such conflicts). Earlier Xcodes
/// mostly kept the constant and broke an edge (DuckDuckGo's privacy report at tools 17156 and
/// 18122: the same three views stored 203, 1 and 2 pt tall), as the engine did before.
struct OwnSizeConflictLayoutTests {
    static func document(toolsVersion: String) throws -> Document {
        try storyboard(toolsVersion: toolsVersion, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstAttribute="bottom" secondItem="pinned" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" id="c4"/>
            """)
    }

    @Test func xcode13BreaksTheOwnHeight() throws {
        let layout = DocumentLayout(document: try Self.document(toolsVersion: "21701"))
        #expect(layout.frame("pinned") == rect(0, 0, 375, 667))
    }

    @Test func xcode12KeepsTheOwnHeight() throws {
        let layout = DocumentLayout(document: try Self.document(toolsVersion: "18122"))
        #expect(layout.frame("pinned") == rect(0, 0, 375, 100))
    }
}
