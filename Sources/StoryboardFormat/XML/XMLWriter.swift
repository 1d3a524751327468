/// Writes a tree back to bytes: what was read comes out byte for byte (the writer walks every
/// node and copies its own bytes, so an unchanged tree reproducing its input shows that no byte
/// was lost), and what edits created is written the way Xcode writes it.
extension XMLTree {
    /// The document as bytes.
    public func serialized() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(source.count + 256)
        source.withUnsafeBufferPointer { sourceBuffer in
            var writer = Writer(tree: self, source: sourceBuffer)
            writer.write(into: &output)
        }
        return output
    }

    /// The document as a string.
    public func serializedString() -> String {
        String(decoding: serialized(), as: UTF8.self)
    }
}

private struct Writer {
    let tree: XMLTree
    let source: UnsafeBufferPointer<UInt8>

    init(tree: XMLTree, source: UnsafeBufferPointer<UInt8>) {
        self.tree = tree
        self.source = source
    }

    /// Walks the tree without recursion: entering a node writes its opening bytes, leaving it
    /// its closing bytes.
    mutating func write(into output: inout [UInt8]) {
        let document = tree.nodes[0]
        copy(0, document.contentStart, into: &output)
        var current = document.firstChild
        while current != noNode {
            let record = tree.nodes[Int(current)]
            open(current, record, into: &output)
            if record.kind == .element && record.firstChild != noNode {
                current = record.firstChild
                continue
            }
            if record.kind == .element { close(current, record, into: &output) }
            // Leave finished nodes until one has a next sibling.
            while current != noNode {
                let finished = tree.nodes[Int(current)]
                if finished.nextSibling != noNode {
                    current = finished.nextSibling
                    break
                }
                current = finished.parent
                if current == 0 || current == noNode {
                    current = noNode
                    break
                }
                close(current, tree.nodes[Int(current)], into: &output)
            }
        }
    }

    func open(_ index: Int32, _ record: NodeRecord, into output: inout [UInt8]) {
        switch record.kind {
        case .element:
            writeStartTag(index, record, into: &output)
        case .text where record.flags.contains(.synthesized):
            output.append(contentsOf: XMLEscaping.text(tree.strings[Int(record.nameEnd)]).utf8)
        case .comment where record.flags.contains(.synthesized):
            output.append(contentsOf: "<!--".utf8)
            output.append(contentsOf: tree.strings[Int(record.nameEnd)].utf8)
            output.append(contentsOf: "-->".utf8)
        default:
            copy(record.start, record.end, into: &output)
        }
    }

    func close(_ index: Int32, _ record: NodeRecord, into output: inout [UInt8]) {
        if writesSelfClosing(record) { return }
        if record.flags.contains(.synthesized) || record.flags.contains(.selfClosing) {
            output.append(contentsOf: "</".utf8)
            output.append(contentsOf: tree.name(of: XMLNode(index)).utf8)
            output.append(UInt8(ascii: ">"))
        } else {
            copy(record.contentEnd, record.end, into: &output)
        }
    }

    /// An element is written as `<name/>` when it has no children and either was written that
    /// way, is new, or lost all its children to edits (as Xcode would write it).
    func writesSelfClosing(_ record: NodeRecord) -> Bool {
        guard record.firstChild == noNode else { return false }
        if record.flags.contains(.synthesized) || record.flags.contains(.selfClosing) { return true }
        return record.flags.contains(.edited) && record.contentEnd > record.contentStart
    }

    func writeStartTag(_ index: Int32, _ record: NodeRecord, into output: inout [UInt8]) {
        let selfClosing = writesSelfClosing(record)
        if !record.flags.contains(.edited) && !record.flags.contains(.synthesized) {
            if record.flags.contains(.selfClosing) == selfClosing {
                copy(record.start, record.contentStart, into: &output)
                return
            }
        }
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: tree.name(of: XMLNode(index)).utf8)
        var previousEnd = record.nameEnd
        for attributeIndex in record.attributeStart..<(record.attributeStart + record.attributeCount) {
            let attribute = tree.attributeRecords[Int(attributeIndex)]
            if attribute.flags.contains(.synthesizedName) {
                if attribute.flags.contains(.removed) { continue }
                output.append(UInt8(ascii: " "))
                output.append(contentsOf: tree.strings[Int(attribute.nameStart)].utf8)
                output.append(contentsOf: "=\"".utf8)
                output.append(contentsOf: XMLEscaping.attribute(tree.strings[Int(attribute.valueStart)]).utf8)
                output.append(UInt8(ascii: "\""))
                continue
            }
            // The whitespace before an attribute travels with it, so removing one attribute
            // leaves the spacing of the others as it was.
            let whitespaceStart = previousEnd
            previousEnd = attribute.valueEnd + 1
            if attribute.flags.contains(.removed) { continue }
            copy(whitespaceStart, attribute.nameStart, into: &output)
            if attribute.flags.contains(.editedValue) {
                // An edit reuses `valueStart` to index `strings`, so find the opening quote
                // again: only whitespace and `=` stand between the name and it.
                var openingQuote = Int(attribute.nameEnd)
                while source[openingQuote] != attribute.quote { openingQuote += 1 }
                copy(attribute.nameStart, Int32(openingQuote + 1), into: &output)
                let quote = XMLQuote(rawValue: attribute.quote) ?? .double
                output.append(contentsOf: XMLEscaping.attribute(tree.strings[Int(attribute.valueStart)], quote: quote).utf8)
                output.append(attribute.quote)
            } else {
                copy(attribute.nameStart, attribute.valueEnd + 1, into: &output)
            }
        }
        if !record.flags.contains(.synthesized) {
            // Whitespace between the last original attribute and the tag's end.
            let tagClose = record.flags.contains(.selfClosing) ? record.end - 2 : record.contentStart - 1
            if previousEnd < tagClose { copy(previousEnd, tagClose, into: &output) }
        }
        if selfClosing {
            output.append(contentsOf: "/>".utf8)
        } else {
            output.append(UInt8(ascii: ">"))
        }
    }

    @inline(__always)
    func copy(_ start: Int32, _ end: Int32, into output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: source[Int(start)..<Int(end)]))
    }
}
