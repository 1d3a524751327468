import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller's view stored at a freeform size of its own (`<size key="freeformSize">` without
/// freeform simulated metrics) that is not the screen's has no status bar over it: DuckDuckGo's
/// privacy footer and headers (320 x 200, 375 x 203 and 375 x 230 on an iPhone 8, tools 13529 to
/// 14113), their top views pinned to the safe area's top stored at y 0. The home indicator
/// stays (raywenderlich's ImageScroller, 375 x 1100 on an iPhone X: its content 34 pt short of
/// the bottom).
struct FreeformSizeStatusBarLayoutTests {
    @Test func aRootAtItsOwnFreeformSizeHasNoStatusBar() throws {
        let document = try storyboard(
            toolsVersion: "13771", rootFrame: #"x="0.0" y="0.0" width="320" height="200""#,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="header" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="c2"/>
                <constraint firstItem="header" firstAttribute="width" secondItem="root" secondAttribute="width" id="c3"/>
                <constraint firstItem="header" firstAttribute="height" constant="56" id="c4"/>
                """,
            extra: #"<size key="freeformSize" width="320" height="200"/>"#)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("root") == rect(0, 0, 320, 200))
        #expect(layout.frame("header") == rect(0, 0, 320, 56))
    }
}
