/// Appends SVG markup to a string: elements with escaped attributes, numbers written short and
/// stable (so that snapshots diff cleanly), and ids for clip paths unique within one document.
struct SVGBuilder {
    private(set) var text = ""
    private var nextClipID = 0

    init() { text.reserveCapacity(16_384) }

    mutating func raw(_ markup: String) { text += markup }

    /// `<name a="…" …/>`, attributes in the order given; nil values are left out.
    mutating func element(_ name: String, _ attributes: [(String, String?)], content: String? = nil) {
        text += "<" + name
        append(attributes)
        if let content {
            text += ">" + SVGBuilder.escape(content) + "</" + name + ">\n"
        } else {
            text += "/>\n"
        }
    }

    mutating func open(_ name: String, _ attributes: [(String, String?)]) {
        text += "<" + name
        append(attributes)
        text += ">\n"
    }

    /// Closes an element; one element per line keeps snapshot diffs readable.
    mutating func close(_ name: String) { text += "</" + name + ">\n" }

    /// A fresh id for a `<clipPath>`.
    mutating func makeClipID() -> String {
        nextClipID += 1
        return "clip\(nextClipID)"
    }

    private mutating func append(_ attributes: [(String, String?)]) {
        for (name, value) in attributes {
            guard let value else { continue }
            text += " " + name + "=\"" + SVGBuilder.escape(value) + "\""
        }
    }

    /// Escapes text for XML content and attribute values; drops characters XML 1.0 forbids.
    static func escape(_ string: String) -> String {
        var needs = false
        for scalar in string.unicodeScalars {
            switch scalar {
            case "<", ">", "&", "\"", "\n", "\r", "\t": needs = true
            default: if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { needs = true }
            }
            if needs { break }
        }
        guard needs else { return string }
        var result = ""
        result.unicodeScalars.reserveCapacity(string.unicodeScalars.count + 8)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "\n", "\r", "\t": result += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// A number as SVG wants it: at most two decimals, no trailing zeros, no `-0`.
func svgNumber(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e13 else { return "0" }
    let hundredths = Int((value * 100).rounded())
    if hundredths == 0 { return "0" }
    if hundredths % 100 == 0 { return String(hundredths / 100) }
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let fraction = magnitude % 100
    let fractionText = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" + String(fraction) : String(fraction))
    return sign + String(magnitude / 100) + "." + fractionText
}
