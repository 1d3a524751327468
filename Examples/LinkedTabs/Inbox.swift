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

    public override func encodeRestorableState(with coder: StateCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(messageLabel?.text, forKey: "message")
    }

    public override func decodeRestorableState(with coder: StateCoder) {
        super.decodeRestorableState(with: coder)
        if let message = coder.decodeString(forKey: "message") { messageLabel?.text = message }
    }
}

/// Writes a message and hands it to its delegate.
public final class ComposeViewController: ViewController {
    public weak var delegate: (any ComposeViewControllerDelegate)?
    @Outlet var messageField: TextField?

    @Action func send(_ sender: Any?) {
        delegate?.composeViewController(self, didSend: messageField?.text ?? "")
    }

    /// The delegate is a controller of the saved tree: saved as a reference, so a restored
    /// composer still reports to the restored inbox.
    public override func encodeRestorableState(with coder: StateCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(delegate as? ViewController, forKey: "delegate")
        coder.encode(messageField?.text, forKey: "draft")
    }

    public override func decodeRestorableState(with coder: StateCoder) {
        super.decodeRestorableState(with: coder)
        delegate = coder.decodeViewController(forKey: "delegate") as? any ComposeViewControllerDelegate
        if let draft = coder.decodeString(forKey: "draft") { messageField?.text = draft }
    }
}
