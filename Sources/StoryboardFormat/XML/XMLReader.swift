/// The byte-level reader behind `XMLTree`: one forward pass over UTF-8 with an explicit stack
/// of open elements (no recursion, so nesting depth cannot overflow the call stack), no DTD
/// processing and no external loading.
///
/// The input is validated as UTF-8 (and for characters XML forbids) first, in a pass that also
/// records where lines start; the structural pass then never needs to look at line breaks.
struct XMLReader {
    let bytes: [UInt8]
    var nodes: ContiguousArray<NodeRecord> = []
    var attributes: ContiguousArray<AttributeRecord> = []
    var lineStarts: [Int32] = []
    var attributeIndex: [Int32: AttributeNameIndex] = [:]
    var hasByteOrderMark = false

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func read() throws(XMLError) {
        guard bytes.count <= XMLTree.maximumDocumentSize else {
            throw XMLError(.documentTooLarge(bytes: bytes.count), at: SourcePosition(line: 1, column: 1))
        }
        let validation = UTF8Validation.validate(bytes)
        lineStarts = validation.lineStarts
        if let failure = validation.failure {
            throw XMLError(failure.kind, at: position(ofOffset: failure.offset))
        }
        hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        let start = hasByteOrderMark ? 3 : 0
        let outcome: Result<StructuralPass, XMLError> = bytes.withUnsafeBufferPointer { buffer in
            var pass = StructuralPass(buffer: buffer, start: start, lineStarts: lineStarts)
            // Rough capacities from the input size keep array growth (and its transient
            // copies) off the hot path for typical Interface Builder files.
            pass.nodes.reserveCapacity(buffer.count / 48 + 4)
            pass.attributes.reserveCapacity(buffer.count / 40 + 4)
            do throws(XMLError) {
                try pass.run()
            } catch {
                return .failure(error)
            }
            return .success(pass)
        }
        switch outcome {
        case .success(let pass):
            nodes = pass.nodes
            attributes = pass.attributes
            attributeIndex = pass.attributeIndex
        case .failure(let error):
            // A merge-conflict marker, not the symptom it causes, is what the user must fix.
            if let marker = MergeConflictMarker.find(in: bytes, lineStarts: lineStarts) {
                throw XMLError(.mergeConflictMarker(marker.text), at: position(ofOffset: marker.offset))
            }
            throw error
        }
    }

    func position(ofOffset offset: Int) -> SourcePosition {
        Self.position(ofOffset: offset, lineStarts: lineStarts)
    }

    static func position(ofOffset offset: Int, lineStarts: [Int32]) -> SourcePosition {
        // lineStarts holds the starts of lines 2, 3, …; binary search for the last one <= offset.
        var low = 0
        var high = lineStarts.count
        while low < high {
            let mid = (low + high) / 2
            if Int(lineStarts[mid]) <= offset { low = mid + 1 } else { high = mid }
        }
        let lineStart = low == 0 ? 0 : Int(lineStarts[low - 1])
        return SourcePosition(line: low + 1, column: offset - lineStart + 1)
    }

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}

/// The structural pass over validated bytes. Errors are thrown where they are found, already
/// located: the line table is known before this pass starts.
struct StructuralPass {
    let p: UnsafeBufferPointer<UInt8>
    let count: Int
    var i: Int
    let contentStart: Int
    var nodes: ContiguousArray<NodeRecord> = []
    var attributes: ContiguousArray<AttributeRecord> = []
    /// Open elements, innermost last; the document node is at the bottom.
    var stack: [Int32] = []
    var rootSeen = false
    let lineStarts: [Int32]
    /// Name lookup tables of the elements with many attributes, by node index.
    var attributeIndex: [Int32: AttributeNameIndex] = [:]
    /// The names of the current start tag's attributes once it has many.
    var elementNames: AttributeNameIndex = [:]

    init(buffer: UnsafeBufferPointer<UInt8>, start: Int, lineStarts: [Int32]) {
        self.p = buffer
        self.count = buffer.count
        self.i = start
        self.contentStart = start
        self.lineStarts = lineStarts
    }

    func location(_ offset: Int) -> SourcePosition {
        XMLReader.position(ofOffset: offset, lineStarts: lineStarts)
    }

    /// The error `kind`, located at the byte `offset`.
    func failure(_ kind: XMLError.Kind, at offset: Int) -> XMLError {
        XMLError(kind, at: location(offset))
    }

    mutating func run() throws(XMLError) {
        if count - contentStart == 0 || p[contentStart...].allSatisfy(XMLReader.isWhitespace) {
            throw failure(.emptyDocument, at: 0)
        }
        nodes.append(NodeRecord(
            start: 0, end: Int32(count), contentStart: Int32(contentStart), contentEnd: Int32(count),
            nameEnd: 0, parent: noNode, firstChild: noNode, lastChild: noNode, nextSibling: noNode,
            attributeStart: 0, attributeCount: 0, kind: .document, flags: []))
        stack.append(0)
        while i < count {
            if p[i] == UInt8(ascii: "<") {
                try markup()
            } else {
                try text()
            }
        }
        if stack.count > 1 {
            let open = stack[stack.count - 1]
            let record = nodes[Int(open)]
            throw failure(
                .unclosedElement(name: string(Int(record.start) + 1, Int(record.nameEnd)), openedAt: location(Int(record.start))),
                at: count)
        }
        if !rootSeen {
            throw failure(.noRootElement, at: count)
        }
    }

    // MARK: Nodes

    @inline(__always)
    mutating func append(_ record: NodeRecord) -> Int32 {
        let index = Int32(nodes.count)
        let parent = Int(record.parent)
        nodes.append(record)
        let last = nodes[parent].lastChild
        if last == noNode {
            nodes[parent].firstChild = index
        } else {
            nodes[Int(last)].nextSibling = index
        }
        nodes[parent].lastChild = index
        return index
    }

    @inline(__always)
    func leaf(_ kind: XMLNodeKind, start: Int, end: Int, contentStart: Int, contentEnd: Int, nameEnd: Int = 0, flags: NodeFlags = []) -> NodeRecord {
        NodeRecord(
            start: Int32(start), end: Int32(end), contentStart: Int32(contentStart), contentEnd: Int32(contentEnd),
            nameEnd: Int32(nameEnd), parent: stack[stack.count - 1], firstChild: noNode, lastChild: noNode,
            nextSibling: noNode, attributeStart: 0, attributeCount: 0, kind: kind, flags: flags)
    }

    // MARK: Text

    mutating func text() throws(XMLError) {
        let start = i
        var flags: NodeFlags = []
        // Indentation between tags is most of the text of an Interface Builder file: spaces go
        // eight at a time, and a run that ends at `<` is a whitespace node at once.
        while i < count {
            let byte = p[i]
            if byte == 0x20 {
                if i + 8 <= count
                    && UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
                {
                    i += 8
                } else {
                    i += 1
                }
            } else if byte == 0x0A || byte == 0x09 {
                i += 1
            } else {
                break
            }
        }
        if i < count && p[i] == UInt8(ascii: "<") {
            _ = append(leaf(.text, start: start, end: i, contentStart: start, contentEnd: i))
            return
        }
        var onlyWhitespace = true
        while i < count {
            let byte = p[i]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&") {
                i = try reference(at: i)
                flags.insert(.hasReferences)
                onlyWhitespace = false
                continue
            }
            if byte == 0x0D { flags.insert(.hasCarriageReturn) }
            if onlyWhitespace && !XMLReader.isWhitespace(byte) { onlyWhitespace = false }
            i += 1
        }
        if stack.count == 1 && !onlyWhitespace {
            var offset = start
            while XMLReader.isWhitespace(p[offset]) { offset += 1 }
            throw failure(.textOutsideRootElement, at: offset)
        }
        _ = append(leaf(.text, start: start, end: i, contentStart: start, contentEnd: i, flags: flags))
    }

    /// Checks the reference starting with `&` at `offset` and returns the offset after its `;`.
    func reference(at offset: Int) throws(XMLError) -> Int {
        var end = offset + 1
        let limit = min(count, offset + 40)
        while end < limit && p[end] != UInt8(ascii: ";") {
            let byte = p[end]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || XMLReader.isWhitespace(byte)
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { break }
            end += 1
        }
        guard end < count, p[end] == UInt8(ascii: ";") else {
            throw failure(.invalidCharacterReference(string(offset, min(end, count))), at: offset)
        }
        let body = UnsafeBufferPointer(rebasing: p[(offset + 1)..<end])
        if CharacterReference.resolve(body) == nil {
            if body.first == UInt8(ascii: "#") {
                throw failure(.invalidCharacterReference(string(offset, end + 1)), at: offset)
            }
            throw failure(.undefinedEntity(string(offset + 1, end)), at: offset)
        }
        return end + 1
    }

    // MARK: Markup

    mutating func markup() throws(XMLError) {
        guard i + 1 < count else {
            throw failure(.unexpectedEndOfFile(context: "after '<'"), at: i + 1)
        }
        let next = p[i + 1]
        switch next {
        case UInt8(ascii: "/"):
            try endTag()
        case UInt8(ascii: "!"):
            if matches("<!--", at: i) {
                try comment()
            } else if matches("<![CDATA[", at: i) {
                try cdata()
            } else if matches("<!DOCTYPE", at: i) {
                try doctype()
            } else {
                throw failure(.expected("a comment, CDATA section or DOCTYPE after '<!'", found: describe(i + 2)), at: i)
            }
        case UInt8(ascii: "?"):
            try processingInstruction()
        default:
            if Self.isNameStart(next) {
                try startTag()
            } else {
                throw failure(.strayLessThan, at: i)
            }
        }
    }

    mutating func startTag() throws(XMLError) {
        let start = i
        if stack.count == 1 {
            if rootSeen { throw failure(.multipleRootElements, at: start) }
            rootSeen = true
        }
        i += 1
        let nameEnd = scanName()
        let attributeStart = Int32(attributes.count)
        var flags: NodeFlags = []
        while true {
            let beforeWhitespace = i
            skipWhitespace()
            guard i < count else {
                throw failure(.unexpectedEndOfFile(context: "inside the start tag <\(string(start + 1, nameEnd))>"), at: count)
            }
            let byte = p[i]
            if byte == UInt8(ascii: ">") {
                i += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard i + 1 < count else {
                    throw failure(.unexpectedEndOfFile(context: "inside the start tag <\(string(start + 1, nameEnd))>"), at: count)
                }
                guard p[i + 1] == UInt8(ascii: ">") else {
                    throw failure(.expected("'>' after '/'", found: describe(i + 1)), at: i + 1)
                }
                i += 2
                flags.insert(.selfClosing)
                break
            }
            if i == beforeWhitespace {
                throw failure(.expected("whitespace, '>' or '/>'", found: describe(i)), at: i)
            }
            try attribute(elementStart: attributeStart)
        }
        let attributeCount = Int32(attributes.count) - attributeStart
        if attributeCount > attributeIndexThreshold {
            // Hand the table over (and start the next one afresh) rather than copy it.
            attributeIndex[Int32(nodes.count)] = elementNames
            elementNames = [:]
        }
        let contentStart = i
        let record = NodeRecord(
            start: Int32(start), end: Int32(i), contentStart: Int32(contentStart), contentEnd: Int32(i),
            nameEnd: Int32(nameEnd), parent: stack[stack.count - 1], firstChild: noNode, lastChild: noNode,
            nextSibling: noNode, attributeStart: attributeStart, attributeCount: attributeCount,
            kind: .element, flags: flags)
        let index = append(record)
        if !flags.contains(.selfClosing) { stack.append(index) }
    }

    mutating func attribute(elementStart: Int32) throws(XMLError) {
        let nameStart = i
        guard Self.isNameStart(p[i]) else {
            if p[i] == UInt8(ascii: "<") { throw failure(.strayLessThan, at: i) }
            throw failure(.expected("an attribute name", found: describe(i)), at: i)
        }
        let nameEnd = scanName()
        skipWhitespace()
        guard i < count, p[i] == UInt8(ascii: "=") else {
            throw failure(.expected("'=' after attribute name '\(string(nameStart, nameEnd))'", found: describe(i)), at: i)
        }
        i += 1
        skipWhitespace()
        guard i < count, p[i] == UInt8(ascii: "\"") || p[i] == UInt8(ascii: "'") else {
            throw failure(.expected("a quoted attribute value", found: describe(i)), at: i)
        }
        let quote = p[i]
        i += 1
        let valueStart = i
        var flags: AttributeFlags = []
        while true {
            guard i < count else {
                throw failure(.unexpectedEndOfFile(context: "inside the value of attribute '\(string(nameStart, nameEnd))'"), at: count)
            }
            let byte = p[i]
            // One test for the bytes that need a look: both quotes, '<', '&', tab and line breaks.
            if byte >= 0x40 || Self.attributeValueSpecials & (1 &<< UInt64(byte)) == 0 {
                i += 1
                continue
            }
            if byte == quote { break }
            if byte == UInt8(ascii: "<") { throw failure(.lessThanInAttributeValue, at: i) }
            if byte == UInt8(ascii: "&") {
                i = try reference(at: i)
                flags.insert(.hasReferences)
                continue
            }
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { flags.insert(.needsNormalization) }
            i += 1
        }
        let valueEnd = i
        i += 1
        try checkUnique(nameStart: nameStart, nameEnd: nameEnd, elementStart: Int(elementStart))
        attributes.append(AttributeRecord(
            nameStart: Int32(nameStart), nameEnd: Int32(nameEnd), valueStart: Int32(valueStart),
            valueEnd: Int32(valueEnd), quote: quote, flags: flags))
    }

    /// Throws when the element already has an attribute spelled like the one at
    /// `nameStart..<nameEnd`. Elements have few attributes, so a linear scan serves them;
    /// past `attributeIndexThreshold` a hash table takes over so that hostile input with
    /// thousands of attributes on one element stays linear.
    mutating func checkUnique(nameStart: Int, nameEnd: Int, elementStart: Int) throws(XMLError) {
        let known = attributes.count - elementStart
        if known < Int(attributeIndexThreshold) {
            let length = nameEnd - nameStart
            var other = elementStart
            while other < attributes.count {
                let existing = attributes[other]
                if Int(existing.nameEnd - existing.nameStart) == length
                    && memcmpEqual(Int(existing.nameStart), nameStart, length)
                {
                    throw duplicate(nameStart, nameEnd, first: existing)
                }
                other += 1
            }
            return
        }
        if known == Int(attributeIndexThreshold) {
            elementNames.removeAll(keepingCapacity: true)
            for other in elementStart..<attributes.count {
                let existing = attributes[other]
                elementNames[string(Int(existing.nameStart), Int(existing.nameEnd))] = Int32(other)
            }
        }
        let name = string(nameStart, nameEnd)
        if let first = elementNames[name] {
            throw duplicate(nameStart, nameEnd, first: attributes[Int(first)])
        }
        elementNames[name] = Int32(attributes.count)
    }

    func duplicate(_ nameStart: Int, _ nameEnd: Int, first: AttributeRecord) -> XMLError {
        failure(.duplicateAttribute(name: string(nameStart, nameEnd), firstAt: location(Int(first.nameStart))), at: nameStart)
    }

    mutating func endTag() throws(XMLError) {
        let start = i
        i += 2
        guard i < count, Self.isNameStart(p[i]) else {
            throw failure(.expected("an element name after '</'", found: describe(i)), at: i)
        }
        let nameStart = i
        let nameEnd = scanName()
        skipWhitespace()
        guard i < count else {
            throw failure(.unexpectedEndOfFile(context: "inside the end tag </\(string(nameStart, nameEnd))>"), at: count)
        }
        guard p[i] == UInt8(ascii: ">") else {
            throw failure(.expected("'>'", found: describe(i)), at: i)
        }
        i += 1
        guard stack.count > 1 else {
            throw failure(.unexpectedEndTag(name: string(nameStart, nameEnd)), at: start)
        }
        let open = Int(stack[stack.count - 1])
        let openStart = Int(nodes[open].start)
        let openNameEnd = Int(nodes[open].nameEnd)
        let openLength = openNameEnd - openStart - 1
        guard openLength == nameEnd - nameStart, memcmpEqual(openStart + 1, nameStart, openLength) else {
            throw failure(
                .mismatchedEndTag(expected: string(openStart + 1, openNameEnd), found: string(nameStart, nameEnd), openedAt: location(openStart)),
                at: start)
        }
        nodes[open].contentEnd = Int32(start)
        nodes[open].end = Int32(i)
        stack.removeLast()
    }

    mutating func comment() throws(XMLError) {
        let start = i
        let contentStart = i + 4
        var j = contentStart
        while true {
            guard j + 2 < count else {
                throw failure(.unexpectedEndOfFile(context: "inside a comment"), at: count)
            }
            if p[j] == UInt8(ascii: "-") && p[j + 1] == UInt8(ascii: "-") {
                guard p[j + 2] == UInt8(ascii: ">") else {
                    throw failure(.doubleHyphenInComment, at: j)
                }
                break
            }
            j += 1
        }
        i = j + 3
        _ = append(leaf(.comment, start: start, end: i, contentStart: contentStart, contentEnd: j))
    }

    mutating func cdata() throws(XMLError) {
        let start = i
        if stack.count == 1 { throw failure(.textOutsideRootElement, at: start) }
        let contentStart = i + 9
        var j = contentStart
        while true {
            guard j + 2 < count else {
                throw failure(.unexpectedEndOfFile(context: "inside a CDATA section"), at: count)
            }
            if p[j] == UInt8(ascii: "]") && p[j + 1] == UInt8(ascii: "]") && p[j + 2] == UInt8(ascii: ">") { break }
            j += 1
        }
        i = j + 3
        _ = append(leaf(.cdata, start: start, end: i, contentStart: contentStart, contentEnd: j))
    }

    mutating func doctype() throws(XMLError) {
        let start = i
        if stack.count > 1 || rootSeen {
            throw failure(.expected("a DOCTYPE only before the root element", found: "'<!DOCTYPE'"), at: start)
        }
        var j = i + 9
        while true {
            guard j < count else {
                throw failure(.unexpectedEndOfFile(context: "inside the DOCTYPE"), at: count)
            }
            let byte = p[j]
            if byte == UInt8(ascii: "[") { throw failure(.internalDTDSubset, at: j) }
            if byte == UInt8(ascii: ">") { break }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // A quoted system or public literal may contain '[' or '>'.
                j += 1
                while j < count && p[j] != byte { j += 1 }
            }
            j += 1
        }
        i = j + 1
        _ = append(leaf(.doctype, start: start, end: i, contentStart: start + 9, contentEnd: j))
    }

    mutating func processingInstruction() throws(XMLError) {
        let start = i
        i += 2
        guard i < count, Self.isNameStart(p[i]) else {
            throw failure(.expected("a processing instruction target after '<?'", found: describe(i)), at: i)
        }
        let nameEnd = scanName()
        // Targets spelled `xml` in any case are reserved: only the declaration, only first.
        if nameEnd - (start + 2) == 3 && matchesIgnoringCase("xml", at: start + 2) {
            guard matches("xml", at: start + 2) else {
                throw failure(.reservedProcessingInstructionTarget(string(start + 2, nameEnd)), at: start + 2)
            }
            guard start == contentStart && nodes.count == 1 else {
                throw failure(.misplacedXMLDeclaration, at: start)
            }
            try xmlDeclaration(start: start, nameEnd: nameEnd)
            return
        }
        guard nameEnd < count else {
            throw failure(.unexpectedEndOfFile(context: "inside a processing instruction"), at: count)
        }
        guard XMLReader.isWhitespace(p[nameEnd]) || matches("?>", at: nameEnd) else {
            throw failure(.expected("whitespace or '?>' after the processing instruction target", found: describe(nameEnd)), at: nameEnd)
        }
        var j = nameEnd
        while true {
            guard j + 1 < count else {
                throw failure(.unexpectedEndOfFile(context: "inside a processing instruction"), at: count)
            }
            if p[j] == UInt8(ascii: "?") && p[j + 1] == UInt8(ascii: ">") { break }
            j += 1
        }
        i = j + 2
        var contentStart = nameEnd
        while contentStart < j && XMLReader.isWhitespace(p[contentStart]) { contentStart += 1 }
        _ = append(leaf(.processingInstruction, start: start, end: i, contentStart: contentStart, contentEnd: j, nameEnd: nameEnd))
    }

    // MARK: Scanning

    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    /// Bits 0–63: the bytes below 0x40 an attribute value scan must stop at (`\t`, `\n`, `\r`,
    /// `"`, `&`, `'`, `<`).
    static let attributeValueSpecials: UInt64 = 1 << 0x09 | 1 << 0x0A | 1 << 0x0D | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C
    /// Name bytes below 0x40 (`-`, `.`, digits, `:`) and from 0x40 to 0x7F (letters, `_`).
    static let nameBytesLow: UInt64 = 1 << 0x2D | 1 << 0x2E | 0x3FF << 0x30 | 1 << 0x3A
    static let nameBytesHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE

    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        if byte < 0x40 { return nameBytesLow & (1 &<< UInt64(byte)) != 0 }
        if byte < 0x80 { return nameBytesHigh & (1 &<< UInt64(byte - 0x40)) != 0 }
        return true
    }

    /// Advances over a name starting at `i` (the caller checked its first byte) and returns
    /// the offset after it.
    @inline(__always)
    mutating func scanName() -> Int {
        while i < count && Self.isNameByte(p[i]) { i += 1 }
        return i
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while i < count && XMLReader.isWhitespace(p[i]) { i += 1 }
    }

    func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset + length <= count else { return false }
        let pointer = literal.utf8Start
        for k in 0..<length where p[offset + k] != pointer[k] { return false }
        return true
    }

    /// Whether the input at `offset` spells the lowercase ASCII `literal` in any case.
    func matchesIgnoringCase(_ literal: StaticString, at offset: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset + length <= count else { return false }
        let pointer = literal.utf8Start
        for k in 0..<length where p[offset + k] | 0x20 != pointer[k] { return false }
        return true
    }

    @inline(__always)
    func memcmpEqual(_ a: Int, _ b: Int, _ length: Int) -> Bool {
        var k = 0
        while k < length {
            if p[a + k] != p[b + k] { return false }
            k += 1
        }
        return true
    }

    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: p[start..<min(end, count)]), as: UTF8.self)
    }

    /// A short quotation of the input at `offset` for error messages.
    func describe(_ offset: Int) -> String {
        guard offset < count else { return "end of file" }
        let byte = p[offset]
        if byte == 0x0A || byte == 0x0D { return "end of line" }
        var end = offset
        // Quote one whole UTF-8 character.
        repeat { end += 1 } while end < count && p[end] & 0xC0 == 0x80
        return "'\(string(offset, end))'"
    }
}
