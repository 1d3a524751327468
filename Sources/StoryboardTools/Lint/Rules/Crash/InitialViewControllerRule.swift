import StoryboardFormat

/// An initial view controller id that is not a controller: `instantiateInitialViewController()`
/// returns nil and the app launches to a black window.
public struct InitialViewControllerRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "initial_view_controller", name: "Initial view controller",
        description: "The document's initialViewController names no object, or an object that is not a view controller or storyboard reference.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [RuleExample(RuleExample.storyboardText(RuleExample.scene(), initial: "vc0-00-001"))],
        triggeringExamples: [
            RuleExample(RuleExample.storyboardText(RuleExample.scene(), initial: "vc0-00-001-fr").replacingOccurrences(of: " initialViewController", with: " ↓initialViewController")),
            RuleExample(RuleExample.storyboardText(RuleExample.scene(), initial: "gone").replacingOccurrences(of: " initialViewController", with: " ↓initialViewController")),
        ])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard let id = document.header.initialViewControllerID, let root = document.rootElement else { return [] }
        guard let node = document.index.node(forID: id) else {
            return [violation("initialViewController \"\(id)\" names no object of the document", in: file, at: root, attribute: "initialViewController")]
        }
        let member = SceneMember(document: document, node: node)
        if member.isViewController || member.isStoryboardReference { return [] }
        return [violation(
            "initialViewController \"\(id)\" is a <\(member.elementName)>, not a view controller",
            in: file, at: root, attribute: "initialViewController")]
    }
}
