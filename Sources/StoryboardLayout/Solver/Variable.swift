import Foundation

/// An unknown of a constraint system (a view's left edge, a guide's width…), a handle into the
/// ``Solver`` that created it, so that variables cost no allocation.
public struct Variable: Hashable, Sendable, Comparable {
    /// The index of the variable in its solver.
    public let index: Int

    @inlinable public init(index: Int) { self.index = index }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}

/// `c0 + c1·v1 + c2·v2 + …`: the left side of a constraint whose right side is zero.
public struct LinearExpression: Sendable, Hashable {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }

    public init(_ variable: Variable) {
        terms = [(variable: variable, coefficient: 1)]
        constant = 0
    }

    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        for term in terms { hasher.combine(term.variable); hasher.combine(term.coefficient) }
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.terms += rhs.terms
        result.constant += rhs.constant
        return result
    }

    /// `lhs + rhs * -1`, built in one array (the layout makes hundreds of thousands).
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { result.terms.append((variable: term.variable, coefficient: term.coefficient * -1)) }
        result.constant += rhs.constant * -1
        return result
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs
        for index in result.terms.indices { result.terms[index].coefficient *= rhs }
        result.constant *= rhs
        return result
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs
        result.constant += rhs
        return result
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
}

/// How a constraint relates its expression to zero.
public enum Relation: Sendable, Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// How much a constraint matters: required (must hold, or adding it fails), or an optional
/// weight in the objective that the solver minimises.
///
/// UIKit priorities 1–999 map to weights `10^(p/100)` so that far-apart priorities dominate
/// (a 750 constraint outweighs many 250 ones, as UIKit's "higher priorities first" promises)
/// while the weights stay within a range where the simplex stays exact with tolerances.
public struct Strength: Sendable, Hashable, Comparable {
    /// The weight of the constraint's error in the objective; `.infinity` when required.
    public let weight: Double

    public init(weight: Double) { self.weight = weight }

    /// Required constraints are never violated: adding one that cannot hold throws.
    public static let required = Strength(weight: .infinity)
    /// kiwisolver's named strengths, for tests and exported systems.
    public static let strong = Strength(weight: 1_000_000)
    public static let medium = Strength(weight: 1_000)
    public static let weak = Strength(weight: 1)

    /// The strength of a UIKit priority (1…1000; 1000 and above is required).
    public init(priority: Double) {
        if priority >= 1000 {
            self = .required
        } else {
            weight = pow(10, max(priority, 1) / 100)
        }
    }

    public var isRequired: Bool { weight == .infinity }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }
}

/// A linear constraint `expression relation 0` with a strength, given to ``Solver/add(_:)``.
public struct Constraint: Sendable, Hashable {
    public var expression: LinearExpression
    public var relation: Relation
    public var strength: Strength

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }
}
