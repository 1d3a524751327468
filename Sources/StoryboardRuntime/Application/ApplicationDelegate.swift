/// What the application tells its delegate (`UIApplicationDelegate`).
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The window; the application sets it when it loads a main storyboard.
    var window: Window? { get set }
    func application(_ application: Application, willFinishLaunchingWithOptions options: [String: Any]?) -> Bool
    func application(_ application: Application, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool
    func applicationDidEnterBackground(_ application: Application)
    func applicationWillTerminate(_ application: Application)

    // State restoration (uikit-semantics.md §9): opt in by answering true to both questions.
    func application(_ application: Application, shouldSaveApplicationState coder: StateCoder) -> Bool
    func application(_ application: Application, shouldRestoreApplicationState coder: StateCoder) -> Bool
    func application(_ application: Application, willEncodeRestorableStateWith coder: StateCoder)
    func application(_ application: Application, didDecodeRestorableStateWith coder: StateCoder)
    /// Asked for a controller its restoration class did not provide; nil lets the runtime look
    /// further (an existing controller, then the storyboard).
    func application(
        _ application: Application, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: StateCoder
    ) -> ViewController?
}

extension ApplicationDelegate {
    public func application(_ application: Application, willFinishLaunchingWithOptions options: [String: Any]?) -> Bool { true }
    public func application(_ application: Application, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool { true }
    public func applicationDidEnterBackground(_ application: Application) {}
    public func applicationWillTerminate(_ application: Application) {}

    /// State is neither saved nor restored unless the delegate opts in, as in UIKit.
    public func application(_ application: Application, shouldSaveApplicationState coder: StateCoder) -> Bool { false }
    public func application(_ application: Application, shouldRestoreApplicationState coder: StateCoder) -> Bool { false }
    public func application(_ application: Application, willEncodeRestorableStateWith coder: StateCoder) {}
    public func application(_ application: Application, didDecodeRestorableStateWith coder: StateCoder) {}
    public func application(
        _ application: Application, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: StateCoder
    ) -> ViewController? { nil }
}
