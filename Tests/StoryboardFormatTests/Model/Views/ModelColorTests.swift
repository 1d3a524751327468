import Testing
@testable import StoryboardFormat

@Suite("Colors and fonts")
struct ModelColorTests {
    func color(_ attributes: String) throws -> IBColor {
        let tree = try XMLTree(string: "<color key=\"backgroundColor\" \(attributes)/>")
        return IBColor(tree: tree, node: try #require(tree.rootElement))
    }

    @Test func rgb() throws {
        let color = try color("red=\"1\" green=\"0.5\" blue=\"0.0\" alpha=\"0.25\" colorSpace=\"calibratedRGB\"")
        #expect(color.key == "backgroundColor")
        #expect(color.kind == .rgb(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        #expect(color.colorSpace == "calibratedRGB")
        #expect(color.customColorSpace == nil)
        #expect(color.alpha == 0.25)
        #expect(color.name == nil)
    }

    @Test func rgbInCustomSpaceAndDefaultAlpha() throws {
        let color = try color("red=\"0.1\" green=\"0.2\" blue=\"0.3\" colorSpace=\"custom\" customColorSpace=\"displayP3\"")
        #expect(color.kind == .rgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        #expect(color.customColorSpace == "displayP3")
    }

    @Test func white() throws {
        let color = try color("white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"")
        #expect(color.kind == .white(white: 1, alpha: 1))
        #expect(color.customColorSpace == "genericGamma22GrayColorSpace")
    }

    @Test func systemColorWinsOverItsPreviewComponents() throws {
        let color = try color("systemColor=\"labelColor\" red=\"0\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"")
        #expect(color.kind == .system("labelColor"))
        #expect(color.name == "labelColor")
        #expect(try self.color("cocoaTouchSystemColor=\"groupTableViewBackgroundColor\" systemColor=\"groupTableViewBackgroundColor\"").kind == .system("groupTableViewBackgroundColor"))
    }

    @Test func cocoaTouchSystemColor() throws {
        #expect(try color("cocoaTouchSystemColor=\"darkTextColor\"").kind == .cocoaTouchSystem("darkTextColor"))
    }

    @Test func namedAndCatalogColors() throws {
        #expect(try color("name=\"AccentColor\"").kind == .named("AccentColor"))
        let catalog = try color("name=\"controlColor\" catalog=\"System\" colorSpace=\"catalog\"")
        #expect(catalog.kind == .catalog(name: "controlColor", catalog: "System"))
        #expect(catalog.name == "controlColor")
    }

    @Test func cmykAndUnknown() throws {
        #expect(try color("cyan=\"0.1\" magenta=\"0.2\" yellow=\"0.3\" black=\"0.4\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericCMYKColorSpace\"").kind
            == .cmyk(cyan: 0.1, magenta: 0.2, yellow: 0.3, black: 0.4, alpha: 1))
        #expect(try color("colorSpace=\"deviceRGB\"").kind == .unknown)
    }

    @Test func macOSFonts() throws {
        let tree = try XMLTree(string: "<x><font key=\"font\" metaFont=\"system\" size=\"13\"/><font key=\"font\" size=\"12\" name=\"Menlo-Regular\"/></x>")
        let fonts = tree.elements(of: tree.rootElement!).map { IBFont(tree: tree, node: $0) }
        #expect(fonts[0].metaFont == "system" && fonts[0].pointSize == 13 && fonts[0].key == "font")
        #expect(fonts[1].name == "Menlo-Regular" && fonts[1].pointSize == 12)
    }
}
