/// Unwind segues (`uikit-semantics.md` §4, UIKit's iOS 9 algorithm): finding the controller
/// that takes the unwind, then the transition back to it.
///
/// The overridable entry points (`canPerformUnwindSegueAction(_:from:sender:)`,
/// `allowedChildrenForUnwinding(from:)`, `childContaining(_:)`, `unwind(for:towards:)`) are
/// declared in the class body, since Swift cannot override members declared in extensions;
/// their default behaviour, the search and the transition live here, so §4 reads in one place.
/// The navigation and tab bar controllers' defaults are here too, switched on the container
/// kind, so that a subclass overriding them and calling `super` gets UIKit's behaviour.
extension ViewController {
    // MARK: Defaults

    /// UIKit asks `respondsToSelector:`; here the `@Action` methods (and built-in actions)
    /// answer. The source never takes its own unwind: it would not go anywhere.
    func defaultCanPerformUnwindSegueAction(_ action: Selector, from fromViewController: ViewController) -> Bool {
        fromViewController !== self && responds(to: action)
    }

    /// All children except the branch the search came up from; a navigation controller offers
    /// its stack from the top down, so the nearest controller back wins, as users expect of
    /// "back to …" unwinds.
    func defaultAllowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        let containing = childContaining(source)
        let offered = self is NavigationController ? children.reversed() : children
        return offered.filter { $0 !== containing }
    }

    /// Walks up from the source through parents and presenters until it meets one of this
    /// controller's children. Presenters count because a controller presented from inside a
    /// child belongs to that child's branch.
    func defaultChildContaining(_ source: StoryboardUnwindSegueSource) -> ViewController? {
        var current: ViewController? = source.source
        var seen: Set<ObjectIdentifier> = []
        while let candidate = current, seen.insert(ObjectIdentifier(candidate)).inserted {
            if candidate.parent === self { return candidate }
            current = candidate.parent ?? candidate.presentingStorage
        }
        return nil
    }

    /// A navigation controller pops to the controller (when it is in the stack and not on
    /// top); a tab bar controller selects it, as the program does (its delegate is not asked,
    /// as with `selectedViewController = …`). Other controllers have nothing to show.
    func defaultUnwind(for unwindSegue: StoryboardSegue, towards subsequentViewController: ViewController) {
        switch self {
        case let navigation as NavigationController:
            if navigation.topViewController !== subsequentViewController {
                navigation.popToViewController(subsequentViewController, animated: unwindSegue.animates)
            }
        case let tabs as TabBarController:
            tabs.selectedViewController = subsequentViewController
        default:
            break
        }
    }

    // MARK: The search

    /// The controller that takes the unwind `action` started from this controller, or nil.
    ///
    /// Starting at the parent (or the presenting controller when there is no parent), each
    /// step searches the controller's allowed children depth first (a child's own allowed
    /// children before the child, so the deepest match wins), then asks the controller itself,
    /// then goes up. The branch the search came from is never searched again: the default
    /// `allowedChildrenForUnwinding(from:)` leaves out `childContaining(_:)`. A controller
    /// seen twice (an override returning an ancestor) is skipped, so the search always ends.
    public func unwindDestination(for action: Selector, sender: Any?) -> ViewController? {
        let source = StoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var current = parent ?? presentingViewController
        while let candidate = current, visited.insert(ObjectIdentifier(candidate)).inserted {
            if let found = candidate.searchAllowedChildren(for: source, visited: &visited) { return found }
            if candidate.canPerformUnwindSegueAction(action, from: self, sender: sender) { return candidate }
            current = candidate.parent ?? candidate.presentingStorage
        }
        return nil
    }

    private func searchAllowedChildren(for source: StoryboardUnwindSegueSource, visited: inout Set<ObjectIdentifier>) -> ViewController? {
        for child in allowedChildrenForUnwinding(from: source) where visited.insert(ObjectIdentifier(child)).inserted {
            if let found = child.searchAllowedChildren(for: source, visited: &visited) { return found }
            if child.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) {
                return child
            }
        }
        return nil
    }

    // MARK: The transition

    /// Brings `segue.destination` back on screen. From the controller where the source's and
    /// the destination's ancestries meet, each container on the way down to the destination
    /// hears `unwind(for:towards:)` (navigation stacks pop, tab bars select); then, when the
    /// way up from the source crossed presentations, the highest presenter crossed dismisses
    /// what it presented (everything above goes with it).
    ///
    /// Decision (§4 does not order the two): containers first, dismissal last. Under a
    /// full-screen presentation the containers change while hidden, so the destination
    /// appears once, when the dismissal reveals it, as the single animation UIKit shows;
    /// the other order would make the old top of a stack appear and disappear at once.
    static func performUnwindTransition(_ segue: StoryboardSegue) {
        let destination = segue.destination
        var destinationPath: [ViewController] = []  // destination first, then its ancestors
        var seen: Set<ObjectIdentifier> = []
        var node: ViewController? = destination
        while let current = node, seen.insert(ObjectIdentifier(current)).inserted {
            destinationPath.append(current)
            node = current.parent ?? current.presentingStorage
        }
        var dismissing: ViewController?
        var meeting: ViewController? = segue.source
        seen = []
        while let current = meeting, !destinationPath.contains(where: { $0 === current }) {
            guard seen.insert(ObjectIdentifier(current)).inserted else { return }
            if let parent = current.parent {
                meeting = parent
            } else {
                dismissing = current.presentingStorage
                meeting = current.presentingStorage
            }
        }
        guard let common = meeting, let index = destinationPath.firstIndex(where: { $0 === common }) else { return }
        // From the meeting point down to the destination: (container, next) pairs.
        let downward = Array(destinationPath[...index].reversed())
        for (container, next) in zip(downward, downward.dropFirst()) where next.parent === container {
            container.recordCall("unwind(for: \(CallLog.describe(segue)), towards: \(CallLog.describe(next)))")
            container.unwind(for: segue, towards: next)
        }
        dismissing?.dismiss(animated: segue.animates)
    }
}
