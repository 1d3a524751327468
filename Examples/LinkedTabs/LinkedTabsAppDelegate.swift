import StoryboardRuntime

/// The app of seed 003: no main storyboard; the delegate builds a tab bar controller in code
/// from four storyboards, one tab each, as the seed's "UIStoryboards and UITabBarController"
/// post does. It opts in to state restoration, and builds the window before restoration runs
/// (in will-finish-launching), so that the tabs it made are the ones restored.
public final class LinkedTabsAppDelegate: Responder, ApplicationDelegate {
    public var window: Window?

    /// The storyboards whose initial controllers are the tabs, in order.
    public static let tabStoryboards = ["Messages", "Colors", "Counter", "Settings"]

    public func application(_ application: Application, willFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        do {
            let storyboards = try Self.tabStoryboards.map { (name: String) throws(RuntimeError) -> Storyboard in
                try Storyboard(name: name, bundle: application.bundle)
            }
            let tabs = try TabBarController(storyboardTabs: storyboards)
            tabs.restorationIdentifier = "Tabs"
            let window = Window()
            window.rootViewController = tabs
            self.window = window
        } catch {
            // UIKit would stop here; the launch reports it.
            application.environment.raise(error)
        }
        return true
    }

    public func application(_ application: Application, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        window?.makeKeyAndVisible()
        return true
    }

    public func application(_ application: Application, shouldSaveApplicationState coder: StateCoder) -> Bool { true }
    public func application(_ application: Application, shouldRestoreApplicationState coder: StateCoder) -> Bool { true }
}

extension TabBarController {
    /// A tab bar controller whose tabs are the initial controllers of `storyboards` (the seed's
    /// `tabBarControllerWithStoryboardTabs:` category).
    public convenience init(storyboardTabs storyboards: [Storyboard]) throws(RuntimeError) {
        self.init()
        var tabs: [ViewController] = []
        for storyboard in storyboards {
            guard let initial = try storyboard.instantiateInitialViewController() else {
                throw RuntimeError(.noInitialViewController(storyboard: storyboard.name, purpose: "to be a tab"), file: storyboard.path)
            }
            tabs.append(initial)
        }
        setViewControllers(tabs, animated: false)
    }
}
