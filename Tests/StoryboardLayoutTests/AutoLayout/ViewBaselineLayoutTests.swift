import StoryboardFormat
import Testing
import StoryboardLayout

/// A plain UIView has no text: its first baseline is its top (an offset of 0 from the top), as
/// its last baseline is its bottom. Habitica's launch screen pins its background image's top to
/// the root view's first baseline and its bottom to the root's bottom; Xcode draws the image over
/// the whole screen (tools 13196 and 17701, and the device pair between them).
struct ViewBaselineLayoutTests {
    @Test func aPlainViewsFirstBaselineIsItsTop() throws {
        let document = try storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="firstBaseline" id="c1"/>
                <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="image" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="image" secondAttribute="bottom" id="c4"/>
                """)
        #expect(DocumentLayout(document: document).frame("image") == rect(0, 0, 375, 667))
        #expect(DocumentLayout(document: document, device: Device.named("retina4_0")).frame("image") == rect(0, 0, 320, 568))
    }
}
