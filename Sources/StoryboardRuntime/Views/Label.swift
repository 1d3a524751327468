/// Read-only text (`UILabel`).
@MainActor
open class Label: View {
    public var text: String?
    public var textColor: Color?
    public var font: Font?
    public var numberOfLines = 1

    package override class var defaultElementName: String { "label" }

    package override var screenLine: String? {
        ScreenLine("Label", identifier: accessibilityIdentifier).quoted(text).line
    }

    package override func setBuiltInValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "text": text = value as? String
        case "textColor": textColor = value as? Color
        case "numberOfLines": numberOfLines = Int(keyValueCoding: (value as? Double) ?? 1)
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

    /// Quotes text on one line: newlines and quotes escaped, so every line of a description is
    /// one view.
    static func quote(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r\n", "\r": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
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
