/// Presentations in a context (`.currentContext`, `.overCurrentContext` made on a controller
/// inside a container): they show in that controller's place, not over the whole screen.
///
/// UIKit puts such a presentation's view over the context's view, in the context's container:
/// it covers the context's frame only (a tab's content), and the container's own bars (the
/// tab bar) stay above it and keep taking touches. Everything that reads what is on screen
/// (the window's presentation chain, the screen description, the driver, the layout and the
/// renderer) follows a container's child through `shownInPlace`.
extension ViewController {
    /// Whether this controller was presented in a context inside a container: in a
    /// current-context style, on a controller that is a container's child (one that defines
    /// the presentation context) or is itself presented in such a context. A current-context
    /// presentation on a screen's own controller (the window's root, or a controller
    /// presented over the screen) covers that controller's whole screen instead.
    package var isPresentedInContext: Bool {
        guard let presenter = presentingStorage else { return false }
        guard resolvedPresentationStyle.showsInContext else { return false }
        return presenter.parent != nil || presenter.isPresentedInContext
    }

    /// The controller presented in this one's context (see `isPresentedInContext`), if any.
    package var presentedInContext: ViewController? {
        guard let presented = presentedStorage, presented.isPresentedInContext else { return nil }
        return presented
    }

    /// The controller shown in this one's place: the top of the presentations made in its
    /// context, else the controller itself.
    package var shownInPlace: ViewController {
        var current = self
        var depth = 0
        while let presented = current.presentedInContext, depth < 64 {
            current = presented
            depth += 1
        }
        return current
    }

    /// Whether the controller's own view is covered in its place by a presentation in its
    /// context (any style: the user sees and touches the presentation, not what is under it).
    package var isCoveredInPlace: Bool { presentedInContext != nil }
}
