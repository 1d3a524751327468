import StoryboardRuntime

/// Sending data back, the first way: a delegate. The inbox makes itself the composer's
/// delegate in `prepare(for:sender:)`; the composer tells it what was sent.
@MainActor
public protocol ComposeViewControllerDelegate: AnyObject {
    func composeViewController(_ composer: ComposeViewController, didSend message: String)
}

/// Shows the last message composed.
public final class InboxViewController: ViewController, ComposeViewControllerDelegate {
    @Outlet var messageLabel: Label?

    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if segue.identifier == "Compose", let composer = segue.destination as? ComposeViewController {
            composer.delegate = self
        }
    }

    public func composeViewController(_ composer: ComposeViewController, didSend message: String) {
        messageLabel?.text = "Last message: \(message)"
        navigationController?.popViewController(animated: true)
    }
}

/// Writes a message and hands it to its delegate.
public final class ComposeViewController: ViewController {
    public weak var delegate: (any ComposeViewControllerDelegate)?
    @Outlet var messageField: TextField?

    @Action func send(_ sender: Any?) {
        delegate?.composeViewController(self, didSend: messageField?.text ?? "")
    }
}
