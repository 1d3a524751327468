import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller shown with a toolbar (here its simulated toolbar) has the toolbar in its safe
/// area: 49 pt tall above a home indicator, as the toolbar's own frame is on such iPhones (8 of
/// 8 toolbars of the corpus on iPhones with a sensor housing stored 49 pt tall), and 44 pt on
/// screens without one. The corpus: NetNewsWire's article view, a search bar pinned to its safe
/// area's bottom, stored 49 + 34 pt above the bottom of an iPhone 11 (4 versions, tools 15505
/// to 23504).
struct NotchedToolbarSafeAreaLayoutTests {
    static func document(device: String, height: Int) throws -> Document {
        try storyboard(
            device: device, toolsVersion: "17701", rootFrame: #"x="0.0" y="0.0" width="414" height="\#(height)""#,
            subviews: #"""
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="31"/>
                </view>
            """#,
            constraints: #"""
                <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="c3"/>
                <constraint firstItem="bar" firstAttribute="height" constant="31" id="c4"/>
            """#,
            extra: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)
    }

    @Test func toolbarAboveHomeIndicatorIs49PointsTall() throws {
        let layout = DocumentLayout(document: try Self.document(device: "retina6_1", height: 896))
        #expect(layout.frame("bar") == rect(0, 896 - 34 - 49 - 31, 414, 31))
    }

    @Test func toolbarWithoutHomeIndicatorIs44PointsTall() throws {
        let layout = DocumentLayout(document: try Self.document(device: "retina5_5", height: 736))
        #expect(layout.frame("bar") == rect(0, 736 - 44 - 31, 414, 31))
    }
}
