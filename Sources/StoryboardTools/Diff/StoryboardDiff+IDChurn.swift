import StoryboardFormat

/// Id-only churn: an element removed and an element added in the same scene that are the same
/// once ids are left out (Xcode gave a copied or re-created element new ids). A reviewer asked
/// to ignore such churn sees neither the removal nor the addition, nor a reference that only
/// followed the element to its new id.
struct IDChurn {
    /// The removed and the added elements that are one element under new ids.
    var old: Set<XMLNode> = []
    var new: Set<XMLNode> = []
    /// The old id of each element of a matched pair (and of the elements below it), to its new id.
    var renamed: [String: String] = [:]

    /// Attributes whose value is the id of another element.
    static let referenceAttributes: Set<String> = [
        "destination", "target", "firstItem", "secondItem", "initialViewController", "tableViewCell",
        "collectionViewCell", "textLabel", "detailTextLabel", "imageView", "appearanceTarget",
    ]

    /// No churn: what a diff that does not look for it uses.
    init() {}

    init(old oldTree: XMLTree, removed: [XMLNode], oldScenes: ElementDescription,
         new newTree: XMLTree, added: [XMLNode], newScenes: ElementDescription) {
        guard !removed.isEmpty && !added.isEmpty else { return }
        let oldTags = Self.tags(oldTree), newTags = Self.tags(newTree)
        var waiting: [String: [XMLNode]] = [:]
        for node in removed {
            waiting[oldScenes.scene(of: node) + "\u{0}" + Self.signature(oldTree, node, tags: oldTags), default: []].append(node)
        }
        for node in added {
            let key = newScenes.scene(of: node) + "\u{0}" + Self.signature(newTree, node, tags: newTags)
            guard var candidates = waiting[key], !candidates.isEmpty else { continue }
            let before = candidates.removeFirst()
            waiting[key] = candidates
            old.insert(before)
            new.insert(node)
            let oldIDs = Self.ids(oldTree, before), newIDs = Self.ids(newTree, node)
            for (was, now) in zip(oldIDs, newIDs) { renamed[was] = now }
        }
    }

    /// The ids in the subtree, in document order.
    static func ids(_ tree: XMLTree, _ element: XMLNode) -> [String] {
        tree.descendants(of: element).compactMap {
            tree.kind(of: $0) == .element ? tree.attribute("id", of: $0) ?? tree.attribute("sceneID", of: $0) : nil
        }
    }

    /// The tag of each element with an id.
    static func tags(_ tree: XMLTree) -> [String: String] {
        var tags: [String: String] = [:]
        guard let root = tree.rootElement else { return tags }
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            if let id = tree.attribute("id", of: node) { tags[id] = tree.name(of: node) }
        }
        return tags
    }

    /// The subtree without its ids: tags, attributes in order (references as the tag of the
    /// element they point to), text, each element with its depth.
    static func signature(_ tree: XMLTree, _ element: XMLNode, tags: [String: String]) -> String {
        var text = ""
        let top = tree.depth(of: element)
        for node in tree.descendants(of: element) {
            switch tree.kind(of: node) {
            case .element:
                text += "\n\(tree.depth(of: node) - top)<" + tree.name(of: node)
                for attribute in tree.attributes(of: node) {
                    let name = tree.name(of: attribute)
                    if name == "id" || name == "sceneID" { continue }
                    let value = tree.value(of: attribute)
                    text += " " + name + "=" + (referenceAttributes.contains(name) ? "→" + (tags[value] ?? value) : value)
                }
                text += ">"
            case .text:
                if !tree.isWhitespace(node) { text += tree.text(of: node) }
            default:
                continue
            }
        }
        return text
    }
}
