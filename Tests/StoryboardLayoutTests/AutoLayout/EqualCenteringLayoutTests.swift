import StoryboardFormat
import Testing
import StoryboardLayout

/// An equal-centering stack gives up equal centres before it compresses its views: the views
/// keep the spacing apart and the one with the lowest compression resistance takes what is
/// left (UIStackView.Distribution.equalCentering: "if the views still do not fit, the stack
/// view compresses the arranged views based on their compression resistance priority"). The
/// shape is the corpus's (Wikipedia's message view: a 46 pt stack, spacing 5, of a 20.5 pt
/// title, an empty subtitle and a button stored 15.5 pt tall at y 30.5).
struct EqualCenteringLayoutTests {
    @Test("equal centres give way before compression resistance")
    func equalCentresGiveWayBeforeCompression() throws {
        let document = try storyboard(
            subviews: """
                <stackView axis="vertical" distribution="equalCentering" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0" y="0" width="1" height="1"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="subtitle"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="button"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="height" constant="20.5" id="th"/>
                        <constraint firstItem="subtitle" firstAttribute="height" constant="0" id="sh"/>
                        <constraint firstItem="button" firstAttribute="height" priority="750" constant="30" id="bh"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="stack" firstAttribute="width" constant="253" id="c3"/>
                <constraint firstItem="stack" firstAttribute="height" constant="46" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("title") == rect(0, 0, 253, 20.5))
        #expect(layout.frame("subtitle") == rect(0, 25.5, 253, 0))
        #expect(layout.frame("button") == rect(0, 30.5, 253, 15.5))
    }
}
