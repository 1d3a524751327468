import StoryboardFormat

/// An outlet or action whose other end is not in the document: UIKit raises "this class is not
/// key value coding-compliant" or sends to nil; Interface Builder drops it silently on open,
/// which is why removing it is a safe fix.
public struct DanglingConnectionRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "dangling_connection", name: "Dangling connection",
        description: "An outlet, outlet collection or action connects to an object id that is not in the document.",
        kind: .crash, severity: .error, isCorrectable: true,
        nonTriggeringExamples: [
            .storyboard(scene(connections: #"                        <outlet property="titleLabel" destination="lbl-00-001" id="out-00-001"/>"#)),
        ],
        triggeringExamples: [
            .storyboard(
                scene(connections: #"                        <outlet property="titleLabel" ↓destination="gone-00-01" id="out-00-001"/>"#),
                corrected: scene(connections: nil)),
        ])

    static let roles: Set<Reference.Role> = [.outletDestination, .outletCollectionDestination, .actionDestination, .actionTarget]

    static func scene(connections: String?) -> String {
        RuleExample.scene(
            RuleExample.rootView(#"""
                                        <label opaque="NO" text="Title" id="lbl-00-001">
                                            <rect key="frame" x="16" y="100" width="361" height="21"/>
                                        </label>

            """#), connections: connections)
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        document.index.danglingReferences.filter { DanglingConnectionRule.roles.contains($0.role) }.map { reference in
            let tree = document.tree
            let kind = tree.name(of: reference.source)
            let what = tree.attribute("property", of: reference.source).map { " \"\($0)\"" }
                ?? tree.attribute("selector", of: reference.source).map { " \"\($0)\"" } ?? ""
            return violation(
                "\(kind)\(what) connects to \"\(reference.id)\", which is not an object of the document",
                in: file, at: reference.position, fix: .remove(reference.source))
        }
    }
}
