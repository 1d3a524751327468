import StoryboardFormat

/// A disagreement between the two sides that the merge left for a person, with both values, so
/// that nothing is silently lost: the merged file holds both versions inside git's markers.
public struct MergeConflict: Hashable, Sendable, CustomStringConvertible {
    /// Why the two sides could not be combined.
    public enum Kind: String, Hashable, Sendable {
        /// Both sides set the same attribute to different values.
        case attribute
        /// Both sides changed the text (or other character content) of an element differently.
        case content
        /// One side deleted an element that the other side edited.
        case deletedAndEdited = "deleted-and-edited"
        /// Both sides edited a list of elements that have no identity (no `id`, no key).
        case unkeyedList = "unkeyed-list"
        /// The merged document would refer to an element that is no longer in it.
        case danglingReference = "dangling-reference"
        /// The merged document would hold two elements with the same `id`.
        case duplicateID = "duplicate-id"
        /// The file could not be merged element by element and git's line merge left conflicts.
        case lines

        /// The diagnostic a conflict of this kind prints as (`[merge-attribute]` …).
        public var diagnosticID: DiagnosticID {
            switch self {
            case .attribute: return .mergeAttribute
            case .content: return .mergeContent
            case .deletedAndEdited: return .mergeDeletedAndEdited
            case .unkeyedList: return .mergeUnkeyedList
            case .danglingReference: return .mergeDanglingReference
            case .duplicateID: return .mergeDuplicateID
            case .lines: return .mergeLines
            }
        }
    }

    public var kind: Kind
    /// The element concerned, as `tag id="…"` (or `tag key="…"`).
    public var element: String
    /// The attribute (or referenced id) concerned, when there is one.
    public var attribute: String?
    /// Our value; nil when our side has no such attribute or element.
    public var ours: String?
    /// Their value; nil when their side has no such attribute or element.
    public var theirs: String?
    /// The line of the merged output where the conflict's `<<<<<<<` marker stands.
    public var line: Int?

    public init(
        kind: Kind, element: String, attribute: String? = nil, ours: String? = nil, theirs: String? = nil,
        line: Int? = nil
    ) {
        self.kind = kind
        self.element = element
        self.attribute = attribute
        self.ours = ours
        self.theirs = theirs
        self.line = line
    }

    public var message: String {
        let show = { (value: String?) in value.map { "\"\($0)\"" } ?? "(absent)" }
        switch kind {
        case .attribute:
            return "\(element): \(attribute ?? "") is \(show(ours)) in ours and \(show(theirs)) in theirs"
        case .content:
            return "\(element): content changed on both sides"
        case .deletedAndEdited:
            return ours == nil
                ? "\(element): deleted in ours, edited in theirs" : "\(element): edited in ours, deleted in theirs"
        case .unkeyedList:
            return "\(element): both sides edited the same list of elements that have no id"
        case .danglingReference:
            return "\(element): refers to \(attribute ?? "an element") that the merge removes"
        case .duplicateID:
            return "\(element): the id is used twice in the merged document"
        case .lines:
            return "lines changed on both sides (git's line merge)"
        }
    }

    public var description: String { "conflict: \(message)" }

    /// The conflict as a diagnostic on the merged file.
    public func diagnostic(path: String) -> Diagnostic {
        Diagnostic(
            .error, "merge conflict: " + message, path: path,
            position: line.map { SourcePosition(line: $0, column: 1) }, id: kind.diagnosticID)
    }
}

/// The diagnostics of the merge, one per kind of conflict.
extension DiagnosticID {
    public static let mergeAttribute = DiagnosticID(
        "merge-attribute", summary: "Both sides set the same attribute to different values.")
    public static let mergeContent = DiagnosticID(
        "merge-content", summary: "Both sides changed the text of an element differently.")
    public static let mergeDeletedAndEdited = DiagnosticID(
        "merge-deleted-and-edited", summary: "One side deleted an element that the other side edited.")
    public static let mergeUnkeyedList = DiagnosticID(
        "merge-unkeyed-list", summary: "Both sides edited a list of elements that have no id or key.")
    public static let mergeDanglingReference = DiagnosticID(
        "merge-dangling-reference", summary: "The merged document would refer to an element that is no longer in it.")
    public static let mergeDuplicateID = DiagnosticID(
        "merge-duplicate-id", summary: "The merged document would hold two elements with the same id.")
    public static let mergeLines = DiagnosticID(
        "merge-lines", summary: "The file could not be merged element by element and git's line merge left conflicts.")
}
