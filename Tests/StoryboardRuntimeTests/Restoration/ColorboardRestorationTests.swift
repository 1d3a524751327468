import Colorboard
import Foundation
@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// Colorboard preserved and relaunched: the same screen with the same values, restored in
    /// the order of §9, the editor linked back to the palette's color.
    @MainActor
    @Suite("State restoration: Colorboard")
    struct ColorboardRestorationTests {
        let archive = makeArchivePath()

        /// Launches the example with the logging palette and editor and a restoring delegate.
        static func launch(archive: String, delegate: RestoringAppDelegate = RestoringAppDelegate()) throws -> (Application, Driver) {
            testEnvironment.classes.reset()
            testEnvironment.diagnostics.reset()
            _ = try? testEnvironment.failures.throwIfAny()
            testEnvironment.automaticPresentationStyle = .pageSheet
            testEnvironment.classes.modules = ["Colorboard"]
            testEnvironment.classes.register(LoggingPalette.self, as: "PaletteViewController")
            testEnvironment.classes.register(LoggingEditor.self, as: "ColorViewController")
            LifecycleLog.entries = []
            let application = try Application.launch(
                delegate: delegate, bundle: ResourceBundle(directory: ColorboardWalkthroughTests.exampleDirectory),
                mainStoryboard: "Colorboard", stateArchive: archive)
            return (application, try Driver(application: application))
        }

        static let pushedEditor = """
            NavigationBar < "Colors"
            View background rgb(0.500, 0.000, 1.000)
              TextField #colorName "Violet" placeholder "color name"
              Label "Red"
              Slider #red 0.500 in 0.000...1.000
              Label "Green"
              Slider #green 0.000 in 0.000...1.000
              Label "Blue"
              Slider #blue 1.000 in 0.000...1.000
            """

        @Test("a pushed editor with a moved slider comes back as it was, in §9's order")
        func pushedEditor() throws {
            let (application, driver) = try Self.launch(archive: archive)
            try driver.tap("Blue")
            try driver.slide("red", to: 0.5)
            try driver.type("Violet", into: "colorName")
            #expect(driver.describeScreen() == Self.pushedEditor)

            LifecycleLog.entries = []
            application.enterBackground()
            #expect(LifecycleLog.entries == [
                "app.didEnterBackground",
                "app.shouldSaveApplicationState → true",
                "app.willEncodeRestorableState",
                "Colors.encodeRestorableState",
                "ColorViewController.encodeRestorableState",
            ])
            #expect(FileManager.default.fileExists(atPath: archive))

            let delegate = RestoringAppDelegate()
            let (_, restoredDriver) = try Self.launch(archive: archive, delegate: delegate)
            #expect(restoredDriver.describeScreen() == Self.pushedEditor)
            #expect(LifecycleLog.entries == [
                // The main storyboard's controllers, made before the delegate hears of launch.
                "Colors.awakeFromNib",
                "Colors.willMove(toParent: NavigationController)",
                "Colors.didMove(toParent: NavigationController)",
                "app.willFinishLaunching",
                "app.shouldRestoreApplicationState → true",
                // Create: the delegate is asked first; the palette exists; the editor comes
                // from the storyboard recorded in the archive.
                "app.viewController(PaletteNavigationController) → nil",
                "app.viewController(PaletteNavigationController/PaletteViewController) → nil",
                "app.viewController(PaletteNavigationController/ColorViewController) → nil",
                "ColorViewController.awakeFromNib",
                // Decode, top down: the navigation controller takes its stack back.
                "ColorViewController.willMove(toParent: NavigationController)",
                "ColorViewController.didMove(toParent: NavigationController)",
                "Colors.viewDidLoad",
                "Colors.decodeRestorableState",
                "ColorViewController.viewDidLoad",
                "ColorViewController.decodeRestorableState",
                "app.didDecodeRestorableState",
                "app.didFinishLaunching",
                "Colors.applicationFinishedRestoringState",
                "ColorViewController.applicationFinishedRestoringState",
                // The window shows: only the top of the stack appears.
                "ColorViewController.viewWillAppear",
                "ColorViewController.viewDidAppear",
            ])
            #expect(delegate.decodedLaunchCount == 1)
            #expect(testEnvironment.diagnostics.warnings.isEmpty)

            // The editor edits the palette's color object: going back saves into it.
            let editor = try #require(restoredDriver.visibleController as? ColorViewController)
            let palette = try #require(editor.navigationController?.viewControllers.first as? PaletteViewController)
            #expect(editor.colorDescription === palette.colors[0])
            #expect(editor.existingColor)
            try restoredDriver.tapBack()
            #expect(restoredDriver.describeScreen() == """
                NavigationBar "Colors" right [+]
                TableView background system(systemBackgroundColor)
                  Cell "Violet" >
                """)
            #expect(palette.colors[0].color == Color(red: 0.5, green: 0, blue: 1))
        }

        @Test("the archive holds the tree, the storyboard scenes and the encoded values")
        func archiveContents() throws {
            let (application, driver) = try Self.launch(archive: archive)
            try driver.tap("Blue")
            try driver.slide("red", to: 0.5)
            try driver.type("Violet", into: "colorName")
            application.enterBackground()
            let text = try String(contentsOfFile: archive, encoding: .utf8)
            let decoded = try JSONDecoder().decode(RestorationArchive.self, from: Data(text.utf8))
            #expect(decoded.format == "openstoryboard-state")
            #expect(decoded.version == 1)
            #expect(decoded.application.values == ["launchCount": .integer(1)])
            let root = try #require(decoded.root)
            #expect(root.identifier == "PaletteNavigationController")
            #expect(root.storyboard == .init(name: "Colorboard", scene: "Wn4-Hc-Pa1", directory: nil))
            #expect(root.children.map(\.identifier) == ["PaletteViewController", "ColorViewController"])
            let palette = root.children[0]
            #expect(palette.state.values["names"] == .array([.string("Blue")]))
            #expect(palette.state.values["colors"] == .array([.object([
                "red": .integer(0), "green": .integer(0), "blue": .integer(1), "alpha": .integer(1),
            ])]))
            let editor = root.children[1]
            #expect(editor.storyboard == .init(name: "Colorboard", scene: "Rb5-Xe-w9C", directory: nil))
            #expect(editor.state.values == [
                "existingColor": .bool(true), "name": .string("Violet"), "colorIndex": .integer(0),
                "sliders": .array([.number(0.5), .integer(0), .integer(1)]),
            ])
            #expect(editor.state.references == ["palette": ["PaletteNavigationController", "PaletteViewController"]])
            #expect(root.presented == nil)
        }

        static let presentedEditor = """
            NavigationBar right [Done]
            View background rgb(0.000, 0.250, 1.000)
              TextField #colorName "Dusk" placeholder "color name"
              Label "Red"
              Slider #red 0.000 in 0.000...1.000
              Label "Green"
              Slider #green 0.250 in 0.000...1.000
              Label "Blue"
              Slider #blue 1.000 in 0.000...1.000
            """

        @Test("a presented editor restores presented, full screen, and Done adds its color")
        func presentedEditor() throws {
            let (application, driver) = try Self.launch(archive: archive)
            try driver.tap("+")
            try driver.slide("green", to: 0.25)
            try driver.type("Dusk", into: "colorName")
            #expect(driver.describeScreen() == Self.presentedEditor)
            application.enterBackground()

            let (_, restoredDriver) = try Self.launch(archive: archive)
            #expect(restoredDriver.describeScreen() == Self.presentedEditor)
            #expect(LifecycleLog.entries == [
                "Colors.awakeFromNib",
                "Colors.willMove(toParent: NavigationController)",
                "Colors.didMove(toParent: NavigationController)",
                "app.willFinishLaunching",
                "app.shouldRestoreApplicationState → true",
                "app.viewController(PaletteNavigationController) → nil",
                "app.viewController(PaletteNavigationController/PaletteViewController) → nil",
                // The presented navigation controller comes from the storyboard with its
                // root, the editor, which is then the existing controller at its path.
                "app.viewController(PaletteNavigationController/ColorNavigationController) → nil",
                "ColorViewController.awakeFromNib",
                "ColorViewController.willMove(toParent: NavigationController)",
                "ColorViewController.didMove(toParent: NavigationController)",
                "app.viewController(PaletteNavigationController/ColorNavigationController/ColorViewController) → nil",
                "Colors.viewDidLoad",
                "Colors.decodeRestorableState",
                "ColorViewController.viewDidLoad",
                "ColorViewController.decodeRestorableState",
                "app.didDecodeRestorableState",
                "app.didFinishLaunching",
                "Colors.applicationFinishedRestoringState",
                "ColorViewController.applicationFinishedRestoringState",
                // Full screen: the palette under it does not appear.
                "ColorViewController.viewWillAppear",
                "ColorViewController.viewDidAppear",
            ])
            let editor = try #require(restoredDriver.visibleController as? ColorViewController)
            let navigation = try #require(editor.navigationController)
            #expect(navigation.modalPresentationStyle == .fullScreen)
            let root = try #require(restoredDriver.window.rootViewController as? NavigationController)
            #expect(editor.presentingViewController === root)
            let palette = try #require(root.topViewController as? PaletteViewController)
            #expect(editor.colorDescription === palette.colors[1])

            LifecycleLog.entries = []
            try restoredDriver.tapBarButton("Done")
            #expect(restoredDriver.describeScreen() == """
                NavigationBar "Colors" right [+]
                TableView background system(systemBackgroundColor)
                  Cell "Blue" >
                  Cell "Dusk" >
                """)
            #expect(LifecycleLog.entries == [
                "ColorViewController.viewWillDisappear",
                "Colors.viewWillAppear",
                "Colors.viewDidAppear",
                "ColorViewController.viewDidDisappear",
            ])
            #expect(palette.colors[1].color == Color(red: 0, green: 0.25, blue: 1))
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
        }

        @Test("terminating saves the state as entering the background does; without opting in nothing is saved")
        func terminateAndOptOut() throws {
            let (application, driver) = try Self.launch(archive: archive)
            try driver.tap("Blue")
            LifecycleLog.entries = []
            application.terminate()
            #expect(LifecycleLog.entries == [
                "app.didEnterBackground",
                "app.shouldSaveApplicationState → true",
                "app.willEncodeRestorableState",
                "Colors.encodeRestorableState",
                "ColorViewController.encodeRestorableState",
                "app.willTerminate",
            ])
            #expect(FileManager.default.fileExists(atPath: archive))

            // A delegate that declines to restore: a fresh launch, the archive kept.
            let declining = RestoringAppDelegate()
            declining.restoresState = false
            let (fresh, freshDriver) = try Self.launch(archive: archive, delegate: declining)
            #expect(freshDriver.describeScreen() == """
                NavigationBar "Colors" right [+]
                TableView background system(systemBackgroundColor)
                  Cell "Blue" >
                """)
            #expect(FileManager.default.fileExists(atPath: archive))

            // A delegate that declines to save removes the stale archive.
            declining.savesState = false
            fresh.enterBackground()
            #expect(!FileManager.default.fileExists(atPath: archive))
        }
    }
}
