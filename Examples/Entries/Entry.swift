/// One entry of the journal: what the lists show (its name) and what the details screens show
/// (the summary, a picture, and the longer notes behind "More Details").
public final class Entry {
    public let name: String
    public let summary: String
    /// The picture, by asset name.
    public let imageName: String?
    public let notes: String

    public init(name: String, summary: String, imageName: String?, notes: String) {
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

    /// The journal the app starts with.
    public static func journal() -> EntryStore {
        EntryStore(entries: [
            Entry(
                name: "Low tide at the harbour",
                summary: "The boats sat on the mud until noon.",
                imageName: "harbour.png",
                notes: "Tide tables said 0.4 m at 11:52; the slipway was dry for three hours."),
            Entry(
                name: "A second entry whose name is long enough to wrap onto another line",
                summary: "Names of any length fit in the lists.",
                imageName: "lines.png",
                notes: "Labels in the details screen wrap; the lists truncate."),
        ])
    }
}
