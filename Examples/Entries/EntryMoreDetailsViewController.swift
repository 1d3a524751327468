import StoryboardRuntime

/// An entry's longer notes, in a text view.
public final class EntryMoreDetailsViewController: ViewController {
    public var entry: Entry? {
        didSet { reload() }
    }

    @Outlet public var textView: TextView?

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    /// Under which key the screen saves its entry's identifier (see `EntryDetailsViewController`).
    public static let entryKey = "entryIdentifier"

    public override func encodeRestorableState(with coder: StateCoder) {
        super.encodeRestorableState(with: coder)
        if let entry { coder.encode(entry.identifier, forKey: Self.entryKey) }
    }

    private func reload() {
        textView?.text = entry?.notes ?? ""
    }
}
