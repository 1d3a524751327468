import StoryboardFormat
import Testing
@testable import StoryboardLayout

/// A view's compression resistance outranks an explicit constraint of the same priority that
/// would compress it: the content keeps its size. The shape is the corpus's (DuckDuckGo's
/// browsing menu: a menu 280 pt wide at 750 and at least 30 pt from the leading edge at 950,
/// holding an empty stack of 329 pt, which holds its size at its compression resistance, 750;
/// Xcode stores the menu 345 pt wide, and 12 views inside it at that width).
struct CompressionTieLayoutTests {
    @Test("compression resistance wins a tie with a constraint of the same priority")
    func compressionResistanceWinsTie() throws {
        let document = try storyboard(
            subviews: """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="menu">
                    <rect key="frame" x="67" y="100" width="308" height="85"/>
                    <subviews>
                        <stackView opaque="NO" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="8" y="0.0" width="329" height="85"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="menu" secondAttribute="top" id="s1"/>
                        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="s2"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="menu" secondAttribute="leading" constant="8" id="s3"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="8" id="s4"/>
                        <constraint firstAttribute="width" priority="750" constant="280" id="mw"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="menu" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" priority="950" constant="30" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="menu" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="menu" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("menu") == rect(30, 100, 345, 85))
        #expect(layout.frame("stack") == rect(8, 0, 329, 85))
    }
}
