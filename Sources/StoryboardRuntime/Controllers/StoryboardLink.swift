import StoryboardFormat

/// A scene that stands for a scene of another storyboard, the way the seeds link storyboards
/// before storyboard references existed (RBStoryboardLink): a plain view controller whose
/// custom class is the link, configured by the runtime attributes `storyboardName` and,
/// optionally, `sceneIdentifier` (without it, the storyboard's initial controller).
///
/// The target scene is instantiated when the link wakes (so a segue's `prepare(for:sender:)`
/// can already reach it through `scene`), embedded as the link's child when the link's view
/// loads (`addChild`, its view added, `didMove(toParent:)`: it appears and disappears with the
/// link), and the link adopts its navigation item, title and presentation settings, so that
/// on a navigation bar or a tab bar the link does not show. ClassRegistry answers the seeds'
/// class name `RBStoryboardLink` with this class.
@MainActor
open class StoryboardLink: ViewController {
    /// The storyboard to link to, without extension, in the link's own bundle.
    @Inspectable public var storyboardName: String?
    /// The storyboard identifier of the scene; nil or empty for the initial controller.
    @Inspectable public var sceneIdentifier: String?
    /// Accepted for the seeds' documents; storyboards are always looked up in the link's own
    /// bundle (the runtime has one bundle per app).
    @Inspectable public var storyboardBundleIdentifier: String?

    /// The linked scene, once the link is awake.
    public private(set) var scene: ViewController?

    public required init() {
        super.init()
    }

    /// The scene once it is embedded (the link's view has loaded): what the driver and the
    /// screen description look through to.
    public var embeddedScene: ViewController? {
        guard let scene, scene.parent === self else { return nil }
        return scene
    }

    /// Instantiates the scene and adopts its items. A failure (no storyboard name, a missing
    /// storyboard or identifier, a chain of links that comes back on itself) is where UIKit
    /// would stop on an assertion: it is recorded as a typed error naming the link's file,
    /// scene and object, and thrown by the instantiation that woke the link.
    open override func awakeFromNib() {
        super.awakeFromNib()
        do {
            let scene = try StoryboardReferenceResolver.instantiateLinkedScene(of: self)
            self.scene = scene
            adoptItems(of: scene)
        } catch {
            deliver(error)
        }
    }

    /// The navigation item is shared, not copied, so what the scene changes later (a title
    /// set in `viewDidLoad`, bar buttons) shows too. The tab bar item is the link's own when
    /// the document gives it one (the seeds' tabs are titled on the link), shared with the
    /// scene so that a badge the scene sets shows on the tab; otherwise the scene's.
    private func adoptItems(of scene: ViewController) {
        let ownTabBarItem = tabBarItem
        let hasOwnTabBarItem = ownTabBarItem.title != nil || ownTabBarItem.imageName != nil || ownTabBarItem.systemItem != nil
        let ownTabTitle = ownTabBarItem.title
        if let title = scene.title { self.title = title }
        ownTabBarItem.title = ownTabTitle
        navigationItem = scene.navigationItem
        if hasOwnTabBarItem {
            scene.tabBarItem = ownTabBarItem
        } else {
            tabBarItem = scene.tabBarItem
        }
        modalPresentationStyle = scene.modalPresentationStyle
        modalTransitionStyle = scene.modalTransitionStyle
        definesPresentationContext = scene.definesPresentationContext
        hidesBottomBarWhenPushed = scene.hidesBottomBarWhenPushed
    }

    /// Embeds the scene, its view filling the link's, which turns clear (as the seeds' link
    /// does): a person sees the scene only, and so does `describeScreen()`.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = nil
        guard let scene else { return }
        addChild(scene)
        scene.view.frame = view.bounds
        view.addSubview(scene.view)
        scene.callDidMove(toParent: self)
    }
}
