import StoryboardFormat

/// A segue identifier the code performs or compares that no storyboard defines:
/// `performSegue(withIdentifier:)` raises "Receiver has no segue with identifier", and a
/// `prepare(for:)` branch never runs.
public struct SegueIdentifierInCodeRule: ProjectRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "segue_identifier_in_code", name: "Segue identifier in code",
        description: "A segue identifier used in performSegue(withIdentifier:) or compared with segue.identifier is defined by no storyboard of the project.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [.storyboard(scenes, sources: ["Home.swift": code("showDetail", "showDetail", mark: "")])],
        triggeringExamples: [.storyboard(scenes, sources: ["Home.swift": code("showDetails", "showDetial", mark: "↓")])])

    static let scenes = RuleExample.scene(connections: #"                        <segue destination="vc1-00-001" kind="show" identifier="showDetail" id="seg-00-001"/>"#)
        + RuleExample.scene(id: "vc1-00-001", sceneID: "scn-00-002")

    static func code(_ performed: String, _ compared: String, mark: String) -> String {
        """
        import UIKit

        class HomeViewController: UIViewController {
            func open() { performSegue(withIdentifier: \(mark)"\(performed)", sender: nil) }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == \(mark)"\(compared)" {}
            }
        }

        """
    }

    public func validate(project: LintProject, files: [LintFile]) -> [Violation] {
        guard let sources = project.sources?.all else { return [] }
        var identifiers: Set<String> = []
        for file in files {
            for segue in file.document?.segues ?? [] { if let identifier = segue.identifier { identifiers.insert(identifier) } }
        }
        return sources.identifierUses.compactMap { use in
            guard use.kind == .performSegue || use.kind == .segueComparison, !identifiers.contains(use.identifier) else { return nil }
            return violation(
                "no storyboard has a segue with identifier \"\(use.identifier)\"", path: use.place.path, at: use.place.position)
        }
    }
}

/// A storyboard identifier or storyboard name the code instantiates that the project does not
/// have: `instantiateViewController(withIdentifier:)` raises "Storyboard doesn't contain a view
/// controller with identifier", `UIStoryboard(name:bundle:)` "Could not find a storyboard".
public struct StoryboardIdentifierInCodeRule: ProjectRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "storyboard_identifier_in_code", name: "Storyboard identifier in code",
        description: "A view controller identifier passed to instantiateViewController(withIdentifier:), or a storyboard name passed to UIStoryboard(name:bundle:), is not in the project.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [.storyboard(scene, fileName: "Main.storyboard", sources: ["Home.swift": code("Main", "Detail", mark: "")])],
        triggeringExamples: [.storyboard(scene, fileName: "Main.storyboard", sources: ["Home.swift": code("Mian", "Detial", mark: "↓")])])

    static let scene = RuleExample.scene(attributes: #"storyboardIdentifier="Detail""#)

    static func code(_ storyboard: String, _ identifier: String, mark: String) -> String {
        """
        import UIKit

        func makeDetail() -> UIViewController {
            let storyboard = UIStoryboard(name: \(mark)"\(storyboard)", bundle: nil)
            return storyboard.instantiateViewController(withIdentifier: \(mark)"\(identifier)")
        }

        """
    }

    public func validate(project: LintProject, files: [LintFile]) -> [Violation] {
        guard let sources = project.sources?.all else { return [] }
        var identifiers: Set<String> = []
        for file in files {
            guard let document = file.document else { continue }
            for member in document.members {
                if let identifier = member.storyboardIdentifier { identifiers.insert(identifier) }
                // watchOS names interface controllers by `identifier` (`presentController(withName:)`).
                if document.platform == .watchOS, let identifier = member.attribute("identifier") { identifiers.insert(identifier) }
            }
        }
        return sources.identifierUses.compactMap { use in
            switch use.kind {
            case .instantiateViewController where !identifiers.contains(use.identifier):
                return violation(
                    "no storyboard has a view controller with identifier \"\(use.identifier)\"", path: use.place.path, at: use.place.position)
            case .storyboardName where project.storyboards[use.identifier] == nil:
                return violation("the project has no storyboard named \"\(use.identifier)\"", path: use.place.path, at: use.place.position)
            default:
                return nil
            }
        }
    }
}
