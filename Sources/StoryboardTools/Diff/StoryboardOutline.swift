import StoryboardFormat

/// One document as lines a line diff can compare meaningfully: one line per element with an
/// id (indented under its parent, named as a reviewer names it) followed by its properties,
/// without Xcode's bookkeeping. It is what git shows through `diff.storyboard.textconv`.
public struct StoryboardOutline: Sendable {
    public init() {}

    public func text(of bytes: [UInt8]) throws(XMLError) -> String {
        let tree = try XMLTree(bytes: bytes)
        let names = ElementDescription(tree: tree)
        let diff = StoryboardDiff()
        var lines: [String] = []
        for (_, node) in diff.identified(tree) {
            var depth = 0
            var current = tree.parent(of: node)
            while let element = current, tree.kind(of: element) == .element {
                if tree.attribute("id", of: element) != nil || tree.isElement(element, named: "scene") { depth += 1 }
                current = tree.parent(of: element)
            }
            let indent = String(repeating: "  ", count: depth)
            let title = tree.isElement(node, named: "scene") ? names.scene(of: node) : names.describe(node)
            lines.append(indent + title)
            let properties = diff.properties(tree, node)
            for key in properties.keys.sorted() where !StoryboardDiff.isBookkeeping(key) {
                lines.append(indent + "    " + key + " = " + (properties[key] ?? ""))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
