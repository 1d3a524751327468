import StoryboardFormat

/// A value of an old-style (OpenStep) property list, the text format of Xcode's
/// `project.pbxproj`: strings, arrays and dictionaries, nothing else (`<data>` never appears
/// in project files).
public indirect enum PropertyListText: Hashable, Sendable {
    case string(String)
    case array([PropertyListText])
    case dictionary([String: PropertyListText])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [PropertyListText]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: PropertyListText]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    public subscript(key: String) -> PropertyListText? { dictionary?[key] }

    /// Parses the whole text: one value, then only whitespace and comments.
    public init(parsing text: String) throws(PropertyListTextError) {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value()
        try reader.skipTrivia()
        if reader.index < reader.bytes.count { throw reader.error(.trailingContent) }
        self = value
    }
}

/// Why an old-style property list could not be read, and where (line:column, columns in UTF-8
/// bytes, as everywhere in the project).
public struct PropertyListTextError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The text ends inside a value, string or comment.
        case unexpectedEnd
        /// A character that cannot start or continue what is being read.
        case unexpectedCharacter(Character, expected: String)
        /// Something after the top-level value.
        case trailingContent
    }

    public var kind: Kind
    public var position: SourcePosition

    public init(_ kind: Kind, position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    public var description: String {
        switch kind {
        case .unexpectedEnd: return "unexpected end of the property list"
        case .unexpectedCharacter(let character, let expected):
            return "unexpected '\(character)', expected \(expected)"
        case .trailingContent: return "unexpected content after the property list's top-level value"
        }
    }

    /// The error as Xcode prints one for `path`.
    public func diagnostic(path: String) -> Diagnostic {
        Diagnostic(.error, description, path: path, position: position, id: .format)
    }
}

/// A cursor over the bytes, iterative except for nesting (project files nest a few levels).
private struct Reader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not part of the value.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    func position(at offset: Int) -> SourcePosition {
        var line = 1
        var lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        return SourcePosition(line: line, column: offset - lineStart + 1)
    }

    func error(_ kind: PropertyListTextError.Kind, at offset: Int? = nil) -> PropertyListTextError {
        PropertyListTextError(kind, position: position(at: offset ?? index))
    }

    func unexpected(_ expected: String) -> PropertyListTextError {
        guard index < bytes.count else { return error(.unexpectedEnd) }
        let scalar = Unicode.Scalar(bytes[index])
        return error(.unexpectedCharacter(Character(scalar), expected: expected))
    }

    mutating func skipTrivia() throws(PropertyListTextError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else { throw error(.unexpectedEnd, at: start) }
                index += 2
            } else {
                return
            }
        }
    }

    mutating func expect(_ character: Character) throws(PropertyListTextError) {
        try skipTrivia()
        guard index < bytes.count, bytes[index] == character.asciiValue else { throw unexpected("'\(character)'") }
        index += 1
    }

    mutating func value() throws(PropertyListTextError) -> PropertyListText {
        try skipTrivia()
        guard index < bytes.count else { throw error(.unexpectedEnd) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var dictionary: [String: PropertyListText] = [:]
            while true {
                try skipTrivia()
                guard index < bytes.count else { throw error(.unexpectedEnd) }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(dictionary)
                }
                let key = try string()
                try expect("=")
                dictionary[key] = try value()
                try expect(";")
            }
        case UInt8(ascii: "("):
            index += 1
            var array: [PropertyListText] = []
            while true {
                try skipTrivia()
                guard index < bytes.count else { throw error(.unexpectedEnd) }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return .array(array)
                }
                array.append(try value())
                try skipTrivia()
                guard index < bytes.count else { throw error(.unexpectedEnd) }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] != UInt8(ascii: ")") {
                    throw unexpected("',' or ')'")
                }
            }
        default:
            return .string(try string())
        }
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "_$+/:.-<>".utf8.contains(byte) || byte >= 0x80
        }
    }

    mutating func string() throws(PropertyListTextError) -> String {
        try skipTrivia()
        guard index < bytes.count else { throw error(.unexpectedEnd) }
        if bytes[index] == UInt8(ascii: "\"") {
            let start = index
            index += 1
            var scalars: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    switch bytes[index] {
                    case UInt8(ascii: "n"): scalars.append(0x0A)
                    case UInt8(ascii: "t"): scalars.append(0x09)
                    case UInt8(ascii: "r"): scalars.append(0x0D)
                    default: scalars.append(bytes[index])
                    }
                } else {
                    scalars.append(bytes[index])
                }
                index += 1
            }
            guard index < bytes.count else { throw error(.unexpectedEnd, at: start) }
            index += 1
            return String(decoding: scalars, as: UTF8.self)
        }
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        guard index > start else { throw unexpected("a string, '{' or '('") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
