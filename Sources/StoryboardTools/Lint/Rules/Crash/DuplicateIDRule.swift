import StoryboardFormat

/// Two objects with one id: Interface Builder refuses to open the file, and connections to the
/// id reach whichever object the loader meets first.
public struct DuplicateIDRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "duplicate_id", name: "Duplicate ID",
        description: "Two elements of the document have the same object id.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(RuleExample.rootView(label("lbl-00-001"))))],
        triggeringExamples: [
            .storyboard(RuleExample.scene(RuleExample.rootView(label("lbl-00-001") + label("lbl-00-001", marked: true)))),
        ])

    static func label(_ id: String, marked: Bool = false) -> String {
        "                            <label opaque=\"NO\" text=\"Title\" \(marked ? "↓" : "")id=\"\(id)\"/>\n"
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        let tree = document.tree
        return document.index.duplicates.map { duplicate in
            let first = tree.position(of: duplicate.first).map { " at \($0)" } ?? ""
            return violation(
                "id \"\(duplicate.id)\" of <\(tree.name(of: duplicate.duplicate))> is already the id of <\(tree.name(of: duplicate.first))>\(first)",
                in: file, at: duplicate.position)
        }
    }
}
