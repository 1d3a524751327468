/// What a controller hears about a change of size or traits in progress
/// (`UIViewControllerTransitionCoordinator`): animations to run alongside it, and what to do
/// once it is over. Headless, the change has no duration: the alongside blocks run once every
/// controller has been told and the new traits are in place, the completions after the screen
/// is laid out anew.
@MainActor
public final class ViewControllerTransitionCoordinator {
    private var alongside: [(ViewControllerTransitionCoordinator) -> Void] = []
    private var completions: [(ViewControllerTransitionCoordinator) -> Void] = []

    /// Whether the change animates: never, headless.
    public var isAnimated: Bool { false }
    /// Whether the change was cancelled: a size change never is.
    public var isCancelled: Bool { false }

    init() {}

    /// Queues `animation` to run with the change and `completion` after it. Always true, as
    /// UIKit answers for a change that will happen.
    @discardableResult
    public func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinator) -> Void)?,
                        completion: ((ViewControllerTransitionCoordinator) -> Void)? = nil) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAlongside() {
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    func complete() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
