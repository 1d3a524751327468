import StoryboardFormat
import Testing
import StoryboardLayout

/// An NSStackView without a `distribution` (Xcode 7's and 8's, before macOS 10.11's
/// distributions) arranges its views in gravity areas: those in its leading area packed from
/// its leading end the spacing apart at their own sizes, the slack after them, which the stack
/// takes up at its own hugging priority (`horizontalHuggingPriority` on the stack in these
/// files). The corpus: WWDC's session buttons (tools 9531 and 10117), four push buttons 8 pt
/// apart from the leading end of a wider stack hugging at 249, 8 of 8.
struct StackGravityAreaLayoutTests {
    @Test func leadingAreaViewsKeepTheirSizes() throws {
        let document = try appKitXib(
            height: 60, toolsVersion: "9531",
            subviews: """
                <stackView orientation="horizontal" alignment="centerY" horizontalHuggingPriority="249" verticalHuggingPriority="249" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="20" width="200" height="22"/>
                    <beginningViews>
                        <button verticalHuggingPriority="50" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                            <rect key="frame" x="-6" y="-7" width="100" height="33"/>
                            <buttonCell key="cell" type="push" title="Watch" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="c1"/>
                        </button>
                        <button verticalHuggingPriority="50" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                            <rect key="frame" x="90" y="-7" width="80" height="33"/>
                            <buttonCell key="cell" type="push" title="Slides" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="c2"/>
                        </button>
                    </beginningViews>
                    <constraints>
                        <constraint firstAttribute="height" constant="22" id="s1"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="18" id="k1"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k2"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="k3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(20, 20, 200, 22))
        #expect(layout.frame("first") == rect(-6, -7, 100, 33))
        #expect(layout.frame("second") == rect(90, -7, 80, 33))
    }
}
