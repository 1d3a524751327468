import StoryboardFormat
import Testing

@testable import StoryboardRender

/// A custom view draws itself at run time; on the canvas Xcode shows only its background.
/// The drawing names its class in a subtle placeholder only where Xcode shows nothing at all
/// (no background, no subviews): over a background of its own the caption read as content
/// (Habitica's login screen: "GradientView" across its white gradient view, under the labels).
@Suite struct CustomViewCaptionTests {
    static func svg(background: DynamicColor?) -> String {
        var custom = LaidOutView(id: "custom", kind: .view, frame: Rect(x: 10, y: 10, width: 200, height: 60))
        custom.content.caption = "GradientView"
        custom.style.backgroundColor = background
        let screen = LaidOutScreen(id: "s", name: "s", size: Size(width: 220, height: 80),
                                   root: LaidOutView(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 220, height: 80), subviews: [custom]))
        return ScreenRenderer().svg(screen)
    }

    @Test func anEmptyClearCustomViewIsNamed() {
        #expect(CustomViewCaptionTests.svg(background: nil).contains(">GradientView</text>"))
        #expect(CustomViewCaptionTests.svg(background: DynamicColor(RGBA(white: 1, alpha: 0))).contains(">GradientView</text>"))
    }

    @Test func aCustomViewWithABackgroundShowsItOnly() {
        let svg = CustomViewCaptionTests.svg(background: DynamicColor(RGBA(white: 1)))
        #expect(!svg.contains("GradientView"))
        #expect(svg.contains(##"fill="#ffffff""##))
    }
}
