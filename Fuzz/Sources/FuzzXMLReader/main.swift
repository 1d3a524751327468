import FuzzSupport
import StoryboardFormat

/// The XML reader on arbitrary bytes: it either reads the input, and then writing the tree back
/// reproduces the input byte for byte and every position lies inside it, or it throws an error
/// located inside the input. Never a crash, a hang or a trap.
runFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    let end = SourcePosition.end(of: bytes)
    do throws(XMLError) {
        let tree = try XMLTree(bytes: bytes)
        invariant(tree.serialized() == bytes, "the round trip changed the input")
        for node in tree.descendants(of: tree.document) {
            if let position = tree.position(of: node) { invariant(position <= end, "node at \(position) after the end \(end)") }
            _ = tree.name(of: node)
            _ = tree.text(of: node)
            for attribute in tree.attributes(of: node) {
                let name = tree.name(of: attribute)
                invariant(tree.attribute(named: name, of: node) == attribute, "lookup of '\(name)' found another attribute")
                _ = tree.value(of: attribute)
                if let position = tree.position(of: attribute) { invariant(position <= end, "attribute after the end") }
            }
        }
    } catch {
        invariant(error.position.line >= 1 && error.position.column >= 1, "error at \(error.position)")
        invariant(error.position <= end, "error at \(error.position) after the end \(end)")
        invariant(!error.message.isEmpty, "empty message")
    }
    return 0
}

