import Colorboard
import Foundation
@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// What `storyboard run` does between sessions, with the pieces it uses: the folder's
    /// default archive, the storyboard-only app's delegate that opts in, driver commands, and
    /// the end of the session as the app entering the background.
    @MainActor
    @Suite("State restoration: storyboard run sessions")
    struct RunSessionRestorationTests {
        static let stateHome = (makeArchivePath() as NSString).deletingLastPathComponent

        @Test("the default archive is per folder, outside it, in XDG_STATE_HOME or ~/.local/state")
        func defaultLocation() {
            let colorboard = StateArchiveLocation.defaultPath(
                forAppDirectory: "/work/app/Colorboard", environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/me"])
            #expect(colorboard.hasPrefix("/state/openstoryboard/Colorboard-"))
            #expect(colorboard.hasSuffix(".json"))
            #expect(colorboard.count == "/state/openstoryboard/Colorboard-".count + 16 + ".json".count)
            #expect(StateArchiveLocation.defaultPath(forAppDirectory: "/work/app/Colorboard/", environment: ["XDG_STATE_HOME": "/state"]) == colorboard)
            #expect(StateArchiveLocation.defaultPath(forAppDirectory: "/other/Colorboard", environment: ["XDG_STATE_HOME": "/state"]) != colorboard)
            #expect(StateArchiveLocation.defaultPath(forAppDirectory: "/work/app/Colorboard", environment: ["HOME": "/home/me"])
                .hasPrefix("/home/me/.local/state/openstoryboard/Colorboard-"))
        }

        /// One session: launch as `run` does, perform the lines, end (quit).
        func session(_ lines: [String], restoring: Bool = true) throws -> [String] {
            testEnvironment.classes.reset()
            testEnvironment.diagnostics.reset()
            testEnvironment.classes.modules = ["Colorboard"]
            let directory = ColorboardWalkthroughTests.exampleDirectory
            let archive = StateArchiveLocation.defaultPath(forAppDirectory: directory, environment: ["XDG_STATE_HOME": Self.stateHome])
            if !restoring { try? FileManager.default.removeItem(atPath: archive) }
            let application = try Application.launch(
                delegate: StoryboardAppDelegate(), bundle: ResourceBundle(directory: directory), mainStoryboard: "Colorboard",
                stateArchive: archive)
            let driver = try Driver(application: application)
            var screens = [driver.describeScreen()]
            for line in lines {
                guard let command = try DriverCommand(line: line) else { continue }
                if command == .quit { break }
                try driver.perform(command)
                screens.append(driver.describeScreen())
            }
            application.enterBackground()
            return screens
        }

        @Test("quitting and relaunching shows the screen the session ended on")
        func quitAndRelaunch() throws {
            let first = try session(["tap Blue", "slide red 0.5", "type Violet", "quit"], restoring: false)
            let second = try session([])
            #expect(second == [first.last!])
            #expect(second[0].hasPrefix("NavigationBar < \"Colors\"\nView background rgb(0.500, 0.000, 1.000)"))
            // Again, after going back: the palette, with the renamed color.
            let third = try session(["back"])
            #expect(third.last == """
                NavigationBar "Colors" right [+]
                TableView background system(systemBackgroundColor)
                  Cell "Violet" >
                """)
            #expect(try session([]) == [third.last!])
            // --no-restore: the storyboard's own first screen.
            #expect(try session([], restoring: false) == ["""
                NavigationBar "Colors" right [+]
                TableView background system(systemBackgroundColor)
                  Cell "Blue" >
                """])
        }
    }
}
