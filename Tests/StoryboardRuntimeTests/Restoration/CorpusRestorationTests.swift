import Foundation
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

extension RuntimeSuite {
    /// danielctull's "State Restoration Test" storyboard from the corpus: every controller
    /// is named by `useStoryboardIdentifierAsRestorationIdentifier`. Its classes are not in the
    /// corpus, so they stand in as their base classes (with a warning each).
    @MainActor
    @Suite("State restoration: the corpus's State Restoration Test", .requiresSharedData)
    struct CorpusRestorationTests {
        let archive = makeArchivePath()
        static let directory = Corpus.root + "/danielctull-tests__State-Restoration-Test/State Restoration Test"

        func launch() throws -> Application {
            testEnvironment.classes.reset()
            testEnvironment.diagnostics.reset()
            LifecycleLog.entries = []
            return try Application.launch(
                delegate: RestoringAppDelegate(), bundle: ResourceBundle(directory: Self.directory),
                mainStoryboard: "iPhone", stateArchive: archive)
        }

        @Test("the pushed event screen is saved and comes back from the storyboard")
        func pushedEvent() throws {
            let application = try launch()
            let navigation = try #require(application.delegate.window?.rootViewController as? NavigationController)
            #expect(navigation.restorationIdentifier == "Navigation")
            let storyboard = try Storyboard(name: "iPhone", bundle: application.bundle)
            navigation.pushViewController(try storyboard.instantiateViewController(withIdentifier: "EventViewController"), animated: false)
            let driver = try Driver(application: application)
            let screen = driver.describeScreen()
            #expect(screen == """
                NavigationBar < "Events" "Event"
                View background white(1.000)
                  Label "Label"
                """)
            application.enterBackground()
            let saved = try JSONDecoder().decode(RestorationArchive.self, from: Data(contentsOf: URL(fileURLWithPath: archive)))
            #expect(saved.root?.walk().map { $0.path.joined(separator: "/") } == [
                "Navigation", "Navigation/EventsViewController", "Navigation/EventViewController",
            ])
            #expect(saved.root?.children.map(\.className) == ["EventsViewController", "EventViewController"])

            let restored = try launch()
            let restoredDriver = try Driver(application: restored)
            #expect(restoredDriver.describeScreen() == screen)
            let stack = try #require(restored.delegate.window?.rootViewController as? NavigationController).viewControllers
            #expect(stack.map(\.restorationIdentifier) == ["EventsViewController", "EventViewController"])
            #expect(testEnvironment.diagnostics.warnings.map(\.message) == [
                "Unknown class EventsViewController in Interface Builder file; using TableViewController",
                "Unknown class EventViewController in Interface Builder file; using ViewController",
            ])
            try restoredDriver.tapBack()
            // Prototype mode: the missing table controller's prototype cell shows once.
            #expect(restoredDriver.describeScreen() == """
                NavigationBar "Events" right [+]
                TableView background white(1.000)
                  Cell "Title" >
                """)
        }
    }
}
