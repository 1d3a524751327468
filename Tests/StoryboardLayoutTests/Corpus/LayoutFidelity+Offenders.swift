import StoryboardFormat
import StoryboardLayout

extension LayoutFidelity {
    /// A view the engine places more than half a point from Xcode's frame while placing its
    /// superview right: where a fix starts (a view inside a misplaced one is wrong with it).
    struct Miss: Equatable {
        var path: String
        var id: String
        var position: SourcePosition?
        var ours: LayoutRect?
        var xcode: LayoutRect
        /// The layout rule the view depends on (``rule(of:in:constraints:)``), after its platform.
        var rule: String
    }

    /// The layout rules a view can depend on, most specific first: a miss counts for the
    /// first that applies.
    enum Rule: String, CaseIterable {
        case stackView = "stack view (arranged view)"
        case cell = "table or collection cell"
        case baseline = "baselines"
        case safeArea = "safe area and layout guides"
        case margins = "layout margins"
        case scrollView = "scroll view content"
        case autoresizing = "autoresizing mask"
        case intrinsicSize = "intrinsic size (text and controls)"
        case constraints = "constraints"
    }

    /// Every `<constraint>` of the document by the ids it names (its items, or the view whose
    /// `<constraints>` hold it when it names no first item).
    static func constraintsByView(_ document: Document) -> [String: [XMLNode]] {
        let tree = document.tree
        var result: [String: [XMLNode]] = [:]
        guard let root = tree.rootElement else { return result }
        for node in tree.descendants(of: root) where tree.nameEquals(node, "constraint") {
            var ids: Set<String> = []
            if let first = tree.attribute("firstItem", of: node) {
                ids.insert(first)
            } else if let list = tree.parent(of: node), let owner = tree.parent(of: list), let id = tree.attribute("id", of: owner) {
                ids.insert(id)
            }
            if let second = tree.attribute("secondItem", of: node) { ids.insert(second) }
            for id in ids { result[id, default: []].append(node) }
        }
        return result
    }

    /// The nearest enclosing view of `node`.
    static func superview(of node: XMLNode, in tree: XMLTree) -> XMLNode? {
        var current = tree.parent(of: node)
        while let candidate = current {
            if IBView.isView(candidate, in: tree) { return candidate }
            current = tree.parent(of: candidate)
        }
        return nil
    }

    /// The most specific layout rule the view `node` depends on.
    static func rule(of node: XMLNode, in document: Document, constraints: [String: [XMLNode]]) -> Rule {
        let tree = document.tree
        let id = tree.attribute("id", of: node) ?? ""
        let parent = superview(of: node, in: tree)
        if let parent, tree.nameEquals(parent, "stackView") { return .stackView }
        var ancestor = parent
        while let view = ancestor {
            let name = tree.name(of: view)
            if ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView", "tableViewCellContentView"].contains(name) {
                return .cell
            }
            ancestor = superview(of: view, in: tree)
        }
        let mine = constraints[id] ?? []
        var attributes: [String] = [], others: [String] = []
        var usesMargins = false
        for constraint in mine {
            // The view's own side of the constraint (a constraint without a first item is its
            // owner's), and the item across.
            let first = tree.attribute("firstItem", of: constraint), second = tree.attribute("secondItem", of: constraint)
            let sides: [(mine: String?, attribute: String, other: String?)] = [
                (first ?? id, "firstAttribute", second), (second, "secondAttribute", first ?? id),
            ]
            for side in sides where side.mine == id {
                if let value = tree.attribute(side.attribute, of: constraint) { attributes.append(value) }
                if let other = side.other, other != id { others.append(other) }
            }
            // A margin on either side involves the margins (`leading = superview.leadingMargin`).
            for name in ["firstAttribute", "secondAttribute"] {
                if let value = tree.attribute(name, of: constraint), value.hasSuffix("Margin") || value.hasSuffix("WithinMargins") {
                    usesMargins = true
                }
            }
        }
        if attributes.contains(where: { $0.hasSuffix("aseline") }) { return .baseline }
        var guideKinds: Set<String> = []
        for other in others {
            guard let guide = document.element(withID: other)?.node else { continue }
            let name = tree.name(of: guide)
            if name == "viewControllerLayoutGuide" { guideKinds.insert("safeArea") }
            if name == "viewLayoutGuide", let key = tree.attribute("key", of: guide) { guideKinds.insert(key) }
        }
        if guideKinds.contains("safeArea") { return .safeArea }
        if usesMargins || guideKinds.contains("layoutMarginsGuide") || guideKinds.contains("readableContentGuide") {
            return .margins
        }
        if let parent, tree.nameEquals(parent, "scrollView") || tree.nameEquals(parent, "clipView") { return .scrollView }
        if !tree.attributeEquals("translatesAutoresizingMaskIntoConstraints", "NO", of: node) { return .autoresizing }
        if ["label", "button", "textField", "textView", "segmentedControl", "switch", "slider", "popUpButton", "imageView"].contains(tree.name(of: node)) {
            return .intrinsicSize
        }
        return .constraints
    }

    /// The misses of one document among `compared` (id → Xcode's frame), with the engine's
    /// frames `ours`, whose superview the engine places right.
    static func misses(in document: Document, path: String, ours: [String: LayoutRect], compared: [String: LayoutRect],
                       truth: [String: LayoutRect]) -> [Miss] {
        let tree = document.tree
        func wrong(_ id: String) -> Bool {
            guard let frame = truth[id] else { return false }
            return ours[id].map { !close($0, frame) } ?? true
        }
        var result: [Miss] = []
        var constraints: [String: [XMLNode]]?
        for (id, frame) in compared.sorted(by: { $0.key < $1.key }) where wrong(id) {
            guard let node = document.element(withID: id)?.node else { continue }
            if let parent = superview(of: node, in: tree), let parentID = tree.attribute("id", of: parent), wrong(parentID) { continue }
            if constraints == nil { constraints = constraintsByView(document) }
            let platform = document.platform == .macOS ? "AppKit" : "iOS"
            result.append(Miss(path: path, id: id, position: tree.position(of: node), ours: ours[id], xcode: frame,
                               rule: platform + ", " + rule(of: node, in: document, constraints: constraints!).rawValue))
        }
        return result
    }

    /// The worst offenders by rule: each rule's misses, most first, with the first few.
    static func report(_ misses: [Miss], rules: Int = 12, examples: Int = 2, trimming prefix: String = "") -> String {
        var byRule: [String: [Miss]] = [:]
        for miss in misses { byRule[miss.rule, default: []].append(miss) }
        let ranked = byRule.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
        func show(_ rect: LayoutRect?) -> String {
            guard let rect else { return "missing" }
            return "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height)))"
        }
        var lines = ["Worst offenders by rule (\(misses.count) views placed wrong inside a superview placed right):"]
        for (rule, list) in ranked.prefix(rules) {
            lines.append("  \(list.count) \(rule)")
            for miss in list.prefix(examples) {
                let path = miss.path.hasPrefix(prefix) ? String(miss.path.dropFirst(prefix.count)) : miss.path
                let place = miss.position.map { ":\($0.line):\($0.column)" } ?? ""
                lines.append("      \(path)\(place) \(miss.id): \(show(miss.ours)), Xcode \(show(miss.xcode))")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
