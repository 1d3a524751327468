/// Edits that keep everything they do not touch byte for byte and lay out what they add the
/// way Xcode does: one element per line, indented one level (four spaces, or a tab in files
/// indented with tabs) deeper than its parent, with the file's own line endings.
extension XMLTree {
    /// Sets (or adds, at the end of the tag) the attribute `name` of `element`.
    public mutating func setAttribute(_ name: String, to value: String, of element: XMLNode) {
        precondition(kind(of: element) == .element, "attributes belong to elements")
        let valueIndex = intern(value)
        if let existing = attribute(named: name, of: element) {
            attributeRecords[Int(existing.index)].valueStart = valueIndex
            attributeRecords[Int(existing.index)].flags.insert(.editedValue)
        } else {
            // An element's attributes are contiguous: move them to the end to make room.
            let record = nodes[Int(element.index)]
            let newStart = Int32(attributeRecords.count)
            for index in record.attributeStart..<(record.attributeStart + record.attributeCount) {
                attributeRecords.append(attributeRecords[Int(index)])
            }
            attributeRecords.append(AttributeRecord(
                nameStart: intern(name), nameEnd: 0, valueStart: valueIndex, valueEnd: 0,
                quote: XMLQuote.double.rawValue, flags: [.synthesizedName, .editedValue]))
            nodes[Int(element.index)].attributeStart = newStart
            nodes[Int(element.index)].attributeCount = record.attributeCount + 1
            if var names = attributeIndex.removeValue(forKey: element.index) {
                // The records moved: so do their entries.
                let shift = newStart - record.attributeStart
                for (key, index) in names { names[key] = index + shift }
                names[name] = Int32(attributeRecords.count - 1)
                attributeIndex[element.index] = names
            }
        }
        markEdited(element)
    }

    /// Removes the attribute `name` of `element`, with the whitespace before it.
    public mutating func removeAttribute(_ name: String, of element: XMLNode) {
        guard let existing = attribute(named: name, of: element) else { return }
        attributeRecords[Int(existing.index)].flags.insert(.removed)
        markEdited(element)
    }

    /// Adds a new element as the last child of `parent`, on a line of its own.
    @discardableResult
    public mutating func appendElement(
        _ name: String, attributes: KeyValuePairs<String, String> = [:], to parent: XMLNode
    ) -> XMLNode {
        let element = makeElement(name, attributes: attributes, parent: parent)
        let parentIndent = indentation(of: parent)
        let childIndent = parentIndent + indentationUnit
        let last = nodes[Int(parent.index)].lastChild
        if last != noNode && isWhitespace(XMLNode(last)) && text(of: XMLNode(last)).contains(where: \.isNewline) {
            // `…<last/>⏎␣␣</parent>`: the new line goes before the closing indentation.
            insert(makeText(lineEnding + childIndent, parent: parent), before: last)
            insert(element.index, before: last)
        } else {
            link(makeText(lineEnding + childIndent, parent: parent), to: parent)
            link(element.index, to: parent)
            link(makeText(lineEnding + parentIndent, parent: parent), to: parent)
        }
        markEdited(parent)
        return element
    }

    /// Detaches `node` (and the line it stood on, when it stood alone on one) from the tree.
    public mutating func remove(_ node: XMLNode) {
        guard let parent = parent(of: node) else { return }
        var previous: Int32 = noNode
        for child in children(of: parent) {
            if child == node { break }
            previous = child.index
        }
        if previous != noNode && isWhitespace(XMLNode(previous)) {
            unlink(previous, from: parent.index)
        }
        unlink(node.index, from: parent.index)
        // Only whitespace left: drop it too, so the parent is written `<parent/>` as Xcode would.
        if children(of: parent).allSatisfy({ isWhitespace($0) }) {
            while nodes[Int(parent.index)].firstChild != noNode {
                unlink(nodes[Int(parent.index)].firstChild, from: parent.index)
            }
        }
        markEdited(parent)
    }

    /// Replaces the children of `element` with one text node, or the content of a text node.
    public mutating func setText(_ text: String, of node: XMLNode) {
        let record = nodes[Int(node.index)]
        switch record.kind {
        case .element:
            while nodes[Int(node.index)].firstChild != noNode {
                unlink(nodes[Int(node.index)].firstChild, from: node.index)
            }
            if !text.isEmpty { link(makeText(text, parent: node), to: node) }
            markEdited(node)
        case .text:
            nodes[Int(node.index)].nameEnd = intern(text)
            nodes[Int(node.index)].flags.insert(.synthesized)
            markEdited(node)
        default:
            preconditionFailure("setText applies to elements and text nodes")
        }
    }

    // MARK: Layout

    /// The whitespace that starts the line `node` stands on.
    public func indentation(of node: XMLNode) -> String {
        guard let parent = parent(of: node) else { return "" }
        var previous: XMLNode?
        for child in children(of: parent) {
            if child == node { break }
            previous = child
        }
        guard let previous, kind(of: previous) == .text else { return "" }
        let text = text(of: previous)
        guard let newline = text.lastIndex(where: \.isNewline) else { return "" }
        return String(text[text.index(after: newline)...].filter { $0 == " " || $0 == "\t" })
    }

    /// One level of indentation as the file uses it.
    var indentationUnit: String {
        guard let root = rootElement, let first = elements(of: root).first(where: { _ in true }) else { return "    " }
        return indentation(of: first).hasPrefix("\t") ? "\t" : "    "
    }

    /// The file's line ending.
    var lineEnding: String {
        guard let end = source.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if source[end] == 0x0A { return "\n" }
        return end + 1 < source.count && source[end + 1] == 0x0A ? "\r\n" : "\r"
    }

    // MARK: Storage

    mutating func intern(_ string: String) -> Int32 {
        strings.append(string)
        return Int32(strings.count - 1)
    }

    mutating func makeElement(_ name: String, attributes: KeyValuePairs<String, String>, parent: XMLNode) -> XMLNode {
        let attributeStart = Int32(attributeRecords.count)
        for (key, value) in attributes {
            attributeRecords.append(AttributeRecord(
                nameStart: intern(key), nameEnd: 0, valueStart: intern(value), valueEnd: 0,
                quote: XMLQuote.double.rawValue, flags: [.synthesizedName, .editedValue]))
        }
        nodes.append(NodeRecord(
            start: -1, end: -1, contentStart: -1, contentEnd: -1, nameEnd: intern(name), parent: parent.index,
            firstChild: noNode, lastChild: noNode, nextSibling: noNode, attributeStart: attributeStart,
            attributeCount: Int32(attributes.count), kind: .element, flags: [.synthesized]))
        return XMLNode(Int32(nodes.count - 1))
    }

    mutating func makeText(_ text: String, parent: XMLNode) -> Int32 {
        nodes.append(NodeRecord(
            start: -1, end: -1, contentStart: -1, contentEnd: -1, nameEnd: intern(text), parent: parent.index,
            firstChild: noNode, lastChild: noNode, nextSibling: noNode, attributeStart: 0, attributeCount: 0,
            kind: .text, flags: [.synthesized]))
        return Int32(nodes.count - 1)
    }

    mutating func link(_ child: Int32, to parent: XMLNode) {
        nodes[Int(child)].parent = parent.index
        nodes[Int(child)].nextSibling = noNode
        let last = nodes[Int(parent.index)].lastChild
        if last == noNode {
            nodes[Int(parent.index)].firstChild = child
        } else {
            nodes[Int(last)].nextSibling = child
        }
        nodes[Int(parent.index)].lastChild = child
    }

    mutating func insert(_ child: Int32, before sibling: Int32) {
        let parent = nodes[Int(sibling)].parent
        nodes[Int(child)].parent = parent
        nodes[Int(child)].nextSibling = sibling
        if nodes[Int(parent)].firstChild == sibling {
            nodes[Int(parent)].firstChild = child
            return
        }
        var previous = nodes[Int(parent)].firstChild
        while nodes[Int(previous)].nextSibling != sibling { previous = nodes[Int(previous)].nextSibling }
        nodes[Int(previous)].nextSibling = child
    }

    mutating func unlink(_ child: Int32, from parent: Int32) {
        let next = nodes[Int(child)].nextSibling
        if nodes[Int(parent)].firstChild == child {
            nodes[Int(parent)].firstChild = next
            if next == noNode { nodes[Int(parent)].lastChild = noNode }
        } else {
            var previous = nodes[Int(parent)].firstChild
            while nodes[Int(previous)].nextSibling != child { previous = nodes[Int(previous)].nextSibling }
            nodes[Int(previous)].nextSibling = next
            if next == noNode { nodes[Int(parent)].lastChild = previous }
        }
        nodes[Int(child)].nextSibling = noNode
        nodes[Int(child)].parent = noNode
        nodes[Int(child)].flags.insert(.removed)
    }

    mutating func markEdited(_ node: XMLNode) {
        nodes[Int(node.index)].flags.insert(.edited)
        var current = nodes[Int(node.index)].parent
        while current != noNode {
            nodes[Int(current)].flags.insert(.dirtySubtree)
            current = nodes[Int(current)].parent
        }
    }
}
