import Colorboard
import Foundation
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

/// The seed chapter's walkthrough of Colorboard (`shared/seeds/000_…`), each step an assertion
/// on the screen and on the app's model: first on this project's own storyboard, then on the
/// book readers' real storyboards from the corpus, run with the example's classes under the
/// book's class names.
@MainActor
@Suite("Colorboard walkthrough", .inOwnRuntimeEnvironment)
struct ColorboardWalkthroughTests {
    final class AppDelegate: ApplicationDelegate {
        var window: Window?
    }

    static var exampleDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Colorboard").path
    }

    /// Launches Colorboard from `directory` with the example's classes answering to `names`.
    static func launch(directory: String, classNames names: [String: Responder.Type] = [:]) throws -> Driver {
        testEnvironment.classes.reset()
        testEnvironment.diagnostics.reset()
        testEnvironment.classes.modules = ["Colorboard"]
        for (name, type) in names { testEnvironment.classes.register(type, as: name) }
        let application = try Application.launch(
            delegate: AppDelegate(), bundle: ResourceBundle(directory: directory), mainStoryboard: "Colorboard")
        return try Driver(application: application)
    }

    static let editorWithBlue = """
        NavigationBar right [Done]
        View background rgb(0.000, 0.000, 1.000)
          TextField #colorName "Blue" placeholder "color name"
          Label "Red"
          Slider #red 0.000 in 0.000...1.000
          Label "Green"
          Slider #green 0.000 in 0.000...1.000
          Label "Blue"
          Slider #blue 1.000 in 0.000...1.000
        """

    @Test("this project's storyboard: the whole chapter")
    func exampleStoryboard() throws {
        let driver = try Self.launch(directory: Self.exampleDirectory)
        // Launch: "Colors" with one "Blue" row.
        #expect(driver.describeScreen() == """
            NavigationBar "Colors" right [+]
            TableView background system(systemBackgroundColor)
              Cell "Blue" >
            """)
        let palette = try #require(driver.visibleController as? PaletteViewController)
        #expect(palette.colors.map(\.name) == ["Blue"])
        // The palette is its navigation controller's root: nothing to go back to.
        #expect(!driver.canGoBack)
        #expect(throws: DriverError.self) { try driver.tapBack() }

        // + presents the editor on a new blue color: sliders at 0/0/1, "Blue" in the field.
        try driver.tap("+")
        #expect(driver.describeScreen() == Self.editorWithBlue)
        let editor = try #require(driver.visibleController as? ColorViewController)
        #expect(editor.presentingViewController === palette.navigationController)
        #expect(editor.existingColor == false)
        #expect(palette.colors.count == 2)
        // Presented, the editor is the root of its own navigation controller.
        #expect(!driver.canGoBack)

        // Sliding changes the background; typing renames.
        try driver.slide("red", to: 0.5)
        try driver.slide("green", to: 0.25)
        #expect(editor.view.backgroundColor == Color(red: 0.5, green: 0.25, blue: 1))
        try driver.type("Lavender", into: "colorName")

        // Done dismisses; the palette shows the new color's name.
        try driver.tapBarButton("Done")
        #expect(driver.describeScreen() == """
            NavigationBar "Colors" right [+]
            TableView background system(systemBackgroundColor)
              Cell "Blue" >
              Cell "Lavender" >
            """)
        #expect(palette.colors[1].name == "Lavender")
        #expect(palette.colors[1].color == Color(red: 0.5, green: 0.25, blue: 1))

        // A row pushes the editor on that color, without Done; a back button to "Colors".
        try driver.tap("Lavender")
        #expect(driver.describeScreen() == """
            NavigationBar < "Colors"
            View background rgb(0.500, 0.250, 1.000)
              TextField #colorName "Lavender" placeholder "color name"
              Label "Red"
              Slider #red 0.500 in 0.000...1.000
              Label "Green"
              Slider #green 0.250 in 0.000...1.000
              Label "Blue"
              Slider #blue 1.000 in 0.000...1.000
            """)
        let pushed = try #require(driver.visibleController as? ColorViewController)
        #expect(pushed.existingColor)
        #expect(pushed !== editor)

        // Editing and going back saves the edits.
        try driver.slide("blue", to: 0)
        try driver.type("Orange")
        #expect(driver.canGoBack)
        try driver.tapBack()
        #expect(!driver.canGoBack)
        #expect(driver.describeScreen() == """
            NavigationBar "Colors" right [+]
            TableView background system(systemBackgroundColor)
              Cell "Blue" >
              Cell "Orange" >
            """)
        #expect(palette.colors[1].color == Color(red: 0.5, green: 0.25, blue: 0))
        #expect(testEnvironment.diagnostics.warnings.isEmpty)
    }
}
