/// One entry of the journal: what the lists show (its name) and what the details screens show
/// (the summary, a picture, and the longer notes behind "More Details").
public final class Entry {
    /// What stays the same across launches, so that a screen saved with its entry finds it
    /// again when the app restores its state (`EntryStore.entry(withIdentifier:)`).
    public let identifier: String
    public let name: String
    public let summary: String
    /// The picture, by asset name.
    public let imageName: String?
    public let notes: String

    public init(identifier: String, name: String, summary: String, imageName: String?, notes: String) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.imageName = imageName
        self.notes = notes
    }
}

/// The entries the app works on: one long-lived list that both contexts (the entries and the
/// settings) show, created once by `AppFactory`.
public final class EntryStore {
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The entry a restored screen saved; nil when the store no longer has it.
    public func entry(withIdentifier identifier: String) -> Entry? {
        entries.first { $0.identifier == identifier }
    }

    /// The journal the app starts with.
    public static func journal() -> EntryStore {
        EntryStore(entries: [
            Entry(
                identifier: "harbour",
                name: "Low tide at the harbour",
                summary: "The boats sat on the mud until noon.",
                imageName: "harbour.png",
                notes: "Tide tables said 0.4 m at 11:52; the slipway was dry for three hours."),
            Entry(
                identifier: "long-name",
                name: "A second entry whose name is long enough to wrap onto another line",
                summary: "Names of any length fit in the lists.",
                imageName: "lines.png",
                notes: "Labels in the details screen wrap; the lists truncate."),
        ])
    }
}
