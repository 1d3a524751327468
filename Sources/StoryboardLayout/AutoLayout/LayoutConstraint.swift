import StoryboardFormat

/// `first.attribute relation second.attribute × multiplier + constant` at a priority, between
/// two items of a ``LayoutTree`` (`NSLayoutConstraint`'s shape).
package struct LayoutConstraint: Sendable, Hashable {
    /// An edge, dimension, center or baseline of an item (`NSLayoutConstraint.Attribute`).
    package enum Attribute: String, Sendable, Hashable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline = "baseline", firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute
    }

    package var id: String
    package var firstItem: Int
    package var firstAttribute: Attribute
    package var relation: Relation
    package var secondItem: Int?
    package var secondAttribute: Attribute
    package var multiplier: Double
    package var constant: Double
    /// UIKit priority, 1–1000.
    package var priority: Double
    /// Where the constraint is declared, for diagnostics.
    package var position: SourcePosition?

    package init(id: String, firstItem: Int, firstAttribute: Attribute, relation: Relation = .equal,
                secondItem: Int? = nil, secondAttribute: Attribute = .notAnAttribute,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, location: SourcePosition? = nil) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.position = location
    }
}
