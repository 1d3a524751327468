import StoryboardFormat

/// A `.xib` file and the objects it makes (`UINib`): each `instantiate(withOwner:options:)`
/// decodes a new set of its top-level objects, connecting File's Owner outlets and actions to
/// the owner passed in. The file is parsed once (`DocumentCache`) however many times it is
/// instantiated.
///
/// A nib is decoded with the storyboard scene machinery (`SceneDecoder`, `ViewBuilder`,
/// `ConnectionMaker`), as a scene whose File's Owner already exists: the same classes,
/// properties, runtime attributes, connections and typed errors.
@MainActor
public final class Nib {
    /// Keys of the options dictionary (`UINib.OptionsKey`).
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `[String: AnyObject]`: objects for the nib's external object placeholders, by their
        /// identifier (`<placeholder placeholderIdentifier="…">` other than File's Owner and
        /// First Responder).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The name, without `.xib`.
    public let name: String
    /// Where the nib is looked up: the bundle given, or the launched application's.
    public let bundle: ResourceBundle?

    /// A nib named `nibName` (without extension) in `bundle` (nil: the launched application's
    /// bundle, as UIKit's nil means the main bundle). As in UIKit, a missing file is reported
    /// when the nib is instantiated, not here.
    public init(nibName: String, bundle: ResourceBundle?) {
        name = nibName
        self.bundle = bundle
        environment = RuntimeEnvironment.current
    }

    /// The app the nib was made in (see `RuntimeEnvironment`).
    let environment: RuntimeEnvironment?

    /// The bundle searched: the one given or the application's.
    var searchedBundle: ResourceBundle? { bundle ?? environment?.application?.bundle }

    /// The path of the `.xib`, or nil when there is none.
    public var path: String? { searchedBundle?.path(forResource: name, ofType: "xib") }

    /// Decodes a new set of the nib's objects and returns its top-level objects, in document
    /// order (placeholders are not among them). File's Owner outlets and actions connect to
    /// `owner`; every decoded object hears `awakeFromNib()` once all connections are made, in
    /// document order (Apple leaves the order unspecified); the owner does not.
    @discardableResult
    public func instantiate(withOwner owner: AnyObject?, options: [OptionsKey: Any]? = nil) throws(RuntimeError) -> [AnyObject] {
        guard let path else {
            throw RuntimeError(.nibNotFound(name: name, searched: searchedBundle?.description ?? "(no bundle: no application has launched)"))
        }
        let environment = environment ?? (owner as? Responder)?.runtimeEnvironment ?? RuntimeEnvironment()
        let document = try environment.documents.document(atPath: path)
        guard let searchedBundle else { return [] }
        let archive = Storyboard(
            nibDocument: document, path: path, name: name, bundle: searchedBundle, environment: environment)
        let externalObjects = options?[.externalObjects] as? [String: AnyObject] ?? [:]
        return try environment.runCheckingFailures { () throws(RuntimeError) in
            var decoder = NibDecoder(archive: archive, document: document)
            return try decoder.decode(owner: owner, externalObjects: externalObjects)
        }
    }
}
