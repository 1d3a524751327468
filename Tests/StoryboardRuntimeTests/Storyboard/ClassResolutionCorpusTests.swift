import Entries
import Foundation
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

/// Real apps whose classes share a name with a class of this project's examples: with the
/// examples' modules declared (as `storyboard run` declares them), the apps' own module still
/// decides, so their scenes get the UIKit base class and a warning, never the example's class.
@MainActor
@Suite("Custom class resolution on real apps", .inOwnRuntimeEnvironment)
struct ClassResolutionCorpusTests {
    static func settingsStoryboard(_ folder: String) throws -> Storyboard {
        testEnvironment.classes.modules = ["Colorboard", "Entries", "LinkedTabs"]
        let path = try Corpus.path(folder + "/Settings.storyboard")
        let bundle = ResourceBundle(directory: (path as NSString).deletingLastPathComponent)
        return try Storyboard(name: "Settings", bundle: bundle, environment: testEnvironment)
    }

    var unknownClassWarnings: [String] {
        testEnvironment.diagnostics.warnings.filter { $0.id == .unknownClass }.map(\.message)
    }

    @Test func netNewsWiresSettingsAreNotTheEntriesExamples() throws {
        // The example has the class the document names, in another module.
        #expect(_typeByName("Entries.SettingsViewController") == Entries.SettingsViewController.self)
        let storyboard = try Self.settingsStoryboard("Ranchero-Software__NetNewsWire/iOS/Settings")
        let resolved = testEnvironment.classes.resolve("SettingsViewController", module: "NetNewsWire", isAppModule: true)
        #expect(resolved == nil)
        let settings = try storyboard.instantiateViewController(withIdentifier: "SettingsViewController")
        #expect(type(of: settings) == TableViewController.self)
        #expect(settings.className == "SettingsViewController")
        #expect(unknownClassWarnings.first == "Unknown class NetNewsWire.SettingsViewController in Interface Builder file; using TableViewController")
    }

    @Test(.requiresSharedData) func habiticasSettingsAreNotTheEntriesExamples() throws {
        let storyboard = try Self.settingsStoryboard("HabitRPG__habitica-ios/HabitRPG/Storyboards/Base.lproj")
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let settings = try #require(navigation.viewControllers.first)
        #expect(type(of: settings) == ViewController.self)
        #expect(settings.className == "SettingsViewController")
        #expect(unknownClassWarnings.contains("Unknown class Habitica.SettingsViewController in Interface Builder file; using ViewController"))
        #expect(!unknownClassWarnings.contains { $0.contains("Entries") })
    }
}
