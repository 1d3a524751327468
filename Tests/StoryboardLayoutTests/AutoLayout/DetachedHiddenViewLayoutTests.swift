import StoryboardFormat
import Testing
import StoryboardLayout

/// NSStackView's `detachesHiddenViews`: a hidden view leaves the arrangement altogether.
struct DetachedHiddenViewLayoutTests {
    /// A hidden view of a stack that detaches hidden views takes no place in the order and is
    /// not aligned: it keeps its own size at the stack's top-left corner (WWDC's hidden spinner
    /// between a pop-up and a visible spinner, 6 of 6 copies from tools 16097 to 32700: 16 × 16
    /// at x 0, its top at the stack's, the views around it the spacing apart).
    @Test func detachedHiddenViewsKeepTheirSizeAtTheStacksOrigin() throws {
        let document = try appKitXib(
            subviews: """
                <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="4" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="10" width="64" height="20"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="30" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="a1"/>
                                <constraint firstAttribute="height" constant="20" id="a2"/>
                            </constraints>
                        </customView>
                        <progressIndicator hidden="YES" wantsLayer="YES" maxValue="100" indeterminate="YES" controlSize="small" style="spinning" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                            <rect key="frame" x="0.0" y="4" width="16" height="16"/>
                        </progressIndicator>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="34" y="0.0" width="30" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="b1"/>
                                <constraint firstAttribute="height" constant="20" id="b2"/>
                            </constraints>
                        </customView>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(0, 10, 64, 20))
        #expect(layout.frame("a") == rect(0, 0, 30, 20))
        #expect(layout.frame("b") == rect(34, 0, 30, 20))
        #expect(layout.frame("spinner") == rect(0, 4, 16, 16))
    }
}
