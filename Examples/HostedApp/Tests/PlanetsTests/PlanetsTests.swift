import Planets
import StoryboardRuntime
import Testing

/// The app driven in-process, as a user would: each test launches its own copy
/// (`StoryboardApp.launch()` gives it an environment of its own), so the tests run in parallel.
@MainActor
@Suite("Planets")
struct PlanetsTests {
    static let list = """
        NavigationBar "Planets"
        TableView
          Cell "Mercury" >
          Cell "Venus" >
          Cell "Earth" >
          Cell "Mars" >
        """

    @Test func launchesOnTheListWithItsOwnClass() throws {
        let driver = try StoryboardApp.planets.launch()
        #expect(driver.describeScreen() == Self.list)
        #expect(driver.visibleController is PlanetsViewController)
    }

    @Test func aNoteWrittenOnAPlanetShowsThereAndInTheList() throws {
        let driver = try StoryboardApp.planets.launch()
        try driver.selectRow(row: 2)
        #expect(driver.describeScreen() == """
            NavigationBar < "Planets" "Earth"
            View
              Label #distance "149.6 million km from the Sun"
              Label #note "No note"
              Button "Write Note"
            """)
        let planet = try #require(driver.visibleController as? PlanetViewController)
        #expect(planet.planet?.name == "Earth")

        try driver.tap("Write Note")
        #expect(driver.visibleController is NoteViewController)
        try driver.type("Home", into: "noteText")
        try driver.tap("Save")
        #expect(driver.describeScreen() == """
            NavigationBar < "Planets" "Earth"
            View
              Label #distance "149.6 million km from the Sun"
              Label #note "Home"
              Button "Write Note"
            """)

        try driver.tapBack()
        #expect(driver.describeScreen() == Self.list.replacingOccurrences(of: "\"Earth\"", with: "\"Earth ✎\""))
    }

    @Test func theStoryboardIsAResourceOfTheAppsTarget() throws {
        let app = StoryboardApp.planets
        let path = try #require(app.bundle.path(forResource: "Main", ofType: "storyboard"))
        // SwiftPM copies it into the target's resource bundle (`Bundle.module`).
        #expect(path.hasSuffix("HostedApp_Planets.resources/Main.storyboard"))
        #expect(app.module == "Planets")
    }
}
