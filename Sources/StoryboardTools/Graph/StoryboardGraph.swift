import StoryboardFormat

/// The map of an app's storyboards: every controller scene and storyboard reference of every
/// storyboard, the segues, relationships and embeds between them, references and
/// RBStoryboardLink links resolved across files, unwind segues, and which scenes no entry
/// point reaches.
public struct StoryboardGraph: Sendable {
    /// One scene: a view controller or a storyboard reference.
    public struct Node: Sendable, Hashable {
        /// `Storyboard:objectID`, unique across the project.
        public var id: String
        public var storyboard: String
        public var objectID: String
        /// The element (`viewController`, `navigationController`, `viewControllerPlaceholder`…).
        public var element: String
        public var customClass: String?
        public var storyboardIdentifier: String?
        public var title: String?
        public var isReference: Bool
        public var path: String
        public var position: SourcePosition?

        /// What a person calls the scene.
        public var label: String {
            if isReference { return "→ \(referenceLabel ?? "?")" }
            return customClass ?? title ?? storyboardIdentifier ?? element
        }

        var referenceLabel: String?
    }

    /// A link from one scene to another.
    public struct Edge: Sendable, Hashable {
        public enum Kind: String, Sendable {
            case segue, relationship, embed, reference, link, unwind
        }
        public var from: String
        public var to: String
        public var kind: Kind
        /// The segue kind (`show`, `presentation`…) or the relationship (`rootViewController`…).
        public var detail: String?
        public var identifier: String?
    }

    /// Why a scene is an entry point.
    public enum EntryReason: String, Sendable {
        case initialViewController, storyboardIdentifier, instantiatedInCode, storyboardLoadedInCode
    }

    public internal(set) var nodes: [Node] = []
    public internal(set) var edges: [Edge] = []
    /// Entry points and why.
    public internal(set) var entries: [String: EntryReason] = [:]
    /// Unwind segues whose target could not be named (no sources, or no class implements the
    /// action): source scene and action.
    public internal(set) var openUnwinds: [(from: String, action: String)] = []
    /// Storyboard references that resolve to nothing.
    public internal(set) var danglingReferences: [String] = []

    /// The scenes no entry point reaches, in node order (storyboard references aside).
    public var unreachable: [Node] {
        var adjacency: [String: [String]] = [:]
        for edge in edges { adjacency[edge.from, default: []].append(edge.to) }
        var seen = Set(entries.keys)
        var queue = Array(entries.keys)
        while let next = queue.popLast() {
            for target in adjacency[next] ?? [] where seen.insert(target).inserted { queue.append(target) }
        }
        return nodes.filter { !$0.isReference && !seen.contains($0.id) }
    }
}
