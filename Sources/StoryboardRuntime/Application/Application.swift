/// A running app (`UIApplication`): it loads the main storyboard, if there is one, into a
/// window, and tells its delegate about launch and the other events of its life.
///
/// Several applications can run in one process; each has its own classes, caches and
/// diagnostics (`environment`), and none sees another's.
@MainActor
public final class Application {
    /// The application whose launch or event is being handled (`UIApplication.shared`), or nil
    /// outside one (see `RuntimeEnvironment`).
    public static var sharedIfLaunched: Application? { RuntimeEnvironment.current?.application }

    /// The application whose launch or event is being handled (`UIApplication.shared`); it is
    /// an error to ask outside one, as it is to ask UIKit before `UIApplicationMain`.
    public static var shared: Application {
        guard let application = sharedIfLaunched else { preconditionFailure("no application is handling a launch or an event") }
        return application
    }

    /// What the app owns: its classes, documents, strings tables and diagnostics.
    public let environment: RuntimeEnvironment
    public let delegate: any ApplicationDelegate
    /// Where storyboards and nibs are found.
    public let bundle: ResourceBundle
    public internal(set) var keyWindow: Window?
    public let mainStoryboardName: String?
    /// The file state is preserved to and restored from (see `RestorationArchive`); nil: the
    /// app neither saves nor restores state.
    public let stateArchivePath: String?
    /// The archive the launch restored the state from; nil when it launched fresh.
    public private(set) var restoredStateArchivePath: String?
    /// Whether the app went to the background (and so saved its state) since it launched.
    public private(set) var isInBackground = false

    private init(
        delegate: any ApplicationDelegate, bundle: ResourceBundle, mainStoryboardName: String?, stateArchivePath: String?,
        environment: RuntimeEnvironment
    ) {
        self.environment = environment
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
    ///
    /// The app runs in `environment` (its classes, caches and diagnostics; by default the
    /// current one, else a new one); a launch that fails throws, and so does the launch when
    /// anything it did raised a failure UIKit would crash on.
    @discardableResult
    public static func launch(
        delegate: any ApplicationDelegate, bundle: ResourceBundle, mainStoryboard: String? = nil,
        stateArchive: String? = nil, environment: RuntimeEnvironment? = nil
    ) throws(RuntimeError) -> Application {
        let environment = environment ?? RuntimeEnvironment.current ?? RuntimeEnvironment()
        let application = Application(
            delegate: delegate, bundle: bundle, mainStoryboardName: mainStoryboard, stateArchivePath: stateArchive,
            environment: environment)
        environment.application = application
        try environment.runCheckingFailures { () throws(RuntimeError) in try application.finishLaunching() }
        return application
    }

    private func finishLaunching() throws(RuntimeError) {
        if let mainStoryboard = mainStoryboardName {
            let storyboard = try Storyboard(name: mainStoryboard, bundle: bundle, environment: environment)
            let window = Window()
            window.rootViewController = try storyboard.instantiateInitialViewController()
            if window.rootViewController == nil {
                // UIKit launches with an empty window and logs this.
                environment.diagnostics.warn(
                    "Failed to instantiate the default view controller for UIMainStoryboardFile '\(mainStoryboard)' - perhaps the designated entry point is not set?",
                    file: storyboard.path, id: .noInitialViewController)
            }
            delegate.window = window
        }
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        let restoration = stateArchivePath.flatMap { StateRestoration.load(application: self, path: $0) }
        let restored = restoration?.restore() ?? false
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        if restored {
            restoredStateArchivePath = stateArchivePath
            restoration?.finish()
        }
        if let window = delegate.window, !window.isKeyWindow { window.makeKeyAndVisible() }
    }

    /// The app moves to the background: the delegate hears it, then the state is saved
    /// (when the app has a state archive and the delegate opts in), as UIKit does.
    public func enterBackground() {
        environment.handlingEvent {
            isInBackground = true
            delegate.applicationDidEnterBackground(self)
            if let stateArchivePath { StatePreservation(application: self, path: stateArchivePath).preserve() }
        }
    }

    /// The app is about to end. An app still in the foreground goes to the background first
    /// (and saves its state), as an app the system ends does on iOS.
    public func terminate() {
        if !isInBackground { enterBackground() }
        environment.handlingEvent { delegate.applicationWillTerminate(self) }
        // The process would end here; the environment lets go of the app, so it can be freed.
        environment.application = nil
    }
}
