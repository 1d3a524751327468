import StoryboardFormat

/// How an element is recognized across base, ours and theirs among its siblings: by its
/// Interface Builder `id`, else by the attribute that names its role or resource (`key`,
/// `sceneID`, `identifier`, `keyPath`, `name`, `reference`), else by its tag when it is the only
/// one of its kind, else by its whole content (so an edit of an element without identity is a
/// deletion plus an insertion, never a silent mix-up of two siblings).
enum ElementKey {
    static let identifyingAttributes = ["id", "key", "sceneID", "identifier", "keyPath", "name", "reference"]

    /// The key naming `element` by an attribute, if it has one.
    static func stable(_ tree: XMLTree, _ element: XMLNode) -> String? {
        let tag = tree.name(of: element)
        // `<device id="retina6_1">` names the previewed device, not an object: one per document.
        if tag == "device" { return "device" }
        for attribute in identifyingAttributes {
            if let value = tree.attribute(attribute, of: element) {
                return attribute == "id" ? "#" + value : tag + "[" + attribute + "=" + value + "]"
            }
        }
        return nil
    }

    /// The keys of the element children of one parent on the three sides. Tags that occur more
    /// than once without a stable key on any side are keyed by content; duplicate keys are
    /// numbered by occurrence. `head` holds children that come before these on all three sides,
    /// the same on each: they are not keyed, but count towards which tags repeat.
    static func keys(
        base: (XMLTree, [XMLNode])?, ours: (XMLTree, [XMLNode]), theirs: (XMLTree, [XMLNode]),
        head: (XMLTree, ArraySlice<XMLNode>)? = nil
    ) -> (base: [String], ours: [String], theirs: [String]) {
        var unkeyedTags: [Set<String>] = []
        var repeatedTags: Set<String> = []
        for (tree, elements) in [base, ours, theirs].compactMap({ $0 }) {
            var seen: Set<String> = []
            for element in elements where stable(tree, element) == nil {
                let tag = tree.name(of: element)
                if !seen.insert(tag).inserted { repeatedTags.insert(tag) }
            }
            unkeyedTags.append(seen)
        }
        if let (tree, elements) = head {
            // Only tags unkeyed below the head can become repeated through it.
            let candidates = unkeyedTags.reduce(into: Set<String>()) { $0.formUnion($1) }.subtracting(repeatedTags)
            var seen: Set<String> = []
            for element in elements where !candidates.isEmpty {
                let tag = tree.name(of: element)
                guard candidates.contains(tag), stable(tree, element) == nil else { continue }
                if !seen.insert(tag).inserted || unkeyedTags.contains(where: { $0.contains(tag) }) {
                    repeatedTags.insert(tag)
                }
            }
        }
        func keys(_ tree: XMLTree, _ elements: [XMLNode]) -> [String] {
            var occurrences: [String: Int] = [:]
            return elements.map { element in
                var key: String
                if let stable = stable(tree, element) {
                    key = stable
                } else {
                    let tag = tree.name(of: element)
                    key = repeatedTags.contains(tag)
                        ? "~" + tag + "=" + String(decoding: tree.sourceBytes(of: element) ?? [], as: UTF8.self) : tag
                }
                let count = occurrences[key, default: 0]
                occurrences[key] = count + 1
                if count > 0 { key += "\u{0}\(count)" }
                return key
            }
        }
        return (base.map { keys($0.0, $0.1) } ?? [], keys(ours.0, ours.1), keys(theirs.0, theirs.1))
    }

    /// Whether a key is by content (the element has no identity of its own).
    static func isByContent(_ key: String) -> Bool {
        key.hasPrefix("~")
    }

    /// `tag id="…"`, how conflicts name an element.
    static func describe(_ tree: XMLTree, _ element: XMLNode) -> String {
        let tag = tree.name(of: element)
        for attribute in identifyingAttributes {
            if let value = tree.attribute(attribute, of: element) { return "\(tag) \(attribute)=\"\(value)\"" }
        }
        return tag
    }
}
