import StoryboardFormat

/// What must hold of a merged document although each side alone was fine: every id used once,
/// every reference pointing at an element that is still there. A violation that neither side
/// had on its own is a conflict of the merge, reported on the element that breaks it.
enum MergeInvariants {
    /// Attributes whose value is the id of another element of the document.
    static let referenceAttributes: Set<String> = [
        "destination", "target", "firstItem", "secondItem", "initialViewController",
    ]

    struct Reference: Hashable {
        var owner: String
        var attribute: String
        var target: String
    }

    /// Violations in `merged` that neither `ours` nor `theirs` has, keyed by the id of the
    /// element to write as a conflict.
    static func violations(merged: XMLTree, ours: XMLTree, theirs: XMLTree) -> [String: MergeConflict] {
        var result: [String: MergeConflict] = [:]
        let mergedCounts = idCounts(merged)
        let oursCounts = idCounts(ours), theirsCounts = idCounts(theirs)
        for (id, count) in mergedCounts where count > 1 && oursCounts[id, default: 0] <= 1 && theirsCounts[id, default: 0] <= 1 {
            result[id] = MergeConflict(kind: .duplicateID, element: "id=\"\(id)\"")
        }
        let known = dangling(ours, oursCounts).union(dangling(theirs, theirsCounts))
        for reference in dangling(merged, mergedCounts) where !known.contains(reference) && result[reference.owner] == nil {
            result[reference.owner] = MergeConflict(
                kind: .danglingReference, element: "id=\"\(reference.owner)\"",
                attribute: "\(reference.attribute)=\"\(reference.target)\"")
        }
        return result
    }

    static func idCounts(_ tree: XMLTree) -> [String: Int] {
        var counts: [String: Int] = [:]
        guard let root = tree.rootElement else { return counts }
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            if let id = tree.attribute("id", of: node) { counts[id, default: 0] += 1 }
        }
        return counts
    }

    static func dangling(_ tree: XMLTree, _ ids: [String: Int]) -> Set<Reference> {
        var result: Set<Reference> = []
        guard let root = tree.rootElement else { return result }
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            for attribute in tree.attributes(of: node) {
                let name = tree.name(of: attribute)
                guard referenceAttributes.contains(name) else { continue }
                let target = tree.value(of: attribute)
                if ids[target] == nil, let owner = owner(of: node, in: tree) {
                    result.insert(Reference(owner: owner, attribute: name, target: target))
                }
            }
        }
        return result
    }

    /// The id of the element or of its nearest ancestor that has one.
    static func owner(of node: XMLNode, in tree: XMLTree) -> String? {
        var current: XMLNode? = node
        while let element = current, tree.kind(of: element) == .element {
            if let id = tree.attribute("id", of: element) { return id }
            current = tree.parent(of: element)
        }
        return nil
    }

    /// Names of resources that one side removed from `<resources>` while the merged document
    /// still uses them (as an attribute value outside `<resources>`).
    static func resourcesStillUsed(merged: XMLTree, ours: XMLTree, theirs: XMLTree) -> Set<String> {
        var candidates = resourceNames(ours).union(resourceNames(theirs))
        candidates.subtract(resourceNames(merged))
        guard !candidates.isEmpty, let root = merged.rootElement else { return [] }
        var used: Set<String> = []
        for node in merged.descendants(of: root) where merged.kind(of: node) == .element {
            if merged.isElement(node, named: "resources") { continue }
            for attribute in merged.attributes(of: node) {
                let value = merged.value(of: attribute)
                if candidates.contains(value) { used.insert(value) }
            }
        }
        return used
    }

    static func resourceNames(_ tree: XMLTree) -> Set<String> {
        guard let root = tree.rootElement, let resources = tree.firstElement(of: root, named: "resources") else { return [] }
        return Set(tree.elements(of: resources).compactMap { tree.attribute("name", of: $0) })
    }
}
