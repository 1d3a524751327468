/// One change between two versions of a document, as a reviewer reads it: which scene, which
/// element, and what happened to it.
public struct StoryboardChange: Hashable, Sendable, Codable {
    /// What happened to the element.
    public enum Kind: String, Hashable, Sendable, Codable {
        case added, removed, changed
    }

    public var kind: Kind
    /// The scene (`Settings (vXZ-lx-hvc)`), or `document` for what stands outside scenes.
    public var scene: String
    /// The element, described (`label "Title" (abc-12-xyz)`, `constraint button.top = safeArea.top + 20`).
    public var element: String
    /// The property that changed (`text`, `color[backgroundColor].systemColor`), for `changed`.
    public var property: String?
    public var old: String?
    public var new: String?

    public init(
        kind: Kind, scene: String, element: String, property: String? = nil, old: String? = nil, new: String? = nil
    ) {
        self.kind = kind
        self.scene = scene
        self.element = element
        self.property = property
        self.old = old
        self.new = new
    }

    /// The change on one line, without its scene.
    public var summary: String {
        switch kind {
        case .added: return "\(element) added"
        case .removed: return "\(element) removed"
        case .changed:
            let show = { (value: String?) in value.map { "\"\($0)\"" } ?? "(none)" }
            return "\(element): \(property ?? "") \(show(old)) → \(show(new))"
        }
    }
}
