import SnapshotTesting
import StoryboardFormat
import Testing

@testable import StoryboardRender

/// Colorboard's scenes as SVG text, light and dark: any change to the drawing shows up as a
/// reviewable diff of these files.
@Suite struct ColorboardSnapshotTests {
    static let scenes = ["Wn4-Hc-Pa1", "PaletteViewController", "Vi2-Dn-6Ru", "ColorViewController"]

    @Test(arguments: scenes, Appearance.allCases)
    func scene(_ identifier: String, appearance: Appearance) throws {
        let document = try Examples.colorboard()
        let screen = try Examples.screen(document, identifier)
        let svg = ScreenRenderer(appearance: appearance).svg(screen)
        assertSnapshot(of: svg, as: .lines, named: "\(identifier)-\(appearance.rawValue)")
    }

    @Test(arguments: Appearance.allCases)
    func canvas(_ appearance: Appearance) throws {
        let screens = DocumentScreens(document: try Examples.colorboard())
        let svg = CanvasRenderer(appearance: appearance).svg(screens, title: "Colorboard")
        assertSnapshot(of: svg, as: .lines, named: "canvas-\(appearance.rawValue)")
    }

    @Test func drawingCarriesIdsKindsAndText() throws {
        let document = try Examples.colorboard()
        let screen = try Examples.screen(document, "ColorViewController")
        let svg = ScreenRenderer().svg(screen)
        #expect(svg.contains(#"<g data-id="Sr2-Qd-8Xa" data-kind="slider" transform="translate(18,195)">"#))
        #expect(svg.contains(#"<g data-id="Td4-Ng-6Cq" data-kind="textField" transform="translate(20,112)">"#))
        #expect(svg.contains(">Red</text>"))
        #expect(svg.contains(">color name</text>"))
        // The view's own blue background, drawn as stored.
        #expect(svg.contains(##"fill="#0000ff""##))
    }
}
