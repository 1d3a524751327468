import StoryboardFormat

/// A custom class the code does not declare: UIKit logs "Unknown class in Interface Builder
/// file" and instantiates the base class, and the first outlet set on it crashes.
public struct MissingClassRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "missing_class", name: "Missing class",
        description: "A custom class of the document is declared in none of the project's Swift or Objective-C sources (checked with --sources; classes of other modules are not).",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [
            .storyboard(CrossCheckExamples.scene("HomeViewController", connections: ""), sources: ["Home.swift": CrossCheckExamples.homeSwift]),
        ],
        triggeringExamples: [
            .storyboard(
                CrossCheckExamples.scene("HomeViewControler", connections: "").replacingOccurrences(of: "customClass=\"Home", with: "↓customClass=\"Home"),
                sources: ["Home.swift": CrossCheckExamples.homeSwift]),
        ])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        guard let sources = file.project.sources(for: document), let root = document.root else { return [] }
        let tree = document.tree
        var result: [Violation] = []
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            guard let name = tree.attribute("customClass", of: node) else { continue }
            let element = Element(document: document, node: node)
            if ObjectClass.of(element) == nil { continue }
            let module = element.customModule
            // A class of another module (a framework, a package) is not in these sources.
            if module != nil && element.customModuleProvider != "target" { continue }
            if sources.classes[name] != nil || SystemClasses.isSystem(name) { continue }
            // Swift classes in Interface Builder may be written `Module.Class`.
            if let dot = name.lastIndex(of: "."), sources.classes[String(name[name.index(after: dot)...])] != nil { continue }
            result.append(violation(
                "class \"\(name)\"\(module.map { " (module \($0))" } ?? "") is declared in none of the sources",
                in: file, at: element, attribute: "customClass"))
        }
        return result
    }
}
