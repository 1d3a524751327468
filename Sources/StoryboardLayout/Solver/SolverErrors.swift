/// A required constraint that cannot hold together with the required constraints already in
/// the solver. The solver is left as it was before the attempt.
package struct UnsatisfiableConstraint: Error, Hashable, Sendable {
    /// The constraint that was being added.
    package let constraint: ConstraintID

    package init(constraint: ConstraintID) { self.constraint = constraint }
}

/// A misuse of the solver (an unknown constraint or edit variable, a duplicate edit variable,
/// a required edit strength) or an objective without a bound.
package struct SolverFailure: Error, Hashable, Sendable, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}

/// The handle of a constraint added to a ``Solver``, used to remove it or name it in errors.
package struct ConstraintID: Hashable, Sendable, Comparable {
    package let index: Int
    package init(index: Int) { self.index = index }
    package static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }
}
