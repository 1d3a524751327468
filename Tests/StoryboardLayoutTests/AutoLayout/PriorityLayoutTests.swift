import StoryboardFormat
import Testing
import StoryboardLayout

/// Priorities are strict levels: UIKit satisfies "higher priority constraints before lower
/// priority constraints" (`NSLayoutConstraint.priority`), however many lower ones give way.
struct PriorityLayoutTests {
    /// A horizontal stack view 300 pt wide around a vertical stack of two labels (hugging 250)
    /// and an image view (hugging 251, 32 pt wide): the image keeps its width although the
    /// vertical stack's growth breaks two 250 huggings (UIKit; Loop's main storyboard).
    @Test func oneHigherHuggingOutranksTwoLowerOnes() throws {
        let document = try storyboard(
            subviews: """
                <stackView translatesAutoresizingMaskIntoConstraints="NO" id="s">
                    <rect key="frame" x="0" y="0" width="1" height="1"/>
                    <subviews>
                        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                            <rect key="frame" x="0" y="0" width="1" height="1"/>
                            <subviews>
                                <label text="Value" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0" y="0" width="100" height="20"/>
                                </label>
                                <label text="Date" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="0" y="20" width="80" height="20"/>
                                </label>
                            </subviews>
                        </stackView>
                        <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" image="Icon" translatesAutoresizingMaskIntoConstraints="NO" id="i">
                            <rect key="frame" x="0" y="0" width="32" height="40"/>
                        </imageView>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="s" firstAttribute="width" constant="300" id="c2"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("s") == rect(20, 100, 300, 40))
        #expect(layout.frame("v") == rect(0, 0, 268, 40))
        #expect(layout.frame("a") == rect(0, 0, 268, 20))
        #expect(layout.frame("b") == rect(0, 20, 268, 20))
        #expect(layout.frame("i") == rect(268, 0, 32, 40))
    }

    @Test func levelsFollowTheRankOfEachPriority() {
        let levels = PriorityLevels([250, 251, 750, 1000, 250])
        #expect(levels.strength(250).weight == 1)
        #expect(levels.strength(251).weight >= 1000 * levels.strength(250).weight)
        #expect(levels.strength(750).weight > levels.strength(251).weight)
        #expect(levels.strength(750).weight <= 1e9)
        #expect(levels.strength(1000).isRequired)
    }
}
