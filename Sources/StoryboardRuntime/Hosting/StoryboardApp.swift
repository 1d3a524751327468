import Foundation

/// An app whose storyboards and classes live in a package of its own: where its documents are,
/// which module its classes are compiled into, and how it launches. Its executable runs it
/// with ``main(arguments:)`` (what `storyboard run` does for a folder), its tests with
/// ``launch(stateArchive:environment:)``, both the same way.
///
/// The app's classes are found by module, as UIKit finds them with `NSClassFromString`: a
/// document's `customClass="PlanetViewController" customModule="Planets"` is the Swift class
/// `Planets.PlanetViewController`, with no registration per class. `customModuleProvider="target"`
/// means `module`, whatever module the document was written in.
@MainActor
public struct StoryboardApp {
    /// The module the app's classes are compiled into (the SwiftPM target's name).
    public var module: String
    /// Where the storyboards, nibs and `.strings` tables are: a SwiftPM target's `Bundle.module`
    /// or a folder.
    public var bundle: ResourceBundle
    /// The storyboard whose initial controller becomes the window's root (`UIMainStoryboardFile`);
    /// nil when the application delegate makes the window itself.
    public var mainStoryboard: String?
    /// Classes registered under the names documents give them, for those the module lookup
    /// cannot find (a class named by a document of another app, a bare Objective-C name).
    public var registeredClasses: [String: Responder.Type]
    /// Properties the app's extensions add to classes (`@IBInspectable` in an extension), which
    /// its documents' runtime attributes set.
    public var extensionInspectables: [ExtensionInspectable]
    /// Makes the application delegate (`UIApplicationMain`'s delegate class).
    public var makeDelegate: @MainActor () -> any ApplicationDelegate

    /// An app of `module` whose documents are in `bundle` (`ResourceBundle(bundle: .module)`).
    /// By default the main storyboard is `Main` and the delegate is a `StoryboardAppDelegate`,
    /// which opts in to state restoration.
    public init(
        module: String, bundle: ResourceBundle, mainStoryboard: String? = "Main",
        registeredClasses: [String: Responder.Type] = [:],
        extensionInspectables: [ExtensionInspectable] = [],
        delegate makeDelegate: @escaping @MainActor () -> any ApplicationDelegate = { StoryboardAppDelegate() }
    ) {
        self.module = module
        self.bundle = bundle
        self.mainStoryboard = mainStoryboard
        self.registeredClasses = registeredClasses
        self.extensionInspectables = extensionInspectables
        self.makeDelegate = makeDelegate
    }

    /// A new environment in which the app's documents find its classes: its module is the one
    /// `customModuleProvider="target"` means and the one bare class names are searched in.
    public func makeEnvironment() -> RuntimeEnvironment {
        let environment = RuntimeEnvironment()
        environment.classes.appModule = module
        environment.classes.modules = [module]
        for (name, type) in registeredClasses { environment.classes.register(type, as: name) }
        for inspectable in extensionInspectables { environment.classes.register(inspectable) }
        return environment
    }

    /// Launches the app in an environment of its own (``makeEnvironment()``) and returns the
    /// driver of its window: what a test of the app acts on and reads (`describeScreen()`).
    /// With `stateArchive`, the state saved there is restored at launch and saved when the app
    /// enters the background. Throws the `RuntimeError` the launch raised, or
    /// `DriverError.noWindow` when the app made no window.
    public func launch(stateArchive: String? = nil, environment: RuntimeEnvironment? = nil) throws -> Driver {
        let environment = environment ?? makeEnvironment()
        let application = try Application.launch(
            delegate: makeDelegate(), bundle: bundle, mainStoryboard: mainStoryboard,
            stateArchive: stateArchive, environment: environment)
        return try Driver(application: application)
    }
}
