import Testing

@testable import StoryboardRender

/// The shapes drawn for AppKit's named templates and common SF Symbols.
@Suite struct GlyphTests {
    @Test func everyNamedImageHasItsShape() {
        for name in Glyph.appKitTemplates.keys { #expect(Glyph(imageName: name, isSymbol: false) != nil, "\(name)") }
        for name in Glyph.symbolShapes.keys { #expect(Glyph(imageName: name, isSymbol: true) != nil, "\(name)") }
    }

    /// A `.fill` variant of a plain outline is filled; of one with marks inside, its outline;
    /// an unknown name, or a template name used as a symbol, has none.
    @Test func variantsAndUnknownNames() throws {
        let star = try #require(Glyph(imageName: "star.fill", isSymbol: true))
        #expect(star.strokes.isEmpty && star.fills.hasPrefix("M12 3 L14.6 8.9"))
        #expect(Glyph(imageName: "multiply.circle.fill", isSymbol: true) == Glyph(imageName: "multiply.circle", isSymbol: true))
        #expect(Glyph(imageName: "house", isSymbol: true)?.strokes == "M3 11.5 L12 3.5 L21 11.5 M5.5 9.5 V20.5 H10 V14.5 H14 V20.5 H18.5 V9.5")
        #expect(Glyph(imageName: "airplane", isSymbol: true) == nil)
        #expect(Glyph(imageName: "NSAddTemplate", isSymbol: true) == nil)
        #expect(Glyph(imageName: "plus", isSymbol: false) == nil)
    }
}
