import StoryboardFormat
import Testing

@testable import StoryboardRender

/// A label that adjusts its font size to its width (Interface Builder's Autoshrink, on unless
/// `adjustsFontSizeToFit="NO"`) shrinks its font, down to its minimum scale factor, before it
/// truncates: Apple's avTouch sample's "0:00" in a 25 pt frame at 17 pt (`minimumFontSize="10"`)
/// was drawn "0:…" (574 such labels in 272 files of the corpus).
@Suite struct AutoShrinkLabelTests {
    static func svg(minimumScaleFactor: Double?, width: Double = 25) -> String {
        var label = LaidOutView(id: "l", kind: .label, frame: Rect(x: 10, y: 10, width: width, height: 21))
        label.content.text = TextContent("0:00", font: TextFont(size: 17), minimumScaleFactor: minimumScaleFactor)
        let screen = LaidOutScreen(id: "s", name: "s", size: Size(width: 100, height: 41),
                                   root: LaidOutView(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 41), subviews: [label]))
        return ScreenRenderer().svg(screen)
    }

    @Test func anAutoshrinkLabelShrinksItsFontToFit() {
        let estimate = TextMetrics.width(of: "0:00", font: TextFont(size: 17))
        #expect(estimate > 25)
        let svg = AutoShrinkLabelTests.svg(minimumScaleFactor: 10.0 / 17)
        // 17 × 25 / its estimate at 17 pt: 12.78 pt, whole.
        #expect(svg.contains(#"font-size="12.78""#))
        #expect(svg.contains(">0:00</text>"))
    }

    @Test func itStopsAtItsMinimumScaleAndThenTruncates() {
        let svg = AutoShrinkLabelTests.svg(minimumScaleFactor: 0.9, width: 15)
        #expect(svg.contains(#"font-size="15.3""#))
        #expect(!svg.contains(">0:00</text>"))
    }

    @Test func aFixedFontSizeTruncates() {
        let svg = AutoShrinkLabelTests.svg(minimumScaleFactor: nil)
        #expect(svg.contains(#"font-size="17""#))
        #expect(svg.contains(">0:…</text>"))
    }
}
