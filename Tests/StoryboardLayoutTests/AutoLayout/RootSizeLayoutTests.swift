import StoryboardFormat
import Testing
@testable import StoryboardLayout

/// A root view's size is set from outside (the window, the presentation, the container), as
/// UIKit sets a controller's root view's frame: the tree's constraints that do not fit it are
/// the ones broken, and the root keeps the screen's size.
struct RootSizeLayoutTests {
    @Test func requiredConstraintsThatDoNotFitTheScreenGiveWay() throws {
        let document = try storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                    <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="500" id="w"/>
                        <constraint firstAttribute="height" constant="100" id="h"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="wide" secondAttribute="trailing" id="t"/>
                <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
                """)
        for device in ["retina4_7", "retina6_1"] {
            let layout = DocumentLayout(document: document, device: Device.named(device))
            let screen = try #require(Device.named(device)).size(.portrait)
            #expect(layout.frame("root") == rect(0, 0, screen.width, screen.height))
            #expect(layout.warnings.map(\.message) == ["Unable to simultaneously satisfy constraints: breaking t (root.trailing == wide.trailing)"])
        }
    }
}
