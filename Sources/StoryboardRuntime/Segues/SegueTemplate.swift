/// A segue as the document describes it, ready to be performed any number of times
/// (`UIStoryboardSegueTemplate`): each time a new destination is instantiated.
/// What makes a controller from its scene instead of the storyboard's default (a creator
/// closure of `instantiateViewController(identifier:creator:)`, a segue action).
typealias DestinationCreator = (StoryboardCoder) -> ViewController?

@MainActor
final class SegueTemplate {
    let identifier: String?
    let kind: SegueKind
    weak var source: ViewController?
    let segueClass: StoryboardSegue.Type
    let animates: Bool
    let modalPresentationStyle: ModalPresentationStyle?
    let modalTransitionStyle: ModalTransitionStyle?
    let origin: DocumentOrigin
    /// Instantiates the destination scene, with a creator closure (a segue action) or not.
    let makeDestination: @MainActor (DestinationCreator?) throws(RuntimeError) -> ViewController
    /// The source's method that creates the destination (`destinationCreationSelector`, an
    /// `@IBSegueAction`).
    var destinationCreationSelector: Selector?
    /// The action an unwind segue asks its destination to perform (`unwindAction`).
    var unwindAction: Selector?
    /// A `customClass` the app does not have: performing the segue is an error.
    var missingSegueClass: String?
    /// A popover segue's anchor (`popoverAnchorView` / `popoverAnchorBarButtonItem`), found
    /// among the source scene's objects when the segue is performed (views are made when the
    /// source's view loads).
    var popoverAnchor: (@MainActor () -> AnyObject?)?
    var popoverArrowDirections: PopoverArrowDirection?

    init(
        identifier: String?, kind: SegueKind, source: ViewController?, segueClass: StoryboardSegue.Type,
        animates: Bool, modalPresentationStyle: ModalPresentationStyle?, modalTransitionStyle: ModalTransitionStyle?,
        origin: DocumentOrigin, makeDestination: @escaping @MainActor (DestinationCreator?) throws(RuntimeError) -> ViewController
    ) {
        self.identifier = identifier
        self.kind = kind
        self.source = source
        self.segueClass = segueClass
        self.animates = animates
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.origin = origin
        self.makeDestination = makeDestination
    }

    /// A user action triggered the segue: the source may refuse it
    /// (`shouldPerformSegue(withIdentifier:sender:)`, asked for every triggered segue; one
    /// without an identifier is asked with "", as Swift receives UIKit's nil).
    func trigger(sender: Any?) throws(RuntimeError) {
        guard let source else { return }
        if !source.callShouldPerformSegue(withIdentifier: identifier ?? "", sender: sender) { return }
        try perform(sender: sender)
    }

    /// Performs the segue (`uikit-semantics.md` §2): destination instantiated, segue created,
    /// `prepare(for:sender:)`, `perform()`. A segue that pushes onto a navigation controller
    /// announces the move to the destination (`willMove(toParent:)`) before `prepare`, as
    /// UIKit does (§3).
    func perform(sender: Any?) throws(RuntimeError) {
        guard let source else { return }
        if kind == .unwind {
            try performUnwind(from: source, sender: sender)
            return
        }
        if kind == .embed {
            // An embed segue fires while its source's view loads, once.
            guard !source.isViewLoaded else {
                throw origin.error(.embedSegueAlreadyPerformed)
            }
            source.loadViewIfNeeded()
            try source.throwDeliveredFailures()
            return
        }
        let creator = try Self.creator(destinationCreationSelector, of: source, sender: sender, identifier: identifier, origin: origin)
        let destination = try makeDestination(creator)
        let segue = segueClass.init(identifier: identifier, source: source, destination: destination)
        segue.kind = kind
        segue.animates = animates
        segue.modalPresentationStyle = modalPresentationStyle
        segue.modalTransitionStyle = modalTransitionStyle
        segue.origin = origin
        if kind == .popoverPresentation || kind == .popover {
            // The destination is a popover pointing at its anchor before `prepare(for:sender:)`,
            // as with UIKit's popover segue: `prepare` can set the popover's delegate.
            segue.popoverAnchor = popoverAnchor?() ?? (sender as? View) ?? (sender as? BarButtonItem)
            segue.popoverArrowDirections = popoverArrowDirections
            segue.configurePopover()
        }
        // UIKit's own show segue announces the push before `prepare`; a segue of the app's
        // class pushes, if at all, in its `perform()`, and the push announces it then.
        if segueClass == StoryboardSegue.self, let navigation = pushTarget(of: source, destination: destination) {
            destination.callWillMove(toParent: navigation)
            destination.announcedParent = navigation
        }
        source.callPrepare(for: segue, sender: sender)
        segue.perform()
        destination.announcedParent = nil
        try source.throwDeliveredFailures()
    }

    /// The creator closure a segue action makes: the source's method, called with the coder,
    /// the sender and the identifier, before `prepare(for:sender:)`; its nil answer lets the
    /// storyboard make the destination itself. A source that lacks the method is where UIKit
    /// raises (unrecognized selector): a typed error at the segue. A source standing in for a
    /// class the app does not have (prototype mode) makes the destination from the storyboard.
    static func creator(
        _ selector: Selector?, of source: ViewController, sender: Any?, identifier: String?, origin: DocumentOrigin
    ) throws(RuntimeError) -> DestinationCreator? {
        guard let selector, !source.isStandIn else { return nil }
        guard source.respondsToSegueAction(selector) else {
            throw origin.error(.unrecognizedSelector(selector: selector.name, className: source.className))
        }
        // Storyboards call creators on the main actor, where the decoding runs.
        nonisolated(unsafe) let sender = sender
        return { [weak source] coder in
            MainActor.assumeIsolated {
                guard let source else { return nil }
                source.recordCall("\(selector.name) (segue action)")
                return source.createSegueDestination(selector, coder: coder, sender: sender, identifier: identifier)
            }
        }
    }

    /// An unwind segue (`uikit-semantics.md` §4): the destination is searched for, not
    /// instantiated; when no controller takes the action nothing happens, silently, as in
    /// UIKit. Then `prepare(for:sender:)` on the source, the destination's unwind action with
    /// the segue as argument, and `perform()` (the built-in transition, or a custom class's).
    private func performUnwind(from source: ViewController, sender: Any?) throws(RuntimeError) {
        guard let unwindAction, let destination = source.unwindDestination(for: unwindAction, sender: sender) else { return }
        if let missingSegueClass {
            throw origin.error(.unknownSegueClass(missingSegueClass))
        }
        let segue = segueClass.init(identifier: identifier, source: source, destination: destination)
        segue.kind = .unwind
        segue.animates = animates
        segue.origin = origin
        source.callPrepare(for: segue, sender: sender)
        destination.recordAction(unwindAction, sender: segue)
        destination.perform(unwindAction, sender: segue)
        segue.perform()
        try source.throwDeliveredFailures()
    }

    /// The navigation controller the built-in transition pushes the destination onto: `push`
    /// and `show` inside one, and `showDetail` (or `replace`) outside a split view controller,
    /// where it is `show`.
    private func pushTarget(of source: ViewController, destination: ViewController) -> NavigationController? {
        switch kind {
        case .push, .show:
            return source.navigationController ?? (source as? NavigationController)
        case .showDetail, .replace:
            // A collapsed split view pushes the detail on its stack; an expanded one replaces
            // its secondary, unless that is a navigation controller that pushes it.
            if let split = source.splitViewController {
                if split.isCollapsed { return (split.compact ?? split.primary) as? NavigationController }
                return destination is NavigationController ? nil : split.secondary as? NavigationController
            }
            return source.navigationController ?? (source as? NavigationController)
        default:
            return nil
        }
    }
}
