import StoryboardFormat

/// A storyboard reference to a storyboard the project does not have, or to an identifier that
/// storyboard does not define: UIKit raises "Could not find a storyboard named …" or "Storyboard
/// doesn't contain a view controller with identifier …" when the segue is performed.
public struct StoryboardReferenceRule: DocumentRule {
    public init() {}

    static let settings = """
                <scene sceneID="set-00-001">
                    <objects>
                        <viewController storyboardIdentifier="Privacy" id="set-00-002" sceneMemberID="viewController"/>
                    </objects>
                </scene>

        """

    public static let description = RuleDescription(
        identifier: "storyboard_reference", name: "Storyboard reference",
        description: "A storyboard reference names a storyboard that is not in the project, or an identifier (or initial view controller) that storyboard does not have.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [
            .storyboard(
                reference(#"storyboardName="Settings" referencedIdentifier="Privacy""#),
                companions: ["Settings.storyboard": RuleExample.storyboardText(settings)]),
            .storyboard(
                reference(#"storyboardName="Settings""#),
                companions: ["Settings.storyboard": RuleExample.storyboardText(settings, initial: "set-00-002")]),
        ],
        triggeringExamples: [
            .storyboard(
                reference(#"↓storyboardName="Setings" referencedIdentifier="Privacy""#),
                companions: ["Settings.storyboard": RuleExample.storyboardText(settings)]),
            .storyboard(
                reference(#"storyboardName="Settings" ↓referencedIdentifier="Privacyy""#),
                companions: ["Settings.storyboard": RuleExample.storyboardText(settings)]),
            .storyboard(
                reference(#"↓storyboardName="Settings""#),
                companions: ["Settings.storyboard": RuleExample.storyboardText(settings)]),
        ])

    static func reference(_ attributes: String) -> String {
        RuleExample.scene(connections: #"                        <segue destination="ref-00-001" kind="show" id="seg-00-001"/>"#)
            + """
                    <scene sceneID="scn-00-002">
                        <objects>
                            <viewControllerPlaceholder \(attributes) id="ref-00-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>

            """
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        var result: [Violation] = []
        let destinations = Set(document.segues.compactMap(\.destinationID))
        for reference in document.storyboardReferences where reference.bundleIdentifier == nil {
            // An unconfigured reference nothing leads to is never opened.
            if reference.storyboardName == nil, reference.referencedIdentifier == nil,
                !destinations.contains(reference.id ?? "")
            {
                continue
            }
            let targets: [Document]
            if let name = reference.storyboardName {
                guard let found = file.project.storyboards[name] else {
                    result.append(violation(
                        "storyboard reference names \"\(name)\", which is not a storyboard of the project",
                        in: file, at: reference, attribute: "storyboardName"))
                    continue
                }
                targets = found
            } else {
                targets = [document]
            }
            let storyboard = reference.storyboardName ?? file.baseName
            if let identifier = reference.referencedIdentifier {
                if !targets.contains(where: { $0.member(withStoryboardIdentifier: identifier) != nil }) {
                    result.append(violation(
                        "storyboard \"\(storyboard)\" has no view controller with identifier \"\(identifier)\"",
                        in: file, at: reference, attribute: "referencedIdentifier"))
                }
            } else if !targets.contains(where: { $0.header.initialViewControllerID != nil }) {
                result.append(violation(
                    "storyboard \"\(storyboard)\" has no initial view controller for the reference to open",
                    in: file, at: reference, attribute: reference.storyboardName == nil ? nil : "storyboardName"))
            }
        }
        return result
    }
}
