import StoryboardFormat

/// IBLinter's `misplaced`: a view whose frame disagrees with its constraints
/// (`misplaced="YES"`), so the canvas lies about what runs.
public struct MisplacedRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "misplaced", name: "Misplaced view",
        description: "A view's frame in the document does not match what its constraints give.",
        kind: .layout, severity: .warning,
        nonTriggeringExamples: [.storyboard(RuleExample.scene(RuleExample.rootView(label(""))))],
        triggeringExamples: [.storyboard(RuleExample.scene(RuleExample.rootView(label(#"↓misplaced="YES" "#))))])

    static func label(_ flag: String) -> String {
        "                            <label opaque=\"NO\" \(flag)text=\"Title\" id=\"lbl-00-001\"/>\n"
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        FlagAttribute.violations(of: self, attribute: "misplaced", in: document, file: file) { element in
            "<\(element.elementName)>\(element.id.map { " \"\($0)\"" } ?? "") is misplaced: its frame does not match its constraints"
        }
    }
}

/// Finds elements with a `…="YES"` flag attribute.
enum FlagAttribute {
    static func violations<R: LintRule>(
        of rule: R, attribute: String, in document: Document, file: LintFile, message: (Element) -> String
    ) -> [Violation] {
        guard let root = document.root else { return [] }
        let tree = document.tree
        var result: [Violation] = []
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            guard tree.attributeEquals(attribute, "YES", of: node) else { continue }
            let element = Element(document: document, node: node)
            result.append(rule.violation(message(element), in: file, at: element, attribute: attribute))
        }
        return result
    }
}
