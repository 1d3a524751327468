import StoryboardFormat

/// A storyboard file and the controllers it can make (`UIStoryboard`). The file is parsed once
/// and cached; each instantiation decodes only the scene it needs.
@MainActor
public final class Storyboard {
    /// The name, without extension.
    public let name: String
    public let bundle: ResourceBundle
    /// The file the storyboard was read from.
    public let path: String
    package let document: Document
    /// The document as designed, for the layout engine (made when a view is first built).
    lazy var layoutDesign = LayoutDesign(document: document)
    /// Scene members by storyboard identifier, built once per file (`DocumentCache`).
    private let membersByIdentifier: [String: SceneMember]
    /// The translated texts for the bundle's preferred localizations (Base internationalization).
    let localizedStrings: StringsTable?
    /// The app whose classes, caches and diagnostics the storyboard uses: the current one when
    /// it was opened (see `RuntimeEnvironment`), or one of its own.
    public let environment: RuntimeEnvironment

    /// Opens the storyboard `name` (without `.storyboard`) in `bundle`, in the current app.
    public convenience init(name: String, bundle: ResourceBundle) throws(RuntimeError) {
        try self.init(name: name, bundle: bundle, environment: RuntimeEnvironment.current ?? RuntimeEnvironment())
    }

    /// Opens the storyboard `name` in `bundle` for the app of `environment` (not in UIKit, whose
    /// classes are process-wide: a storyboard used outside a launched app names its classes
    /// through its environment).
    public init(name: String, bundle: ResourceBundle, environment: RuntimeEnvironment) throws(RuntimeError) {
        guard let path = bundle.path(forResource: name, ofType: "storyboard") else {
            throw RuntimeError(.storyboardNotFound(name: name, searched: bundle.description))
        }
        self.name = name
        self.bundle = bundle
        self.path = path
        self.environment = environment
        let entry = try environment.documents.entry(atPath: path)
        if entry.document.platform == .macOS || entry.document.platform == .watchOS {
            throw RuntimeError(.unsupportedPlatform(name: name, platform: entry.document.platform.name), file: path)
        }
        document = entry.document
        membersByIdentifier = entry.membersByIdentifier
        localizedStrings = environment.localizations.table(
            forDocumentAt: path, bundle: bundle, diagnostics: environment.diagnostics)
    }

    /// A xib's document in the one role `SceneDecoder` needs a storyboard for: the file the
    /// objects come from (for classes, runtime attributes, connections and errors). A nib is
    /// decoded like a scene whose File's Owner already exists (see `Nib`); this object is never
    /// handed to user code, whose nib-loaded objects have no storyboard.
    init(nibDocument document: Document, path: String, name: String, bundle: ResourceBundle, environment: RuntimeEnvironment) {
        self.name = name
        self.bundle = bundle
        self.path = path
        self.document = document
        self.environment = environment
        membersByIdentifier = [:]
        localizedStrings = environment.localizations.table(
            forDocumentAt: path, bundle: bundle, diagnostics: environment.diagnostics)
    }

    /// The scene marked as the initial view controller, instantiated; nil when there is none.
    public func instantiateInitialViewController() throws(RuntimeError) -> ViewController? {
        try instantiateInitialViewController(creator: nil)
    }

    /// Like `instantiateInitialViewController()`, with a closure that creates the controller
    /// (returning nil falls back to the default initializer).
    public func instantiateInitialViewController(
        creator: ((StoryboardCoder) -> ViewController?)?
    ) throws(RuntimeError) -> ViewController? {
        guard let id = document.header.initialViewControllerID else { return nil }
        guard let node = document.index.node(forID: id) else {
            throw RuntimeError(.danglingReference(id: id, attribute: "initialViewController"), file: path)
        }
        let member = SceneMember(document: document, node: node)
        // The entry point may be a storyboard reference: the referenced scene is the initial one.
        if let reference = member.storyboardReference {
            return try StoryboardReferenceResolver.instantiate(reference, from: self)
        }
        guard member.isViewController else {
            throw RuntimeError(
                .initialViewControllerNotAController(id: id, element: member.elementName),
                file: path, objectID: id, position: document.tree.position(of: node))
        }
        return try instantiate(member, creator: creator)
    }

    /// A new instance of the scene whose storyboard identifier is `identifier`.
    public func instantiateViewController(withIdentifier identifier: String) throws(RuntimeError) -> ViewController {
        try instantiateViewController(identifier: identifier, creator: nil)
    }

    /// Like `instantiateViewController(withIdentifier:)`, with a creator closure.
    public func instantiateViewController(
        identifier: String, creator: ((StoryboardCoder) -> ViewController?)?
    ) throws(RuntimeError) -> ViewController {
        guard let member = membersByIdentifier[identifier] else {
            throw RuntimeError(.unknownIdentifier(identifier), file: path)
        }
        return try instantiate(member, creator: creator)
    }

    /// A new instance of the scene whose controller has the object id `id` (the XML `id`).
    /// Not in UIKit, where only storyboard identifiers name scenes: tools (the benchmarks, a
    /// player opening any scene) need the scenes that have none.
    public func instantiateViewController(sceneObjectID id: String) throws(RuntimeError) -> ViewController {
        guard let node = document.index.node(forID: id) else {
            throw RuntimeError(.danglingReference(id: id, attribute: "sceneObjectID"), file: path)
        }
        let member = SceneMember(document: document, node: node)
        guard member.isViewController, member.storyboardReference == nil else {
            throw RuntimeError(.notAViewController(id: id), file: path, objectID: id)
        }
        return try instantiate(member, creator: nil)
    }

    /// The object ids of the storyboard's view controllers (not storyboard references), in
    /// document order: every scene `instantiateViewController(sceneObjectID:)` can make.
    public var sceneObjectIDs: [String] {
        document.viewControllers.filter { $0.storyboardReference == nil }.compactMap(\.id)
    }

    /// Instantiates the scene of `member`, a view controller of this storyboard.
    func instantiate(_ member: SceneMember, creator: ((StoryboardCoder) -> ViewController?)?) throws(RuntimeError) -> ViewController {
        try environment.runCheckingFailures { () throws(RuntimeError) in
            var decoder = SceneDecoder(storyboard: self, member: member)
            return try decoder.instantiateController(creator: creator)
        }
    }
}

/// What a creator closure gets to build a controller from a scene (UIKit passes an
/// `NSCoder`): the scene's document element, to read whatever the closure needs.
@MainActor
public struct StoryboardCoder {
    public let storyboard: Storyboard
    /// The controller's element in the document.
    public let member: SceneMember
}
