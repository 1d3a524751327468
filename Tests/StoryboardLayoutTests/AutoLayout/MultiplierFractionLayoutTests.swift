import StoryboardFormat
import Testing
import StoryboardLayout

/// Multipliers Xcode wrote to six significant digits.
struct MultiplierFractionLayoutTests {
    /// A multiplier Xcode took from a drag is the ratio of two lengths, written to six significant
    /// digits; the frames it stored were laid out with the ratio itself. NetNewsWire's account
    /// button (5 versions, tools 17506 to 24506): 0.689655 (20/29) of its 43.5 pt cell plus 14 is
    /// 44 pt, centred at -0.25 and stored from -0.5 to 44; at 0.689655 it is 43.99999 pt and ends
    /// half a pixel higher. The corpus's six-digit multipliers (0.689655, 0.893048, 0.951613,
    /// 1.77465, 0.861111, 0.903382, 0.333333) are all such fractions (20/29, 167/187, 59/62,
    /// 126/71…); Loop's HUD lays out 1.77465 of 71 pt as Xcode's 126.
    @Test func sixDigitMultipliersAreTheFractionsTheyRound() throws {
        let document = try storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cell">
                    <rect key="frame" x="0.0" y="100" width="375" height="43.5"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            <rect key="frame" x="137.5" y="-0.5" width="100" height="44.5"/>
                            <state key="normal" title="Action"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="button" firstAttribute="centerY" secondItem="cell" secondAttribute="centerY" id="b1"/>
                        <constraint firstItem="button" firstAttribute="centerX" secondItem="cell" secondAttribute="centerX" id="b2"/>
                        <constraint firstItem="button" firstAttribute="height" secondItem="cell" secondAttribute="height" multiplier="0.689655" constant="14" id="b3"/>
                        <constraint firstItem="button" firstAttribute="width" constant="100" id="b4"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="cell" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                <constraint firstItem="cell" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="cell" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="cell" firstAttribute="height" constant="43.5" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("cell") == rect(0, 100, 375, 43.5))
        #expect(layout.frame("button") == rect(137.5, 0, 100, 44))
        #expect(DocumentLayoutTree.parseMultiplier("0.689655") == 20.0 / 29.0)
        #expect(DocumentLayoutTree.parseMultiplier("1.77465") == 126.0 / 71.0)
        #expect(DocumentLayoutTree.parseMultiplier("0.5") == 0.5)
        #expect(DocumentLayoutTree.parseMultiplier("0.3333") == 0.3333)
    }
}
