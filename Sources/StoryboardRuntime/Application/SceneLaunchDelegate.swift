import StoryboardFormat

/// The application delegate of `storyboard run --scene`: its window shows one scene of a
/// storyboard instead of the entry point. A scene that is the root of a navigation controller
/// launches inside it (with its bar), as it appears on the canvas.
@MainActor
public final class SceneLaunchDelegate: ApplicationDelegate {
    public var window: Window?
    let storyboardName: String
    let scene: String

    /// `scene` is a storyboard identifier, a controller's object id or a scene id.
    public init(storyboardName: String, scene: String) {
        self.storyboardName = storyboardName
        self.scene = scene
    }

    public func application(_ application: Application, willFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        do {
            let window = Window()
            window.rootViewController = try controller(in: application)
            self.window = window
        } catch {
            // The launch throws it (`Application.launch` checks failures).
            application.environment.failures.record(error)
        }
        return true
    }

    private func controller(in application: Application) throws(RuntimeError) -> ViewController {
        let storyboard = try Storyboard(name: storyboardName, bundle: application.bundle, environment: application.environment)
        guard let id = Self.launchID(of: scene, in: storyboard.document) else {
            throw RuntimeError(.unknownScene(scene), file: storyboard.path)
        }
        return try storyboard.instantiateViewController(sceneObjectID: id)
    }

    /// The object id of the controller to launch for `query`: the scene's controller, or the
    /// navigation controller whose root it is.
    static func launchID(of query: String, in document: Document) -> String? {
        let controllers = document.viewControllers
        guard var member = document.member(withStoryboardIdentifier: query)
            ?? controllers.first(where: { $0.id == query })
            ?? document.scenes.first(where: { $0.sceneID == query })?.viewController
        else { return nil }
        var seen: Set<String> = []
        while let id = member.id, seen.insert(id).inserted,
            let container = controllers.first(where: { candidate in
                candidate.controllerKind == .navigationController
                    && candidate.segues.contains { $0.relationship == "rootViewController" && $0.destinationID == id }
            })
        {
            member = container
        }
        return member.id
    }
}

/// The application delegate of `storyboard run FILE.xib`: its window shows the nib's view, as
/// File's Owner's `view` outlet names it, else the nib's first top-level view.
@MainActor
public final class NibLaunchDelegate: ApplicationDelegate {
    public var window: Window?
    let nibName: String

    public init(nibName: String) {
        self.nibName = nibName
    }

    public func application(_ application: Application, willFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        let controller = ViewController()
        do {
            let objects = try Nib(nibName: nibName, bundle: application.bundle).instantiate(withOwner: controller)
            if controller.viewIfLoaded == nil, let view = objects.lazy.compactMap({ $0 as? View }).first {
                controller.view = view
            }
        } catch {
            application.environment.failures.record(error)
        }
        let window = Window()
        window.rootViewController = controller
        self.window = window
        return true
    }
}
