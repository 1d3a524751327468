import Foundation
import StoryboardFormat
import Yams

/// What `.storyboard-lint.yml` says, in SwiftLint's shape: `disabled_rules`, `opt_in_rules`
/// (or `enabled_rules`), `included` / `excluded` paths, and per rule either a severity
/// (`misplaced: error`) or a table (`view_as_device: {severity: error, device_id: retina6_1}`).
public struct LintConfiguration: Sendable {
    public var disabledRules: Set<String> = []
    public var optInRules: Set<String> = []
    /// When set, only these rules run (SwiftLint's `only_rules`).
    public var onlyRules: Set<String>?
    public var included: [String] = []
    public var excluded: [String] = []
    public var severities: [String: Diagnostic.Severity] = [:]
    public var options: [String: RuleOptions] = [:]

    public init() {}

    /// A configuration file that could not be used, with the place it went wrong.
    public struct Invalid: Error, CustomStringConvertible {
        public let path: String
        public let message: String
        public var description: String { "\(path): error: \(message) [configuration]" }
    }

    /// Reads the YAML at `path`; unknown rule identifiers are errors, so typos do not silently
    /// turn a rule off.
    public init(contentsOfFile path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Invalid(path: path, message: "cannot read the configuration")
        }
        try self.init(yaml: String(decoding: data, as: UTF8.self), path: path)
    }

    public init(yaml: String, path: String = ".storyboard-lint.yml") throws {
        let loaded: Any?
        do {
            loaded = try Yams.load(yaml: yaml)
        } catch {
            throw Invalid(path: path, message: "not valid YAML: \(error)")
        }
        guard let table = loaded as? [String: Any] else {
            if loaded == nil { return }
            throw Invalid(path: path, message: "the configuration must be a mapping")
        }
        func strings(_ key: String) throws -> [String] {
            guard let value = table[key] else { return [] }
            if let list = value as? [String] { return list }
            if let single = value as? String { return [single] }
            throw Invalid(path: path, message: "\(key) must be a list of strings")
        }
        func ruleIDs(_ key: String) throws -> [String] {
            let ids = try strings(key)
            for id in ids where RuleRegistry.rule(withIdentifier: id) == nil {
                throw Invalid(path: path, message: "\(key) names an unknown rule \"\(id)\"")
            }
            return ids
        }
        disabledRules = Set(try ruleIDs("disabled_rules"))
        optInRules = Set(try ruleIDs("opt_in_rules") + ruleIDs("enabled_rules"))
        if table["only_rules"] != nil { onlyRules = Set(try ruleIDs("only_rules")) }
        included = try strings("included")
        excluded = try strings("excluded")
        let known: Set<String> = ["disabled_rules", "opt_in_rules", "enabled_rules", "only_rules", "included", "excluded", "reporter", "strict"]
        for (key, value) in table where !known.contains(key) {
            // IBLinter spells rule settings `<rule>_rule`.
            let id = key.hasSuffix("_rule") && RuleRegistry.rule(withIdentifier: key) == nil ? String(key.dropLast(5)) : key
            guard RuleRegistry.rule(withIdentifier: id) != nil else {
                throw Invalid(path: path, message: "unknown key or rule \"\(key)\"")
            }
            if let severity = value as? String {
                severities[id] = try Self.severity(severity, path: path)
                continue
            }
            guard let settings = value as? [String: Any] else {
                throw Invalid(path: path, message: "\(key) must be a severity or a mapping")
            }
            var options: RuleOptions = [:]
            for (name, setting) in settings {
                if name == "severity", let severity = setting as? String {
                    severities[id] = try Self.severity(severity, path: path)
                } else if let string = setting as? String {
                    options[name] = .string(string)
                } else if let list = setting as? [String] {
                    options[name] = .list(list)
                } else {
                    options[name] = .string("\(setting)")
                }
            }
            self.options[id] = options
        }
    }

    static func severity(_ text: String, path: String) throws -> Diagnostic.Severity {
        switch text {
        case "error": return .error
        case "warning": return .warning
        default: throw Invalid(path: path, message: "severity must be error or warning, not \"\(text)\"")
        }
    }

    /// Whether rule `description` runs under this configuration.
    public func isEnabled(_ description: RuleDescription) -> Bool {
        let id = description.identifier
        if let onlyRules { return onlyRules.contains(id) }
        if disabledRules.contains(id) { return false }
        return !description.isOptIn || optInRules.contains(id)
    }

    /// The rules that run, in registry order.
    public var enabledRules: [any LintRule.Type] { RuleRegistry.all.filter { isEnabled($0.description) } }

    /// Whether `path` is linted: under an `included` path when there are any, and under no
    /// `excluded` path (components compared, so `Pods` excludes `Pods/…` but not `MyPods`).
    public func includes(_ path: String) -> Bool {
        func under(_ prefix: String) -> Bool {
            let trimmed = prefix.hasPrefix("./") ? String(prefix.dropFirst(2)) : prefix
            let clean = trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed
            let candidate = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
            return candidate == clean || candidate.hasPrefix(clean + "/") || candidate.contains("/" + clean + "/")
        }
        if !included.isEmpty && !included.contains(where: under) { return false }
        return !excluded.contains(where: under)
    }
}
