import StoryboardFormat
import Testing

@testable import StoryboardRender

/// Text estimated up to 15% wider than its frame is kept whole rather than truncated
/// (`TextMetrics.tolerance`: the estimate is not SF Pro's exact widths), and is then set in
/// the frame's width by a horizontal scale about its anchor, so that it never runs past its
/// frame (SVG's `textLength` did the same in browsers, but librsvg, the PNG path, ignores it:
/// such text ran past its frame in 1,149 of the corpus's 6,670 PNGs). Text that fits is drawn
/// as it is.
@Suite struct TextSqueezeTests {
    static func svg(_ string: String, width: Double, fontWidthScale: Double = 1) -> String {
        var label = LaidOutView(id: "l", kind: .label, frame: Rect(x: 10, y: 10, width: width, height: 21))
        label.content.text = TextContent(string, font: TextFont(size: 17))
        let screen = LaidOutScreen(id: "s", name: "s", size: Size(width: 300, height: 41),
                                   root: LaidOutView(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 300, height: 41), subviews: [label]))
        var renderer = ScreenRenderer()
        renderer.drawingFontWidthScale = fontWidthScale
        return renderer.svg(screen)
    }

    @Test func textEstimatedWiderThanItsFrameIsSetInTheFrame() {
        let estimate = TextMetrics.width(of: "Privacy and security", font: TextFont(size: 17))
        let width = (estimate / 1.08).rounded()
        #expect(estimate > width && estimate < width * TextMetrics.tolerance)
        let svg = TextSqueezeTests.svg("Privacy and security", width: width)
        // Narrowed to 0.92 of its estimate (the frame's share, rounded down), about its start.
        #expect(0.92 * estimate <= width && 0.93 * estimate > width)
        #expect(svg.contains(#"<text x="0" y="16.45" font-size="17" transform="matrix(0.92 0 0 1 0 0)""#))
        #expect(svg.contains(">Privacy and security</text>"))
    }

    @Test func textThatFitsIsNotStretched() {
        let svg = TextSqueezeTests.svg("Privacy", width: 200)
        #expect(!svg.contains("matrix("))
        #expect(svg.contains(">Privacy</text>"))
    }

    /// A PNG is drawn by librsvg in Inter, up to 6% wider than SF Pro: text that SF Pro sets
    /// within its frame, as Xcode sized it, is narrowed for Inter (BullsEye's "Put the Bull's
    /// Eye as close as you can to:" ran into the label after it in the PNG).
    @Test func textIsNarrowedForTheFontThatDrawsIt() {
        let estimate = TextMetrics.width(of: "Privacy and security", font: TextFont(size: 17))
        let width = (estimate * 1.02).rounded()
        #expect(!TextSqueezeTests.svg("Privacy and security", width: width).contains("matrix("))
        let png = TextSqueezeTests.svg("Privacy and security", width: width, fontWidthScale: ScreenRenderer.interWidthScale)
        // width / (estimate × 1.06), rounded down: 0.96.
        #expect(0.96 * estimate * 1.06 <= width && 0.97 * estimate * 1.06 > width)
        #expect(png.contains(#"<text x="0" y="16.45" font-size="17" transform="matrix(0.96 0 0 1 0 0)""#))
    }

    /// Text in a named font, whose widths the estimate does not know, is kept whole up to 40%
    /// over its frame: Apple's Marker Felt Thin "ROFL", stored 34 pt wide at 17 pt, was drawn
    /// as "…" (its estimate is 34% over); a text 2.4 times its frame is still truncated.
    @Test func namedFontsGetMoreRoom() {
        let markerFelt = TextFont(name: "MarkerFelt-Thin", size: 17)
        #expect(TextMetrics.truncated("ROFL", font: markerFelt, width: 34, lineBreak: .truncateTail) == "ROFL")
        #expect(TextMetrics.truncated("ROFL", font: TextFont(size: 17), width: 34, lineBreak: .truncateTail) != "ROFL")
        #expect(TextMetrics.truncated("Button", font: TextFont(name: "Avenir-Book", size: 15), width: 18, lineBreak: .truncateTail) == "…")
    }

    /// SF Pro's proportional "1" is narrower than Helvetica's tabular digit: BullsEye's hugging
    /// "1" at 17 pt, stored 8 pt wide, is drawn whole, not as "…".
    @Test func aOneIsNarrow() {
        #expect(TextSqueezeTests.svg("1", width: 8).contains(">1</text>"))
    }
}
