/// A column of the simplex tableau: an external variable, or one the solver makes for a
/// constraint (slack, error or dummy). Packed into one integer so rows stay flat arrays.
package struct Symbol: Hashable, Comparable {
    package enum Kind: Int {
        case invalid = 0, external, slack, error, dummy
    }

    let raw: Int

    package init(id: Int, kind: Kind) { raw = id << 3 | kind.rawValue }
    static let invalid = Symbol(raw: 0)
    private init(raw: Int) { self.raw = raw }

    @inline(__always) package var id: Int { raw >> 3 }
    @inline(__always) var kind: Kind { Kind(rawValue: raw & 7)! }
    @inline(__always) var isValid: Bool { raw != 0 }
    @inline(__always) var isExternal: Bool { raw & 7 == Kind.external.rawValue }
    @inline(__always) var isDummy: Bool { raw & 7 == Kind.dummy.rawValue }
    /// Slack and error symbols are the ones a pivot may bring in for a removed constraint.
    @inline(__always) var isPivotable: Bool { raw & 7 == Kind.slack.rawValue || raw & 7 == Kind.error.rawValue }

    package static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// Values within this distance of zero are zero: the tableau never accumulates `Double` drift
/// into phantom coefficients.
@inline(__always) func nearZero(_ value: Double) -> Bool { value < 1.0e-8 && value > -1.0e-8 }
