import StoryboardFormat

/// Two prototypes of one table or collection view with the same reuse identifier:
/// `dequeueReusableCell(withIdentifier:)` returns one of them, and the code configuring the
/// other casts the wrong cell.
public struct CellReuseIdentifierRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "cell_reuse_identifier", name: "Cell reuse identifier",
        description: "A prototype table or collection view cell shares its reuse identifier with another prototype of the same view.",
        kind: .crash, severity: .error,
        nonTriggeringExamples: [.storyboard(table(#"reuseIdentifier="Cell""#, #"reuseIdentifier="Other""#))],
        triggeringExamples: [
            .storyboard(table(#"reuseIdentifier="Cell""#, #"↓reuseIdentifier="Cell""#)),
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
        for container in Self.prototypeLists(in: document, file: file) {
            var seen: [String: Element] = [:]
            for cell in container.children where cell.elementName.hasSuffix("Cell") || cell.elementName == "collectionReusableView" {
                guard let identifier = cell.attribute("reuseIdentifier"), !identifier.isEmpty else { continue }
                if let first = seen[identifier] {
                    let at = tree.position(of: first.node).map { " at \($0)" } ?? ""
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

    /// The `<prototypes>` of storyboard tables and `<cells>` of storyboard collection views (a
    /// static table's cells live in `<sections>`, an NSTableView's `<cells>` are no prototypes,
    /// and a xib registers its one cell by the nib).
    static func prototypeLists(in document: Document, file: LintFile) -> [Element] {
        guard file.isStoryboard else { return [] }
        return document.elements(named: "prototypes")
            + document.elements(named: "cells").filter { $0.parent?.elementName == "collectionView" }
    }
}

/// A prototype cell without a reuse identifier can never be dequeued (Xcode warns "Prototype
/// table cells must have reuse identifiers"): a dead prototype, or a forgotten identifier.
public struct MissingReuseIdentifierRule: DocumentRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "missing_reuse_identifier", name: "Missing reuse identifier",
        description: "A prototype table or collection view cell has no reuse identifier.",
        kind: .correctness, severity: .warning,
        nonTriggeringExamples: [.storyboard(CellReuseIdentifierRule.table(#"reuseIdentifier="Cell""#, #"reuseIdentifier="Other""#))],
        triggeringExamples: [.storyboard(CellReuseIdentifierRule.table(#"reuseIdentifier="Cell""#, "", markCell: true))])

    public func validate(_ document: Document, in file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for container in CellReuseIdentifierRule.prototypeLists(in: document, file: file) {
            for cell in container.children where cell.elementName.hasSuffix("Cell") || cell.elementName == "collectionReusableView" {
                if let identifier = cell.attribute("reuseIdentifier"), !identifier.isEmpty { continue }
                result.append(violation("prototype <\(cell.elementName)> has no reuse identifier", in: file, at: cell))
            }
        }
        return result
    }
}
