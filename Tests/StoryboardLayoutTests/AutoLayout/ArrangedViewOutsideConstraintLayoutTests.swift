import StoryboardFormat
import Testing
import StoryboardLayout

/// A `UIStackView`'s arrangement goes before the document's required constraints that place one
/// of its arranged views along its axis against a view outside the stack: where the two
/// conflict, the document's constraint is the one broken and the views stay the spacing apart.
/// Evidence: raywenderlich's PirateHandbook menu (tools 13196), a row stack arranged third in a
/// vertical stack and also centred in the screen like the stack: Xcode stores it 8 pt below the
/// second button with the outer stack centred (2 of 2 views; the engine broke the spacing
/// instead); Loop's HUD view (two documents), a view and a label 0.5 pt closer to their stored
/// frames. NSStackView is left out: iina's preferences (16 views) hold the document's
/// constraints.
struct ArrangedViewOutsideConstraintLayoutTests {
    @Test func theStacksSpacingHoldsAgainstAnOutsideCentring() throws {
        let document = try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="87.5" y="279.5" width="200" height="108"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="h1"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                            <rect key="frame" x="0.0" y="58" width="200" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="h2"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="width" constant="200" id="sw"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                <constraint firstItem="stack" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                <constraint firstItem="second" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(87.5, 279.5, 200, 108))
        #expect(layout.frame("first") == rect(0, 0, 200, 50))
        #expect(layout.frame("second") == rect(0, 58, 200, 50))
    }
}
