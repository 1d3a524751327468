/// A scene standing for a scene of another storyboard (`<viewControllerPlaceholder>`, macOS
/// `<controllerPlaceholder>`): segues that reach it instantiate the referenced controller.
public struct StoryboardReference: DocumentElement, Hashable {
    public let document: Document
    public let node: XMLNode

    public init(document: Document, node: XMLNode) {
        self.document = document
        self.node = node
    }

    /// The storyboard file name without extension; nil means this storyboard itself.
    public var storyboardName: String? { attribute("storyboardName") }
    /// The storyboard identifier of the referenced controller; nil means the initial one.
    public var referencedIdentifier: String? { attribute("referencedIdentifier") }
    /// The bundle holding the storyboard; nil means the main bundle.
    public var bundleIdentifier: String? { attribute("bundleIdentifier") }

    /// The reference as a scene member.
    public var member: SceneMember { SceneMember(document: document, node: node) }
}
