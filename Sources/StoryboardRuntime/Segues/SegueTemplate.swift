/// A segue as the document describes it, ready to be performed any number of times
/// (`UIStoryboardSegueTemplate`): each time a new destination is instantiated.
@MainActor
final class SegueTemplate {
    let identifier: String?
    let kind: SegueKind
    weak var source: ViewController?
    let segueClass: StoryboardSegue.Type
    let animates: Bool
    let modalPresentationStyle: ModalPresentationStyle?
    let modalTransitionStyle: ModalTransitionStyle?
    let origin: SegueOrigin
    /// Instantiates the destination scene.
    let makeDestination: @MainActor () throws(RuntimeError) -> ViewController

    init(
        identifier: String?, kind: SegueKind, source: ViewController?, segueClass: StoryboardSegue.Type,
        animates: Bool, modalPresentationStyle: ModalPresentationStyle?, modalTransitionStyle: ModalTransitionStyle?,
        origin: SegueOrigin, makeDestination: @escaping @MainActor () throws(RuntimeError) -> ViewController
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
    /// (`shouldPerformSegue(withIdentifier:sender:)`, asked only for identified segues).
    func trigger(sender: Any?) throws(RuntimeError) {
        guard let source else { return }
        if let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        try perform(sender: sender)
    }

    /// Performs the segue (`uikit-semantics.md` §2): destination instantiated, segue created,
    /// `prepare(for:sender:)`, `perform()`. A push inside a navigation controller announces
    /// the move to the destination (`willMove(toParent:)`) before `prepare`, as UIKit does.
    func perform(sender: Any?) throws(RuntimeError) {
        guard let source else { return }
        let destination = try makeDestination()
        let segue = segueClass.init(identifier: identifier, source: source, destination: destination)
        segue.kind = kind
        segue.animates = animates
        segue.modalPresentationStyle = modalPresentationStyle
        segue.modalTransitionStyle = modalTransitionStyle
        segue.origin = origin
        if kind == .push || kind == .show, let navigation = source.navigationController ?? (source as? NavigationController) {
            destination.willMove(toParent: navigation)
            destination.announcedParent = navigation
        }
        source.prepare(for: segue, sender: sender)
        segue.perform()
        destination.announcedParent = nil
        try RuntimeFailures.shared.throwIfAny()
    }
}
