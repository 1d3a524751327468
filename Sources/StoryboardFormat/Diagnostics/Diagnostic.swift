/// A message about a place in a file, printed in Xcode's format
/// (`path:line:column: error|warning|note: message [id]`) so that Xcode, editors and CI
/// annotate the line it names.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    public var path: String?
    public var position: SourcePosition?
    /// The kind of diagnostic (the rule or error that produced the message), printed in brackets.
    public var id: DiagnosticID?

    public init(
        _ severity: Severity, _ message: String, path: String? = nil,
        position: SourcePosition? = nil, id: DiagnosticID? = nil
    ) {
        self.severity = severity
        self.message = message
        self.path = path
        self.position = position
        self.id = id
    }

    public var description: String {
        var text = ""
        if let path {
            text += path
            if let position { text += ":\(position.line):\(position.column)" }
            text += ": "
        }
        text += "\(severity.rawValue): \(message)"
        if let id { text += " [\(id)]" }
        return text
    }
}
