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

    private func reload() {
        textView?.text = entry?.notes ?? ""
    }
}
