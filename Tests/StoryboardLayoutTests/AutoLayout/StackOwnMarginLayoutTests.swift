import StoryboardFormat
import Testing
@testable import StoryboardLayout

/// A UIKit stack view without layout margins of its own has none (UIView's 8 pt do not apply):
/// a constraint to the stack's own leading or trailing margin holds its edge. The corpus's
/// 5 of 5 constraints to such a stack's own margins store it so: DuckDuckGo's privacy footer
/// (tools 13771, 2 versions), a row pinned leadingMargin to its 320 pt superview's leadingMargin
/// + 12 and trailingMargin 4 pt inside the superview's, stored at x 20, 288 pt wide; Wikipedia's
/// reading-list header, trailing margin to trailing margin, its edge 8 pt in. Arranged views
/// that preserve the stack's margins see none either (Corona-Warn-App's image card cell, a
/// label at its preserving view's top margin at y 0, 2 of 2 versions).
struct StackOwnMarginLayoutTests {
    @Test func aStackWithoutOwnMarginsHasNone() throws {
        let document = try storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="0.0" y="100" width="320" height="56"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="item">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="31" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailingMargin" secondItem="stack" secondAttribute="trailingMargin" constant="4" id="t"/>
                        <constraint firstItem="stack" firstAttribute="centerY" secondItem="row" secondAttribute="centerY" id="cy"/>
                        <constraint firstItem="stack" firstAttribute="leadingMargin" secondItem="row" secondAttribute="leadingMargin" constant="12" id="l"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r2"/>
                <constraint firstItem="row" firstAttribute="width" constant="320" id="r3"/>
                <constraint firstItem="row" firstAttribute="height" constant="56" id="r4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(20, 12.5, 288, 31))
        #expect(layout.frame("item") == rect(0, 0, 288, 31))
    }
}
