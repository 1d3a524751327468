import Foundation
import StoryboardFormat

/// An array of objects (`file`, `line`, `column`, `severity`, `rule_id`, `reason`: SwiftLint's
/// JSON reporter fields), stable key order.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public init() {}

    struct Entry: Encodable {
        var file: String?
        var line: Int?
        var column: Int?
        var severity: String
        var rule_id: String
        var reason: String
    }

    public func report(_ violations: [Violation]) -> String {
        let entries = violations.map {
            Entry(file: $0.path, line: $0.position?.line, column: $0.position?.column, severity: $0.severity.rawValue,
                  rule_id: $0.ruleID, reason: $0.message)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// SARIF 2.1.0 (what GitHub code scanning and many CI dashboards import): one run, the tool's
/// rules with their descriptions, one result per violation.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public init() {}

    public func report(_ violations: [Violation]) -> String {
        var ruleIndex: [String: Int] = [:]
        var rules: [[String: Any]] = []
        for (index, rule) in RuleRegistry.all.enumerated() {
            let description = rule.description
            ruleIndex[description.identifier] = index
            rules.append([
                "id": description.identifier, "name": description.name,
                "shortDescription": ["text": description.description],
                "defaultConfiguration": ["level": description.severity == .error ? "error" : "warning"],
                "properties": ["kind": description.kind.rawValue],
            ])
        }
        let results: [[String: Any]] = violations.map { violation in
            var location: [String: Any] = [:]
            var physical: [String: Any] = ["artifactLocation": ["uri": Self.uri(violation.path ?? "")]]
            if let position = violation.position {
                physical["region"] = ["startLine": max(position.line, 1), "startColumn": max(position.column, 1)]
            }
            location["physicalLocation"] = physical
            var result: [String: Any] = [
                "ruleId": violation.ruleID,
                "level": violation.severity == .error ? "error" : violation.severity == .warning ? "warning" : "note",
                "message": ["text": violation.message],
                "locations": [location],
            ]
            if let index = ruleIndex[violation.ruleID] { result["ruleIndex"] = index }
            return result
        }
        let log: [String: Any] = [
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [[
                "tool": ["driver": [
                    "name": "storyboard lint", "informationUri": "https://github.com/openstoryboard", "rules": rules,
                ]],
                "results": results,
            ]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A relative path as a URI reference (spaces and other reserved characters escaped).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
