/// A stable identifier of one kind of diagnostic, printed in brackets after the message, and
/// declared once with what it means (as lint rules declare theirs), so that a tool can list
/// every diagnostic it may print and a user can look one up.
public struct DiagnosticID: Hashable, Sendable, CustomStringConvertible {
    /// What the brackets show (`unknown-class`).
    public let rawValue: String
    /// What the diagnostic means, in a sentence.
    public let summary: String

    public init(_ rawValue: String, summary: String) {
        self.rawValue = rawValue
        self.summary = summary
    }

    public var description: String { rawValue }

    public static func == (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// The diagnostics of the format layer.
extension DiagnosticID {
    public static let xml = DiagnosticID(
        "xml", summary: "The file is not well-formed XML, or not an Interface Builder document.")
    public static let format = DiagnosticID(
        "format", summary: "The file is well-formed XML but not an Interface Builder document.")
    public static let danglingReference = DiagnosticID(
        "dangling-reference", summary: "An attribute refers to an object id that the document does not contain.")
    public static let duplicateID = DiagnosticID(
        "duplicate-id", summary: "Two objects of the document have the same id.")
    public static let io = DiagnosticID("io", summary: "The file cannot be read.")
    public static let roundTrip = DiagnosticID(
        "roundtrip", summary: "Writing the parsed document back does not reproduce the file byte for byte.")

    /// Every diagnostic the format layer declares.
    public static let formatDiagnostics: [DiagnosticID] = [.xml, .format, .danglingReference, .duplicateID, .io, .roundTrip]
}
