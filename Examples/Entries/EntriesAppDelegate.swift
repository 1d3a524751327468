import StoryboardRuntime

/// The application delegate: it only answers the application. At launch it has the factory
/// make the app's objects and the app controller put the entries context in a new window.
/// The app has no main storyboard: `Info.plist` names this class instead
/// (`OpenStoryboardApplicationDelegate`), as `UIApplicationMain`'s last argument would.
@MainActor
public final class EntriesAppDelegate: Responder, ApplicationDelegate {
    public var window: Window?
    public private(set) var appController: AppController?

    public func application(_ application: Application, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        let controller = AppController(factory: AppFactory(bundle: application.bundle))
        appController = controller
        let window = Window()
        self.window = window
        controller.launch(in: window)
        return true
    }
}
