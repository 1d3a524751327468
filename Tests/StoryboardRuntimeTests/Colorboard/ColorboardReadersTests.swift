import Colorboard
import Foundation
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

/// The walkthrough on the storyboards the book's readers committed (`shared/corpus`), run
/// unmodified with this project's Colorboard classes under the book's class names. They were
/// made for iOS 7 and 8, whose modal presentations covered the screen, so the app runs with
/// automatic presentations resolved to full screen. Where a reader's file differs from the
/// book, the test follows the file.
@MainActor
@Suite("Colorboard on the readers' storyboards", .inOwnRuntimeEnvironment, .requiresSharedData)
struct ColorboardReadersTests {
    static let bookClasses: [String: Responder.Type] = [
        "BNRPaletteViewController": PaletteViewController.self,
        "BNRColorViewController": ColorViewController.self,
    ]

    func launch(_ directory: String) throws -> Driver {
        try ColorboardWalkthroughTests.launch(directory: Corpus.root + "/" + directory, classNames: Self.bookClasses)
    }

    static let bookEditor = """
        View background rgb(0.000, 0.000, 1.000)
          TextField "Blue"
          Label "Red"
          Slider 0.000 in 0.000...1.000
          Label "Green"
          Slider 0.000 in 0.000...1.000
          Label "Blue"
          Slider 1.000 in 0.000...1.000
        """

    @Test("whwkong: the book's app, with an Add button titled 'Add'")
    func whwkong() throws {
        testEnvironment.automaticPresentationStyle = .fullScreen
        defer { testEnvironment.automaticPresentationStyle = .pageSheet }
        let driver = try launch("whwkong__BNR4e_28_Colorboard-UIStoryboard")
        #expect(driver.describeScreen() == """
            NavigationBar "Colors" right [Add]
            TableView background white(1.000)
              Cell "Blue" >
            """)
        try driver.tapBarButton("Add")
        #expect(driver.describeScreen() == """
            NavigationBar right [Done]
            View background rgb(0.000, 0.000, 1.000)
              TextField "Blue"
              Label "Red"
              Slider 0.000 in 0.000...1.000
              Label "Green"
              Slider 0.000 in 0.000...1.000
              Label "Blue"
              Slider 1.000 in 0.000...1.000
            """)
        try driver.slide(.kind("Slider", index: 1), to: 0.75)
        try driver.type("Teal")
        try driver.tapBarButton("Done")
        #expect(driver.describeScreen() == """
            NavigationBar "Colors" right [Add]
            TableView background white(1.000)
              Cell "Blue" >
              Cell "Teal" >
            """)
        // The push segue from the cell: the editor without Done, on the saved color.
        try driver.selectRow(row: 1)
        #expect(driver.describeScreen() == """
            NavigationBar < "Colors"
            View background rgb(0.000, 0.750, 1.000)
              TextField "Teal"
              Label "Red"
              Slider 0.000 in 0.000...1.000
              Label "Green"
              Slider 0.750 in 0.000...1.000
              Label "Blue"
              Slider 1.000 in 0.000...1.000
            """)
        try driver.type("Sea")
        try driver.tapBack()
        #expect(driver.describeScreen().hasSuffix("Cell \"Sea\" >"))
        #expect(testEnvironment.diagnostics.warnings.isEmpty)
    }

    @Test("rpattillo: Swift-era file (show and presentation segues), classes without the BNR prefix")
    func rpattillo() throws {
        testEnvironment.automaticPresentationStyle = .fullScreen
        defer { testEnvironment.automaticPresentationStyle = .pageSheet }
        // This reader named the classes as this project does, so they resolve through the
        // declared module without registration.
        let driver = try ColorboardWalkthroughTests.launch(directory: Corpus.root + "/rpattillo__bnr-colorboard/Colorboard")
        #expect(driver.describeScreen() == """
            NavigationBar "Colors" right [+]
            TableView background white(1.000)
              Cell "Blue"
            """)
        try driver.tap("+")
        #expect(driver.describeScreen() == "NavigationBar right [Done]\n" + Self.bookEditor)
        try driver.slide(.kind("Slider", index: 0), to: 1)
        try driver.tapBarButton("Done")
        #expect(driver.describeScreen() == """
            NavigationBar "Colors" right [+]
            TableView background white(1.000)
              Cell "Blue"
              Cell "Blue"
            """)
        try driver.selectRow(row: 1)
        #expect(driver.describeScreen().hasPrefix("NavigationBar < \"Colors\"\nView background rgb(1.000, 0.000, 1.000)"))
        try driver.type("Magenta")
        try driver.tapBack()
        #expect(driver.describeScreen() == """
            NavigationBar "Colors" right [+]
            TableView background white(1.000)
              Cell "Blue"
              Cell "Magenta"
            """)
        #expect(testEnvironment.diagnostics.warnings.isEmpty)
    }

    @Test("katak: the palette has no custom class, so its table stays empty and the editor gets no color")
    func katak() throws {
        testEnvironment.automaticPresentationStyle = .fullScreen
        defer { testEnvironment.automaticPresentationStyle = .pageSheet }
        let driver = try launch("katak__BNRColorboard/Colorboard")
        // A plain table view controller with dynamic prototypes and no data source code has
        // no rows, as in UIKit.
        #expect(driver.describeScreen() == """
            NavigationBar "Colors" right [+]
            TableView background white(1.000)
            """)
        try driver.tap("+")
        // The plain palette passes no color: the editor shows what the storyboard says.
        let editor = """
            NavigationBar right [Done]
            View background rgb(0.000, 0.000, 1.000)
              TextField "" placeholder "color name"
              Label "Red"
              Slider 0.500 in 0.000...1.000
              Label "Green"
              Slider 0.500 in 0.000...1.000
              Label "Blue"
              Slider 0.500 in 0.000...1.000
            """
        #expect(driver.describeScreen() == editor)
        try driver.slide(.kind("Slider", index: 2), to: 0.25)
        #expect(driver.visibleController?.view.backgroundColor == Color(red: 0.5, green: 0.5, blue: 0.25))
        try driver.tapBarButton("Done")
        #expect(driver.describeScreen() == """
            NavigationBar "Colors" right [+]
            TableView background white(1.000)
            """)
        #expect(testEnvironment.diagnostics.warnings.isEmpty)
    }
}
