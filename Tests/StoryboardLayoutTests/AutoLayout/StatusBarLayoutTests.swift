import StoryboardFormat
import Testing
@testable import StoryboardLayout

/// Whether the canvas of the Xcode that saved a document draws a status bar above a
/// controller's view, as the guides pinned to its top measure it.
struct StatusBarLayoutTests {
    /// Xcode 11 and 12 (tools 15000–18999) draw iPads without rounded corners without the status
    /// bar, as they draw iPhones without a sensor housing; Xcode 13 draws its 20 pt again
    /// (DuckDuckGo's DaxOnboarding and Tab storyboards: a view pinned to the safe area's top at
    /// y 0 in tools 17156 and 18122, at 20 in 19529 and 22154 and in 14113 and 14490).
    @Test(arguments: [("14490", 20.0), ("17156", 0.0), ("18122", 0.0), ("19529", 20.0), ("22154", 20.0)])
    func iPadsOfXcode11And12HaveNoStatusBar(tools: String, top: Double) throws {
        let document = try storyboard(
            device: "ipad9_7", toolsVersion: tools, rootFrame: #"x="0.0" y="0.0" width="768" height="1024""#,
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="768" height="50"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="header" firstAttribute="height" constant="50" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("root") == rect(0, 0, 768, 1024))
        #expect(layout.frame("header") == rect(0, top, 768, 50))
    }
}
