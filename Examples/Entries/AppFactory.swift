import StoryboardRuntime

/// Creates the app's long-lived objects (the entry store, the controllers at the root of each
/// context) and hands each the objects it works with, so that no controller looks anything up
/// globally. Controllers come from the storyboards, lazily: a context's storyboard is opened
/// the first time that context is needed.
@MainActor
public final class AppFactory {
    /// Where the storyboards and the nib are.
    public let bundle: ResourceBundle
    public let store: EntryStore
    /// Set by the app controller when it takes this factory; handed to every controller made.
    public internal(set) weak var appController: AppController?

    private var entriesNavigation: NavigationController?
    private var settingsNavigation: NavigationController?

    public init(bundle: ResourceBundle, store: EntryStore = .journal()) {
        self.bundle = bundle
        self.store = store
    }

    /// The entries context: `Entries.storyboard`'s initial navigation controller, whose root
    /// lists the entries. Made once.
    public func entriesNavigationController() throws(RuntimeError) -> NavigationController {
        if let entriesNavigation { return entriesNavigation }
        let navigation = try initialNavigationController(of: "Entries")
        let list: EntriesViewController = try root(of: navigation, in: "Entries")
        list.appController = appController
        list.store = store
        entriesNavigation = navigation
        return navigation
    }

    /// The settings context: `Settings.storyboard`'s initial navigation controller. Made once.
    public func settingsNavigationController() throws(RuntimeError) -> NavigationController {
        if let settingsNavigation { return settingsNavigation }
        let navigation = try initialNavigationController(of: "Settings")
        let settings: SettingsViewController = try root(of: navigation, in: "Settings")
        settings.appController = appController
        settings.store = store
        settingsNavigation = navigation
        return navigation
    }

    /// A new details screen for `entry`, from the storyboard of the entries context (whichever
    /// scene has the identifier `entryDetails`).
    public func entryDetailsViewController(for entry: Entry) throws(RuntimeError) -> EntryDetailsViewController {
        let details: EntryDetailsViewController = try entriesScene("entryDetails")
        details.entry = entry
        return details
    }

    /// A new notes screen for `entry`, as the details screen makes it (scene `moreDetails`);
    /// the app asks for one when it restores its state.
    public func entryMoreDetailsViewController(for entry: Entry) throws(RuntimeError) -> EntryMoreDetailsViewController {
        let more: EntryMoreDetailsViewController = try entriesScene("moreDetails")
        more.entry = entry
        return more
    }

    /// A new instance of the scene `identifier` of the storyboard the entries context came
    /// from: the screens of that context live beside the list.
    private func entriesScene<Controller: ViewController>(_ identifier: String) throws(RuntimeError) -> Controller {
        guard let storyboard = try entriesNavigationController().storyboard else {
            throw RuntimeError(.controllerNotFromStoryboard("the entries context"))
        }
        let made = try storyboard.instantiateViewController(withIdentifier: identifier)
        guard let controller = made as? Controller else {
            throw Self.unexpected(made, expected: String(describing: Controller.self), scene: identifier, in: storyboard.path)
        }
        return controller
    }

    private func initialNavigationController(of name: String) throws(RuntimeError) -> NavigationController {
        let storyboard = try Storyboard(name: name, bundle: bundle)
        let initial = try storyboard.instantiateInitialViewController()
        guard let navigation = initial as? NavigationController else {
            throw Self.unexpected(initial, expected: "NavigationController", scene: "the initial view controller", in: storyboard.path)
        }
        return navigation
    }

    private func root<Controller: ViewController>(of navigation: NavigationController, in name: String) throws(RuntimeError) -> Controller {
        guard let root = navigation.viewControllers.first as? Controller else {
            throw Self.unexpected(
                navigation.viewControllers.first, expected: String(describing: Controller.self),
                scene: "the navigation controller's root", in: navigation.storyboard?.path)
        }
        return root
    }

    private static func unexpected(_ found: ViewController?, expected: String, scene: String, in path: String?) -> RuntimeError {
        RuntimeError(
            .unexpectedControllerClass(what: scene, found: found?.className ?? "nothing", expected: expected), file: path)
    }
}
