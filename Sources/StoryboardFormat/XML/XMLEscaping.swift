/// How Xcode escapes what it writes: in attribute values `&`, `<`, `>`, `"` and the whitespace
/// that attribute-value normalization would otherwise turn into spaces; in text `&`, `<`, `>`.
enum XMLEscaping {
    static func attribute(_ value: String, quote: XMLQuote = .double) -> String {
        var needsWork = false
        for byte in value.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22
            || byte == 0x27 || byte < 0x20 {
            needsWork = true
            break
        }
        guard needsWork else { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count + 16)
        for character in value.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quote == .double: result += "&quot;"
            case "'" where quote == .single: result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    static func text(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }) else { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count + 16)
        for character in value.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
