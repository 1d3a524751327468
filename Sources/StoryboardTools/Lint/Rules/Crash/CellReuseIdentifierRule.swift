import StoryboardFormat

/// A prototype cell without a reuse identifier can never be dequeued, and two prototypes of one
/// table with the same identifier make `dequeueReusableCell(withIdentifier:)` return the wrong
/// one.
public struct CellReuseIdentifierRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "cell_reuse_identifier", name: "Cell reuse identifier",
        description: "A prototype table or collection view cell has no reuse identifier, or shares it with another prototype of the same view.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [.storyboard(table(#"reuseIdentifier="Cell""#, #"reuseIdentifier="Other""#))],
        triggeringExamples: [
            .storyboard(table(#"reuseIdentifier="Cell""#, #"↓reuseIdentifier="Cell""#)),
            .storyboard(table(#"reuseIdentifier="Cell""#, "", markCell: true)),
        ])

    static func table(_ first: String, _ second: String, markCell: Bool = false) -> String {
        RuleExample.scene(
            """
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="tbl-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" \(first) id="cel-00-001">
                                            <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        </tableViewCell>
                                        \(markCell ? "↓" : "")<tableViewCell contentMode="scaleToFill" \(second) id="cel-00-002">
                                            <rect key="frame" x="0.0" y="94" width="393" height="44"/>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>

            """, element: "tableViewController")
    }

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        let tree = document.tree
        var result: [Violation] = []
        for container in document.elements(named: "prototypes") + document.elements(named: "cells") {
            // `<cells>` of a collection view holds prototypes; a static table's cells live in
            // `<sections>`, and an NSTableView's `<cells>` are not reusable prototypes.
            if container.elementName == "cells", container.parent?.elementName != "collectionView" { continue }
            guard file.isStoryboard else {
                // A xib registers its cell by the nib; only duplicates matter there.
                continue
            }
            var seen: [String: Element] = [:]
            for cell in container.children where cell.elementName.hasSuffix("Cell") || cell.elementName == "collectionReusableView" {
                guard let identifier = cell.attribute("reuseIdentifier"), !identifier.isEmpty else {
                    result.append(violation("prototype <\(cell.elementName)> has no reuse identifier", in: file, at: cell))
                    continue
                }
                if let first = seen[identifier] {
                    let at = tree.location(of: first.node).map { " at \($0)" } ?? ""
                    result.append(violation(
                        "reuse identifier \"\(identifier)\" is already used by the prototype\(at)", in: file, at: cell,
                        attribute: "reuseIdentifier"))
                } else {
                    seen[identifier] = cell
                }
            }
        }
        return result
    }
}
