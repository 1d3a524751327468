import StoryboardFormat
import Testing
import StoryboardLayout

/// An equal-spacing or equal-centering stack view whose length nothing fixes hugs its content:
/// the gaps shrink to the spacing (below any constraint of the document, as NSStackView's
/// hugging of its spacing does), and Xcode does not call the layout ambiguous. The shape is the
/// corpus's (raywenderlich's AboutGame: an 18 pt equal-spacing column in a scroll view, its
/// views stored 18 pt apart); a stack pinned at both ends spreads its views instead.
struct EqualSpacingLayoutTests {
    /// The stored frames are spread over 400 pt (a stale canvas), so that only the hugging
    /// brings the views together.
    static func column(distribution: String, bottom: String = "") throws -> Document {
        try storyboard(
            subviews: """
                <stackView axis="vertical" distribution="\(distribution)" spacing="18" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0" y="20" width="375" height="400"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="375" height="60"/></view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="150" width="375" height="100"/></view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="380" width="375" height="20"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="height" constant="60" id="ah"/>
                        <constraint firstItem="b" firstAttribute="height" constant="100" id="bh"/>
                        <constraint firstItem="c" firstAttribute="height" constant="20" id="ch"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                \(bottom)
                """)
    }

    /// Equal spacing: 18 pt between each two views. Equal centering: the centers 98 pt apart
    /// (the narrowest gap, between `a` and `b`, is the spacing; `b` and `c` are 38 pt apart).
    @Test("a free equal-spacing stack hugs its views, the spacing apart",
          arguments: [("equalSpacing", 196.0, 216.0), ("equalCentering", 216, 236)])
    func freeStackHugs(distribution: String, lastY: Double, height: Double) throws {
        let layout = DocumentLayout(document: try Self.column(distribution: distribution))
        #expect(layout.frame("stack") == rect(0, 20, 375, height))
        #expect(layout.frame("a") == rect(0, 0, 375, 60))
        #expect(layout.frame("b") == rect(0, 78, 375, 100))
        #expect(layout.frame("c") == rect(0, lastY, 375, 20))
        #expect(layout.warnings.isEmpty)
    }

    @Test("an equal-spacing stack pinned at both ends spreads its views")
    func pinnedStackSpreads() throws {
        let layout = DocumentLayout(document: try Self.column(distribution: "equalSpacing",
            bottom: #"<constraint firstItem="root" firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="347" id="c4"/>"#))
        #expect(layout.frame("stack") == rect(0, 20, 375, 300))
        #expect(layout.frame("b") == rect(0, 120, 375, 100))
        #expect(layout.frame("c") == rect(0, 280, 375, 20))
        #expect(layout.warnings.isEmpty)
    }
}
