import StoryboardFormat

/// A segue whose destination is missing: performing it raises "Could not find a view controller
/// to present" (the typical leftover of a deleted scene or a bad merge).
public struct SegueDestinationRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "segue_destination", name: "Segue destination",
        description: "A segue has no destination, or its destination id is not an object of the document.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [.storyboard(twoScenes("destination=\"vc1-00-001\""))],
        triggeringExamples: [
            .storyboard(twoScenes("↓destination=\"vc9-00-009\"")),
            .storyboard(twoScenes("")),
        ])

    static func twoScenes(_ destination: String) -> String {
        let segue = destination.isEmpty
            ? #"                        ↓<segue kind="show" identifier="next" id="seg-00-001"/>"#
            : #"                        <segue \#(destination) kind="show" identifier="next" id="seg-00-001"/>"#
        return RuleExample.scene(connections: segue) + RuleExample.scene(id: "vc1-00-001", sceneID: "scn-00-002")
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        document.segues.compactMap { segue in
            let kind = segue.kind.rawValue
            let name = segue.identifier.map { " \"\($0)\"" } ?? ""
            guard let destination = segue.destinationID else {
                return violation("\(kind) segue\(name) has no destination", in: file, at: segue)
            }
            guard document.index.node(forID: destination) == nil else { return nil }
            return violation(
                "\(kind) segue\(name) leads to \"\(destination)\", which is not an object of the document",
                in: file, at: segue, attribute: "destination")
        }
    }
}
