import StoryboardFormat

/// A screen's worth of content and the logic behind it (`UIViewController`).
///
/// Its view loads lazily, the first time `view` is read: `loadView()` (from the storyboard
/// scene, when it came from one) then `viewDidLoad()`. Appearance callbacks come only while it
/// is part of a window's hierarchy, in UIKit's orders (see `uikit-semantics.md` §3).
///
/// Where §3 is silent, a container comes before the children it shows at each step
/// (container `viewWillAppear`, child `viewDidLoad` and `viewWillAppear`, container
/// `viewDidAppear`, child `viewDidAppear`; the same for disappearing), as a container that
/// forwards appearance to its children after its own callback does; `RuntimeSuite` pins it.
@MainActor
open class ViewController: Responder {
    // MARK: Identity

    /// The storyboard the controller was instantiated from.
    public internal(set) var storyboard: Storyboard?
    public var restorationIdentifier: String?
    /// The class that recreates the controller when state is restored (see `Restoration/`).
    public var restorationClass: (any ViewControllerRestoration.Type)?

    /// Saves the controller's own state (preservation; see `Restoration/`). Containers' children,
    /// the selected tab and presented controllers are saved by the runtime, not here.
    open func encodeRestorableState(with coder: StateCoder) {}
    /// Restores what `encodeRestorableState(with:)` saved; the view is loaded and the children
    /// are linked back already.
    open func decodeRestorableState(with coder: StateCoder) {}
    /// Sent to every restored controller once the whole interface is restored.
    open func applicationFinishedRestoringState() {}

    /// The title; setting it also titles the navigation item and tab bar item, as UIKit does.
    open var title: String? {
        didSet {
            navigationItem.title = title
            tabBarItem.title = title
        }
    }

    public var navigationItem = NavigationItem()
    public var tabBarItem = TabBarItem()
    /// The items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [BarButtonItem]?
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    public var definesPresentationContext = false
    /// Whether the user cannot dismiss the controller by a tap outside it (a popover's).
    public var isModalInPresentation = false
    /// The size the controller would like when shown in a popover (zero: no preference).
    public var preferredContentSize = Size(width: 0, height: 0)
    public var hidesBottomBarWhenPushed = false

    public required init() {
        super.init()
    }

    // MARK: The view

    private var loadedView: View?
    /// Builds the view from the storyboard scene, when the controller came from one.
    var viewDecoder: (@MainActor (ViewController) throws(RuntimeError) -> View)?
    /// The other top-level objects of the controller's scene (custom objects, gesture
    /// recognizers, bar button items, views beside its view), which the controller keeps alive
    /// as UIKit's does (`_topLevelObjectsToKeepAliveFromStoryboard`).
    var storyboardTopLevelObjects: [AnyObject] = []
    /// The nib the view loads from, set by `init(nibName:bundle:)` (see `ViewController+Nib`).
    public internal(set) var nibName: String?
    public internal(set) var nibBundle: ResourceBundle?

    /// The root view, loaded on first access.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    public var viewIfLoaded: View? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view: from the storyboard scene if there is one, else an empty view.
    ///
    /// A scene whose view cannot be decoded is where UIKit raises while unarchiving; `view`
    /// cannot throw, so the error goes to the controller's app and is thrown when the call that
    /// loaded the view returns (the instantiation, segue or driver event); the controller keeps
    /// an empty view meanwhile.
    open func loadView() {
        if let viewDecoder {
            // The view loads once: what decoded it (the document, the scene's objects) goes.
            self.viewDecoder = nil
            do {
                view = try viewDecoder(self)
                return
            } catch {
                deliver(error)
            }
        }
        view = View()
    }

    /// Loads the view, as part of the controller's app (see `RuntimeEnvironment`): what
    /// `loadView()` and `viewDidLoad()` make belongs to it, and `Application.shared` answers it.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        withinApp {
            loadView()
            if loadedView == nil { view = View() }
            if isStandIn, documentClassName != nil { PrototypeDataSource.adopt(in: view, of: self) }
            recordCall("viewDidLoad()")
            viewDidLoad()
        }
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called in a layout pass before the view's `layoutSubviews` (see View+Layout.swift).
    open func viewWillLayoutSubviews() {}
    /// Called in a layout pass after the view's `layoutSubviews`.
    open func viewDidLayoutSubviews() {}

    open override var next: Responder? {
        parent ?? presentingViewController ?? loadedView?.superview
    }

    // MARK: Appearance

    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    var appearanceState = AppearanceState.disappeared

    /// Whether the controller is on screen (appearing or appeared).
    public var isVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// The children that appear and disappear with this controller. A plain controller's are
    /// its embedded children; containers name the one they show.
    package var appearanceChildren: [ViewController] {
        guard let root = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: root) == true }
    }

    /// Starts appearing or disappearing: `viewWillAppear` / `viewWillDisappear` on the
    /// controller, then on the children it shows (a child's view loads only then, after the
    /// container's `viewWillAppear`).
    ///
    /// A controller with a current-context presentation in its place (see
    /// `presentedInContext`) passes the transition on to what it presented, as UIKit's
    /// containers do for the presentation in a context they show: a tab switched away from,
    /// or back to, hides or shows the presentation with it. Under `.currentContext` its own
    /// view is off screen, so only the presentation hears it; under `.overCurrentContext`
    /// both do, the controller first.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard let presented = presentedInContext else {
            beginOwnAppearanceTransition(isAppearing, animated: animated)
            return
        }
        if presented.resolvedPresentationStyle != .currentContext { beginOwnAppearanceTransition(isAppearing, animated: animated) }
        presented.beginAppearanceTransition(isAppearing, animated: animated)
    }

    /// The transition of this controller and its children, not of a presentation in its
    /// context (presenting and dismissing in a context make that one's calls themselves).
    func beginOwnAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            beginAppearanceTransitionHook()
            recordCall("viewWillAppear(_:)")
            viewWillAppear(animated)
            for child in appearanceChildren {
                child.beginAppearanceTransition(true, animated: animated)
                installView(of: child)
            }
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            recordCall("viewWillDisappear(_:)")
            viewWillDisappear(animated)
            for child in appearanceChildren { child.beginAppearanceTransition(false, animated: animated) }
        }
    }

    /// Puts an appearing child's view in this controller's view (containers place the child
    /// they show; embedded children are placed already).
    package func installView(of child: ViewController) {}

    /// Runs before `viewWillAppear` (a table view controller loads its rows here).
    package func beginAppearanceTransitionHook() {}

    /// Finishes the transition begun last: `viewDidAppear` / `viewDidDisappear`, then the
    /// children's (and, as for the beginning, a presentation in the controller's context).
    public func endAppearanceTransition() {
        guard let presented = presentedInContext else {
            endOwnAppearanceTransition()
            return
        }
        if presented.resolvedPresentationStyle != .currentContext { endOwnAppearanceTransition() }
        presented.endAppearanceTransition()
    }

    /// The end of `beginOwnAppearanceTransition(_:animated:)`.
    func endOwnAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            layOutBeforeAppearing()
            recordCall("viewDidAppear(_:)")
            viewDidAppear(true)
            for child in appearanceChildren { child.endAppearanceTransition() }
        case .disappearing:
            appearanceState = .disappeared
            recordCall("viewDidDisappear(_:)")
            viewDidDisappear(true)
            for child in appearanceChildren { child.endAppearanceTransition() }
        default:
            break
        }
    }

    /// Appears (or disappears) in one go, as a transition without animation does.
    func transitionAppearance(_ isAppearing: Bool, animated: Bool) {
        beginAppearanceTransition(isAppearing, animated: animated)
        endAppearanceTransition()
    }

    // MARK: Containment

    public private(set) weak var parent: ViewController?
    public private(set) var children: [ViewController] = []
    /// Set when a container announced the move before adding the child (a push segue sends
    /// `willMove(toParent:)` before `prepare(for:sender:)`), so `addChild` does not repeat it.
    weak var announcedParent: ViewController?

    /// Adds a child controller; calls its `willMove(toParent:)`. The container calls
    /// `didMove(toParent:)` when the transition ends.
    open func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        if child.parent != nil {
            child.callWillMove(toParent: nil)
            child.removeFromContainer()
        }
        if child.announcedParent !== self { child.callWillMove(toParent: self) }
        child.announcedParent = nil
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent; calls `didMove(toParent: nil)`. The container
    /// calls `willMove(toParent: nil)` before. As in UIKit, the view stays where it is: the
    /// containment pattern removes it (`view.removeFromSuperview()`) before this call.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        callDidMove(toParent: nil)
    }

    /// What the runtime's containers do to drop a child: its view leaves the container's
    /// view first, so a child still on screen disappears before it hears
    /// `didMove(toParent: nil)`, then `removeFromParent()`.
    func removeFromContainer() {
        loadedView?.removeFromSuperview()
        removeFromParent()
    }

    /// The root view entered or left a superview (`View` calls this). UIKit forwards appearance
    /// to a child whose view enters its on-screen parent's view, or leaves it, as the
    /// containment pattern does by hand (`addChild`, `view.addSubview(child.view)`,
    /// `didMove(toParent:)`). Containers begin a child's transition before installing its view
    /// and end it before removing the view, so their own transitions pass through unchanged.
    /// Only the root view's own moves count (not those of a view it was added to).
    func rootViewDidMove() {
        guard let parent, let root = loadedView else { return }
        let inParentView = parent.loadedView.map { root.isDescendant(of: $0) } ?? false
        switch (inParentView, parent.appearanceState, appearanceState) {
        case (true, .appearing, .disappeared):
            // The parent's `endAppearanceTransition` ends the child's with its own.
            beginAppearanceTransition(true, animated: false)
        case (true, .appeared, .disappeared):
            transitionAppearance(true, animated: false)
        case (false, _, .appearing), (false, _, .appeared):
            transitionAppearance(false, animated: false)
        default:
            break
        }
    }

    /// Replaces the children list in order (containers use it to reorder without callbacks).
    func setChildrenOrder(_ ordered: [ViewController]) {
        children = ordered
    }

    /// Moves `child` to `newParent` (or out of any parent) without containment calls. The
    /// More tab lends a tab bar controller's tab to its navigation controller and takes it
    /// back this way (see TabBarController+More.swift): the push and pop it is shown and
    /// hidden by make the calls, the lending itself is not a containment change an app sees.
    func moveChildSilently(_ child: ViewController, to newParent: ViewController?) {
        if let old = child.parent { old.children.removeAll { $0 === child } }
        child.parent = newParent
        newParent?.children.append(child)
    }

    open func willMove(toParent parent: ViewController?) {}
    open func didMove(toParent parent: ViewController?) {}

    /// `willMove(toParent:)` as the runtime calls it: written down in the app's call log first.
    func callWillMove(toParent parent: ViewController?) {
        recordCall("willMove(toParent: \(parent.map(CallLog.name) ?? "nil"))")
        willMove(toParent: parent)
    }

    /// `didMove(toParent:)` as the runtime calls it: written down in the app's call log first.
    func callDidMove(toParent parent: ViewController?) {
        recordCall("didMove(toParent: \(parent.map(CallLog.name) ?? "nil"))")
        didMove(toParent: parent)
    }

    /// The nearest navigation controller above, or self's own when it is one's child.
    public var navigationController: NavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? NavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    public var tabBarController: TabBarController? {
        var current = parent
        while let candidate = current {
            if let tabs = candidate as? TabBarController { return tabs }
            current = candidate.parent
        }
        return nil
    }

    public var splitViewController: SplitViewController? {
        var current = parent
        while let candidate = current {
            if let split = candidate as? SplitViewController { return split }
            current = candidate.parent
        }
        return nil
    }

    // MARK: Presentation

    /// The controller this one presented (stored on the presenter).
    var presentedStorage: ViewController?
    /// The controller that presented this one (stored on the presented).
    weak var presentingStorage: ViewController?
    /// The presentation controller, once asked for (see PresentationController.swift).
    var storedPresentationController: PresentationController?
    /// The style the presentation shows with, adapted to the environment when it was made.
    var adaptedPresentationStyle: ModalPresentationStyle?

    /// The controller presented by this one or, as UIKit answers, by its nearest ancestor.
    public var presentedViewController: ViewController? {
        var current: ViewController? = self
        while let candidate = current {
            if let presented = candidate.presentedStorage { return presented }
            current = candidate.parent
        }
        return nil
    }

    /// The controller that presented this one or one of its ancestors.
    public var presentingViewController: ViewController? {
        var current: ViewController? = self
        while let candidate = current {
            if let presenting = candidate.presentingStorage { return presenting }
            current = candidate.parent
        }
        return nil
    }

    /// Whether the controller is (inside) a window's hierarchy: its root ancestor, through
    /// parents and presenters, is a window's root view controller.
    public var isInWindowHierarchy: Bool { rootAncestor.window != nil }

    /// The last of this controller's parents (itself when it has none): the controller that
    /// fills its screen.
    var outermostParent: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    var rootAncestor: ViewController {
        var current = self
        while true {
            if let parent = current.parent {
                current = parent
            } else if let presenter = current.presentingStorage {
                current = presenter
            } else {
                return current
            }
        }
    }

    /// Set on a window's root view controller.
    weak var window: Window?

    /// Presents `controller` modally. As UIKit does, the presentation is made on the
    /// controller that fills the screen (the outermost container of this one), except for the
    /// current-context styles, which cover the presentation context: the nearest controller,
    /// from this one up its parents, whose `definesPresentationContext` is true, else that
    /// outermost container (the window's root view controller, or the presented controller
    /// this one is in, as Apple documents for `UIPresentationController.presentingViewController`).
    /// That controller is the `presentingViewController`; inside a container it keeps its
    /// place, so the presentation covers its view only (a tab's content, under the tab bar).
    ///
    /// Presenting a controller that is presented already, or one of the presenter's own
    /// hierarchy (itself, an ancestor, a child), is where UIKit raises; it would also link the
    /// hierarchy into a loop that `rootAncestor` never leaves. It is recorded as a typed error
    /// naming the controller's scene, thrown by the next call that checks, and nothing changes.
    /// Presenting on a controller whose view is not in a window on screen (a controller in
    /// no window, or a context in a tab not selected), or on one that presents already, is
    /// what UIKit refuses with a log message: a `presentation` warning, and nothing changes.
    /// (State restoration puts presentations back without this method, before the window
    /// shows.)
    open func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let outermost = outermostParent
        if let current = controller.presentingStorage {
            controller.recordFailure(.alreadyPresented(controller: controller.className, presenter: current.className))
            return
        }
        if controller.rootAncestor === outermost.rootAncestor {
            controller.recordFailure(.presentingActiveController(controller.className))
            return
        }
        // The style the presentation takes here: a popover adapts to the window's
        // environment (see PresentationController.swift); it decides the presenter.
        let presentation = controller.ownPresentationController
        let adapted = presentation.adaptedStyle(in: windowTraits)
        let presenter = presentationContext(for: adapted == .automatic ? controller.resolvedPresentationStyle : adapted)
        guard presenter.isViewInWindowHierarchy else {
            let from = presenter === self ? "" : " (from \(className))"
            RuntimeEnvironment.warn(
                "Attempt to present \(controller.className) on \(presenter.className)\(from) whose view is not in the window hierarchy",
                from: self, id: .presentation)
            return
        }
        if let existing = presenter.presentedStorage {
            RuntimeEnvironment.warn(
                "Attempt to present \(controller.className) on \(presenter.className) which is already presenting \(existing.className)",
                from: presenter, id: .presentation)
            return
        }
        presenter.presentedStorage = controller
        controller.presentingStorage = presenter
        controller.adaptedPresentationStyle = adapted
        if let popover = presentation as? PopoverPresentationController, adapted == .popover {
            (popover.delegate as? any PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        }
        let style = controller.resolvedPresentationStyle
        controller.loadViewIfNeeded()
        if presenter.isInWindowHierarchy && presenter.isVisible {
            if style.removesPresenterView {
                // The presenter's own views leave (with what its children show); a
                // presentation in its context above them goes with them.
                presenter.beginOwnAppearanceTransition(false, animated: animated)
                controller.transitionAppearance(true, animated: animated)
                presenter.endOwnAppearanceTransition()
            } else {
                controller.transitionAppearance(true, animated: animated)
            }
        }
        completion?()
    }

    /// Whether the controller's view is in a window on screen, as a presenter's must be: its
    /// hierarchy is a shown window's, and its view is in the view of the controller that
    /// fills its screen (a tab not selected is not).
    var isViewInWindowHierarchy: Bool {
        guard let window = rootAncestor.window, window.isKeyWindow else { return false }
        let outermost = outermostParent
        guard outermost !== self else { return true }
        guard let view = viewIfLoaded, let top = outermost.viewIfLoaded else { return false }
        return view.isDescendant(of: top)
    }

    /// The controller a presentation in `style` is made on, from this one (see
    /// `present(_:animated:completion:)`).
    func presentationContext(for style: ModalPresentationStyle) -> ViewController {
        var current: ViewController = self
        while let parent = current.parent {
            if style.showsInContext && current.definesPresentationContext { return current }
            current = parent
        }
        return current
    }

    /// The style a presentation shows with: `automatic` resolves as the app's environment says
    /// (page sheet on iOS 13 and later, full screen before); a popover as it adapted when it
    /// was presented (a popover in regular width, a form sheet or full screen in compact).
    package var resolvedPresentationStyle: ModalPresentationStyle {
        let style = adaptedPresentationStyle ?? modalPresentationStyle
        switch style {
        case .automatic: return (runtimeEnvironment ?? RuntimeEnvironment.current)?.automaticPresentationStyle ?? .pageSheet
        case .popover where adaptedPresentationStyle == nil:
            // Not presented (yet): as it would adapt in this environment.
            return ownPresentationController.adaptedStyle(in: windowTraits)
        default: return style
        }
    }

    /// Dismisses what this controller presented, with everything presented above it; or, when
    /// it presented nothing, dismisses this controller itself. Only the top one would animate.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let presenter: ViewController
        if presentedViewController != nil {
            var holder: ViewController = self
            while holder.presentedStorage == nil, let parent = holder.parent { holder = parent }
            presenter = holder
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let first = presenter.presentedStorage else {
            completion?()
            return
        }
        var chain: [ViewController] = [first]
        while let next = chain.last?.presentedStorage { chain.append(next) }

        let inWindow = presenter.isInWindowHierarchy
        let disappearing = chain.reversed().filter { $0.isVisible }
        // The presenter shows again when its place is on screen: a screen's own controller,
        // or a context whose presentation was on screen (not one in a tab switched away from).
        let revealsPresenter = inWindow && !presenter.isVisible && (presenter.parent == nil || first.isVisible)
        for controller in disappearing { controller.beginAppearanceTransition(false, animated: animated) }
        if revealsPresenter { presenter.beginOwnAppearanceTransition(true, animated: animated) }
        if revealsPresenter { presenter.endOwnAppearanceTransition() }
        for controller in disappearing { controller.endAppearanceTransition() }

        presenter.presentedStorage = nil
        for controller in chain {
            controller.presentingStorage = nil
            controller.presentedStorage = nil
            controller.adaptedPresentationStyle = nil
        }
        completion?()
    }

    // MARK: Showing

    /// Shows `controller` in the nearest container that shows things (a navigation controller
    /// pushes it); with none, presents it modally. Never an error.
    open func show(_ controller: ViewController, sender: Any?) {
        if let target = targetViewController(forShow: controller) {
            target.show(controller, sender: sender)
            return
        }
        present(controller, animated: true)
    }

    /// Shows `controller` as the detail of the nearest split view controller; elsewhere as
    /// `show(_:sender:)`.
    open func showDetailViewController(_ controller: ViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(controller, sender: sender)
            return
        }
        show(controller, sender: sender)
    }

    /// The container that handles `show` for this controller.
    func targetViewController(forShow controller: ViewController) -> ViewController? {
        var current = parent
        while let candidate = current {
            if candidate.handlesShow { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// Whether this container shows controllers itself (`show(_:sender:)` overridden).
    package var handlesShow: Bool { false }

    // MARK: Size and trait changes (see Traits/)

    /// The traits a child has when this controller's are `traits` (how a container passes its
    /// environment on): the same, unless the container shows children side by side.
    package func traitCollection(forChild child: ViewController, from traits: TraitCollection) -> TraitCollection {
        traits
    }

    /// The size a child's view gets when this controller's view becomes `parentSize`
    /// (`UIContentContainer`): the same, unless the container shows children side by side.
    open func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size) -> Size {
        parentSize
    }

    /// The traits are about to change (a rotation, a new screen). As in UIKit, this
    /// implementation tells the children: an override calls `super`.
    open func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        for child in children {
            child.callWillTransition(to: traitCollection(forChild: child, from: newCollection), with: coordinator)
        }
    }

    /// The view is about to take `size`. As in UIKit, this implementation tells the children
    /// the sizes `size(forChildContentContainer:withParentContainerSize:)` gives them: an
    /// override calls `super`.
    open func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        for child in children {
            child.callViewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The traits changed; `previousTraitCollection` were the ones before.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// A collapsing split view's primary takes in the secondary
    /// (`collapseSecondaryViewController(_:for:)`): by default it does nothing and the
    /// secondary leaves the screen; a navigation controller pushes it.
    open func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {}

    /// An expanding split view's primary gives the secondary back
    /// (`separateSecondaryViewController(for:)`): by default none, and the split view shows
    /// the secondary it had; a navigation controller pops its top.
    open func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? { nil }

    // MARK: Segues

    /// Segues the controller can perform by identifier (its manual segues and the ones its
    /// views trigger), set from the document.
    var segueTemplates: [SegueTemplate] = []
    /// Targets that trigger those segues from controls (controls hold targets weakly).
    var segueTriggers: [Responder] = []

    /// Asked before a segue a user action triggered is performed; false cancels it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller is performed.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Performs the segue with `identifier` whose source is this controller. Unlike UI
    /// triggers, `shouldPerformSegue(withIdentifier:sender:)` is not asked.
    open func performSegue(withIdentifier identifier: String, sender: Any?) throws(RuntimeError) {
        guard let template = segueTemplates.first(where: { $0.identifier == identifier }) else {
            throw RuntimeError(
                .unknownSegue(identifier: identifier, controller: "<\(className)>"),
                file: storyboard?.path, sceneID: sceneID, objectID: objectID, position: position)
        }
        try template.perform(sender: sender)
    }

    // MARK: Unwinding (declared here so subclasses can override; see ViewController+Unwinding.swift)

    /// Whether this controller takes an unwind segue: by default, when it implements `action`
    /// and is not the source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: ViewController, sender: Any?) -> Bool {
        defaultCanPerformUnwindSegueAction(action, from: fromViewController)
    }

    /// The children searched for an unwind destination: by default all but the one containing
    /// the source (a navigation controller's from the top of its stack down).
    open func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        defaultAllowedChildrenForUnwinding(from: source)
    }

    /// The child whose hierarchy (children or presented controllers) holds the unwind's source.
    open func childContaining(_ source: StoryboardUnwindSegueSource) -> ViewController? {
        defaultChildContaining(source)
    }

    /// Shows `subsequentViewController`, the next controller on the way to the unwind's
    /// destination: a navigation controller pops to it, a tab bar controller selects it.
    open func unwind(for unwindSegue: StoryboardSegue, towards subsequentViewController: ViewController) {
        defaultUnwind(for: unwindSegue, towards: subsequentViewController)
    }

    /// Records what UIKit would raise where the signature cannot throw, located at the
    /// controller's scene when it came from a storyboard.
    func recordFailure(_ kind: RuntimeError.Kind) {
        deliver(RuntimeError(kind, file: storyboard?.path, sceneID: sceneID, objectID: objectID, position: position))
    }

    /// Where the controller came from in its storyboard, for error messages.
    var sceneID: String?
    /// The controller element's position, so an error points at the scene's line.
    var position: SourcePosition?

    // MARK: Built-in keys

    package override func setBuiltInOutlet(_ key: String, to object: AnyObject) -> Bool {
        switch key {
        case "view":
            guard let view = object as? View else { return false }
            self.view = view
        case "navigationItem":
            guard let item = object as? NavigationItem else { return false }
            navigationItem = item
        case "tabBarItem":
            guard let item = object as? TabBarItem else { return false }
            tabBarItem = item
        case "searchDisplayController":
            break
        default:
            return false
        }
        return true
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "title": title = value as? String
        case "restorationIdentifier": restorationIdentifier = value as? String
        case "definesPresentationContext": definesPresentationContext = View.bool(value)
        default: return false
        }
        return true
    }
}
