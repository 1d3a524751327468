
/// A `.strings` table (`"key" = "value";` in the old-style property list text format), the
/// file Base internationalization reads an Interface Builder document's translated texts from.
/// Parsed whole, once: lookups are dictionary reads.
///
/// What is accepted is what Core Foundation's old-style property list reader accepts for a
/// strings file: `/* … */` and `//` comments; keys and values quoted with `"` or `'`, or
/// unquoted (`[A-Za-z0-9_$+/:.-]`); `"key";` as short for `"key" = "key";`; an optional
/// enclosing `{ … }`; the escapes `\n \t \r \a \b \f \v \" \' \\`, `\UXXXX` (one to four hex
/// digits, surrogate pairs joined), `\ooo` (octal); any other escaped character stands for
/// itself. The file is UTF-8 or UTF-16 (recognised by its byte-order mark, or without one by
/// its zero bytes). A later duplicate key replaces an earlier one.
public struct StringsTable: Sendable, Equatable {
    /// The entries, by key.
    public private(set) var entries: [String: String]

    public init(entries: [String: String] = [:]) {
        self.entries = entries
    }

    /// Parses the bytes of a `.strings` file.
    public init(bytes: [UInt8]) throws(StringsTableError) {
        let scalars = try StringsTextDecoder.decode(bytes)
        var parser = StringsTableParser(scalars: scalars)
        entries = try parser.parse()
    }

    /// Parses `.strings` text.
    public init(text: String) throws(StringsTableError) {
        var parser = StringsTableParser(scalars: Array(text.unicodeScalars))
        entries = try parser.parse()
    }

    public subscript(key: String) -> String? { entries[key] }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
}

/// Why a `.strings` file could not be read, and where (line and column are 1-based; columns
/// count UTF-8 bytes of the text, as every `SourcePosition` does, also for a UTF-16 file).
public struct StringsTableError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// The bytes are not valid UTF-8 / UTF-16 (`encoding` names which was tried).
        case invalidEncoding(encoding: String)
        /// A quoted string with no closing quote (the position is the opening quote's).
        case unterminatedString
        /// A `/*` with no `*/` (the position is the `/*`'s).
        case unterminatedComment
        /// A `\U` escape without hex digits, or one making an unpaired surrogate (the
        /// position is the backslash's).
        case invalidUnicodeEscape(String)
        /// Something other than what the grammar allows here.
        case expected(String, found: String)
    }

    public var kind: Kind
    public var position: SourcePosition

    public init(_ kind: Kind, line: Int, column: Int) {
        self.kind = kind
        position = SourcePosition(line: line, column: column)
    }

    public var message: String {
        switch kind {
        case .invalidEncoding(let encoding): return "the file is not valid \(encoding)"
        case .unterminatedString: return "unterminated quoted string"
        case .unterminatedComment: return "unterminated comment (missing '*/')"
        case .invalidUnicodeEscape(let escape): return "invalid unicode escape '\(escape)'"
        case .expected(let what, let found): return "expected \(what), found \(found)"
        }
    }

    public var description: String { "\(position): \(message)" }
}

/// Bytes to Unicode scalars, with the position of the first bad sequence.
enum StringsTextDecoder {
    static func decode(_ bytes: [UInt8]) throws(StringsTableError) -> [Unicode.Scalar] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try utf8(bytes[3...]) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes[2...], bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes[2...], bigEndian: true) }
        // No byte-order mark: UTF-16 shows itself by a zero byte beside the first ASCII character.
        if bytes.count >= 2, bytes.count % 2 == 0 {
            if bytes[0] != 0, bytes[1] == 0 { return try utf16(bytes[...], bigEndian: false) }
            if bytes[0] == 0, bytes[1] != 0 { return try utf16(bytes[...], bigEndian: true) }
        }
        return try utf8(bytes[...])
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>) throws(StringsTableError) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error: throw failure(after: scalars, encoding: "UTF-8")
            }
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(StringsTableError) -> [Unicode.Scalar] {
        guard bytes.count % 2 == 0 else {
            let scalars = (try? utf16(bytes.dropLast(), bigEndian: bigEndian)) ?? []
            throw failure(after: scalars, encoding: "UTF-16 (odd number of bytes)")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error: throw failure(after: scalars, encoding: "UTF-16")
            }
        }
    }

    /// The error for a bad sequence following `scalars`.
    private static func failure(after scalars: [Unicode.Scalar], encoding: String) -> StringsTableError {
        let position = StringsTableParser.position(of: scalars.count, in: scalars)
        return StringsTableError(.invalidEncoding(encoding: encoding), line: position.line, column: position.column)
    }
}

/// The grammar, over Unicode scalars. Positions are worked out only for an error, by counting
/// lines up to its offset.
struct StringsTableParser {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func parse() throws(StringsTableError) -> [String: String] {
        var entries: [String: String] = [:]
        try skipTrivia()
        let braced = peek == "{"
        if braced {
            index += 1
            try skipTrivia()
        }
        while index < scalars.count {
            if braced, peek == "}" { break }
            let key = try string(what: braced ? "a quoted key or '}'" : "a quoted key")
            try skipTrivia()
            if peek == ";" {
                index += 1
                entries[key] = key
            } else {
                try expect("=", what: "'=' after the key")
                try skipTrivia()
                let value = try string(what: "a quoted value")
                try skipTrivia()
                try expect(";", what: "';' after the value")
                entries[key] = value
            }
            try skipTrivia()
        }
        if braced {
            try expect("}", what: "'}'")
            try skipTrivia()
            if index < scalars.count { throw error(.expected("end of file", found: found), at: index) }
        }
        return entries
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private var found: String {
        guard let scalar = peek else { return "end of file" }
        switch scalar {
        case "\n", "\r": return "end of line"
        case "'": return "\"'\""
        default: return "'\(Character(scalar))'"
        }
    }

    private mutating func expect(_ scalar: Unicode.Scalar, what: String) throws(StringsTableError) {
        guard peek == scalar else { throw error(.expected(what, found: found), at: index) }
        index += 1
    }

    /// Skips white space and comments.
    private mutating func skipTrivia() throws(StringsTableError) {
        while let scalar = peek {
            if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = index
                index += 2
                while true {
                    guard index + 1 < scalars.count else {
                        throw error(.unterminatedComment, at: start)
                    }
                    if scalars[index] == "*", scalars[index + 1] == "/" { index += 2; break }
                    index += 1
                }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n", next != "\r" { index += 1 }
            } else {
                return
            }
        }
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": return true
        default: return false
        }
    }

    /// A quoted or unquoted string.
    private mutating func string(what: String) throws(StringsTableError) -> String {
        guard let first = peek else { throw error(.expected(what, found: found), at: index) }
        if first == "\"" || first == "'" { return try quoted(first) }
        guard Self.isUnquoted(first) else { throw error(.expected(what, found: found), at: index) }
        var text = String.UnicodeScalarView()
        while let scalar = peek, Self.isUnquoted(scalar) {
            // `//` or `/*` right after an unquoted string starts a comment.
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" || scalars[index + 1] == "*" { break }
            text.append(scalar)
            index += 1
        }
        return String(text)
    }

    private mutating func quoted(_ quote: Unicode.Scalar) throws(StringsTableError) -> String {
        let start = index
        index += 1
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else { throw error(.unterminatedString, at: start) }
            index += 1
            if scalar == quote { return String(text) }
            if scalar == "\\" {
                guard peek != nil else { throw error(.unterminatedString, at: start) }
                try text.append(escape(at: index - 1))
            } else {
                text.append(scalar)
            }
        }
    }

    /// The character an escape stands for; `index` is just past the backslash.
    private mutating func escape(at backslash: Int) throws(StringsTableError) -> Unicode.Scalar {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "0"..."7":
            var value = scalar.value - 48
            var digits = 1
            while digits < 3, let next = peek, ("0"..."7").contains(next) {
                value = value * 8 + next.value - 48
                index += 1
                digits += 1
            }
            return Unicode.Scalar(value)!
        case "U", "u":
            let unit = try hexUnit(backslash: backslash)
            if UTF16.isLeadSurrogate(unit) {
                // The trailing half must follow as a second `\U` escape.
                let second = index
                if second + 1 < scalars.count, scalars[second] == "\\", scalars[second + 1] == "U" || scalars[second + 1] == "u" {
                    index += 2
                    let trail = try hexUnit(backslash: second)
                    if UTF16.isTrailSurrogate(trail) {
                        return Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00))!
                    }
                }
                throw error(.invalidUnicodeEscape(text(from: backslash)), at: backslash)
            }
            guard let result = Unicode.Scalar(UInt32(unit)) else {
                throw error(.invalidUnicodeEscape(text(from: backslash)), at: backslash)
            }
            return result
        default:
            // `\"`, `\'`, `\\`, an escaped line break, and any other character: itself.
            return scalar
        }
    }

    /// One to four hex digits after `\U`.
    private mutating func hexUnit(backslash: Int) throws(StringsTableError) -> UInt16 {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, let next = peek, let digit = Self.hexValue(next) {
            value = value << 4 | digit
            index += 1
            digits += 1
        }
        guard digits > 0 else { throw error(.invalidUnicodeEscape(text(from: backslash)), at: backslash) }
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt16? {
        switch scalar {
        case "0"..."9": return UInt16(scalar.value - 48)
        case "a"..."f": return UInt16(scalar.value - 87)
        case "A"..."F": return UInt16(scalar.value - 55)
        default: return nil
        }
    }

    /// The source text from `start` to the current index (for messages).
    private func text(from start: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<min(index, scalars.count)])
        return String(view)
    }

    private func error(_ kind: StringsTableError.Kind, at offset: Int) -> StringsTableError {
        let position = Self.position(of: offset, in: scalars)
        return StringsTableError(kind, line: position.line, column: position.column)
    }

    /// The 1-based line and column (in UTF-8 bytes) of the scalar at `offset` (`\r\n`, `\n` and
    /// `\r` each end a line).
    static func position(of offset: Int, in scalars: [Unicode.Scalar]) -> SourcePosition {
        var line = 1
        var column = 1
        var index = 0
        while index < offset, index < scalars.count {
            switch scalars[index] {
            case "\n":
                line += 1
                column = 1
            case "\r":
                if index + 1 < scalars.count, scalars[index + 1] == "\n", index + 1 < offset { index += 1 }
                line += 1
                column = 1
            default:
                column += scalars[index].utf8.count
            }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
