/// A running app (`UIApplication`): it loads the main storyboard, if there is one, into a
/// window, and tells its delegate about launch and the other events of its life.
@MainActor
public final class Application {
    /// The application launched last.
    public private(set) static var sharedIfLaunched: Application?

    /// The application launched last (`UIApplication.shared`); it is an error to ask before
    /// one has launched.
    public static var shared: Application {
        guard let application = sharedIfLaunched else { preconditionFailure("no application has launched") }
        return application
    }

    /// What a presentation with `modalPresentationStyle = .automatic` resolves to: a page
    /// sheet, as on iOS 13 and later. Set it to `.fullScreen` to run an app as iOS 12 and
    /// earlier did (the books' storyboards expect it: their presenters disappear).
    public static var automaticPresentationStyle: ModalPresentationStyle = .pageSheet

    public let delegate: any ApplicationDelegate
    /// Where storyboards and nibs are found.
    public let bundle: ResourceBundle
    public internal(set) var keyWindow: Window?
    public let mainStoryboardName: String?

    private init(delegate: any ApplicationDelegate, bundle: ResourceBundle, mainStoryboardName: String?) {
        self.delegate = delegate
        self.bundle = bundle
        self.mainStoryboardName = mainStoryboardName
    }

    /// Launches an app (`UIApplicationMain`): with a main storyboard, its initial controller
    /// becomes the root of a new window before the delegate hears
    /// `willFinishLaunchingWithOptions`; then `didFinishLaunchingWithOptions`; then the window
    /// is made key and visible, unless the delegate already did.
    @discardableResult
    public static func launch(
        delegate: any ApplicationDelegate, bundle: ResourceBundle, mainStoryboard: String? = nil
    ) throws(RuntimeError) -> Application {
        let application = Application(delegate: delegate, bundle: bundle, mainStoryboardName: mainStoryboard)
        sharedIfLaunched = application
        if let mainStoryboard {
            let storyboard = try Storyboard(name: mainStoryboard, bundle: bundle)
            let window = Window()
            window.rootViewController = try storyboard.instantiateInitialViewController()
            delegate.window = window
        }
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        if let window = delegate.window, !window.isKeyWindow { window.makeKeyAndVisible() }
        try RuntimeFailures.shared.throwIfAny()
        return application
    }

    /// The app moves to the background.
    public func enterBackground() {
        delegate.applicationDidEnterBackground(self)
    }

    /// The app is about to end.
    public func terminate() {
        delegate.applicationWillTerminate(self)
    }
}
