import StoryboardFormat
import Testing
import StoryboardLayout

/// An equal-spacing stack's gaps are equal, so they hug their spacing as one: an equal-spacing
/// stack arranged in another one keeps its views the spacing apart, and the outer stack's gaps
/// take the slack. The shape is the corpus's (Wikipedia's text formatting toolbar, tools 14460:
/// four two-button equal-spacing stacks, spacing 5, between 1 pt separators in a 327 pt
/// equal-spacing stack; the four stored 41, 41, 29 and 37 pt wide, their buttons 5 pt apart).
/// With a hugging constraint per gap, a gap of the inner stack weighed as much as a gap of the
/// outer one, and the inner stacks took the slack as readily as the outer gaps.
struct NestedEqualSpacingLayoutTests {
    static func group(_ id: String, x: Double, widths: [Double]) -> String {
        let views = widths.enumerated().map { index, width in
            """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)\(index)">
                <rect key="frame" x="0" y="11.5" width="\(width)" height="22"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(width)" id="\(id)\(index)w"/>
                    <constraint firstAttribute="height" constant="22" id="\(id)\(index)h"/>
                </constraints>
            </view>
            """
        }.joined(separator: "\n")
        return """
            <stackView distribution="equalSpacing" alignment="center" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="0.0" width="80" height="45"/>
                <subviews>
            \(views)
                </subviews>
            </stackView>
            """
    }

    static func separator(_ id: String, x: Double) -> String {
        """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="0.0" width="1" height="45"/>
            <constraints>
                <constraint firstAttribute="width" constant="1" id="\(id)w"/>
            </constraints>
        </view>
        """
    }

    static func toolbar() throws -> Document {
        try storyboard(
            subviews: """
                <stackView distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                    <rect key="frame" x="24" y="0.0" width="327" height="45"/>
                    <subviews>
                \(group("list", x: 0, widths: [18, 18, 18]))
                \(separator("s1", x: 90))
                \(group("indent", x: 100, widths: [18, 18]))
                \(separator("s2", x: 190))
                \(group("script", x: 200, widths: [12, 13]))
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="24" id="c1"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" constant="24" id="c2"/>
                <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                <constraint firstItem="outer" firstAttribute="height" constant="45" id="c4"/>
                """)
    }

    /// The inner stacks are 64, 41 and 30 pt wide (their views 5 pt apart); the outer stack's
    /// four gaps share the other 327 - 137 = 190 pt: 47.5 each.
    @Test("an equal-spacing stack inside another hugs its views; the outer gaps take the slack")
    func innerStacksHug() throws {
        let layout = DocumentLayout(document: try Self.toolbar())
        #expect(layout.frame("list") == rect(0, 0, 64, 45))
        #expect(layout.frame("list1") == rect(23, 11.5, 18, 22))
        #expect(layout.frame("s1") == rect(111.5, 0, 1, 45))
        #expect(layout.frame("indent") == rect(160, 0, 41, 45))
        #expect(layout.frame("s2") == rect(248.5, 0, 1, 45))
        #expect(layout.frame("script") == rect(297, 0, 30, 45))
        #expect(layout.frame("script1") == rect(17, 11.5, 13, 22))
    }
}
