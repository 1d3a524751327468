import StoryboardFormat
import Testing
import StoryboardLayout

/// A UIStackView without layout margins of its own has none (zero on every side), not a plain
/// view's 8 pt: constraints to the stack's margins reach its edges, and a view arranged in it
/// that preserves its superview's margins takes nothing from the stack where the stack's own
/// superview does not reach. The corpus, in the 5 files where the stack's margins decide a
/// frame, 16 views: Wikipedia's reading-list header (a stack whose trailing margin is its
/// card's, 488 pt wide in a 504 pt card with 8 pt margins, not 496), DuckDuckGo's privacy footer
/// (a stack's leading margin 12 pt inside its view's, at x 20, 2 versions), Corona-Warn-App's
/// image card (a label at the top margin of a view preserving its stack's, at y 0, 2 versions).
struct StackViewMarginLayoutTests {
    static let document = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
            <rect key="frame" x="0.0" y="100" width="300" height="100"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                    <rect key="frame" x="20" y="10" width="268" height="30"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="filler">
                            <rect key="frame" x="0.0" y="0.0" width="268" height="30"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="30" id="s1"/>
                    </constraints>
                </stackView>
                <stackView opaque="NO" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="0.0" y="50" width="300" height="40"/>
                    <subviews>
                        <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="cell">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                    <rect key="frame" x="8" y="0.0" width="10" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="10" id="d1"/>
                                        <constraint firstAttribute="height" constant="10" id="d2"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="dot" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="d3"/>
                                <constraint firstItem="dot" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" id="d4"/>
                            </constraints>
                            <edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="pinned" firstAttribute="leadingMargin" secondItem="card" secondAttribute="leadingMargin" constant="12" id="p1"/>
                <constraint firstAttribute="trailingMargin" secondItem="pinned" secondAttribute="trailingMargin" constant="4" id="p2"/>
                <constraint firstItem="pinned" firstAttribute="top" secondItem="card" secondAttribute="top" constant="10" id="p3"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="r1"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="r2"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="card" secondAttribute="top" constant="50" id="r3"/>
                <constraint firstItem="row" firstAttribute="height" constant="40" id="r4"/>
            </constraints>
            <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
        </view>
        """

    static func layout() throws -> DocumentLayout {
        let constraints = """
            <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="card" firstAttribute="width" constant="300" id="c3"/>
            <constraint firstItem="card" firstAttribute="height" constant="100" id="c4"/>
            """
        return DocumentLayout(document: try storyboard(subviews: document, constraints: constraints))
    }

    @Test func constraintsToAStacksMarginsReachItsEdges() throws {
        let layout = try Self.layout()
        #expect(layout.frame("card") == rect(0, 100, 300, 100))
        // 8 + 12 from the card's leading edge; its trailing edge 8 + 4 inside the card's.
        #expect(layout.frame("pinned") == rect(20, 10, 268, 30))
        #expect(layout.frame("filler") == rect(0, 0, 268, 30))
    }

    @Test func aViewPreservingAStacksMarginsTakesNoneFromIt() throws {
        let layout = try Self.layout()
        #expect(layout.frame("row") == rect(0, 50, 300, 40))
        #expect(layout.frame("cell") == rect(0, 0, 300, 40))
        // The card's 8 pt leading margin reaches through the stack; nothing reaches its top.
        #expect(layout.frame("dot") == rect(8, 0, 10, 10))
    }
}
