import StoryboardFormat

/// What rules need to know beyond one file: the other storyboards of the project (references
/// across files) and the asset catalogs (named images and colors).
public struct LintProject: Sendable {
    /// The storyboards by name (file name without extension); several files can share one name
    /// (localizations, several targets): all are kept.
    public let storyboards: [String: [Document]]
    /// Image names of the asset catalogs and loose image files; nil when the project has none,
    /// so that resource rules do not guess.
    public let images: Set<String>?
    public let colors: Set<String>?
    /// The app's Swift and Objective-C declarations; nil when no sources were given (the
    /// cross-check rules do not run then).
    public let sources: ProjectSources?

    public init(storyboards: [String: [Document]] = [:], images: Set<String>? = nil, colors: Set<String>? = nil, sources: ProjectSources? = nil) {
        self.storyboards = storyboards
        self.images = images
        self.colors = colors
        self.sources = sources
    }

    /// The project of a set of documents given by path.
    public init(documents: [(path: String, document: Document)], images: Set<String>?, colors: Set<String>?, sources: ProjectSources? = nil) {
        var storyboards: [String: [Document]] = [:]
        for (path, document) in documents where path.hasSuffix(".storyboard") {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            storyboards[String(name.dropLast(".storyboard".count)), default: []].append(document)
        }
        self.init(storyboards: storyboards, images: images, colors: colors, sources: sources)
    }
}
