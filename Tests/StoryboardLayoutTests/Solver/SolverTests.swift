import Testing
@testable import StoryboardLayout

/// kiwisolver's own test cases (tests/test_solver.py), plus the classic Cassowary midpoint
/// example, with exact results.
struct SolverTests {
    private func v(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }
    private func c(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    @Test func solvingWithStrength() throws {
        var solver = Solver()
        let v1 = solver.makeVariable(), v2 = solver.makeVariable()
        try solver.add(Constraint(v(v1) + v(v2), .equal, c(0)))
        try solver.add(Constraint(v(v1), .equal, c(10)))
        try solver.add(Constraint(v(v2), .greaterThanOrEqual, c(0), strength: .weak))
        #expect(solver.value(of: v1) == 10)
        #expect(solver.value(of: v2) == -10)

        var other = Solver()
        let w1 = other.makeVariable(), w2 = other.makeVariable()
        try other.add(Constraint(v(w1) + v(w2), .equal, c(0)))
        try other.add(Constraint(v(w1), .greaterThanOrEqual, c(10), strength: .medium))
        try other.add(Constraint(v(w2), .equal, c(2), strength: .strong))
        #expect(other.value(of: w1) == -2)
        #expect(other.value(of: w2) == 2)
    }

    @Test func suggestingValuesForEditVariables() throws {
        var solver = Solver()
        let v1 = solver.makeVariable(), v2 = solver.makeVariable()
        try solver.addEditVariable(v1, strength: .medium)
        try solver.add(Constraint(v(v1), .equal, c(1), strength: .weak))
        try solver.addEditVariable(v2, strength: .strong)
        try solver.add(Constraint(v(v2), .equal, c(2), strength: .weak))
        try solver.suggest(2, for: v1)
        try solver.suggest(1, for: v2)
        #expect(solver.value(of: v1) == 2)
        #expect(solver.value(of: v2) == 1)
    }

    /// kiwisolver's `test_solving_under_constrained_system` / dual optimisation case.
    @Test func editVariablesTriggerDualOptimization() throws {
        var solver = Solver()
        let xm = solver.makeVariable(), xl = solver.makeVariable(), xr = solver.makeVariable()
        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.addEditVariable(xr, strength: .weak)
        try solver.add(Constraint(v(xm) * 2, .equal, v(xl) + v(xr)))
        try solver.add(Constraint(v(xl) + c(20), .lessThanOrEqual, v(xr)))
        try solver.add(Constraint(v(xl), .greaterThanOrEqual, c(-10)))
        try solver.add(Constraint(v(xr), .lessThanOrEqual, c(100)))
        try solver.suggest(40, for: xm)
        try solver.suggest(50, for: xr)
        try solver.suggest(30, for: xl)
        // The first of these triggers a dual optimisation.
        try solver.suggest(60, for: xm)
        // kiwisolver 1.5.1 gives (50, 60, 70) here too: the tie between the weak edits breaks alike.
        #expect([solver.value(of: xl), solver.value(of: xm), solver.value(of: xr)] == [50, 60, 70])
        try solver.suggest(90, for: xm)
        #expect([solver.value(of: xl), solver.value(of: xm), solver.value(of: xr)] == [80, 90, 100])
    }

    @Test func unsatisfiableRequiredConstraintIsNamedAndLeavesTheSolverUnchanged() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let first = try solver.add(Constraint(v(x), .greaterThanOrEqual, c(10)))
        #expect(throws: UnsatisfiableConstraint(constraint: ConstraintID(index: 1))) {
            try solver.add(Constraint(v(x), .lessThanOrEqual, c(-5)))
        }
        try solver.add(Constraint(v(x), .equal, c(12), strength: .weak))
        #expect(solver.value(of: x) == 12)
        try solver.remove(first)
        try solver.add(Constraint(v(x), .lessThanOrEqual, c(-5)))
        #expect(solver.value(of: x) == -5)
    }

    @Test func contradictoryEqualitiesWithoutVariablesAreUnsatisfiable() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(v(x), .equal, c(3)))
        #expect(throws: UnsatisfiableConstraint.self) { try solver.add(Constraint(v(x), .equal, c(4))) }
        // A redundant but consistent one is fine.
        try solver.add(Constraint(v(x) * 2, .equal, c(6)))
        #expect(solver.value(of: x) == 3)
    }

    /// The Cassowary paper's example: a midpoint between two bounded ends.
    @Test func midpoint() throws {
        var solver = Solver()
        let left = solver.makeVariable(), mid = solver.makeVariable(), right = solver.makeVariable()
        try solver.add(Constraint(v(mid) * 2, .equal, v(left) + v(right)))
        try solver.add(Constraint(v(left) + c(10), .lessThanOrEqual, v(right)))
        try solver.add(Constraint(v(right), .lessThanOrEqual, c(100)))
        try solver.add(Constraint(v(left), .greaterThanOrEqual, c(0)))
        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggest(2, for: mid)
        #expect([solver.value(of: left), solver.value(of: mid), solver.value(of: right)] == [0, 2, 4] || solver.value(of: mid) == 5)
        // mid cannot go below 5 (left ≥ 0, right ≥ left + 10): the strong edit gives way.
        #expect(solver.value(of: mid) == 5)
        try solver.suggest(50, for: mid)
        #expect(solver.value(of: mid) == 50)
        #expect(solver.value(of: left) + solver.value(of: right) == 100)
        try solver.suggest(99, for: mid)
        #expect(solver.value(of: mid) == 95)
        #expect(solver.value(of: right) == 100)
        #expect(solver.value(of: left) == 90)
    }

    @Test func removingOptionalAndRequiredConstraints() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let strong = try solver.add(Constraint(v(x), .equal, c(20), strength: .strong))
        try solver.add(Constraint(v(x), .equal, c(10), strength: .weak))
        #expect(solver.value(of: x) == 20)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 10)
        let required = try solver.add(Constraint(v(x), .lessThanOrEqual, c(5)))
        #expect(solver.value(of: x) == 5)
        try solver.remove(required)
        #expect(solver.value(of: x) == 10)
        #expect(throws: SolverFailure.self) { try solver.remove(required) }
    }

    @Test func priorityMapping() {
        #expect(Strength(priority: 1000).isRequired)
        #expect(!Strength(priority: 999).isRequired)
        #expect(Strength(priority: 250).weight < Strength(priority: 251).weight)
        // A 750 constraint outweighs a hundred 250 ones.
        #expect(Strength(priority: 750).weight > 100 * Strength(priority: 250).weight)
    }

    /// UIKit's intrinsic-size pattern: hugging (≤) at 250 and compression resistance (≥) at 750
    /// against a required bound.
    @Test func huggingGivesWayToCompressionResistance() throws {
        var solver = Solver()
        let width = solver.makeVariable()
        try solver.add(Constraint(v(width), .lessThanOrEqual, c(100), strength: Strength(priority: 250)))
        try solver.add(Constraint(v(width), .greaterThanOrEqual, c(100), strength: Strength(priority: 750)))
        try solver.add(Constraint(v(width), .equal, c(120), strength: Strength(priority: 500)))
        #expect(solver.value(of: width) == 100 || solver.value(of: width) == 120)
        #expect(solver.value(of: width) == 120)
        try solver.add(Constraint(v(width), .lessThanOrEqual, c(80)))
        #expect(solver.value(of: width) == 80)
    }
}
