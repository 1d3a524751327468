import StoryboardFormat

/// A relationship segue its container does not have (a `rootViewController` from a tab bar
/// controller, `viewControllers` from a navigation controller): the storyboard compiler or
/// the container's decoding rejects it.
public struct RelationshipKindRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "relationship_kind", name: "Relationship kind",
        description: "A relationship segue names a relationship its source container does not have, or leads to something that is not a view controller.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [.storyboard(scenes(container: "navigationController", relationship: "rootViewController", mark: ""))],
        triggeringExamples: [.storyboard(scenes(container: "navigationController", relationship: "viewControllers", mark: "↓"))])

    static func scenes(container: String, relationship: String, mark: String) -> String {
        RuleExample.scene(
            element: container,
            connections: #"                        <segue destination="vc1-00-001" kind="relationship" \#(mark)relationship="\#(relationship)" id="seg-00-001"/>"#)
            + RuleExample.scene(id: "vc1-00-001", sceneID: "scn-00-002")
    }

    /// The relationships each container has.
    static let relationships: [ControllerKind: Set<String>] = [
        .navigationController: ["rootViewController"],
        .tabBarController: ["viewControllers"],
        .splitViewController: [
            "masterViewController", "detailViewController", "supplementaryViewController", "compactViewController",
            "splitItems",
        ],
        .pageViewController: [],
        .windowController: ["window.shadowedContentViewController"],
        .tabViewController: ["tabItems"],
    ]

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for segue in document.segues where segue.kind == .relationship {
            guard let relationship = segue.relationship, let member = segue.sourceMember,
                let kind = member.controllerKind
            else { continue }
            if let allowed = Self.relationships[kind] {
                if !allowed.contains(relationship) {
                    result.append(violation(
                        "a <\(kind.elementName)> has no \"\(relationship)\" relationship", in: file, at: segue,
                        attribute: "relationship"))
                    continue
                }
            } else if ["rootViewController", "viewControllers", "masterViewController", "detailViewController"].contains(relationship),
                case .viewController = kind, member.customClass == nil
            {
                result.append(violation(
                    "a plain <\(kind.elementName)> is no container and has no \"\(relationship)\" relationship",
                    in: file, at: segue, attribute: "relationship"))
                continue
            }
            if let destination = segue.destinationMember, !destination.isViewController, !destination.isStoryboardReference {
                result.append(violation(
                    "relationship \"\(relationship)\" leads to a <\(destination.elementName)>, not a view controller",
                    in: file, at: segue, attribute: "destination"))
            }
        }
        return result
    }
}
