/// What the application tells its delegate (`UIApplicationDelegate`).
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The window; the application sets it when it loads a main storyboard.
    var window: Window? { get set }
    func application(_ application: Application, willFinishLaunchingWithOptions options: [String: Any]?) -> Bool
    func application(_ application: Application, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool
    func applicationDidEnterBackground(_ application: Application)
    func applicationWillTerminate(_ application: Application)
}

extension ApplicationDelegate {
    public func application(_ application: Application, willFinishLaunchingWithOptions options: [String: Any]?) -> Bool { true }
    public func application(_ application: Application, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool { true }
    public func applicationDidEnterBackground(_ application: Application) {}
    public func applicationWillTerminate(_ application: Application) {}
}
