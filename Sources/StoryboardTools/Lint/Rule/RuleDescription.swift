import StoryboardFormat

/// What a rule checks, how bad a violation is, and examples that trigger it and do not: the
/// examples double as the rule's tests.
public struct RuleDescription: Sendable {
    /// The stable identifier used in configurations and printed in brackets (IBLinter's
    /// identifiers where IBLinter has the rule).
    public let identifier: String
    public let name: String
    public let description: String
    public let kind: RuleKind
    /// The severity unless the configuration says otherwise.
    public let severity: Diagnostic.Severity
    /// Opt-in rules run only when the configuration names them (IBLinter's opinionated rules).
    public let isOptIn: Bool
    /// Whether the rule offers fix-its that `--fix` may apply.
    public let isCorrectable: Bool
    /// Documents with no violation.
    public let nonTriggeringExamples: [RuleExample]
    /// Documents whose violations are marked with `↓` at their exact place.
    public let triggeringExamples: [RuleExample]

    public init(
        identifier: String, name: String, description: String, kind: RuleKind, severity: Diagnostic.Severity,
        isOptIn: Bool = false, isCorrectable: Bool = false,
        nonTriggeringExamples: [RuleExample], triggeringExamples: [RuleExample]
    ) {
        self.identifier = identifier
        self.name = name
        self.description = description
        self.kind = kind
        self.severity = severity
        self.isOptIn = isOptIn
        self.isCorrectable = isCorrectable
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
    }

    /// The diagnostic the rule's violations print as.
    public var diagnosticID: DiagnosticID { DiagnosticID(identifier, summary: description) }
}

/// What kind of problem a rule finds, from the worst (the app crashes when the scene loads) down.
public enum RuleKind: String, Sendable, CaseIterable {
    case crash, correctness, layout, style, performance
}
