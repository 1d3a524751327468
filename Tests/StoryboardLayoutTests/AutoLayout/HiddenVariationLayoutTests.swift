import StoryboardFormat
import Testing
import StoryboardLayout

/// A size class's `<variation hidden=…/>` hides (or shows) a view for that size class, as its
/// own `hidden` does: an arranged view hidden in compact widths collapses out of its stack on
/// an iPhone in portrait. The corpus: raywenderlich's size class challenge (tools 14109), a gray
/// view hidden in compact widths is stored 0 pt tall at the end of its stack on the 414 pt
/// iPhone; the engine kept it arranged, squeezed to -8 pt.
struct HiddenVariationLayoutTests {
    @Test func aViewHiddenForTheSizeClassLeavesItsStack() throws {
        let document = try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="20" width="375" height="150"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="colors">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="150"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gray">
                            <rect key="frame" x="0.0" y="150" width="375" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="g1"/>
                            </constraints>
                            <variation key="widthClass=compact" hidden="YES"/>
                        </view>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="stack" firstAttribute="height" constant="150" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("colors") == rect(0, 0, 375, 150))
        // On an iPad (regular width) the gray view is arranged again, 50 pt tall.
        let iPad = DocumentLayout(document: document, device: Device.named("ipad9_7"))
        #expect(iPad.frame("gray")?.height == 50)
        #expect(iPad.frame("colors")?.height == 92)
    }
}
