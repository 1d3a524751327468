import StoryboardFormat

/// One unit of a document laid out together (a scene's root view with everything in it, or a
/// xib's top-level view), as a ``LayoutTree`` read from the Interface Builder elements.
package struct DocumentLayoutTree: LayoutTree {
    package private(set) var items: [LayoutItem] = []
    package private(set) var constraints: [LayoutConstraint] = []
    /// The element of each item, for diagnostics and output.
    package private(set) var nodes: [XMLNode] = []
    /// Constraints that name an item outside the unit or an attribute UIKit does not know.
    package private(set) var skipped: [(id: String, location: SourcePosition?)] = []

    /// Builds the tree of `root` (a view) for the size classes of `environment`.
    package init(document: Document, root: XMLNode, environment: LayoutEnvironment, context: DocumentLayoutContext) {
        let tree = document.tree
        var indexOfNode: [XMLNode: Int] = [:]
        var indexOfID: [String: Int] = [:]
        var constraintLists: [(owner: Int, list: XMLNode)] = []
        let sizeClassKeys = DocumentLayoutTree.variationKeys(environment)
        var excluded: Set<String> = []
        var included: Set<String> = []
        var excludedViews: Set<String> = []

        func add(_ item: LayoutItem, node: XMLNode) {
            indexOfNode[node] = items.count
            indexOfID[item.id] = items.count
            items.append(item)
            nodes.append(node)
        }

        // Walk the unit iteratively, parents before children.
        var stack: [(XMLNode, Int?)] = [(root, nil)]
        while let (node, parent) = stack.popLast() {
            var current = parent
            if tree.kind(of: node) != .element { continue }
            if tree.nameEquals(node, "constraints"), let owner = parent {
                constraintLists.append((owner, node))
                continue
            }
            if tree.nameEquals(node, "variation") {
                DocumentLayoutTree.readVariation(node, tree: tree, keys: sizeClassKeys, excluded: &excluded, included: &included, excludedViews: &excludedViews)
                continue
            }
            if node == root || IBView.isView(node, in: tree) {
                let item = DocumentLayoutTree.viewItem(node, tree: tree, parent: parent, isRoot: node == root, environment: environment, context: context, items: items)
                add(item, node: node)
                current = items.count - 1
            } else if let parent, tree.nameEquals(node, "viewLayoutGuide"), let id = tree.attribute("id", of: node) {
                let kind: LayoutItem.Kind
                switch tree.attribute("key", of: node) {
                case "safeArea": kind = .safeAreaGuide
                case "contentLayoutGuide": kind = .contentGuide
                case "frameLayoutGuide": kind = .frameGuide
                case "layoutMarginsGuide", "layoutMargins": kind = .marginsGuide
                case "readableContentGuide", "readableContent": kind = .readableContentGuide
                default: kind = .freeGuide
                }
                add(LayoutItem(id: id, kind: kind, parent: parent, frame: .zero, translatesAutoresizingMask: false), node: node)
                continue
            } else if let parent, tree.nameEquals(node, "layoutGuide"), let id = tree.attribute("id", of: node) {
                var item = LayoutItem(id: id, kind: .freeGuide, parent: parent, frame: .zero, translatesAutoresizingMask: false)
                if let frame = DocumentLayoutTree.storedFrame(of: node, tree: tree) { item.frame = frame }
                add(item, node: node)
                continue
            }
            // Children in reverse so that they pop in document order.
            var children: [XMLNode] = []
            for child in tree.elements(of: node) { children.append(child) }
            for child in children.reversed() { stack.append((child, current)) }
        }
        // The controller's legacy top and bottom layout guides belong to the root view.
        if let controller = tree.parent(of: root), let guides = tree.firstElement(of: controller, named: "layoutGuides") {
            for guide in tree.elements(of: guides, named: "viewControllerLayoutGuide") {
                guard let id = tree.attribute("id", of: guide) else { continue }
                let kind: LayoutItem.Kind = tree.attributeEquals("type", "bottom", of: guide) ? .bottomLayoutGuide : .topLayoutGuide
                add(LayoutItem(id: id, kind: kind, parent: 0, frame: .zero, translatesAutoresizingMask: false), node: guide)
            }
        }
        for view in excludedViews {
            // A view not installed for these size classes takes no part (it keeps its frame).
            if let index = indexOfID[view] { items[index].isHidden = true }
        }
        for (owner, list) in constraintLists {
            for node in tree.elements(of: list, named: "constraint") {
                guard let id = tree.attribute("id", of: node) else { continue }
                if !environment.keepsPlaceholderConstraints && tree.attributeEquals("placeholder", "YES", of: node) { continue }
                if excluded.contains(id) && !included.contains(id) { continue }
                let location = tree.position(of: node)
                guard let constraint = DocumentLayoutTree.constraint(node, id: id, owner: owner, tree: tree, indexOfID: indexOfID, location: location, sizeClassKeys: sizeClassKeys) else {
                    skipped.append((id, location))
                    continue
                }
                if items[constraint.firstItem].isHidden && excludedViews.contains(items[constraint.firstItem].id) { continue }
                if let second = constraint.secondItem, excludedViews.contains(items[second].id) { continue }
                constraints.append(constraint)
            }
        }
        if context.toolsVersion >= ToolsVersion.xcode9 && !context.isAppKit {
            // A label's or image view's required content size (hugging or compression resistance
            // at 1000) goes in before the document's required constraints, so that a conflict with
            // its own size constant breaks the constant: labels of Xcode 9 to 12 (Habitica's User
            // storyboard, tools 13529 and 14113: 3 of 3 heights of 21 stored 20.5; 21 at 21701,
            // 6 of 6), image views from Xcode 9 on (Loop's trend image, tools 16097 to 21507: 5 of
            // 5 heights of 34 stored 33). Image-only buttons keep it (7 of 7, tools 14490 to
            // 17701), as did Xcode 7 (Wikipedia's article cell image, tools 9060).
            for c in constraints where c.priority >= 1000 && c.secondItem == nil && c.multiplier == 1
                && (items[c.firstItem].elementName == "imageView" || (items[c.firstItem].elementName == "label" && context.toolsVersion < ToolsVersion.xcode13)) {
                if c.firstAttribute == .width { items[c.firstItem].addsRequiredContentWidthFirst = true }
                if c.firstAttribute == .height { items[c.firstItem].addsRequiredContentHeightFirst = true }
            }
        }
        if context.toolsVersion < ToolsVersion.xcode13 {
            // Xcode 12 and earlier keep a view's required constraints to edges where they
            // conflict with its required centring, and those at the top and leading edges of a
            // view with its own size constant where they conflict with those at its bottom and
            // trailing edges: the others go in last, centring after them, so that the conflict
            // breaks them. Habitica's shop item (tools 13196): a label 16 pt inside the leading
            // edge, 17 inside the trailing one and centred, stored 352 pt wide in 385; DuckDuckGo's
            // privacy report (tools 17156, 18122; 2 designed files, 2 device pairs): a 2 pt
            // separator centred in a 36 pt cell and 10 pt inside its top and bottom, stored 10 pt
            // below the top (4 of 4). Bottom edges of views without their own size keep their
            // place: the corpus has no conflict that tells (taken last too, they move one view by
            // 0.33 pt). Until preserved margins came from solved frames only, taking them last
            // broke PreservedMarginPlacementLayoutTests (a margin measured at a stored origin).
            let centres: Set<LayoutConstraint.Attribute> = [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins]
            let vertical: Set<LayoutConstraint.Attribute> = [.top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline, .height]
            let ends: Set<LayoutConstraint.Attribute> = [.bottom, .trailing, .right, .bottomMargin, .trailingMargin, .rightMargin]
            var ownWidth = Set<Int>(), ownHeight = Set<Int>()
            for c in constraints where c.priority >= 1000 && c.secondItem == nil {
                if c.firstAttribute == .width { ownWidth.insert(c.firstItem) }
                if c.firstAttribute == .height { ownHeight.insert(c.firstItem) }
            }
            let rank = { (c: LayoutConstraint) -> Int in
                guard c.priority >= 1000 else { return 0 }
                let sides = [(c.firstItem, c.firstAttribute)] + (c.secondItem.map { [($0, c.secondAttribute)] } ?? [])
                if sides.contains(where: { centres.contains($0.1) }) { return 2 }
                if sides.contains(where: { ends.contains($0.1) && (vertical.contains($0.1) ? ownHeight : ownWidth).contains($0.0) }) { return 1 }
                return 0
            }
            constraints = (0...2).flatMap { r in constraints.filter { rank($0) == r } }
        }
        if context.toolsVersion >= ToolsVersion.xcode13 {
            // Xcode 13 on break a view's own required width or height constant where it conflicts
            // with the constraints tying the view to others (its superview's edges, a cell's fixed
            // height): the system adds required constraints in order and breaks the one that does
            // not fit, so these go last. 9 of 9 such conflicts of tools 20037 to 32700 (DuckDuckGo's
            // separators and header, Habitica's item, image and shop views). Earlier Xcodes mostly
            // kept the constant: at every version the rule broke 7 views (DuckDuckGo's privacy
            // report at tools 17156 and 18122, Wikipedia's and Habitica's cells) for 3 fixed.
            let isOwnSize = { (c: LayoutConstraint) in
                c.priority >= 1000 && c.secondItem == nil && (c.firstAttribute == .width || c.firstAttribute == .height)
            }
            constraints = constraints.filter { !isOwnSize($0) } + constraints.filter(isOwnSize)
        }
    }

    // MARK: Size classes

    /// The `<variation key=…>` keys that apply to the environment's size classes.
    static func variationKeys(_ environment: LayoutEnvironment) -> Set<String> {
        if environment.isAnySizeClassCanvas { return [] }
        let w = "widthClass=\(environment.widthClass.rawValue)", h = "heightClass=\(environment.heightClass.rawValue)"
        return [w, h, "\(h)-\(w)"]
    }

    /// `<variation key="default">` excludes what is installed only for some size classes;
    /// a matching variation includes (or excludes) it again.
    static func readVariation(_ node: XMLNode, tree: XMLTree, keys: Set<String>,
                              excluded: inout Set<String>, included: inout Set<String>, excludedViews: inout Set<String>) {
        guard let key = tree.attribute("key", of: node) else { return }
        let isDefault = key == "default"
        guard isDefault || keys.contains(key) else { return }
        for mask in tree.elements(of: node, named: "mask") {
            let isViews = tree.attributeEquals("key", "subviews", of: mask)
            for entry in tree.elements(of: mask) {
                guard let reference = tree.attribute("reference", of: entry) else { continue }
                if tree.nameEquals(entry, "exclude") {
                    if isViews { excludedViews.insert(reference) } else { excluded.insert(reference) }
                } else if tree.nameEquals(entry, "include") {
                    if isViews { excludedViews.remove(reference) } else { included.insert(reference) }
                }
            }
        }
    }

    // MARK: Elements

    /// The frame stored for the view `node` (`<rect key="frame">` or Xcode 8.0's `frameInset`).
    static func storedFrame(of node: XMLNode, tree: XMLTree) -> LayoutRect? {
        Rect.stored(of: node, in: tree)
    }

    static func constraint(_ node: XMLNode, id: String, owner: Int, tree: XMLTree, indexOfID: [String: Int], location: SourcePosition?,
                           sizeClassKeys: Set<String>) -> LayoutConstraint? {
        guard let firstName = tree.attribute("firstAttribute", of: node),
              let firstAttribute = LayoutConstraint.Attribute(rawValue: firstName), firstAttribute != .notAnAttribute
        else { return nil }
        let first: Int
        if let firstID = tree.attribute("firstItem", of: node) {
            guard let index = indexOfID[firstID] else { return nil }
            first = index
        } else {
            first = owner
        }
        var constraint = LayoutConstraint(id: id, firstItem: first, firstAttribute: firstAttribute, location: location)
        if let secondID = tree.attribute("secondItem", of: node) {
            guard let second = indexOfID[secondID],
                  let secondAttribute = tree.attribute("secondAttribute", of: node).flatMap(LayoutConstraint.Attribute.init(rawValue:))
            else { return nil }
            constraint.secondItem = second
            constraint.secondAttribute = secondAttribute
        } else if let secondName = tree.attribute("secondAttribute", of: node), secondName != "notAnAttribute" {
            // A second attribute without a second item is the owner's (older files).
            constraint.secondItem = owner
            constraint.secondAttribute = LayoutConstraint.Attribute(rawValue: secondName) ?? .notAnAttribute
        }
        switch tree.attribute("relation", of: node) {
        case "lessThanOrEqual": constraint.relation = .lessThanOrEqual
        case "greaterThanOrEqual": constraint.relation = .greaterThanOrEqual
        default: break
        }
        if let multiplier = tree.attribute("multiplier", of: node) { constraint.multiplier = parseMultiplier(multiplier) }
        constraint.constant = tree.attribute("constant", of: node).flatMap(Double.init) ?? 0
        constraint.priority = tree.attribute("priority", of: node).flatMap(Double.init) ?? 1000
        // `<variation key="heightClass=regular-widthClass=regular" constant="20"/>`: the value
        // for those size classes; one for both classes outranks one for a single class.
        for variation in matchingVariations(of: node, tree: tree, keys: sizeClassKeys) {
            if let constant = tree.attribute("constant", of: variation).flatMap(Double.init) { constraint.constant = constant }
            if let multiplier = tree.attribute("multiplier", of: variation) { constraint.multiplier = parseMultiplier(multiplier) }
            if let priority = tree.attribute("priority", of: variation).flatMap(Double.init) { constraint.priority = priority }
        }
        return constraint
    }

    /// The `<variation>` children of `node` for the environment's size classes, the one for
    /// both classes last.
    static func matchingVariations(of node: XMLNode, tree: XMLTree, keys: Set<String>) -> [XMLNode] {
        guard !keys.isEmpty else { return [] }
        var matching: [XMLNode] = []
        for variation in tree.elements(of: node, named: "variation") {
            if let key = tree.attribute("key", of: variation), keys.contains(key) { matching.append(variation) }
        }
        return matching.sorted { a, b in
            let aBoth = tree.attribute("key", of: a)?.contains("-") == true, bBoth = tree.attribute("key", of: b)?.contains("-") == true
            return !aBoth && bBoth
        }
    }

    /// `0.5`, `1/3` or `16:9` (a ratio: first = second × 16/9).
    package static func parseMultiplier(_ text: String) -> Double {
        for separator in [":", "/"] as [Character] where text.contains(separator) {
            let parts = text.split(separator: separator)
            if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
        }
        guard let value = Double(text) else { return 1 }
        // Xcode writes a multiplier it took from a drag (a ratio of two lengths) to six
        // significant digits, and stored the frames it laid out with the ratio itself:
        // NetNewsWire's account button, 0.689655 of a 43.5 pt cell plus 14, is 44 pt (20/29),
        // not 43.99999. Such a multiplier is the simplest fraction it rounds.
        let digits = text.filter(\.isNumber).drop { $0 == "0" }
        guard digits.count >= 6, value > 0 else { return value }
        var unit = 1e-5  // the sixth significant digit's
        var magnitude = value
        while magnitude >= 10 { magnitude /= 10; unit *= 10 }
        while magnitude < 1 { magnitude *= 10; unit /= 10 }
        return simplestFraction(near: value, within: unit / 2) ?? value
    }

    /// The fraction p/q with the smallest q (up to 1000) within `tolerance` of `value`.
    static func simplestFraction(near value: Double, within tolerance: Double) -> Double? {
        for q in 1...1000 {
            let p = (value * Double(q)).rounded()
            if p > 0, abs(p / Double(q) - value) <= tolerance { return p / Double(q) }
        }
        return nil
    }
}
