import Entries
import Foundation
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

extension RuntimeSuite {
    /// The seed "Using Storyboards" (`shared/seeds/002_…`): an app of two storyboards and a nib
    /// with no main storyboard, launched through its app controller; first this project's
    /// `Examples/Entries`, then the post's own sample project from the corpus, unmodified, run
    /// with the example's classes under the sample's class names.
    @MainActor
    @Suite("Entries walkthrough")
    struct EntriesWalkthroughTests {
        static var exampleDirectory: String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Entries").path
        }

        static let sampleDirectory = "pilky__storyboards-example/StoryboardExample"

        /// The sample's class names, played by the example's classes.
        static let sampleClasses: [String: Responder.Type] = [
            "M3EntriesViewController": EntriesViewController.self,
            "M3EntryDetailsViewController": EntryDetailsViewController.self,
            "M3EntryMoreDetailsViewController": EntryMoreDetailsViewController.self,
            "M3SettingsViewController": SettingsViewController.self,
            "M3EntryDetailsContentView": EntryDetailsContentView.self,
        ]

        /// Launches the app in `directory` as `storyboard run` does: `EntriesAppDelegate`, no
        /// main storyboard.
        static func launch(
            directory: String, classNames: [String: Responder.Type] = [:], presentation: ModalPresentationStyle
        ) throws -> (Application, Driver) {
            DecodingFixture.reset()
            testEnvironment.automaticPresentationStyle = presentation
            for (name, type) in classNames { testEnvironment.classes.register(type, as: name) }
            let application = try Application.launch(delegate: EntriesAppDelegate(), bundle: ResourceBundle(directory: directory))
            return (application, try Driver(application: application))
        }

        static let firstEntry = "Low tide at the harbour"
        static let secondEntry = "A second entry whose name is long enough to wrap onto another line"

        @Test("Examples/Entries: launch, settings, an entry from the settings, its details from the xib, more details")
        func example() throws {
            let (application, driver) = try Self.launch(directory: Self.exampleDirectory, presentation: .pageSheet)
            #expect(application.mainStoryboardName == nil)
            let delegate = try #require(application.delegate as? EntriesAppDelegate)
            let factory = try #require(delegate.appController?.factory)
            let entries = try factory.entriesNavigationController()
            #expect(delegate.window?.rootViewController === entries)
            #expect(driver.describeScreen() == """
                NavigationBar left [Settings] "Journal"
                TableView background system(systemBackgroundColor)
                  Cell "\(Self.firstEntry)" >
                  Cell "\(Self.secondEntry)" >
                """)

            // Settings: the settings context presented over the entries context.
            try driver.tap("Settings")
            let settings = try factory.settingsNavigationController()
            #expect(entries.presentedViewController === settings)
            #expect(driver.describeScreen() == """
                NavigationBar left [Done] "Go to Entry"
                TableView background system(systemBackgroundColor)
                  Cell "\(Self.firstEntry)"
                  Cell "\(Self.secondEntry)"
                """)

            // Done hides them.
            try driver.tap("Done")
            #expect(entries.presentedViewController == nil)

            // An entry picked in the settings: the settings hide, the details are pushed in
            // the entries context, their content from the xib.
            try driver.tap("Settings")
            try driver.tap(.text(Self.secondEntry))
            #expect(entries.presentedViewController == nil)
            #expect(entries.viewControllers.map(\.className) == ["EntriesViewController", "EntryDetailsViewController"])
            let details = try #require(entries.topViewController as? EntryDetailsViewController)
            #expect(details.entry === factory.store.entries[1])
            let content = try #require(details.contentView)
            #expect(content.superview === details.scrollView)
            #expect(details.scrollView?.contentSize == Size(width: 414, height: 420))
            #expect(driver.describeScreen() == """
                NavigationBar < "Journal" "Entry"
                View background system(systemBackgroundColor)
                  scrollView
                    Label "\(Self.secondEntry)"
                    Label "Names of any length fit in the lists."
                    ImageView image "lines.png"
                    Button "More Details"
                """)

            // More Details: the xib's button sends `showMoreDetails:` to File's Owner.
            try driver.tap("More Details")
            #expect(driver.describeScreen() == """
                NavigationBar < "Entry" "Notes"
                View background system(systemBackgroundColor)
                  TextView "Labels in the details screen wrap; the lists truncate."
                """)

            // Back twice, then an entry from the list itself.
            try driver.tapBack()
            try driver.tapBack()
            try driver.tap(.text(Self.firstEntry))
            let again = try #require(entries.topViewController as? EntryDetailsViewController)
            #expect(again !== details)
            #expect(again.contentView !== content)
            #expect(driver.describeScreen() == """
                NavigationBar < "Journal" "Entry"
                View background system(systemBackgroundColor)
                  scrollView
                    Label "\(Self.firstEntry)"
                    Label "The boats sat on the mud until noon."
                    ImageView image "harbour.png"
                    Button "More Details"
                """)
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
        }

        @Test("the seed's sample project, unmodified, with the example's classes under its class names", .requiresSharedData)
        func sample() throws {
            _ = try Corpus.path(Self.sampleDirectory + "/Base.lproj/EntryDetailsContentView.xib")
            // The sample is an iOS 7 app: modal presentations covered the screen.
            let (application, driver) = try Self.launch(
                directory: Corpus.root + "/" + Self.sampleDirectory, classNames: Self.sampleClasses, presentation: .fullScreen)
            defer { testEnvironment.automaticPresentationStyle = .pageSheet }
            let delegate = try #require(application.delegate as? EntriesAppDelegate)
            let factory = try #require(delegate.appController?.factory)
            let entries = try factory.entriesNavigationController()
            #expect(driver.describeScreen() == """
                NavigationBar left [Settings] "Entries"
                TableView background white(1.000)
                  Cell "\(Self.firstEntry)"
                  Cell "\(Self.secondEntry)"
                """)

            try driver.tap("Settings")
            let settings = try factory.settingsNavigationController()
            #expect(entries.presentedViewController === settings)
            #expect(entries.isVisible == false)
            #expect(driver.describeScreen() == """
                NavigationBar left [Done] "Tap To Show Entry"
                TableView background white(1.000)
                  Cell "\(Self.firstEntry)"
                  Cell "\(Self.secondEntry)"
                """)

            // Picking an entry: details pushed on the entries navigation controller behind the
            // settings, which then hide.
            try driver.tap(.text(Self.firstEntry))
            #expect(entries.presentedViewController == nil)
            #expect(entries.isVisible)
            let details = try #require(entries.topViewController as? EntryDetailsViewController)
            #expect(details.className == "M3EntryDetailsViewController")
            #expect(details.isVisible)
            #expect(details.contentView?.className == "M3EntryDetailsContentView")
            #expect(details.contentView?.superview === details.scrollView)
            #expect(driver.describeScreen() == """
                NavigationBar < "Entries"
                View background white(1.000)
                  scrollView
                    Label "\(Self.firstEntry)"
                    Label "The boats sat on the mud until noon."
                    ImageView image "harbour.png"
                    Button "View More Details"
                """)

            // The xib's button sends `showMoreDetails:` to First Responder: up the chain from
            // the button, through the content and scroll views, to the details controller.
            try driver.tap("View More Details")
            let more = try #require(entries.topViewController as? EntryMoreDetailsViewController)
            #expect(more.className == "M3EntryMoreDetailsViewController")
            #expect(driver.describeScreen() == """
                NavigationBar < "Back"
                View background white(1.000)
                  TextView "Tide tables said 0.4 m at 11:52; the slipway was dry for three hours."
                """)

            // Back to the list; Done in the settings without picking an entry.
            try driver.tapBack()
            try driver.tapBack()
            try driver.tap("Settings")
            try driver.tapBarButton("Done")
            #expect(entries.presentedViewController == nil)
            #expect(entries.viewControllers.map(\.className) == ["M3EntriesViewController"])
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
        }
    }
}
