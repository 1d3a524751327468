/// The XML declaration, read as the XML 1.0 grammar has it (§2.8):
/// `'<?xml' S 'version' Eq '1.'[0-9]+ (S 'encoding' Eq EncName)? (S 'standalone' Eq ('yes'|'no'))? S? '?>'`.
/// Reading it by its grammar (rather than up to the next `?>`) is what keeps a damaged
/// declaration from swallowing the markup after it.
extension StructuralPass {
    /// The declaration's pseudo-attributes, in the only order the grammar allows.
    private enum Field: Int {
        case version, encoding, standalone

        var name: StaticString {
            switch self {
            case .version: "version"
            case .encoding: "encoding"
            case .standalone: "standalone"
            }
        }
    }

    /// Reads the declaration whose `<?xml` starts at `start` (its target ends at `nameEnd`).
    mutating func xmlDeclaration(start: Int, nameEnd: Int) throws(XMLError) {
        i = nameEnd
        var next = Field.version
        var sawAny = false
        var contentStart = -1
        while true {
            let beforeWhitespace = i
            skipWhitespace()
            guard i < count else {
                throw failure(.unexpectedEndOfFile(context: "inside the XML declaration"), at: count)
            }
            if matches("?>", at: i) {
                guard sawAny else { throw failure(.malformedXMLDeclaration(expected: "'version'", found: "'?>'"), at: i) }
                if contentStart < 0 { contentStart = i }
                let contentEnd = i
                i += 2
                _ = append(leaf(.declaration, start: start, end: i, contentStart: contentStart, contentEnd: contentEnd, nameEnd: nameEnd))
                return
            }
            guard i > beforeWhitespace else { throw malformed(expecting: "whitespace or '?>'", at: i) }
            if contentStart < 0 { contentStart = i }
            let fieldStart = i
            while i < count && Self.isNameByte(p[i]) { i += 1 }
            guard let field = field(at: fieldStart, end: i), field.rawValue >= next.rawValue,
                sawAny || field == .version
            else {
                let what = expectation(after: sawAny ? next : nil)
                guard i > fieldStart else { throw malformed(expecting: what, at: fieldStart) }
                throw failure(.malformedXMLDeclaration(expected: what, found: quotation(fieldStart, i)), at: fieldStart)
            }
            try fieldValue(field)
            sawAny = true
            guard let following = Field(rawValue: field.rawValue + 1) else {
                next = .standalone
                // After standalone only `S? '?>'` may follow.
                skipWhitespace()
                guard matches("?>", at: i) else { throw malformed(expecting: "'?>'", at: i) }
                continue
            }
            next = following
        }
    }

    private func field(at start: Int, end: Int) -> Field? {
        for field in [Field.version, .encoding, .standalone]
        where end - start == field.name.utf8CodeUnitCount && matches(field.name, at: start) {
            return field
        }
        return nil
    }

    /// What may come next when `next` is the first field still allowed (nil: none read yet).
    private func expectation(after next: Field?) -> String {
        switch next {
        case nil, .version?: "'version'"
        case .encoding?: "'encoding', 'standalone' or '?>'"
        case .standalone?: "'standalone' or '?>'"
        }
    }

    /// Reads `Eq` and the quoted value of `field`, and checks the value.
    private mutating func fieldValue(_ field: Field) throws(XMLError) {
        skipWhitespace()
        guard i < count, p[i] == UInt8(ascii: "=") else { throw malformed(expecting: "'=' after '\(field.name)'", at: i) }
        i += 1
        skipWhitespace()
        guard i < count, p[i] == UInt8(ascii: "\"") || p[i] == UInt8(ascii: "'") else {
            throw malformed(expecting: "a quoted value for '\(field.name)'", at: i)
        }
        let quote = p[i]
        i += 1
        let valueStart = i
        // Every valid value is made of name characters; stopping at anything else keeps the
        // error at the first wrong byte.
        while i < count && Self.isNameByte(p[i]) { i += 1 }
        let valueEnd = i
        guard i < count, p[i] == quote else {
            throw malformed(expecting: "the closing quote of '\(field.name)'", at: i)
        }
        i += 1
        let value = string(valueStart, valueEnd)
        switch field {
        case .version:
            let digits = value.utf8.dropFirst(2)
            guard value.hasPrefix("1."), !digits.isEmpty, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                throw failure(.malformedXMLDeclaration(expected: "a version '1.0'", found: quotation(valueStart, valueEnd)), at: valueStart)
            }
        case .encoding:
            guard Self.isEncodingName(value.utf8) else {
                throw failure(.malformedXMLDeclaration(expected: "an encoding name", found: quotation(valueStart, valueEnd)), at: valueStart)
            }
            guard value.lowercased() == "utf-8" else {
                throw failure(.unsupportedEncoding(value), at: valueStart)
            }
        case .standalone:
            guard value == "yes" || value == "no" else {
                throw failure(.malformedXMLDeclaration(expected: "'yes' or 'no' for 'standalone'", found: quotation(valueStart, valueEnd)), at: valueStart)
            }
        }
    }

    /// `EncName ::= [A-Za-z] ([A-Za-z0-9._] | '-')*`.
    private static func isEncodingName(_ name: String.UTF8View) -> Bool {
        guard let first = name.first, (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z") else { return false }
        return name.allSatisfy { byte in
            ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }

    /// The bytes `start..<end` quoted for a message, cut short when hostile input makes them long.
    private func quotation(_ start: Int, _ end: Int) -> String {
        var cut = min(end, start + 40)
        while cut < end && cut > start && p[cut] & 0xC0 == 0x80 { cut -= 1 }
        return "'\(string(start, cut))\(cut < end ? "…" : "")'"
    }

    private func malformed(expecting what: String, at offset: Int) -> XMLError {
        failure(.malformedXMLDeclaration(expected: what, found: describe(offset)), at: offset)
    }
}
