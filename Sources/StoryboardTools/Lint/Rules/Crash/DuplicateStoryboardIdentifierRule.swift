import StoryboardFormat

/// Two controllers with one storyboard identifier: `instantiateViewController(withIdentifier:)`
/// can only ever return one of them.
public struct DuplicateStoryboardIdentifierRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "duplicate_storyboard_identifier", name: "Duplicate storyboard identifier",
        description: "Two view controllers of one storyboard have the same storyboard identifier.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [
            .storyboard(
                RuleExample.scene(attributes: #"storyboardIdentifier="Home""#)
                    + RuleExample.scene(attributes: #"storyboardIdentifier="Detail""#, id: "vc1-00-001", sceneID: "scn-00-002")),
        ],
        triggeringExamples: [
            .storyboard(
                RuleExample.scene(attributes: #"storyboardIdentifier="Home""#)
                    + RuleExample.scene(attributes: #"↓storyboardIdentifier="Home""#, id: "vc1-00-001", sceneID: "scn-00-002")),
        ])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        var seen: [String: SceneMember] = [:]
        var result: [Violation] = []
        for member in document.members {
            guard let identifier = member.storyboardIdentifier, !identifier.isEmpty else { continue }
            if let first = seen[identifier] {
                let at = first.position.map { " at \($0)" } ?? ""
                result.append(violation(
                    "storyboard identifier \"\(identifier)\" is already used by <\(first.elementName)>\(at)",
                    in: file, at: member, attribute: "storyboardIdentifier"))
            } else {
                seen[identifier] = member
            }
        }
        return result
    }
}
