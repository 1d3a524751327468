import StoryboardFormat
import Testing
import StoryboardLayout

/// Constraints between a scroll view and its content bind the content area at the edges and
/// margins, but the scroll view's frame at its width, height and centers (Apple's Auto Layout
/// Guide, "Working with Scroll Views"). A view pinned 16 pt inside the content's sides and
/// centred on the scroll view is as wide as the frame less 32 pt. The corpus: Habitica's Intro,
/// DuckDuckGo's onboarding pages and settings tutorials, a raywenderlich registration form; 32
/// more views at the designed device with centers on the frame, none lost.
struct ScrollViewCenterLayoutTests {
    @Test func centersBindTheScrollViewsFrame() throws {
        let document = try storyboard(
            subviews: """
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="16" y="0.0" width="200" height="90"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="90" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="b1"/>
                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b2"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" constant="16" id="b3"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="b4"/>
                        <constraint firstItem="box" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="b5"/>
                    </constraints>
                </scrollView>
                """,
            constraints: """
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
                """)
        #expect(DocumentLayout(document: document).frame("box") == rect(16, 0, 343, 90))
        #expect(DocumentLayout(document: document, device: Device.named("retina4_0")).frame("box") == rect(16, 0, 288, 90))
    }
}
