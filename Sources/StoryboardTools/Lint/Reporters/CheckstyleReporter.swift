import StoryboardFormat

/// Checkstyle XML (Jenkins, GitLab and Danger read it): violations grouped by file.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    public init() {}

    public func report(_ violations: [Violation]) -> String {
        var order: [String] = []
        var byFile: [String: [Violation]] = [:]
        for violation in violations {
            let path = violation.path ?? ""
            if byFile[path] == nil { order.append(path) }
            byFile[path, default: []].append(violation)
        }
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in order {
            text += "\t<file name=\"\(Self.escape(path))\">\n"
            for violation in byFile[path] ?? [] {
                let line = violation.position?.line ?? 0
                let column = violation.position?.column ?? 0
                text += "\t\t<error line=\"\(line)\" column=\"\(column)\" severity=\"\(violation.severity.rawValue)\" "
                    + "message=\"\(Self.escape(violation.message))\" source=\"storyboard-lint.rules.\(Self.escape(violation.ruleID))\"/>\n"
            }
            text += "\t</file>\n"
        }
        return text + "</checkstyle>\n"
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default:
                // Control characters are not allowed in XML 1.0 at all.
                if scalar.value < 0x20 && scalar != "\r" { result += "?" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
