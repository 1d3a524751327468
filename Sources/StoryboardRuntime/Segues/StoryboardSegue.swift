/// One transition from a source controller to a destination (`UIStoryboardSegue`). A segue of
/// a custom class overrides `perform()`; the built-in kinds perform as UIKit's do.
@MainActor
open class StoryboardSegue {
    public let identifier: String?
    public let source: ViewController
    public let destination: ViewController
    /// What the document says the segue does.
    public internal(set) var kind: SegueKind = .custom
    public internal(set) var animates = true
    var modalPresentationStyle: ModalPresentationStyle?
    var modalTransitionStyle: ModalTransitionStyle?
    /// What a popover segue's popover points at: the storyboard's anchor (a view or a bar
    /// button item), else the control that triggered the segue.
    var popoverAnchor: AnyObject?
    /// The sides the storyboard lets the popover's arrow point from.
    var popoverArrowDirections: PopoverArrowDirection?
    private var performHandler: (@MainActor () -> Void)?
    /// Where the segue is in its storyboard, for errors.
    var origin: DocumentOrigin?

    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// A segue that runs `performHandler` when performed.
    public convenience init(
        identifier: String?, source: ViewController, destination: ViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition. Where UIKit would raise an exception (a push outside a
    /// navigation controller) the failure is recorded and thrown by the caller that performed
    /// the segue.
    open func perform() {
        if let performHandler {
            performHandler()
            return
        }
        do {
            try performBuiltInTransition()
        } catch {
            RuntimeEnvironment.deliver(error, from: source)
        }
    }

    /// Makes the destination a popover pointing at the segue's anchor (a bar button item, or a
    /// view and its bounds), with the storyboard's arrow directions.
    func configurePopover() {
        destination.modalPresentationStyle = .popover
        guard let popover = destination.popoverPresentationController else { return }
        switch popoverAnchor {
        case let item as BarButtonItem:
            popover.barButtonItem = item
        case let view as View:
            popover.sourceView = view
            popover.sourceRect = view.bounds
        default:
            break
        }
        if let popoverArrowDirections { popover.permittedArrowDirections = popoverArrowDirections }
    }

    /// The transitions of the built-in kinds (`uikit-semantics.md` §1).
    func performBuiltInTransition() throws(RuntimeError) {
        if let modalPresentationStyle { destination.modalPresentationStyle = modalPresentationStyle }
        if let modalTransitionStyle { destination.modalTransitionStyle = modalTransitionStyle }
        switch kind {
        case .show:
            source.show(destination, sender: nil)
        case .showDetail, .replace:
            source.showDetailViewController(destination, sender: nil)
        case .presentation, .modal, .sheet:
            source.present(destination, animated: animates)
        case .popoverPresentation, .popover:
            // The destination is a popover (see `configurePopover()`); it adapts to the
            // environment when presented (see PresentationController.swift).
            destination.modalPresentationStyle = .popover
            source.present(destination, animated: animates)
        case .push:
            guard let navigation = source.navigationController ?? (source as? NavigationController) else {
                throw origin?.error(.pushOutsideNavigationController) ?? RuntimeError(.pushOutsideNavigationController)
            }
            navigation.pushViewController(destination, animated: animates)
        case .unwind:
            ViewController.performUnwindTransition(self)
        case .relationship, .embed, .custom, .unknown:
            // Relationships and embeds are containment made while decoding; custom classes
            // perform themselves.
            break
        }
    }
}
