import StoryboardFormat

/// IBLinter's `duplicate_constraint`: the same constraint twice on one view. Harmless to
/// the solver but a sign of a bad merge; removing the second copy is safe.
public struct DuplicateConstraintRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "duplicate_constraint", name: "Duplicate constraint",
        description: "A view holds two constraints relating the same items and attributes with the same relation, multiplier, constant and priority.",
        kind: .layout, severity: .warning, isCorrectable: true,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(RuleExample.rootView(label, constraints: constraint("") + other)))],
        triggeringExamples: [
            .storyboard(
                RuleExample.scene(RuleExample.rootView(label, constraints: constraint("") + constraint("↓", id: "cst-00-002"))),
                corrected: RuleExample.scene(RuleExample.rootView(label, constraints: constraint("")))),
        ])

    static let label = "                            <label opaque=\"NO\" text=\"Title\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"lbl-00-001\"/>\n"
    static func constraint(_ mark: String, id: String = "cst-00-001") -> String {
        "                            \(mark)<constraint firstItem=\"lbl-00-001\" firstAttribute=\"leading\" secondItem=\"vw0-00-001\" secondAttribute=\"leading\" constant=\"16\" id=\"\(id)\"/>\n"
    }
    static let other = "                            <constraint firstItem=\"lbl-00-001\" firstAttribute=\"top\" secondItem=\"vw0-00-001\" secondAttribute=\"top\" constant=\"16\" id=\"cst-00-003\"/>\n"

    static let compared = ["firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant", "priority"]

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        let tree = document.tree
        var result: [Violation] = []
        for list in document.elements(named: "constraints") {
            var seen: [[String]: Element] = [:]
            for constraint in list.children where constraint.elementName == "constraint" {
                var key = Self.compared.map { constraint.attribute($0) ?? "" }
                // Interface Builder writes the two items in either order for an equality.
                if (constraint.attribute("relation") ?? "") == "", (constraint.attribute("multiplier") ?? "") == "",
                    (constraint.attribute("constant") ?? "0") == "0", (key[0], key[1]) > (key[3], key[4])
                {
                    key = [key[3], key[4], key[2], key[0], key[1]] + key[5...]
                }
                if let first = seen[key] {
                    let at = tree.position(of: first.node).map { " at \($0)" } ?? ""
                    result.append(violation(
                        "constraint \(constraint.id.map { "\"\($0)\" " } ?? "")duplicates the constraint\(at)", in: file, at: constraint,
                        fix: .remove(constraint.node)))
                } else {
                    seen[key] = constraint
                }
            }
        }
        return result
    }
}
