import StoryboardFormat

/// One finding of a rule: which rule, how bad, where, and optionally how to fix it.
public struct Violation: Sendable, Hashable {
    /// The rule, as the diagnostic it prints as (its identifier and description).
    public var rule: DiagnosticID
    /// The rule's identifier (`outlet_to_missing_property`).
    public var ruleID: String { rule.rawValue }
    public var severity: Diagnostic.Severity
    public var message: String
    public var path: String?
    public var position: SourcePosition?
    /// A safe edit `--fix` may apply.
    public var fix: Fix?

    public init(
        rule: DiagnosticID, severity: Diagnostic.Severity, message: String, path: String?, position: SourcePosition?,
        fix: Fix? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.path = path
        self.position = position
        self.fix = fix
    }

    /// The violation in Xcode's diagnostic format.
    public var diagnostic: Diagnostic { Diagnostic(severity, message, path: path, position: position, id: rule) }

    public static func == (lhs: Violation, rhs: Violation) -> Bool {
        lhs.ruleID == rhs.ruleID && lhs.severity == rhs.severity && lhs.message == rhs.message
            && lhs.path == rhs.path && lhs.position == rhs.position
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ruleID)
        hasher.combine(message)
        hasher.combine(position)
    }
}

/// A safe edit of the document a violation is in, applied through the lossless writer so that
/// only the touched bytes change.
public enum Fix: Sendable, Hashable {
    /// Remove an element (and the line it stands alone on).
    case remove(XMLNode)
    /// Set an attribute of an element.
    case setAttribute(XMLNode, name: String, value: String)
}
