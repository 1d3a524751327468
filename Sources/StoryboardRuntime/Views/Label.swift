/// Read-only text (`UILabel`).
@MainActor
open class Label: View {
    public var text: String?
    public var textColor: Color?
    public var font: Font?
    public var numberOfLines = 1
    public var textAlignment: TextAlignment = .natural

    package override class var defaultElementName: String { "label" }

    package override var screenLine: String? {
        ScreenLine("Label", identifier: accessibilityIdentifier).quoted(text).line
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "text": text = value as? String
        case "textColor": textColor = value as? Color
        case "numberOfLines": numberOfLines = Int(keyValueCoding: (value as? Double) ?? 1)
        case "textAlignment":
            guard let number = value as? Double, let alignment = TextAlignment(keyValueCoding: Int(keyValueCoding: number)) else { return false }
            textAlignment = alignment
        default: return super.setBuiltInValue(value, forKeyPath: keyPath)
        }
        return true
    }
}

/// Builds one line of a screen description: a kind, an accessibility identifier, then details.
struct ScreenLine {
    private var parts: [String]

    init(_ kind: String, identifier: String?) {
        parts = [kind]
        if let identifier { parts.append("#\(identifier)") }
    }

    func quoted(_ text: String?) -> ScreenLine {
        guard let text else { return self }
        var copy = self
        copy.parts.append(Self.quote(text))
        return copy
    }

    func adding(_ detail: String?) -> ScreenLine {
        guard let detail, !detail.isEmpty else { return self }
        var copy = self
        copy.parts.append(detail)
        return copy
    }

    var line: String { parts.joined(separator: " ") }

    /// Quotes text on one line: newlines (LF, CRLF, a lone CR), quotes, backslashes and tabs
    /// escaped, so every line of a description is one view. Byte by byte over the UTF-8 (every
    /// byte escaped is ASCII, so no multi-byte character is split): a label of 50 MB is quoted
    /// in one pass with one allocation, where walking it by `Character` (grapheme breaking and
    /// an append per character) took seconds.
    static func quote(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var escapes = 0
            for byte in bytes where byte == 0x22 || byte == 0x5C || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                escapes += 1
            }
            return String(unsafeUninitializedCapacity: bytes.count + escapes + 2) { output in
                var count = 0
                func write(_ byte: UInt8) {
                    output[count] = byte
                    count += 1
                }
                write(0x22)
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    switch byte {
                    case 0x22: write(0x5C); write(0x22)
                    case 0x5C: write(0x5C); write(0x5C)
                    case 0x0A: write(0x5C); write(UInt8(ascii: "n"))
                    case 0x0D:
                        // CRLF is one line end.
                        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                        write(0x5C); write(UInt8(ascii: "n"))
                    case 0x09: write(0x5C); write(UInt8(ascii: "t"))
                    default: write(byte)
                    }
                    index += 1
                }
                write(0x22)
                return count
            }
        }
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < 3 { text += String(repeating: "0", count: 3 - decimals) }
        }
        return text
    }
}
