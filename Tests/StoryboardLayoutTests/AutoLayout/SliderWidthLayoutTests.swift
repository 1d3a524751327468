import StoryboardFormat
import Testing
import StoryboardLayout

/// A horizontal NSSlider's natural width.
struct SliderWidthLayoutTests {
    /// A horizontal slider has a natural width (the one it was drawn at): in a leading-aligned
    /// vertical stack, whose views reach for its trailing edge only weakly, one that hugs at 800
    /// keeps it, narrower than the stack, beside one that hugs at 100 across the stack (iina's
    /// equalizer, tools 21701 and 23094: three small sliders hugging at 800 stored 238 pt wide,
    /// two hugging at 100 stored 245 across the 241 pt stack; with no natural width all five
    /// spanned it). The corpus has no other slider whose width this decides.
    @Test func horizontalSlidersHugTheirDrawnWidth() throws {
        let document = try appKitXib(
            height: 60,
            subviews: """
                <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="42"/>
                    <subviews>
                        <slider horizontalHuggingPriority="800" verticalHuggingPriority="750" horizontalCompressionResistancePriority="100" translatesAutoresizingMaskIntoConstraints="NO" id="hugging">
                            <rect key="frame" x="-2" y="23" width="150" height="17"/>
                            <sliderCell key="cell" controlSize="small" continuous="YES" alignment="left" maxValue="100" tickMarkPosition="above" sliderType="linear" id="huggingCell"/>
                        </slider>
                        <slider horizontalHuggingPriority="100" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="stretching">
                            <rect key="frame" x="-2" y="-2" width="244" height="17"/>
                            <sliderCell key="cell" controlSize="small" continuous="YES" alignment="left" maxValue="100" tickMarkPosition="above" sliderType="linear" id="stretchingCell"/>
                        </slider>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("stack") == rect(0, 26, 240, 34))
        #expect(layout.frame("hugging") == rect(-2, 19, 150, 17))
        #expect(layout.frame("stretching") == rect(-2, -2, 244, 17))
    }
}
