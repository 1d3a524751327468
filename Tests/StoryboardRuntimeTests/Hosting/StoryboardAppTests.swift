import Colorboard
import Foundation
@testable import StoryboardRuntime
import Testing

/// `StoryboardApp`: an app described once (documents, module) launches in an environment of its
/// own, finds its classes by module, and its executable's command line is read as documented.
@MainActor
@Suite("StoryboardApp")
struct StoryboardAppTests {
    static var colorboard: StoryboardApp {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Colorboard").path
        return StoryboardApp(module: "Colorboard", bundle: ResourceBundle(directory: directory), mainStoryboard: "Colorboard")
    }

    @Test func launchesWithTheModulesClassesInAnEnvironmentOfItsOwn() throws {
        let driver = try Self.colorboard.launch()
        #expect(driver.describeScreen() == """
            NavigationBar "Colors" right [+]
            TableView background system(systemBackgroundColor)
              Cell "Blue" >
            """)
        #expect(driver.visibleController is PaletteViewController)
        try driver.tap("+")
        #expect(driver.visibleController is ColorViewController)
        let other = try Self.colorboard.launch()
        #expect(other.window.runtimeEnvironment !== driver.window.runtimeEnvironment)
        #expect(other.describeScreen().hasPrefix("NavigationBar \"Colors\""))
    }

    @Test func theEnvironmentKnowsTheAppsModule() {
        let environment = Self.colorboard.makeEnvironment()
        #expect(environment.classes.appModule == "Colorboard")
        #expect(environment.classes.modules == ["Colorboard"])
        #expect(environment.classes.resolve("ColorViewController", module: "OldName", isAppModule: true) == ColorViewController.self)
        #expect(environment.classes.resolve("ColorViewController", module: "OldName") == nil)
    }

    @Test func theEnvironmentKnowsTheAppsExtensionInspectables() {
        var app = Self.colorboard
        app.extensionInspectables = [ExtensionInspectable(\View.roundedCorners, as: "roundedCorners")]
        let environment = app.makeEnvironment()
        let view = View()
        #expect(environment.classes.setExtensionInspectable(6.0, forKey: "roundedCorners", on: view) == true)
        #expect(view.layer.cornerRadius == 6)
        #expect(Self.colorboard.makeEnvironment().classes.setExtensionInspectable(6.0, forKey: "roundedCorners", on: view) == nil)
    }

    @Test func aMissingMainStoryboardIsATypedError() throws {
        var app = Self.colorboard
        app.mainStoryboard = "Nope"
        let error = try #require(throws: RuntimeError.self) { try app.launch() }
        guard case .storyboardNotFound(let name, _) = error.kind else {
            Issue.record("unexpected \(error.kind)")
            return
        }
        #expect(name == "Nope")
    }

    @Test func theCommandLine() throws {
        let options = try StoryboardApp.Options([
            "--script", "row 0; back", "--storyboard", "Other", "--state", "/tmp/s.json",
            "--language", "de", "--language", "fr", "--full-screen-modals",
        ])
        #expect(options.script == "row 0; back")
        #expect(options.storyboard == "Other")
        #expect(options.state == "/tmp/s.json")
        #expect(options.languages == ["de", "fr"])
        #expect(options.fullScreenModals)
        #expect(!options.showsHelp)
        #expect(try StoryboardApp.Options(["-h"]).showsHelp)
        #expect(throws: StoryboardApp.Options.Invalid.self) { try StoryboardApp.Options(["--script"]) }
        let error = try #require(throws: StoryboardApp.Options.Invalid.self) { try StoryboardApp.Options(["run"]) }
        #expect(error.description == "unknown argument 'run'")
    }
}
