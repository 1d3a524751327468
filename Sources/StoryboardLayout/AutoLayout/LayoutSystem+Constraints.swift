import StoryboardFormat

extension LayoutSystem {
    /// Whether `item` lies inside `ancestor` (guides count as part of their owner).
    func isInside(_ item: Int, _ ancestor: Int) -> Bool {
        var current = items[item].parent
        while let index = current {
            if index == ancestor { return true }
            current = items[index].parent
        }
        return false
    }

    /// The arranged view whose baseline is an `NSStackView`'s: a vertical stack's first view
    /// for its first baseline and its last for its last, a horizontal one's first (in a
    /// baseline-aligned one its views share it); nil for other views and empty stacks.
    func baselineView(ofStack item: Int, first: Bool) -> Int? {
        guard let stack = items[item].stack, stack.takesBaselinesFromArrangedViews else { return nil }
        let arranged = items.indices.filter { items[$0].parent == item && items[$0].kind == .view && !items[$0].isHidden }
        if stack.axis == .vertical { return first ? arranged.first : arranged.last }
        return arranged.first
    }

    /// The expression of `attribute` of `item`. Edges and margins of a scroll view seen from
    /// its content bind the content area; its width, height and centers the frame (UIKit's
    /// rule, the Auto Layout Guide's "Working with Scroll Views"; the corpus: 32 more views at
    /// the designed device with centers on the frame, none fewer).
    mutating func expression(_ item: Int, _ attribute: LayoutConstraint.Attribute, other: Int?) -> LinearExpression? {
        let l = x(left[item]), t = x(top[item]), w = x(width[item]), h = x(height[item])
        var contentW = w, contentH = h
        if items[item].isScrollView, let other, isInside(other, item) {
            let content = contentVariables(item)
            contentW = x(content.0)
            contentH = x(content.1)
        }
        let m = items[item].kind == .view ? margins[item] : .zero
        switch attribute {
        case .leading where environment.isRightToLeft: return l + contentW
        case .trailing where environment.isRightToLeft: return l
        case .leadingMargin where environment.isRightToLeft: return l + contentW - m.right
        case .trailingMargin where environment.isRightToLeft: return l + m.left
        case .left, .leading: return l
        case .right, .trailing: return l + contentW
        case .top: return t
        case .bottom: return t + contentH
        case .width: return w
        case .height: return h
        case .centerX: return l + w * 0.5
        case .centerY: return t + h * 0.5
        case .leftMargin, .leadingMargin: return l + m.left
        case .rightMargin, .trailingMargin: return l + contentW - m.right
        case .topMargin: return t + m.top
        case .bottomMargin: return t + contentH - m.bottom
        case .centerXWithinMargins: return l + w * 0.5 + (m.left - m.right) / 2
        case .centerYWithinMargins: return t + h * 0.5 + (m.top - m.bottom) / 2
        case .firstBaseline:
            if let inner = baselineView(ofStack: item, first: true) { return expression(inner, .firstBaseline, other: other) }
            if let offset = items[item].firstBaseline { return t + offset }
            return t + h
        case .lastBaseline:
            if let inner = baselineView(ofStack: item, first: false) { return expression(inner, .lastBaseline, other: other) }
            if let offset = items[item].lastBaselineFromBottom { return t + h - offset }
            return t + h
        case .notAnAttribute: return nil
        }
    }

    /// How far below its place in the solver `attribute` of `item` is drawn: a scroll view
    /// whose content inset follows its safe area starts scrolled to the inset's top, its
    /// content (and the content edges it shows it) that far lower on the screen.
    func scrolledOffset(_ item: Int, _ attribute: LayoutConstraint.Attribute, other: Int?) -> Double {
        let vertical: Set<LayoutConstraint.Attribute> = [.top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline]
        guard vertical.contains(attribute) else { return 0 }
        func offset(of scroll: Int) -> Double {
            guard items[scroll].isScrollView, items[scroll].adjustsContentInset, scroll < safeInsets.count else { return 0 }
            return safeInsets[scroll].top
        }
        var total = 0.0
        var current = items[item].parent
        while let index = current {
            total += offset(of: index)
            current = items[index].parent
        }
        if let other, isInside(other, item), attribute != .centerY, attribute != .centerYWithinMargins {
            total += offset(of: item)
        }
        return total
    }

    mutating func addTreeConstraint(_ constraint: LayoutConstraint) {
        guard var first = expression(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem) else { return }
        // Right to left, a constant between leading and trailing edges runs leftwards.
        let directional: Set<LayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let flips = environment.isRightToLeft && (directional.contains(constraint.firstAttribute) || directional.contains(constraint.secondAttribute))
        let constant = flips ? -constraint.constant : constraint.constant
        var rhs = LinearExpression(constant: constant)
        if let second = constraint.secondItem {
            guard var secondExpression = expression(second, constraint.secondAttribute, other: constraint.firstItem) else { return }
            // Between a scroll view's content and views outside it, the content is where it
            // is drawn, below the content inset (raywenderlich's PirateHandbook map marker,
            // kept above the safe area's bottom: stored 64 pt higher under a navigation bar).
            let firstOffset = scrolledOffset(constraint.firstItem, constraint.firstAttribute, other: second)
            let secondOffset = scrolledOffset(second, constraint.secondAttribute, other: constraint.firstItem)
            if firstOffset != secondOffset {
                first = first + firstOffset
                secondExpression = secondExpression + secondOffset
            }
            rhs = secondExpression * constraint.multiplier + constant
            // A multiplier scales positions in the coordinates of the items' nearest common
            // ancestor (its bounds: a superview's trailing edge is its width), not in the root's
            // that the engine's variables use: first - o = m × (second - o) + c.
            if constraint.multiplier != 1, let origin = multiplierOrigin(constraint.firstItem, constraint.firstAttribute,
                                                                          second, constraint.secondAttribute) {
                rhs = rhs + origin * (1 - constraint.multiplier)
            }
        }
        add(Constraint(first, constraint.relation, rhs, strength: levels.strength(constraint.priority)),
            source: constraint, location: constraint.position)
    }

    /// The origin, on the constraint's axis, of the nearest common ancestor of two items whose
    /// positions a multiplier relates; nil for sizes, or when the axes differ.
    func multiplierOrigin(_ first: Int, _ firstAttribute: LayoutConstraint.Attribute,
                          _ second: Int, _ secondAttribute: LayoutConstraint.Attribute) -> LinearExpression? {
        let horizontal: Set<LayoutConstraint.Attribute> = [.left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
                                                           .leadingMargin, .trailingMargin, .centerXWithinMargins]
        let vertical: Set<LayoutConstraint.Attribute> = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin,
                                                         .bottomMargin, .centerYWithinMargins]
        let isHorizontal = horizontal.contains(firstAttribute) && horizontal.contains(secondAttribute)
        guard isHorizontal || (vertical.contains(firstAttribute) && vertical.contains(secondAttribute)) else { return nil }
        // Guides lie in their owner's coordinates.
        func owner(_ item: Int) -> Int { items[item].kind == .view ? item : (items[item].parent ?? item) }
        var ancestors: [Int] = []
        var current: Int? = owner(first)
        while let index = current { ancestors.append(index); current = items[index].parent }
        current = owner(second)
        while let index = current {
            if ancestors.contains(index) { return x(isHorizontal ? left[index] : top[index]) }
            current = items[index].parent
        }
        return nil
    }

    func describe(_ c: LayoutConstraint) -> String {
        var text = "\(c.id) (\(items[c.firstItem].id).\(c.firstAttribute.rawValue) "
        text += c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
        if let second = c.secondItem {
            text += " \(items[second].id).\(c.secondAttribute.rawValue)"
            if c.multiplier != 1 { text += " × \(c.multiplier)" }
            if c.constant != 0 { text += c.constant > 0 ? " + \(c.constant)" : " - \(-c.constant)" }
        } else {
            text += " \(c.constant)"
        }
        if c.priority < 1000 { text += " @\(Int(c.priority))" }
        return text + ")"
    }
}
