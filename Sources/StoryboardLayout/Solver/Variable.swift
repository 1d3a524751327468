import Foundation

/// An unknown of a constraint system (a view's left edge, a guide's width…), a handle into the
/// ``Solver`` that created it, so that variables cost no allocation.
package struct Variable: Hashable, Sendable, Comparable {
    /// The index of the variable in its solver.
    package let index: Int

    @inlinable package init(index: Int) { self.index = index }

    package static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}

/// `c0 + c1·v1 + c2·v2 + …`: the left side of a constraint whose right side is zero.
package struct LinearExpression: Sendable, Hashable {
    package var terms: [(variable: Variable, coefficient: Double)]
    package var constant: Double

    package init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }

    package init(_ variable: Variable) {
        terms = [(variable: variable, coefficient: 1)]
        constant = 0
    }

    package static func == (lhs: LinearExpression, rhs: LinearExpression) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        for term in terms { hasher.combine(term.variable); hasher.combine(term.coefficient) }
    }

    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.terms += rhs.terms
        result.constant += rhs.constant
        return result
    }

    /// `lhs + rhs * -1`, built in one array (the layout makes hundreds of thousands).
    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { result.terms.append((variable: term.variable, coefficient: term.coefficient * -1)) }
        result.constant += rhs.constant * -1
        return result
    }

    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs
        for index in result.terms.indices { result.terms[index].coefficient *= rhs }
        result.constant *= rhs
        return result
    }

    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs
        result.constant += rhs
        return result
    }

    package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
}

/// How a constraint relates its expression to zero.
package enum Relation: Sendable, Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// How much a constraint matters: required (must hold, or adding it fails), or an optional
/// weight in the objective that the solver minimises.
///
/// `init(priority:)` maps UIKit priorities 1–999 to weights `10^(p/100)`, so that far-apart
/// priorities dominate while the weights stay within a range where the simplex stays exact
/// with tolerances. The layout engine ranks the priorities each system uses instead
/// (`PriorityLevels`), so that neighbours such as 250 and 251 hold in order too; the plain
/// mapping is its fallback for a priority outside the ranked set.
package struct Strength: Sendable, Hashable, Comparable {
    /// The weight of the constraint's error in the objective; `.infinity` when required.
    package let weight: Double

    package init(weight: Double) { self.weight = weight }

    /// Required constraints are never violated: adding one that cannot hold throws.
    package static let required = Strength(weight: .infinity)
    /// kiwisolver's named strengths, for tests and exported systems.
    package static let strong = Strength(weight: 1_000_000)
    package static let medium = Strength(weight: 1_000)
    package static let weak = Strength(weight: 1)

    /// The strength of a UIKit priority (1…1000; 1000 and above is required).
    package init(priority: Double) {
        if priority >= 1000 {
            self = .required
        } else {
            weight = pow(10, max(priority, 1) / 100)
        }
    }

    package var isRequired: Bool { weight == .infinity }

    package static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }
}

/// A linear constraint `expression relation 0` with a strength, given to ``Solver/add(_:)``.
package struct Constraint: Sendable, Hashable {
    package var expression: LinearExpression
    package var relation: Relation
    package var strength: Strength

    package init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs`.
    package init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }
}
