/// The window the application shows (`UIWindow`): its root view controller's view fills it.
@MainActor
public final class Window: View {
    public private(set) var isKeyWindow = false
    /// The responder that nil-targeted actions reach first (`becomeFirstResponder()`).
    weak var firstResponder: Responder?
    /// The device the window shows on and its last layout (see Window+Layout.swift).
    let screenLayout = ScreenLayout()

    /// The controller whose view fills the window. Replacing it on screen makes the old one
    /// disappear and the new one appear.
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            let visible = isKeyWindow
            if visible { oldValue?.transitionAppearance(false, animated: false) }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            oldValue?.window = nil
            rootViewController?.window = self
            if visible { show() }
        }
    }

    /// A window on the device its app runs on (`RuntimeEnvironment.device`), else the default.
    public required init() {
        super.init()
        if let environment = RuntimeEnvironment.current {
            screenLayout.device = environment.device
            screenLayout.orientation = environment.orientation
        }
        let screen = device.size(orientation)
        frame = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        elementName = "window"
        hostingWindow = self
    }

    /// Shows the window: the root view controller's view loads and appears.
    public func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        runtimeEnvironment?.application?.keyWindow = self
        show()
    }

    /// The root's view fills the window; the root and what it presents appear, bottom up,
    /// except controllers hidden by a full-screen presentation above them (the window shows
    /// a presented controller when state restoration put one back before the window showed).
    private func show() {
        guard let root = rootViewController else { return }
        root.window = self
        root.loadViewIfNeeded()
        addSubview(root.view)
        // Presentations in contexts inside a screen appear with their contexts; one in the
        // current context of a sheet hides that sheet only.
        let chain = screenChain(from: root)
        let environment = layoutEnvironment
        var firstVisible = chain.count - 1
        while firstVisible > 0 && !ScreenLayoutTree.hidesScreensBelow(chain[firstVisible], environment: environment) { firstVisible -= 1 }
        for index in firstVisible..<chain.count {
            let hidden = index + 1 < chain.count && chain[index + 1].resolvedPresentationStyle == .currentContext
            if !hidden { chain[index].transitionAppearance(true, animated: false) }
        }
    }

    /// After the window, the responder chain reaches the app and its delegate, when that is a
    /// responder (`UIApplication.next`): a nil-targeted action nobody in the window performs
    /// can be the app delegate's. (The runtime's `Application` itself has no actions to offer.)
    public override var next: Responder? {
        environment?.application?.delegate as? Responder
    }

    /// The controller whose screen the user sees: the root, or the top of what is presented
    /// over the whole screen. (A presentation in a context inside a container shows in its
    /// context's place in that screen: see `ViewController.shownInPlace`.)
    public var visibleViewController: ViewController? {
        guard let root = rootViewController else { return nil }
        return screenChain(from: root).last
    }
}
