import StoryboardFormat

/// IBLinter's `ambiguous`: Interface Builder marks a view whose constraints do not fix its
/// position or size (`ambiguous="YES"`); at run time Auto Layout picks one at random.
public struct AmbiguousRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "ambiguous", name: "Ambiguous layout",
        description: "A view's constraints leave its position or size ambiguous.",
        kind: .layout, severity: .warning,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(RuleExample.rootView(MisplacedRule.label(""))))],
        triggeringExamples: [.storyboard(RuleExample.scene(RuleExample.rootView(MisplacedRule.label(#"↓ambiguous="YES" "#))))])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        FlagAttribute.violations(of: self, attribute: "ambiguous", in: document, file: file) { element in
            "<\(element.elementName)>\(element.id.map { " \"\($0)\"" } ?? "") has an ambiguous layout"
        }
    }
}
