import StoryboardFormat

/// An unwind segue or exit action wired to the exit of another scene: UIKit looks for the
/// unwind action along the source's own chain, so the connection can never fire as drawn.
public struct UnwindOutsideSceneRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unwind_outside_scene", name: "Unwind outside its scene",
        description: "An unwind segue or exit action points at the exit of another scene instead of its own.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [.storyboard(scenes(exit: "ext-00-001", mark: ""))],
        triggeringExamples: [.storyboard(scenes(exit: "ext-00-002", mark: "↓"))])

    static func scenes(exit: String, mark: String) -> String {
        RuleExample.scene(
            connections: #"                        <segue \#(mark)destination="\#(exit)" kind="unwind" unwindAction="done:" id="seg-00-001"/>"#,
            extraMembers: #"                <exit id="ext-00-001" userLabel="Exit" sceneMemberID="exit"/>\#n"#)
            + RuleExample.scene(
                id: "vc1-00-001", sceneID: "scn-00-002",
                extraMembers: #"                <exit id="ext-00-002" userLabel="Exit" sceneMemberID="exit"/>\#n"#)
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        let tree = document.tree
        var result: [Violation] = []
        for connection in document.connections {
            let element = connection.element
            guard let destinationID = connection.destinationID, let target = document.index.node(forID: destinationID),
                tree.isElement(target, named: "exit")
            else { continue }
            let attribute = element.attribute("destination") != nil ? "destination" : "target"
            let sourceScene = Self.scene(of: element.node, tree: tree)
            guard let sourceScene, sourceScene != Self.scene(of: target, tree: tree) else { continue }
            let what = element.attribute("unwindAction") ?? element.attribute("selector") ?? ""
            result.append(violation(
                "<\(element.elementName)> \(what) unwinds through the exit \"\(destinationID)\" of another scene",
                in: file, at: element, attribute: attribute))
        }
        return result
    }

    static func scene(of node: XMLNode, tree: XMLTree) -> XMLNode? {
        var current: XMLNode? = node
        while let node = current {
            if tree.isElement(node, named: "scene") { return node }
            current = tree.parent(of: node)
        }
        return nil
    }
}
