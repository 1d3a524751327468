/// A required constraint that cannot hold together with the required constraints already in
/// the solver. The solver is left as it was before the attempt.
public struct UnsatisfiableConstraint: Error, Hashable, Sendable {
    /// The constraint that was being added.
    public let constraint: ConstraintID
}

/// A misuse of the solver (an unknown constraint or edit variable, a duplicate edit variable,
/// a required edit strength) or an objective without a bound.
public struct SolverFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// The handle of a constraint added to a ``Solver``, used to remove it or name it in errors.
public struct ConstraintID: Hashable, Sendable, Comparable {
    public let index: Int
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }
}
