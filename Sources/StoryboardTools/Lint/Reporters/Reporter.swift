import Foundation
import StoryboardFormat

/// Writes a lint run's violations in one output format.
public protocol Reporter: Sendable {
    /// The name `--reporter` takes.
    static var identifier: String { get }
    func report(_ violations: [Violation]) -> String
}

/// The reporters `--reporter` chooses from.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, CheckstyleReporter.self, GitHubReporter.self,
    ]

    public static func reporter(named name: String) -> (any Reporter)? {
        switch name {
        case XcodeReporter.identifier: return XcodeReporter()
        case JSONReporter.identifier: return JSONReporter()
        case SARIFReporter.identifier: return SARIFReporter()
        case CheckstyleReporter.identifier: return CheckstyleReporter()
        case GitHubReporter.identifier: return GitHubReporter()
        default: return nil
        }
    }
}

/// `path:line:column: error|warning: message [rule]`, one a line: what Xcode and editors read.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public init() {}
    public func report(_ violations: [Violation]) -> String {
        violations.map { violation in
            // One diagnostic a line: a line break in a message would start a line Xcode
            // cannot parse.
            var diagnostic = violation.diagnostic
            diagnostic.message = diagnostic.message.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            return diagnostic.description + "\n"
        }.joined()
    }
}

/// GitHub Actions workflow commands: each violation becomes an annotation on the pull request.
public struct GitHubReporter: Reporter {
    public static let identifier = "github"
    public init() {}
    public func report(_ violations: [Violation]) -> String {
        violations.map { violation in
            var properties: [String] = []
            if let path = violation.path { properties.append("file=\(Self.escapeProperty(path))") }
            if let location = violation.position {
                properties.append("line=\(location.line)")
                properties.append("col=\(location.column)")
            }
            properties.append("title=\(Self.escapeProperty(violation.ruleID))")
            let level = violation.severity == .error ? "error" : violation.severity == .warning ? "warning" : "notice"
            return "::\(level) \(properties.joined(separator: ","))::\(Self.escapeData(violation.message))\n"
        }.joined()
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
