import StoryboardRuntime

/// The app of seed 003: no main storyboard; the delegate builds a tab bar controller in code
/// from four storyboards, one tab each, as the seed's "UIStoryboards and UITabBarController"
/// post does.
public final class LinkedTabsAppDelegate: Responder, ApplicationDelegate {
    public var window: Window?

    /// The storyboards whose initial controllers are the tabs, in order.
    public static let tabStoryboards = ["Messages", "Colors", "Counter", "Settings"]

    public func application(_ application: Application, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        do {
            let storyboards = try Self.tabStoryboards.map { (name: String) throws(RuntimeError) -> Storyboard in
                try Storyboard(name: name, bundle: application.bundle)
            }
            let window = Window()
            window.rootViewController = try TabBarController(storyboardTabs: storyboards)
            window.makeKeyAndVisible()
            self.window = window
        } catch {
            // UIKit would stop here; the launch reports it.
            RuntimeFailures.shared.record(error)
        }
        return true
    }
}

extension TabBarController {
    /// A tab bar controller whose tabs are the initial controllers of `storyboards` (the seed's
    /// `tabBarControllerWithStoryboardTabs:` category).
    public convenience init(storyboardTabs storyboards: [Storyboard]) throws(RuntimeError) {
        self.init()
        var tabs: [ViewController] = []
        for storyboard in storyboards {
            guard let initial = try storyboard.instantiateInitialViewController() else {
                throw RuntimeError(.invalidDocument("the storyboard '\(storyboard.name)' has no initial view controller to be a tab"), file: storyboard.path)
            }
            tabs.append(initial)
        }
        setViewControllers(tabs, animated: false)
    }
}
