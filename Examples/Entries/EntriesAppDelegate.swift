import StoryboardRuntime

/// The application delegate: it only answers the application. At launch it has the factory
/// make the app's objects and the app controller put the entries context in a new window.
/// The app has no main storyboard: `Info.plist` names this class instead
/// (`OpenStoryboardApplicationDelegate`), as `UIApplicationMain`'s last argument would.
///
/// It opts in to state restoration. The window and the entries context are made in
/// `willFinishLaunching`, so that restoration finds them there (the app builds its window in
/// code, and UIKit restores between the two launch callbacks); the controllers restoration
/// needs again come from the factory, so that restored screens are wired as fresh ones.
@MainActor
public final class EntriesAppDelegate: Responder, ApplicationDelegate {
    public var window: Window?
    public private(set) var appController: AppController?

    /// The restoration identifiers of the storyboards' scenes the delegate makes again (the
    /// lists need none: their navigation controllers bring them).
    enum RestorationIdentifier {
        static let entriesNavigation = "EntriesNavigationController"
        static let settingsNavigation = "SettingsNavigationController"
        static let details = "EntryDetailsViewController"
        static let moreDetails = "EntryMoreDetailsViewController"
    }

    public func application(_ application: Application, willFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        let controller = AppController(factory: AppFactory(bundle: application.bundle))
        appController = controller
        let window = Window()
        self.window = window
        controller.launch(in: window)
        return true
    }

    public func application(_ application: Application, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        window?.makeKeyAndVisible()
        return true
    }

    // MARK: State restoration

    public func application(_ application: Application, shouldSaveApplicationState coder: StateCoder) -> Bool { true }
    public func application(_ application: Application, shouldRestoreApplicationState coder: StateCoder) -> Bool { true }

    /// The factory's controllers: its contexts' navigation controllers (the ones the app
    /// controller shows), and new details screens for the entry each saved in `coder`. Nil
    /// for the rest, which the runtime finds in their containers.
    public func application(
        _ application: Application, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: StateCoder
    ) -> ViewController? {
        guard let factory = appController?.factory else { return nil }
        do throws(RuntimeError) {
            switch identifierComponents.last {
            case RestorationIdentifier.entriesNavigation:
                return try factory.entriesNavigationController()
            case RestorationIdentifier.settingsNavigation:
                return try factory.settingsNavigationController()
            case RestorationIdentifier.details:
                guard let entry = Self.entry(savedIn: coder, forKey: EntryDetailsViewController.entryKey, store: factory.store)
                else { return nil }
                return try factory.entryDetailsViewController(for: entry)
            case RestorationIdentifier.moreDetails:
                guard let entry = Self.entry(savedIn: coder, forKey: EntryMoreDetailsViewController.entryKey, store: factory.store)
                else { return nil }
                return try factory.entryMoreDetailsViewController(for: entry)
            default:
                return nil
            }
        } catch {
            Application.shared.environment.raise(error)
            return nil
        }
    }

    public func application(_ application: Application, didDecodeRestorableStateWith coder: StateCoder) {
        appController?.dropScreensWithoutEntry()
    }

    private static func entry(savedIn coder: StateCoder, forKey key: String, store: EntryStore) -> Entry? {
        coder.decodeString(forKey: key).flatMap(store.entry(withIdentifier:))
    }
}
