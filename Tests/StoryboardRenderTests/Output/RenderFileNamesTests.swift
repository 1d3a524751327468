import Testing

@testable import StoryboardRender

@Suite struct RenderFileNamesTests {
    @Test func namesAreSafeAndUnique() {
        var names = RenderFileNames()
        #expect(names.name(storyboard: "Main", scene: "Color View/Controller", extension: "svg") == "Main-Color_View_Controller.svg")
        #expect(names.name(storyboard: "Main", scene: "Color View:Controller", extension: "svg") == "Main-Color_View_Controller-2.svg")
        #expect(names.name(storyboard: "Main", scene: "Réglages ✓", extension: "png") == "Main-Réglages.png")
        #expect(names.name(storyboard: "Main", scene: "../..", extension: "svg") == "Main-untitled.svg")
        #expect(names.name(storyboard: "Main", scene: nil, extension: "svg") == "Main.svg")
    }
}
