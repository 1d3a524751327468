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
    /// The file state is preserved to and restored from (see `RestorationArchive`); nil: the
    /// app neither saves nor restores state.
    public let stateArchivePath: String?
    /// Whether the app went to the background (and so saved its state) since it launched.
    public private(set) var isInBackground = false

    private init(
        delegate: any ApplicationDelegate, bundle: ResourceBundle, mainStoryboardName: String?, stateArchivePath: String?
    ) {
        self.delegate = delegate
        self.bundle = bundle
        self.mainStoryboardName = mainStoryboardName
        self.stateArchivePath = stateArchivePath
    }

    /// Launches an app (`UIApplicationMain`): with a main storyboard, its initial controller
    /// becomes the root of a new window before the delegate hears
    /// `willFinishLaunchingWithOptions`; then `didFinishLaunchingWithOptions`; then the window
    /// is made key and visible, unless the delegate already did.
    ///
    /// With a `stateArchive` file, the state saved there is restored between
    /// `willFinishLaunchingWithOptions` and `didFinishLaunchingWithOptions` when the delegate
    /// opts in (`StateRestoration` has the phases), and the state is saved there when the app
    /// enters the background.
    @discardableResult
    public static func launch(
        delegate: any ApplicationDelegate, bundle: ResourceBundle, mainStoryboard: String? = nil,
        stateArchive: String? = nil
    ) throws(RuntimeError) -> Application {
        let application = Application(
            delegate: delegate, bundle: bundle, mainStoryboardName: mainStoryboard, stateArchivePath: stateArchive)
        sharedIfLaunched = application
        if let mainStoryboard {
            let storyboard = try Storyboard(name: mainStoryboard, bundle: bundle)
            let window = Window()
            window.rootViewController = try storyboard.instantiateInitialViewController()
            if window.rootViewController == nil {
                // UIKit launches with an empty window and logs this.
                RuntimeDiagnostics.shared.warn(
                    "Failed to instantiate the default view controller for UIMainStoryboardFile '\(mainStoryboard)' - perhaps the designated entry point is not set?",
                    file: storyboard.path, id: "no-initial-view-controller")
            }
            delegate.window = window
        }
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        let restoration = stateArchive.flatMap { StateRestoration.load(application: application, path: $0) }
        let restored = restoration?.restore() ?? false
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        if restored { restoration?.finish() }
        if let window = delegate.window, !window.isKeyWindow { window.makeKeyAndVisible() }
        try RuntimeFailures.shared.throwIfAny()
        return application
    }

    /// The app moves to the background: the delegate hears it, then the state is saved
    /// (when the app has a state archive and the delegate opts in), as UIKit does.
    public func enterBackground() {
        isInBackground = true
        delegate.applicationDidEnterBackground(self)
        if let stateArchivePath { StatePreservation(application: self, path: stateArchivePath).preserve() }
    }

    /// The app is about to end. An app still in the foreground goes to the background first
    /// (and saves its state), as an app the system ends does on iOS.
    public func terminate() {
        if !isInBackground { enterBackground() }
        delegate.applicationWillTerminate(self)
    }
}
