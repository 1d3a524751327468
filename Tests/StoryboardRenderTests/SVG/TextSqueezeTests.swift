import StoryboardFormat
import Testing

@testable import StoryboardRender

/// Text estimated up to 15% wider than its frame is kept whole rather than truncated
/// (`TextMetrics.tolerance`: the estimate is not SF Pro's exact widths), and is then set in
/// the frame's width (SVG `textLength`), so that it never runs past its frame, whichever font
/// the viewer draws it with (Inter, wider than SF Pro, ran past in PNGs). Text that fits is
/// drawn as it is.
@Suite struct TextSqueezeTests {
    static func svg(_ string: String, width: Double) -> String {
        var label = LaidOutView(id: "l", kind: .label, frame: Rect(x: 10, y: 10, width: width, height: 21))
        label.content.text = TextContent(string, font: TextFont(size: 17))
        let screen = LaidOutScreen(id: "s", name: "s", size: Size(width: 300, height: 41),
                                   root: LaidOutView(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 300, height: 41), subviews: [label]))
        return ScreenRenderer().svg(screen)
    }

    @Test func textEstimatedWiderThanItsFrameIsSetInTheFrame() {
        let estimate = TextMetrics.width(of: "Privacy and security", font: TextFont(size: 17))
        let width = (estimate / 1.08).rounded()
        #expect(estimate > width && estimate < width * TextMetrics.tolerance)
        let svg = TextSqueezeTests.svg("Privacy and security", width: width)
        #expect(svg.contains(#"font-size="17" textLength="\#(Int(width))" lengthAdjust="spacingAndGlyphs""#))
        #expect(svg.contains(">Privacy and security</text>"))
    }

    @Test func textThatFitsIsNotStretched() {
        let svg = TextSqueezeTests.svg("Privacy", width: 200)
        #expect(!svg.contains("textLength"))
        #expect(svg.contains(">Privacy</text>"))
    }
}
