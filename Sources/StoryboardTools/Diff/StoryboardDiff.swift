import StoryboardFormat

/// A semantic diff of two versions of a storyboard or xib: elements matched by id, and for each
/// the properties that changed, described as a reviewer reads them. What Xcode rewrites on
/// every save (version stamps, the canvas, frames of views it marks misplaced) is left out.
public struct StoryboardDiff: Sendable {
    /// Leave out every frame change, not only those of misplaced views.
    public var ignoresFrames: Bool
    /// Leave out elements that were only given new ids (removed and added again the same), and
    /// references that only followed them.
    public var ignoresIDChurn: Bool

    public init(ignoresFrames: Bool = false, ignoresIDChurn: Bool = false) {
        self.ignoresFrames = ignoresFrames
        self.ignoresIDChurn = ignoresIDChurn
    }

    /// Whether a property is Xcode's bookkeeping rather than the design: version stamps, the
    /// scene's place on the canvas, the misplaced and ambiguous marks of its layout check.
    static func isBookkeeping(_ property: String) -> Bool {
        property == "toolsVersion" || property == "systemVersion" || property == "misplaced" || property == "ambiguous"
            || (property.contains("plugIn[") && property.hasSuffix(".version"))
            || (property.contains("capability[") && property.hasSuffix(".minToolsVersion"))
            || property.hasPrefix("point[canvasLocation]")
    }

    public func changes(old: [UInt8], new: [UInt8]) throws(XMLError) -> [StoryboardChange] {
        let oldTree = try XMLTree(bytes: old), newTree = try XMLTree(bytes: new)
        let oldNames = ElementDescription(tree: oldTree), newNames = ElementDescription(tree: newTree)
        let oldElements = identified(oldTree), newElements = identified(newTree)
        var changes: [StoryboardChange] = []
        let newIDs = Set(newElements.map(\.id)), oldIDs = Set(oldElements.map(\.id))
        // Removed and added: only the topmost element of a removed or added subtree.
        let removed = oldElements.filter { !newIDs.contains($0.id) && !hasAncestor($0.node, in: oldTree, notIn: newIDs) }.map(\.node)
        let added = newElements.filter { !oldIDs.contains($0.id) && !hasAncestor($0.node, in: newTree, notIn: oldIDs) }.map(\.node)
        let churn = ignoresIDChurn
            ? IDChurn(old: oldTree, removed: removed, oldScenes: oldNames, new: newTree, added: added, newScenes: newNames)
            : IDChurn()
        for node in removed where !churn.old.contains(node) {
            changes.append(StoryboardChange(kind: .removed, scene: oldNames.scene(of: node), element: oldNames.describe(node)))
        }
        let oldIndex = Dictionary(oldElements.map { ($0.id, $0.node) }, uniquingKeysWith: { first, _ in first })
        let addedSet = Set(added)
        for (id, node) in newElements {
            guard let before = oldIndex[id] else {
                if addedSet.contains(node) && !churn.new.contains(node) {
                    changes.append(StoryboardChange(kind: .added, scene: newNames.scene(of: node), element: newNames.describe(node)))
                }
                continue
            }
            let oldProperties = properties(oldTree, before), newProperties = properties(newTree, node)
            guard oldProperties != newProperties else { continue }
            let misplaced = oldTree.attribute("misplaced", of: before) == "YES" || newTree.attribute("misplaced", of: node) == "YES"
            let oldFrame = Self.frame(oldProperties), newFrame = Self.frame(newProperties)
            if oldFrame != newFrame && !misplaced && !ignoresFrames {
                changes.append(StoryboardChange(
                    kind: .changed, scene: newNames.scene(of: node), element: newNames.describe(node), property: "frame",
                    old: oldFrame, new: newFrame))
            }
            // A part without an id that one side lacks entirely is one addition or removal.
            var reported: Set<String> = []
            for property in Self.orderedKeys(oldProperties, newProperties) where !property.hasPrefix("rect[frame].") {
                let was = oldProperties[property], now = newProperties[property]
                guard was != now, !Self.isBookkeeping(property) else { continue }
                if let was, churn.renamed[was] == now { continue }
                let part = Self.part(of: property)
                if let part, !reported.contains(part) {
                    let inOld = oldProperties.keys.contains { Self.part(of: $0) == part }
                    let inNew = newProperties.keys.contains { Self.part(of: $0) == part }
                    if inOld != inNew {
                        reported.insert(part)
                        changes.append(StoryboardChange(
                            kind: inNew ? .added : .removed, scene: newNames.scene(of: node),
                            element: newNames.describe(node) + " " + part))
                    }
                }
                if let part, reported.contains(part) { continue }
                changes.append(StoryboardChange(
                    kind: .changed, scene: newNames.scene(of: node), element: newNames.describe(node), property: property,
                    old: was, new: now))
            }
        }
        return changes
    }

    /// The text a reviewer reads: changes grouped by scene.
    public static func text(_ changes: [StoryboardChange]) -> String {
        guard !changes.isEmpty else { return "no changes\n" }
        var text = ""
        var scenes: [String] = []
        var byScene: [String: [StoryboardChange]] = [:]
        for change in changes {
            if byScene[change.scene] == nil { scenes.append(change.scene) }
            byScene[change.scene, default: []].append(change)
        }
        for scene in scenes {
            text += scene + ":\n"
            for change in byScene[scene] ?? [] { text += "  " + change.summary + "\n" }
        }
        return text
    }

    // MARK: Elements and their properties

    /// Elements with an id, in document order (the document's root counts as `document`).
    func identified(_ tree: XMLTree) -> [(id: String, node: XMLNode)] {
        guard let root = tree.rootElement else { return [] }
        var result: [(String, XMLNode)] = [("document", root)]
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element && node != root {
            // `<device id="retina6_1">` is the previewed device, not an object of the design.
            if tree.isElement(node, named: "device") { continue }
            if let id = tree.attribute("id", of: node) { result.append((id, node)) }
            else if tree.isElement(node, named: "scene"), let id = tree.attribute("sceneID", of: node) { result.append(("scene:" + id, node)) }
        }
        return result
    }

    func hasAncestor(_ node: XMLNode, in tree: XMLTree, notIn ids: Set<String>) -> Bool {
        var current = tree.parent(of: node)
        while let element = current, tree.kind(of: element) == .element, element != tree.rootElement {
            if let id = tree.attribute("id", of: element) ?? tree.attribute("sceneID", of: element).map({ "scene:" + $0 }),
                !ids.contains(id)
            {
                return true
            }
            current = tree.parent(of: element)
        }
        return false
    }

    /// The element's attributes and those of the elements below it that have no id of their
    /// own (`rect[frame].width`, `color[backgroundColor].systemColor`, `string[text]`), up to
    /// the next element with an id.
    func properties(_ tree: XMLTree, _ element: XMLNode) -> [String: String] {
        var result: [String: String] = [:]
        for attribute in tree.attributes(of: element) where tree.name(of: attribute) != "id" && tree.name(of: attribute) != "sceneID" {
            result[tree.name(of: attribute)] = tree.value(of: attribute)
        }
        var stack: [(XMLNode, String)] = tree.elementChildren(of: element).map { ($0, "") }.reversed()
        var counts: [String: Int] = [:]
        while let (node, prefix) = stack.popLast() {
            if tree.attribute("id", of: node) != nil || tree.isElement(node, named: "scene") { continue }
            var name = prefix + tree.name(of: node)
            if let key = tree.attribute("key", of: node) ?? tree.attribute("name", of: node)
                ?? tree.attribute("identifier", of: node) ?? tree.attribute("keyPath", of: node)
                ?? tree.attribute("reference", of: node)
            {
                name += "[\(key)]"
            } else {
                let count = counts[name, default: 0]
                counts[name] = count + 1
                if count > 0 { name += "[\(count)]" }
            }
            for attribute in tree.attributes(of: node) {
                let attributeName = tree.name(of: attribute)
                if ["key", "name", "identifier", "keyPath", "reference"].contains(attributeName) { continue }
                result[name + "." + attributeName] = tree.value(of: attribute)
            }
            let children = tree.elementChildren(of: node)
            if children.isEmpty {
                let text = tree.text(of: node)
                if !text.allSatisfy(\.isWhitespace) { result[name] = text }
            }
            stack += children.map { ($0, name + "/") }.reversed()
        }
        return result
    }

    /// The part of the element a property belongs to (`fontDescription[fontDescription]` for
    /// `fontDescription[fontDescription].style`), nil for the element's own attributes.
    static func part(of property: String) -> String? {
        guard let dot = property.lastIndex(of: ".") else { return property.contains("[") || property.contains("/") ? property : nil }
        let part = property[..<dot]
        return part.contains("[") || part.contains("/") || part.first?.isLowercase == true && property.contains(".")
            ? String(part) : nil
    }

    /// `x y width height` of the element's frame, one value for the four attributes.
    static func frame(_ properties: [String: String]) -> String? {
        let parts = ["x", "y", "width", "height"].map { properties["rect[frame].\($0)"] }
        guard parts.contains(where: { $0 != nil }) else { return nil }
        return parts.map { $0 ?? "0" }.joined(separator: " ")
    }

    static func orderedKeys(_ lhs: [String: String], _ rhs: [String: String]) -> [String] {
        Set(lhs.keys).union(rhs.keys).sorted()
    }
}
