import StoryboardFormat
import Testing
import StoryboardLayout

/// A bar-style `UIProgressView`'s frame reaches 1 pt below its alignment rectangle: a 2.5 pt
/// frame holds a 1.5 pt bar that constraints align. Evidence: Habitica's Xcode 6 bars under a
/// 4 pt height constraint stored 5 pt tall (7 of 7); Apple's HLSCatalog, a hidden bar collapsed
/// at the end of its stack stored 1 pt tall; Wikipedia's Places (tools 12120 to 13771), a bar
/// squeezed to nothing by required constraints stored 1 pt tall (8 documents) and a button
/// pinned 15 pt below one stored 14 pt below the bar's frame (4 documents).
struct BarProgressViewLayoutTests {
    static func document(squeezed: Bool) throws -> Document {
        try storyboard(
            subviews: """
                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progressViewStyle="bar" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="20" width="375" height="2.5"/>
                </progressView>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                    <rect key="frame" x="37" y="72" width="40" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="40" id="bw"/>
                        <constraint firstAttribute="height" constant="40" id="bh"/>
                    </constraints>
                </button>
                """,
            constraints: """
                <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="button" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="15" id="c4"/>
                <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="c5"/>
                \(squeezed ? #"<constraint firstItem="button" firstAttribute="top" secondItem="bar" secondAttribute="top" constant="15" id="c6"/>"# : "")
                """)
    }

    /// A view pinned below the bar is 1 pt closer to its frame's bottom than the constant.
    @Test func aViewPinnedBelowABarStartsFromItsAlignmentRectangle() throws {
        let layout = DocumentLayout(document: try Self.document(squeezed: false))
        #expect(layout.frame("bar") == rect(0, 20, 375, 2.5))
        #expect(layout.frame("button") == rect(15, 36.5, 40, 40))
    }

    /// A bar squeezed to nothing keeps its 1 pt frame below its alignment rectangle.
    @Test func aSqueezedBarIsOnePointTall() throws {
        let layout = DocumentLayout(document: try Self.document(squeezed: true))
        #expect(layout.frame("bar") == rect(0, 20, 375, 1))
        #expect(layout.frame("button") == rect(15, 35, 40, 40))
    }
}
