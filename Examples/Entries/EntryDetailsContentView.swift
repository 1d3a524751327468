import StoryboardRuntime

/// What the details screen scrolls: an entry's name, summary and picture, laid out in
/// `EntryDetailsContentView.xib`.
public final class EntryDetailsContentView: View {
    @Outlet public var nameLabel: Label?
    @Outlet public var bodyLabel: Label?
    @Outlet public var imageView: ImageView?

    public var entry: Entry? {
        didSet { reload() }
    }

    private func reload() {
        nameLabel?.text = entry?.name
        bodyLabel?.text = entry?.summary
        imageView?.imageName = entry?.imageName
    }
}
