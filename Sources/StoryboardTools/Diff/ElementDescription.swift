import StoryboardFormat

/// Names elements the way a reviewer recognizes them: by label, title or text rather than by
/// id, constraints as equations, segues by identifier and destination.
struct ElementDescription {
    let tree: XMLTree
    let ids: [String: XMLNode]

    init(tree: XMLTree) {
        self.tree = tree
        var ids: [String: XMLNode] = [:]
        if let root = tree.rootElement {
            for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
                if let id = tree.attribute("id", of: node) { ids[id] = node }
            }
        }
        self.ids = ids
    }

    /// `label "Title" (abc-12-xyz)`.
    func describe(_ element: XMLNode) -> String {
        let tag = tree.name(of: element)
        let id = tree.attribute("id", of: element)
        switch tag {
        case "constraint": return "constraint " + equation(element)
        case "segue":
            var text = "segue"
            if let identifier = tree.attribute("identifier", of: element) { text += " \"\(identifier)\"" }
            if let kind = tree.attribute("kind", of: element) { text += " (\(kind)" } else { text += " (" }
            if let destination = tree.attribute("destination", of: element) { text += " → \(shortName(destination)))" } else { text += ")" }
            return text
        case "outlet", "outletCollection":
            return "\(tag) \(tree.attribute("property", of: element) ?? "?") → \(tree.attribute("destination", of: element).map(shortName) ?? "?")"
        case "action":
            return "action \(tree.attribute("selector", of: element) ?? "?")"
        default:
            var text = tag
            if let name = readableName(element) { text += " \"\(name)\"" }
            if let id { text += " (\(id))" }
            return text
        }
    }

    /// What a person calls the element: its label in Xcode's outline, its text, title or class.
    func readableName(_ element: XMLNode) -> String? {
        for attribute in ["userLabel", "title", "text", "placeholder", "storyboardIdentifier", "customClass", "identifier"] {
            if let value = tree.attribute(attribute, of: element), !value.isEmpty { return value }
        }
        if let text = tree.firstElement(of: element, withKey: "text").map({ tree.text(of: $0) }), !text.isEmpty { return text }
        if let state = tree.firstElement(of: element, named: "state"), let title = tree.attribute("title", of: state) { return title }
        return nil
    }

    /// A referenced element in an equation: its readable name, or its kind
    /// (`safeArea`, `superview`, `button`).
    func shortName(_ id: String) -> String {
        guard let node = ids[id] else { return id }
        if let key = tree.attribute("key", of: node), tree.name(of: node) == "viewLayoutGuide" { return key }
        if let label = tree.attribute("userLabel", of: node) { return label }
        if let name = readableName(node) { return "\(tree.name(of: node))\u{201C}\(name)\u{201D}" }
        return tree.name(of: node)
    }

    /// `button.top = safeArea.top + 20`.
    func equation(_ constraint: XMLNode) -> String {
        // A constraint without a first item constrains the view that holds it.
        let owner = tree.parent(of: constraint).flatMap { tree.parent(of: $0) }
        let first = tree.attribute("firstItem", of: constraint).map(shortName)
            ?? owner.flatMap { tree.attribute("id", of: $0) }.map(shortName) ?? "?"
        let firstAttribute = tree.attribute("firstAttribute", of: constraint) ?? "?"
        let relation: String
        switch tree.attribute("relation", of: constraint) {
        case "greaterThanOrEqual": relation = ">="
        case "lessThanOrEqual": relation = "<="
        default: relation = "="
        }
        var right = ""
        if let second = tree.attribute("secondItem", of: constraint) {
            right = shortName(second) + "." + (tree.attribute("secondAttribute", of: constraint) ?? firstAttribute)
            if let multiplier = tree.attribute("multiplier", of: constraint), multiplier != "1" { right += " * \(multiplier)" }
        }
        let constant = tree.attribute("constant", of: constraint)
        if let constant, constant != "0" && constant != "0.0" {
            if right.isEmpty {
                right = constant
            } else if constant.hasPrefix("-") {
                right += " - \(constant.dropFirst())"
            } else {
                right += " + \(constant)"
            }
        } else if right.isEmpty {
            right = constant ?? "0"
        }
        var text = "\(first).\(firstAttribute) \(relation) \(right)"
        if let priority = tree.attribute("priority", of: constraint), priority != "1000" { text += " @\(priority)" }
        return text
    }

    /// The scene an element belongs to, named by Xcode's comment before it (the scene's title)
    /// or its controller.
    func scene(of element: XMLNode) -> String {
        var current: XMLNode? = element
        while let node = current, tree.kind(of: node) == .element {
            if tree.isElement(node, named: "scene") {
                let id = tree.attribute("sceneID", of: node) ?? "?"
                return "scene \"\(sceneTitle(node) ?? id)\" (\(id))"
            }
            current = tree.parent(of: node)
        }
        return "document"
    }

    func sceneTitle(_ scene: XMLNode) -> String? {
        if let parent = tree.parent(of: scene), let comment = tree.leadingComments(of: parent)[scene] {
            let text = String(decoding: comment, as: UTF8.self)
            if let start = text.range(of: "<!--"), let end = text.range(of: "-->") {
                return String(text[start.upperBound..<end.lowerBound])
            }
        }
        guard let objects = tree.firstElement(of: scene, named: "objects"),
            let controller = tree.elements(of: objects).first(where: {
                let tag = tree.name(of: $0)
                return tag.hasSuffix("Controller") || tag == "controller"
            })
        else { return nil }
        return readableName(controller)
    }
}
