import Entries
import Foundation
@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// Examples/Entries preserved and relaunched (§9): an app that builds its window in code.
    /// The delegate makes the window and the entries context in `willFinishLaunching`, and
    /// answers restoration with the factory's controllers, so restored screens have their
    /// entries and the app controller's wiring back.
    @MainActor
    @Suite("State restoration: Entries")
    struct EntriesRestorationTests {
        let archive = makeArchivePath()

        /// Launches the example as `storyboard run` does, with a state archive.
        static func launch(archive: String?) throws -> (Application, Driver, AppFactory) {
            DecodingFixture.reset()
            testEnvironment.automaticPresentationStyle = .pageSheet
            let application = try Application.launch(
                delegate: EntriesAppDelegate(), bundle: ResourceBundle(directory: EntriesWalkthroughTests.exampleDirectory),
                stateArchive: archive)
            let delegate = try #require(application.delegate as? EntriesAppDelegate)
            let factory = try #require(delegate.appController?.factory)
            return (application, try Driver(application: application), factory)
        }

        static let firstEntry = EntriesWalkthroughTests.firstEntry
        static let secondEntry = EntriesWalkthroughTests.secondEntry

        static let list = """
            NavigationBar left [Settings] "Journal"
            TableView background system(systemBackgroundColor)
              Cell "\(firstEntry)" >
              Cell "\(secondEntry)" >
            """

        static let secondDetails = """
            NavigationBar < "Journal" "Entry"
            View background system(systemBackgroundColor)
              scrollView
                Label "\(secondEntry)"
                Label "Names of any length fit in the lists."
                ImageView image "lines.png"
                Button "More Details"
            """

        static let secondNotes = """
            NavigationBar < "Entry" "Notes"
            View background system(systemBackgroundColor)
              TextView "Labels in the details screen wrap; the lists truncate."
            """

        @Test("pushed details come back with their entry, made by the factory, and More Details still pushes")
        func pushedDetails() throws {
            let (application, driver, _) = try Self.launch(archive: archive)
            try driver.tap(.text(Self.secondEntry))
            #expect(driver.describeScreen() == Self.secondDetails)
            application.enterBackground()
            #expect(FileManager.default.fileExists(atPath: archive))

            let (restoredApplication, restored, factory) = try Self.launch(archive: archive)
            #expect(restored.describeScreen() == Self.secondDetails)
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
            // The window was made in willFinishLaunching: restoration used its entries context.
            let entries = try factory.entriesNavigationController()
            #expect(restoredApplication.delegate.window?.rootViewController === entries)
            #expect(restored.window.isKeyWindow)
            #expect(entries.viewControllers.map(\.className) == ["EntriesViewController", "EntryDetailsViewController"])
            let list = try #require(entries.viewControllers.first as? EntriesViewController)
            #expect(list.appController === factory.appController)
            #expect(list.store === factory.store)
            let details = try #require(entries.topViewController as? EntryDetailsViewController)
            #expect(details.entry === factory.store.entries[1])
            #expect(details.isVisible)
            #expect(details.contentView?.superview === details.scrollView)

            try restored.tap("More Details")
            #expect(restored.describeScreen() == Self.secondNotes)
            try restored.tapBack()
            try restored.tapBack()
            #expect(restored.describeScreen() == Self.list)
            try restored.tap(.text(Self.firstEntry))
            #expect((entries.topViewController as? EntryDetailsViewController)?.entry === factory.store.entries[0])
        }

        @Test("pushed notes come back above their details, both with the entry")
        func pushedMoreDetails() throws {
            let (application, driver, _) = try Self.launch(archive: archive)
            try driver.tap(.text(Self.secondEntry))
            try driver.tap("More Details")
            #expect(driver.describeScreen() == Self.secondNotes)
            application.enterBackground()

            let (_, restored, factory) = try Self.launch(archive: archive)
            #expect(restored.describeScreen() == Self.secondNotes)
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
            let entries = try factory.entriesNavigationController()
            #expect(entries.viewControllers.map(\.className) == [
                "EntriesViewController", "EntryDetailsViewController", "EntryMoreDetailsViewController",
            ])
            #expect((entries.topViewController as? EntryMoreDetailsViewController)?.entry === factory.store.entries[1])
            try restored.tapBack()
            #expect(restored.describeScreen() == Self.secondDetails)
            try restored.tap("More Details")
            #expect(restored.describeScreen() == Self.secondNotes)
        }

        @Test("presented settings come back presented, the factory's, and picking an entry still shows it")
        func presentedSettings() throws {
            let (application, driver, savedFactory) = try Self.launch(archive: archive)
            try driver.tap("Settings")
            let presented = driver.describeScreen()
            let style = try savedFactory.settingsNavigationController().modalPresentationStyle
            #expect(presented.contains("\"Go to Entry\""))
            application.enterBackground()

            let (_, restored, factory) = try Self.launch(archive: archive)
            #expect(restored.describeScreen() == presented)
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
            let entries = try factory.entriesNavigationController()
            let settings = try factory.settingsNavigationController()
            #expect(entries.presentedViewController === settings)
            #expect(settings.presentingViewController === entries)
            #expect(settings.modalPresentationStyle == style)
            let root = try #require(settings.viewControllers.first as? SettingsViewController)
            #expect(root.appController === factory.appController)

            // The app controller's wiring survived: the entry shows in the entries context,
            // and the settings hide.
            try restored.tap(.text(Self.firstEntry))
            #expect(entries.presentedViewController == nil)
            #expect(restored.describeScreen() == """
                NavigationBar < "Journal" "Entry"
                View background system(systemBackgroundColor)
                  scrollView
                    Label "\(Self.firstEntry)"
                    Label "The boats sat on the mud until noon."
                    ImageView image "harbour.png"
                    Button "More Details"
                """)
            // And they present again, the same context.
            try restored.tapBack()
            try restored.tap("Settings")
            #expect(entries.presentedViewController === settings)
            try restored.tap("Done")
            #expect(restored.describeScreen() == Self.list)
        }

        @Test("a fresh launch, without an archive or with none saved yet, shows the list and works")
        func freshLaunch() throws {
            for archive in [nil, archive] {
                let (application, driver, factory) = try Self.launch(archive: archive)
                #expect(driver.describeScreen() == Self.list)
                #expect(driver.window.isKeyWindow)
                #expect(application.delegate.window?.rootViewController === (try factory.entriesNavigationController()))
                try driver.tap(.text(Self.firstEntry))
                try driver.tap("More Details")
                #expect(driver.describeScreen().contains("Tide tables said 0.4 m at 11:52"))
                #expect(testEnvironment.diagnostics.warnings.isEmpty)
            }
        }

        @Test("the archive saves the entries' identifiers; a screen whose entry is gone is not restored")
        func unknownEntry() throws {
            let (application, driver, _) = try Self.launch(archive: archive)
            try driver.tap(.text(Self.firstEntry))
            try driver.tap("More Details")
            application.enterBackground()
            let saved = try String(contentsOfFile: archive, encoding: .utf8)
            #expect(saved.contains("\"EntryDetailsViewController\""))
            #expect(saved.contains("\"harbour\""))

            // An archive from another journal: the details and the notes above them are dropped.
            try saved.replacingOccurrences(of: "\"harbour\"", with: "\"gone\"")
                .write(toFile: archive, atomically: true, encoding: .utf8)
            let (_, restored, factory) = try Self.launch(archive: archive)
            #expect(restored.describeScreen() == Self.list)
            #expect(try factory.entriesNavigationController().viewControllers.count == 1)
            try restored.tap(.text(Self.secondEntry))
            #expect(restored.describeScreen() == Self.secondDetails)
        }
    }
}
