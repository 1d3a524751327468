/// What an unwind segue starts from (`UIStoryboardUnwindSegueSource`): the controller, the
/// action it wants performed, and what triggered it. Containers receive it while the runtime
/// looks for the controller that takes the unwind (`allowedChildrenForUnwinding(from:)`,
/// `childContaining(_:)`), so they can decide which children to offer.
@MainActor
public final class StoryboardUnwindSegueSource {
    /// The controller the unwind segue starts from.
    public let source: ViewController
    /// The action the destination must implement (`unwindToList:`).
    public let unwindAction: Selector
    /// The control, bar item or value that triggered the segue.
    public let sender: Any?

    public init(source: ViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
