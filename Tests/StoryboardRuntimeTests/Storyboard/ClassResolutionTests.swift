@testable import StoryboardRuntime
import Testing

/// How `customClass` / `customModule` find a class, by UIKit's rule: the nib asks
/// `NSClassFromString("Module.Class")` when the document names a module (only that module's
/// class answers), the bare name otherwise (here: registrations, then the modules the app
/// declares); `customModuleProvider="target"` is the app's own module. Unknown → the base
/// class and a warning.
@MainActor
@Suite("Custom class resolution", .inOwnRuntimeEnvironment)
struct ClassResolutionTests {
    static func storyboard(controllerAttributes: String, labelAttributes: String = "") throws -> Storyboard {
        try DecodingFixture.storyboard(initial: "vc", DecodingFixture.scene(
            "vc", attributes: controllerAttributes, body: DecodingFixture.rootView(subviews: """
                <label opaque="NO" contentMode="left" text="Hi" \(labelAttributes) id="label">
                    <rect key="frame" x="0.0" y="100" width="100" height="21"/>
                </label>
                """)))
    }

    var unknownClassWarnings: [String] {
        testEnvironment.diagnostics.warnings.filter { $0.id == .unknownClass }.map(\.message)
    }

    @Test func aRegisteredClassStandsInForTheDocumentsName() throws {
        let storyboard = try Self.storyboard(controllerAttributes: "customClass=\"BNRColorViewController\"")
        testEnvironment.classes.register(ResolvedController.self, as: "BNRColorViewController")
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(controller is ResolvedController)
        #expect(controller.className == "BNRColorViewController")
        #expect(unknownClassWarnings.isEmpty)
    }

    @Test func aRegistrationWithTheModuleWins() throws {
        let storyboard = try Self.storyboard(controllerAttributes: "customClass=\"ResolvedController\" customModule=\"App\"")
        testEnvironment.classes.register(OtherResolvedController.self, as: "App.ResolvedController")
        #expect(try storyboard.instantiateInitialViewController() is OtherResolvedController)
    }

    @Test func theDocumentsModuleIsLookedUp() throws {
        let storyboard = try Self.storyboard(
            controllerAttributes: "customClass=\"ResolvedController\" customModule=\"StoryboardRuntimeTests\" customModuleProvider=\"target\"",
            labelAttributes: "customClass=\"ResolvedLabel\" customModule=\"StoryboardRuntimeTests\"")
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(type(of: controller) == ResolvedController.self)
        #expect(type(of: controller.view.subviews[0]) == ResolvedLabel.self)
        #expect(unknownClassWarnings.isEmpty)
    }

    @Test func declaredModulesAreSearchedForNamesWithoutAModule() throws {
        let storyboard = try Self.storyboard(controllerAttributes: "customClass=\"ResolvedController\"")
        testEnvironment.classes.modules = ["Missing", "StoryboardRuntimeTests"]
        #expect(try storyboard.instantiateInitialViewController() is ResolvedController)
        #expect(unknownClassWarnings.isEmpty)
    }

    /// `NSClassFromString("NetNewsWire.ResolvedController")` is nil in a process whose only
    /// `ResolvedController` lives in another module: the declared modules and a registration
    /// under the bare name answer bare names only.
    @Test func aClassOfAnotherModuleNeverStandsIn() throws {
        let storyboard = try Self.storyboard(
            controllerAttributes: "customClass=\"ResolvedController\" customModule=\"NetNewsWire\" customModuleProvider=\"target\"",
            labelAttributes: "customClass=\"ResolvedLabel\" customModule=\"Fancy\"")
        testEnvironment.classes.modules = ["StoryboardRuntimeTests"]
        testEnvironment.classes.register(ResolvedLabel.self, as: "ResolvedLabel")
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(type(of: controller) == ViewController.self)
        #expect(type(of: controller.view.subviews[0]) == Label.self)
        #expect(unknownClassWarnings == [
            "Unknown class NetNewsWire.ResolvedController in Interface Builder file; using ViewController",
            "Unknown class Fancy.ResolvedLabel in Interface Builder file; using Label",
        ])
    }

    /// `customModuleProvider="target"`: Xcode compiles the class into whatever target holds the
    /// storyboard, so the module written (the target's name when the class was chosen) gives
    /// way to the app's own module when the host names it.
    @Test func theTargetsModuleIsTheAppsOwn() throws {
        let storyboard = try Self.storyboard(
            controllerAttributes: "customClass=\"ResolvedController\" customModule=\"OldAppName\" customModuleProvider=\"target\"",
            labelAttributes: "customClass=\"ResolvedLabel\" customModule=\"OldAppName\"")
        testEnvironment.classes.appModule = "StoryboardRuntimeTests"
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(type(of: controller) == ResolvedController.self)
        // Without the provider the module is fixed: OldAppName has no ResolvedLabel.
        #expect(type(of: controller.view.subviews[0]) == Label.self)
        #expect(unknownClassWarnings == ["Unknown class OldAppName.ResolvedLabel in Interface Builder file; using Label"])
    }

    @Test func aRegistrationUnderTheBareNameAnswersBareNamesOnly() throws {
        let storyboard = try Self.storyboard(
            controllerAttributes: "customClass=\"SettingsViewController\" customModule=\"Habitica\" customModuleProvider=\"target\"")
        testEnvironment.classes.register(ResolvedController.self, as: "SettingsViewController")
        #expect(type(of: try #require(try storyboard.instantiateInitialViewController())) == ViewController.self)
        testEnvironment.classes.register(OtherResolvedController.self, as: "Habitica.SettingsViewController")
        #expect(type(of: try #require(try storyboard.instantiateInitialViewController())) == OtherResolvedController.self)
    }

    @Test func anUnknownClassFallsBackToTheBaseClassWithAWarning() throws {
        let storyboard = try Self.storyboard(
            controllerAttributes: "customClass=\"ResolvedController\"",
            labelAttributes: "customClass=\"FancyLabel\" customModule=\"Fancy\"")
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(type(of: controller) == ViewController.self)
        #expect(controller.className == "ResolvedController")
        let label = try #require(controller.view.subviews.first)
        #expect(type(of: label) == Label.self)
        #expect((label as? Label)?.text == "Hi")
        #expect(unknownClassWarnings == [
            "Unknown class ResolvedController in Interface Builder file; using ViewController",
            "Unknown class Fancy.FancyLabel in Interface Builder file; using Label",
        ])
        let warning = try #require(testEnvironment.diagnostics.warnings.first)
        #expect(warning.path == storyboard.path)
        #expect(warning.position?.line == 10)
        #expect(warning.description.hasSuffix("Main.storyboard:10:17: warning: Unknown class ResolvedController in Interface Builder file; using ViewController [unknown-class]"))
    }

    @Test func aClassOfTheWrongKindFallsBackToo() throws {
        let storyboard = try Self.storyboard(controllerAttributes: "customClass=\"ResolvedLabel\" customModule=\"StoryboardRuntimeTests\"")
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(type(of: controller) == ViewController.self)
        #expect(unknownClassWarnings == ["Unknown class StoryboardRuntimeTests.ResolvedLabel in Interface Builder file; using ViewController"])
    }

    @Test func uikitClassNamesAreTheRuntimesOwn() throws {
        let storyboard = try Self.storyboard(
            controllerAttributes: "customClass=\"UIViewController\"", labelAttributes: "customClass=\"UILabel\"")
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(type(of: controller) == ViewController.self)
        #expect(type(of: controller.view.subviews[0]) == Label.self)
        #expect(unknownClassWarnings.isEmpty)
    }
}

extension ClassResolutionTests {
    static func segueScenes(segueClass: String) -> String {
        DecodingFixture.scene(
            "vc", attributes: "customClass=\"SegueSourceController\" customModule=\"StoryboardRuntimeTests\"",
            body: DecodingFixture.rootView(subviews: """
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="button">
                    <rect key="frame" x="20" y="130" width="100" height="30"/>
                    <state key="normal" title="Go"/>
                    <connections>
                        <segue destination="dest" kind="custom" identifier="go" customClass="\(segueClass)" id="segue"/>
                    </connections>
                </button>
                """))
            + DecodingFixture.scene(
                "dest", attributes: "customClass=\"SegueDestinationController\" customModule=\"StoryboardRuntimeTests\"", body: "")
    }

    @Test func aRegisteredSegueClassPerformsTheSegue() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "vc", Self.segueScenes(segueClass: "FadeSegue"))
        testEnvironment.classes.register(FadeLoggingSegue.self, as: "FadeSegue")
        FixtureCallLog.shared.entries = []
        let (_, driver) = DecodingFixture.show(try #require(try storyboard.instantiateInitialViewController()))
        try driver.tap("Go")
        #expect(FixtureCallLog.shared.entries == ["destination awake", "prepare go FadeLoggingSegue", "perform"])
    }

    @Test func aMissingSegueClassIsATypedErrorWhenPerformed() throws {
        let storyboard = try DecodingFixture.storyboard(initial: "vc", Self.segueScenes(segueClass: "MissingSegue"))
        FixtureCallLog.shared.entries = []
        let (_, driver) = DecodingFixture.show(try #require(try storyboard.instantiateInitialViewController()))
        #expect(testEnvironment.diagnostics.warnings.isEmpty)
        let error = try #require(throws: RuntimeError.self) { try driver.tap("Go") }
        #expect(error.kind == .unknownSegueClass("MissingSegue"))
        #expect(error.message == "Could not find a segue class named 'MissingSegue' (scene scene-vc, object segue)")
        #expect(error.position != nil)
        // UIKit raises once the destination exists, before `prepare(for:sender:)`.
        #expect(FixtureCallLog.shared.entries == ["destination awake"])
    }
}

@MainActor
final class SegueSourceController: ViewController {
    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        FixtureCallLog.shared.add("prepare \(segue.identifier ?? "nil") \(type(of: segue))")
    }
}

@MainActor
final class SegueDestinationController: ViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
        FixtureCallLog.shared.add("destination awake")
    }
}

@MainActor
final class FadeLoggingSegue: StoryboardSegue {
    override func perform() { FixtureCallLog.shared.add("perform") }
}

@MainActor
class ResolvedController: ViewController {}

@MainActor
final class OtherResolvedController: ResolvedController {}

@MainActor
final class ResolvedLabel: Label {}
