import StoryboardFormat

/// What must hold of a merged document although each side alone was fine: every id used once,
/// every reference pointing at an element that is still there. A violation that neither side
/// had on its own is a conflict of the merge, reported on the element that breaks it.
enum MergeInvariants {
    /// Whether the attribute's value is the id of another element of the document.
    static func isReference(_ attribute: XMLAttribute, in tree: XMLTree) -> Bool {
        tree.nameEquals(attribute, "destination") || tree.nameEquals(attribute, "target")
            || tree.nameEquals(attribute, "firstItem") || tree.nameEquals(attribute, "secondItem")
            || tree.nameEquals(attribute, "initialViewController")
    }

    struct Reference: Hashable {
        var owner: String
        var attribute: String
        var target: String
    }

    /// Violations in `merged` that neither `ours` nor `theirs` has, keyed by the id of the
    /// element to write as a conflict. The sides are walked only when the merged document has
    /// a duplicate id or a dangling reference, which is rare: one walk of the merged document
    /// is the usual cost.
    static func violations(merged: XMLTree, ours: XMLTree, theirs: XMLTree) -> [String: MergeConflict] {
        var result: [String: MergeConflict] = [:]
        let (mergedCounts, mergedReferences) = walk(merged)
        let duplicated = mergedCounts.filter { $0.value > 1 }
        let mergedDangling = dangling(merged, mergedCounts, mergedReferences)
        guard !duplicated.isEmpty || !mergedDangling.isEmpty else { return result }
        let (oursCounts, oursReferences) = walk(ours), (theirsCounts, theirsReferences) = walk(theirs)
        for (id, _) in duplicated where oursCounts[id, default: 0] <= 1 && theirsCounts[id, default: 0] <= 1 {
            result[id] = MergeConflict(kind: .duplicateID, element: "id=\"\(id)\"")
        }
        let known = dangling(ours, oursCounts, oursReferences).union(dangling(theirs, theirsCounts, theirsReferences))
        for reference in mergedDangling where !known.contains(reference) && result[reference.owner] == nil {
            result[reference.owner] = MergeConflict(
                kind: .danglingReference, element: "id=\"\(reference.owner)\"",
                attribute: "\(reference.attribute)=\"\(reference.target)\"")
        }
        return result
    }

    /// How many times each id is used, and every reference attribute with the element that
    /// holds it, in one walk.
    static func walk(_ tree: XMLTree) -> (counts: [String: Int], references: [(XMLNode, XMLAttribute)]) {
        var counts: [String: Int] = [:], references: [(XMLNode, XMLAttribute)] = []
        guard let root = tree.rootElement else { return (counts, references) }
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            for attribute in tree.attributes(of: node) {
                if tree.nameEquals(attribute, "id") {
                    counts[tree.value(of: attribute), default: 0] += 1
                } else if isReference(attribute, in: tree) {
                    references.append((node, attribute))
                }
            }
        }
        return (counts, references)
    }

    static func dangling(_ tree: XMLTree, _ ids: [String: Int], _ references: [(XMLNode, XMLAttribute)]) -> Set<Reference> {
        var result: Set<Reference> = []
        for (node, attribute) in references {
            let target = tree.value(of: attribute)
            if ids[target] == nil, let owner = owner(of: node, in: tree) {
                result.insert(Reference(owner: owner, attribute: tree.name(of: attribute), target: target))
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
