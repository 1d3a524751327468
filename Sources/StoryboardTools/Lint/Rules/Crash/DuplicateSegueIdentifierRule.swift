import StoryboardFormat

/// Two segues of one view controller with one identifier: `performSegue(withIdentifier:)`
/// finds one of them, and `prepare(for:)` cannot tell them apart.
public struct DuplicateSegueIdentifierRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "duplicate_segue_identifier", name: "Duplicate segue identifier",
        description: "Two segues starting in the same view controller have the same identifier, one of them manual (performSegue(withIdentifier:) cannot tell them apart).",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [.storyboard(scenes(first: "showA", second: "showB", mark: ""))],
        triggeringExamples: [.storyboard(scenes(first: "show", second: "show", mark: "↓"))])

    static func scenes(first: String, second: String, mark: String) -> String {
        RuleExample.scene(connections: """
                                <segue destination="vc1-00-001" kind="show" identifier="\(first)" id="seg-00-001"/>
                                <segue destination="vc1-00-001" kind="presentation" \(mark)identifier="\(second)" id="seg-00-002"/>
            """) + RuleExample.scene(id: "vc1-00-001", sceneID: "scn-00-002")
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        var seen: [XMLNode: [String: Segue]] = [:]
        var result: [Violation] = []
        for segue in document.segues {
            guard let identifier = segue.identifier, !identifier.isEmpty, let member = segue.sourceMember else { continue }
            // Segues triggered by different controls may share an identifier (one
            // `prepare(for:)` branch for both); only `performSegue(withIdentifier:)`, which
            // fires manual segues, needs it unique.
            if let first = seen[member.node]?[identifier], first.isManual || segue.isManual {
                let at = first.position.map { " at \($0)" } ?? ""
                result.append(violation(
                    "segue identifier \"\(identifier)\" is already used by another segue of this view controller\(at)",
                    in: file, at: segue, attribute: "identifier"))
            } else if seen[member.node]?[identifier] == nil {
                seen[member.node, default: [:]][identifier] = segue
            }
        }
        return result
    }
}
