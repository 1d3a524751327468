import StoryboardFormat
import StoryboardTestSupport
import Testing

@testable import StoryboardRender

/// Xcode 8.0 stored some views without a `<rect key="frame">` (constrained ones) and others
/// with a `<frame key="frameInset">` (insets from the superview's top left and a size). The
/// screen draws the first at the layout engine's frames and reads the second as frames:
/// Loop's Bolus scene, saved by Xcode 8.0, whose rows were drawn empty before.
@Suite struct FramelessViewsScreensTests {
    @Test(.requiresSharedData) func bolusRowsDrawTheirLabelsAndField() throws {
        let path = try Corpus.path("LoopKit__Loop/_history/94d75d9138/Loop/Base.lproj/Main.storyboard")
        let document = try Document(contentsOfFile: path)
        let screen = try Examples.screen(document, "WhH-Np-jCn")
        // A content view stored as `<frame key="frameInset" width="320" height="43"/>`.
        #expect(screen.root.find("3OB-7U-Jvb")?.frame == Rect(x: 0, y: 0, width: 320, height: 43))
        // The second row's label, field and unit, stored without frames: the field is a text
        // field's 30 pt tall at the row's bottom, the label and the unit sit on its baseline (the
        // label grows to the field 8 pt before it, as it hugs at 250). The field's font is the
        // Title 1 text style (28 pt), whose 33.4 pt line is taller than the field: UIKit centres
        // it, overhanging 1.7 pt above and below, so the baseline lies 5 pt above the field's
        // bottom (the same cell's later versions, tools 13196 and 14113, store the labels so:
        // ShortTextFieldBaselineLayoutTests), the body labels' 16.3 pt below their top.
        #expect(screen.root.find("5oA-6d-ZTL")?.frame == Rect(x: 15, y: 21.5, width: 141.5, height: 20.5))
        #expect(screen.root.find("5oA-6d-ZTL")?.content.text?.string == "Bolus")
        #expect(screen.root.find("7LT-50-ZzK")?.frame == Rect(x: 164.5, y: 13, width: 120, height: 30))
        #expect(screen.root.find("BR0-dr-Fj2")?.frame == Rect(x: 292.5, y: 21.5, width: 12.5, height: 20.5))
    }
}
