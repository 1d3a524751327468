import StoryboardRuntime

/// One entry's details. The scene gives only a scroll view; what scrolls in it is laid out in
/// `EntryDetailsContentView.xib`, which the controller instantiates with itself as File's
/// Owner, so that the nib's `contentView` outlet (and its button's action) arrive here.
public final class EntryDetailsViewController: ViewController {
    /// The nib of the content view.
    public static let contentNibName = "EntryDetailsContentView"

    public var entry: Entry? {
        didSet { contentView?.entry = entry }
    }

    @Outlet public var scrollView: ScrollView?
    @Outlet public var contentView: EntryDetailsContentView?

    public override func viewDidLoad() {
        super.viewDidLoad()
        do {
            // The nib sits beside the storyboard the controller came from.
            try Nib(nibName: Self.contentNibName, bundle: storyboard?.bundle).instantiate(withOwner: self)
        } catch {
            Application.shared.environment.raise(error)
            return
        }
        guard let scrollView, let contentView else { return }
        contentView.frame = Rect(x: 0, y: 0, width: scrollView.frame.width, height: contentView.frame.height)
        scrollView.addSubview(contentView)
        scrollView.contentSize = Size(width: contentView.frame.width, height: contentView.frame.height)
        contentView.entry = entry
    }

    /// Under which key the screen saves its entry's identifier when the app's state is
    /// preserved; the app delegate reads it back to have the factory make the screen again.
    public static let entryKey = "entryIdentifier"

    public override func encodeRestorableState(with coder: StateCoder) {
        super.encodeRestorableState(with: coder)
        if let entry { coder.encode(entry.identifier, forKey: Self.entryKey) }
    }

    /// Pushes the entry's notes: a scene of this controller's own storyboard, by identifier, so
    /// that the storyboard decides which screen that is.
    @Action public func showMoreDetails(_ sender: Any?) {
        do {
            guard let storyboard else { return }
            let more = try storyboard.instantiateViewController(withIdentifier: "moreDetails")
            (more as? EntryMoreDetailsViewController)?.entry = entry
            navigationController?.pushViewController(more, animated: true)
        } catch {
            Application.shared.environment.raise(error)
        }
    }
}
