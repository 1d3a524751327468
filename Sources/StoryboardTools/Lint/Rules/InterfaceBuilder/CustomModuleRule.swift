import StoryboardFormat

/// IBLinter's `custom_module`: a Swift custom class set to inherit the target's module but with
/// no module written (`customModuleProvider="target"` alone). The class is then looked up
/// without a module and UIKit falls back to the base class ("Unknown class in Interface
/// Builder file").
public struct CustomModuleRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "custom_module", name: "Custom module",
        description: "A custom class inherits its module from the target but the document names no module.",
        kind: .correctness, severity: .warning,
        nonTriggeringExamples: [
            .storyboard(RuleExample.scene(attributes: #"customClass="HomeViewController" customModule="App" customModuleProvider="target""#)),
            .storyboard(RuleExample.scene(attributes: #"customClass="HomeViewController""#)),
        ],
        triggeringExamples: [
            .storyboard(RuleExample.scene(attributes: #"customClass="HomeViewController" ↓customModuleProvider="target""#)),
        ])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard let root = document.root else { return [] }
        let tree = document.tree
        var result: [Violation] = []
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            guard tree.attributeEquals("customModuleProvider", "target", of: node),
                tree.attribute(named: "customModule", of: node) == nil
            else { continue }
            let element = Element(document: document, node: node)
            result.append(violation(
                "custom class \"\(element.customClass ?? "")\" inherits the target's module, but no customModule is written",
                in: file, at: element, attribute: "customModuleProvider"))
        }
        return result
    }
}
