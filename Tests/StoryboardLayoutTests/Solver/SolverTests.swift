import Testing
import StoryboardLayout

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

    /// Habitica's Intro.storyboard (scene yXS-GH-6cu): a vertical equal-spacing stack of four
    /// 36 pt rows, centred in a view at least 175 pt high. Its two spacing equalities weigh
    /// 1e9 (UIKit's 999 among the system's priorities); adding the second leaves -1e-7 in the
    /// objective where exact arithmetic has 0, on a symbol no row bounds. kiwisolver 1.5.1
    /// stops there ("The objective is unbounded"), and so did this solver, which then failed
    /// every later operation of the scene.
    @Test func roundingInTheObjectiveIsNotUnboundedness() throws {
        var solver = Solver()
        let containerTop = solver.makeVariable(), containerHeight = solver.makeVariable()
        let stackTop = solver.makeVariable(), stackHeight = solver.makeVariable()
        let rowTops = (0..<4).map { _ in solver.makeVariable() }
        let rowHeights = (0..<4).map { _ in solver.makeVariable() }
        func bottom(_ row: Int) -> LinearExpression { v(rowTops[row]) + v(rowHeights[row]) }
        func gap(_ row: Int) -> LinearExpression { v(rowTops[row + 1]) - bottom(row) }
        try solver.add(Constraint(v(containerHeight), .greaterThanOrEqual, c(175)))
        for height in rowHeights { try solver.add(Constraint(v(height), .equal, c(36))) }
        try solver.add(Constraint(v(stackTop) + v(stackHeight) * 0.5, .equal, v(containerTop) + v(containerHeight) * 0.5))
        try solver.add(Constraint(v(stackTop), .greaterThanOrEqual, v(containerTop) + c(4)))
        try solver.add(Constraint(v(rowTops[0]), .equal, v(stackTop)))
        try solver.add(Constraint(bottom(3), .equal, v(stackTop) + v(stackHeight)))
        for row in 0..<3 { try solver.add(Constraint(gap(row), .greaterThanOrEqual, c(0))) }
        let spacing = Strength(weight: 999_999_999.999_999_6)
        try solver.add(Constraint(gap(1), .equal, gap(0), strength: spacing))
        try solver.add(Constraint(gap(2), .equal, gap(0), strength: spacing))
        let gaps = (0..<3).map { row in
            solver.value(of: rowTops[row + 1]) - solver.value(of: rowTops[row]) - solver.value(of: rowHeights[row])
        }
        // Any spacing is optimal (nothing holds the stack's height): the equal one it found.
        #expect(gaps.allSatisfy { abs($0 - 23.0 / 3) < 1e-12 })
        #expect(solver.value(of: stackHeight) == 167)
        #expect(solver.value(of: containerHeight) == 175)
        #expect(solver.value(of: stackTop) - solver.value(of: containerTop) == 4)
    }

    /// HabiticaAlertController.xib (bkQ-it-OYY): a label's height held between ≤ and ≥ the same
    /// 26.33333333333333 pt leaves a slack row at -2e-14, queued as infeasible; the next
    /// suggestion's dual simplex found nothing to raise it with and failed ("dual optimisation
    /// failed"), so no edit of the scene took. A row that is only rounding
    /// below zero is feasible.
    @Test func roundingBelowZeroIsFeasible() throws {
        var solver = Solver()
        let outerTop = solver.makeVariable(), top = solver.makeVariable(), height = solver.makeVariable()
        let innerTop = solver.makeVariable(), innerHeight = solver.makeVariable(), next = solver.makeVariable()
        try solver.add(Constraint(v(innerTop), .equal, v(top) + c(12)))
        try solver.add(Constraint(v(top) + v(height), .equal, v(innerTop) + v(innerHeight)))
        try solver.add(Constraint(v(top), .equal, v(outerTop)))
        try solver.add(Constraint(v(next), .equal, v(top) + v(height)))
        try solver.add(Constraint(v(innerHeight), .lessThanOrEqual, c(26.333333333333332)))
        try solver.add(Constraint(v(innerHeight), .greaterThanOrEqual, c(26.333333333333332)))
        let edited = solver.makeVariable()
        try solver.addEditVariable(edited, strength: .weak)
        try solver.suggest(183, for: edited)
        #expect(solver.value(of: edited) == 183)
        #expect(solver.value(of: innerHeight) == 26.333333333333332)
        #expect(solver.value(of: height) == 38.33333333333333)
    }

    /// A required equality's constant changed in place gives what a solver built with the new
    /// constant gives (a root's size on a new screen; rows stored with either sign).
    @Test func settingARequiredConstantEqualsSolvingAfresh() throws {
        func build(rootWidth: Double, gap: Double) throws -> (Solver, [Variable], ConstraintID, ConstraintID) {
            var solver = Solver()
            let root = solver.makeVariable(), left = solver.makeVariable(), right = solver.makeVariable(), mid = solver.makeVariable()
            let width = try solver.add(Constraint(v(root), .equal, c(rootWidth)))
            try solver.add(Constraint(v(left), .greaterThanOrEqual, c(16)))
            try solver.add(Constraint(v(right), .lessThanOrEqual, v(root) - c(16)))
            // right - left - gap = 0: its constant is negative, so the row is stored negated.
            let spacing = try solver.add(Constraint(v(right) - v(left), .equal, c(gap)))
            try solver.add(Constraint(v(mid) * 2, .equal, v(left) + v(right)))
            try solver.addEditVariable(left, strength: .weak)
            try solver.suggest(100, for: left)
            return (solver, [root, left, right, mid], width, spacing)
        }
        var (solver, variables, width, spacing) = try build(rootWidth: 375, gap: 200)
        #expect(variables.map { solver.value(of: $0) } == [375, 100, 300, 200])
        try solver.setConstant(-414, of: width)
        try solver.setConstant(-300, of: spacing)
        let (fresh, freshVariables, _, _) = try build(rootWidth: 414, gap: 300)
        #expect(variables.map { solver.value(of: $0) } == freshVariables.map { fresh.value(of: $0) })
        #expect(variables.map { solver.value(of: $0) } == [414, 98, 398, 248])
        // Only required equalities take a new constant.
        #expect(throws: SolverFailure.self) { try solver.setConstant(0, of: ConstraintID(index: 1)) }
    }

    /// The column index (which rows hold a symbol) and the set of infeasible rows stay exact
    /// through additions, removals, edits and new constants, which make rows lose and gain
    /// cells, change sign and leave the tableau; and the layout is still right.
    @Test func columnIndexStaysConsistent() throws {
        var solver = Solver()
        let root = solver.makeVariable()
        let width = try solver.add(Constraint(v(root), .equal, c(375)))
        #expect(solver.indexIsConsistent())
        // A row of boxes: equal widths (weak), 8 pt gaps, pinned to the root's edges.
        var lefts: [Variable] = [], widths: [Variable] = [], optional: [ConstraintID] = []
        for index in 0..<6 {
            let left = solver.makeVariable(), boxWidth = solver.makeVariable()
            try solver.add(Constraint(v(boxWidth), .greaterThanOrEqual, c(20)))
            if let previous = lefts.last {
                try solver.add(Constraint(v(left), .equal, v(previous) + v(widths.last!) + c(8)))
                optional.append(try solver.add(Constraint(v(boxWidth), .equal, v(widths.last!), strength: .weak)))
            } else {
                try solver.add(Constraint(v(left), .equal, c(16)))
            }
            optional.append(try solver.add(Constraint(v(boxWidth), .lessThanOrEqual, c(Double(40 + 10 * index)), strength: .medium)))
            lefts.append(left)
            widths.append(boxWidth)
            #expect(solver.indexIsConsistent())
        }
        try solver.add(Constraint(v(lefts.last!) + v(widths.last!), .equal, v(root) - c(16)))
        #expect(solver.indexIsConsistent())
        try solver.addEditVariable(widths[0], strength: .strong)
        for value in [30.0, 80, 10, 55] {
            try solver.suggest(value, for: widths[0])
            #expect(solver.indexIsConsistent())
        }
        for size in [320.0, 414, 1024, 375] {
            try solver.setConstant(-size, of: width)
            #expect(solver.indexIsConsistent())
            let right = solver.value(of: lefts.last!) + solver.value(of: widths.last!)
            #expect(abs(right - (size - 16)) < 1e-9)
        }
        for id in optional.reversed() {
            try solver.remove(id)
            #expect(solver.indexIsConsistent())
        }
        try solver.removeEditVariable(widths[0])
        #expect(solver.indexIsConsistent())
        // Left alone, the boxes share the width between the edges at no less than 20 pt.
        #expect(abs(solver.value(of: lefts.last!) + solver.value(of: widths.last!) - 359) < 1e-9)
        #expect(widths.allSatisfy { solver.value(of: $0) >= 20 - 1e-9 })
    }
}
