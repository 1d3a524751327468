/// An incremental simplex solver of the Cassowary family (the algorithm of kiwisolver and of
/// UIKit's engine): add and remove linear constraints of any strength, edit variables whose
/// suggested values re-solve by dual optimisation, required constraints that cannot hold
/// reported as ``UnsatisfiableConstraint``.
///
/// The tableau is stored flat: rows in one array, a symbol → row index table, rows as sorted
/// sparse arrays, so that a pivot allocates only when a row grows. A column index (the rows
/// that hold each symbol) lets a pivot visit only the rows it changes, not the whole tableau.
package struct Solver: Sendable {
    /// What a constraint added to the tableau: its marker (the slack, error or dummy that
    /// identifies its row) and the second error symbol of an optional one.
    struct Tag {
        var marker: Symbol = .invalid
        var other: Symbol = .invalid
    }

    struct Record {
        var constraint: Constraint
        var tag: Tag
    }

    struct Edit {
        var tag: Tag
        var constraint: ConstraintID
        var constant: Double
    }

    // The tableau.
    private var rows: [Row] = []
    private var basics: [Symbol] = []
    /// Row index of each symbol id, or -1 when the symbol is not basic.
    private var rowOfSymbol: [Int32] = [-1]
    private var symbolCount = 1
    private var objective = Row()
    private var artificial: Row?
    private var infeasible: [Symbol] = []
    /// The rows that hold each symbol, and a stamp per symbol for reading a column.
    private var columns = Columns()
    private var seen: [Int] = [0]
    private var reads = 0
    /// The rows a substitution changes, taken from the index (kept for its capacity).
    private var holders: [Symbol] = []
    /// The basic symbols of the restricted rows whose constant is negative: a substitution
    /// queues them all (see `substitute`), and keeping them here spares scanning every row.
    private var negatives: Set<Symbol> = []

    // The caller's world.
    private var variableSymbols: [Symbol] = []
    private var records: [Record?] = []
    private var edits: [Int: Edit] = [:]

    package init() {}

    // MARK: Variables

    /// A new unknown.
    package mutating func makeVariable() -> Variable {
        variableSymbols.append(.invalid)
        return Variable(index: variableSymbols.count - 1)
    }

    package var variableCount: Int { variableSymbols.count }

    /// The current value of `variable` (0 for a variable no constraint mentions).
    package func value(of variable: Variable) -> Double {
        let symbol = variableSymbols[variable.index]
        guard symbol.isValid else { return 0 }
        let row = rowOfSymbol[symbol.id]
        let value = row >= 0 ? rows[Int(row)].constant : 0
        return value == 0 ? 0 : value  // no negative zero
    }

    // MARK: Constraints

    package var constraintCount: Int { records.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    package func constraint(_ id: ConstraintID) -> Constraint? {
        id.index < records.count ? records[id.index]?.constraint : nil
    }

    /// Adds a constraint; throws ``UnsatisfiableConstraint`` (and leaves the solver unchanged)
    /// when a required one conflicts with the required constraints already there.
    @discardableResult
    package mutating func add(_ constraint: Constraint) throws -> ConstraintID {
        let id = ConstraintID(index: records.count)
        var tag = Tag()
        var row = makeRow(constraint, tag: &tag)
        var subject = chooseSubject(row, tag: tag)
        if !subject.isValid && row.symbols.allSatisfy(\.isDummy) {
            if !nearZero(row.constant) {
                undoObjective(constraint, tag: tag)
                throw UnsatisfiableConstraint(constraint: id)
            }
            subject = tag.marker
        }
        if !subject.isValid {
            if try !addWithArtificialVariable(row) {
                // The row is in the tableau under an entering symbol: take the constraint out
                // again so the solver is as before.
                records.append(Record(constraint: constraint, tag: tag))
                try? remove(id)
                throw UnsatisfiableConstraint(constraint: id)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, by: row)
            insertRow(row, basic: subject)
        }
        records.append(Record(constraint: constraint, tag: tag))
        try optimize(objectiveRow: true)
        return id
    }

    /// Removes a constraint added before.
    package mutating func remove(_ id: ConstraintID) throws {
        guard id.index < records.count, let record = records[id.index] else {
            throw SolverFailure(message: "unknown constraint #\(id.index)")
        }
        records[id.index] = nil
        let tag = record.tag
        removeMarkerEffects(tag.marker, strength: record.constraint.strength)
        removeMarkerEffects(tag.other, strength: record.constraint.strength)
        if rowOfSymbol[tag.marker.id] >= 0 {
            _ = takeRow(tag.marker)
        } else {
            guard let leaving = markerLeavingSymbol(tag.marker) else {
                throw SolverFailure(message: "failed to find a leaving row for a removed constraint")
            }
            var row = takeRow(leaving)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, by: row)
        }
        try optimize(objectiveRow: true)
    }

    /// Gives a required equality added before a new constant (its expression's, `lhs - rhs`)
    /// and re-solves by dual optimisation, as a suggested edit value does, without taking the
    /// constraint out: a root's size when the screen changes.
    ///
    /// The equality's row is `constant + terms + dummy = 0` with the dummy held at 0; the new
    /// constant holds where the dummy is at the difference, which the dummy's column (it is
    /// never basic) adds to every row.
    package mutating func setConstant(_ constant: Double, of id: ConstraintID) throws {
        guard id.index < records.count, var record = records[id.index], record.constraint.relation == .equal,
              record.constraint.strength.isRequired, record.tag.marker.isDummy, rowIndex(record.tag.marker) == nil
        else { throw SolverFailure(message: "constraint #\(id.index) is not a required equality") }
        let delta = constant - record.constraint.expression.constant
        record.constraint.expression.constant = constant
        records[id.index] = record
        guard delta != 0 else { return }
        let mark = infeasible.count
        addToConstants(delta, column: record.tag.marker)
        sortInfeasible(from: mark)
        try dualOptimize()
    }

    // MARK: Edit variables

    /// Makes `variable` editable at a non-required strength, so that ``suggest(_:for:)``
    /// re-solves incrementally.
    package mutating func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard edits[variable.index] == nil else { throw SolverFailure(message: "duplicate edit variable") }
        guard !strength.isRequired else { throw SolverFailure(message: "an edit variable cannot be required") }
        let id = try add(Constraint(LinearExpression(variable), .equal, strength: strength))
        edits[variable.index] = Edit(tag: records[id.index]!.tag, constraint: id, constant: 0)
    }

    package mutating func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: variable.index) else {
            throw SolverFailure(message: "unknown edit variable")
        }
        try remove(edit.constraint)
    }

    package func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.index] != nil }

    /// Suggests a value for an edit variable and re-solves by dual optimisation.
    package mutating func suggest(_ value: Double, for variable: Variable) throws {
        guard var edit = edits[variable.index] else { throw SolverFailure(message: "unknown edit variable") }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.index] = edit
        let marker = edit.tag.marker, other = edit.tag.other
        if let index = rowIndex(marker) {
            if addToConstant(-delta, row: index) { infeasible.append(marker) }
        } else if let index = rowIndex(other) {
            if addToConstant(delta, row: index) { infeasible.append(other) }
        } else {
            let mark = infeasible.count
            addToConstants(delta, column: marker)
            sortInfeasible(from: mark)
        }
        try dualOptimize()
    }

    /// Whether the column index lists every row under each symbol it holds, and `negatives`
    /// is exactly the infeasible restricted rows: what tests check after each change.
    package func indexIsConsistent() -> Bool {
        for index in rows.indices {
            for symbol in rows[index].symbols where !columns.listing(symbol).contains(basics[index]) { return false }
        }
        return negatives == Set(rows.indices.filter(isNegative).map { basics[$0] })
    }

    // MARK: Tableau plumbing

    @inline(__always) private func rowIndex(_ symbol: Symbol) -> Int? {
        let index = rowOfSymbol[symbol.id]
        return index >= 0 ? Int(index) : nil
    }

    private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: symbolCount, kind: kind)
        symbolCount += 1
        rowOfSymbol.append(-1)
        columns.heads.append(-1)
        seen.append(0)
        return symbol
    }

    /// The basic symbols of the rows that hold `symbol`, each once. The index is updated
    /// lazily: a row that loses a symbol (a cancellation, a row taken out) stays listed until
    /// the column is next read here, which drops it, as it drops a row listed twice.
    private mutating func column(_ symbol: Symbol) -> Columns.Listing {
        reads += 1
        var previous: Int32 = -1, node = columns.heads[symbol.id]
        while node >= 0 {
            let basic = columns.nodes[Int(node)].basic, next = columns.nodes[Int(node)].next
            let index = rowOfSymbol[basic.id]
            if index >= 0 && seen[basic.id] != reads && rows[Int(index)].coefficient(for: symbol) != 0 {
                seen[basic.id] = reads
                previous = node
            } else {
                if previous >= 0 { columns.nodes[Int(previous)].next = next } else { columns.heads[symbol.id] = next }
                columns.release(node)
            }
            node = next
        }
        return columns.listing(symbol)
    }

    /// Whether the row at `index` is restricted and infeasible (a negative constant).
    @inline(__always) private func isNegative(_ index: Int) -> Bool {
        rows[index].constant < 0 && !basics[index].isExternal
    }

    /// Keeps `negatives` exact after the constant of the row at `index` changed.
    @inline(__always) private mutating func noteSign(_ index: Int, wasNegative: Bool) {
        let negative = isNegative(index)
        if negative != wasNegative {
            if negative { negatives.insert(basics[index]) } else { negatives.remove(basics[index]) }
        }
    }

    /// Adds `value` to the constant of the row at `index`; returns whether it is now negative.
    private mutating func addToConstant(_ value: Double, row index: Int) -> Bool {
        let wasNegative = isNegative(index)
        let constant = rows[index].add(value)
        noteSign(index, wasNegative: wasNegative)
        return constant < 0
    }

    /// Adds `value·coefficient` to the constant of every row holding `symbol` (a non-basic
    /// marker moved by `value`), queueing the restricted rows it makes infeasible.
    private mutating func addToConstants(_ value: Double, column symbol: Symbol) {
        for basic in column(symbol) {
            let index = Int(rowOfSymbol[basic.id])
            let coefficient = rows[index].coefficient(for: symbol)
            if addToConstant(value * coefficient, row: index) && !basic.isExternal { infeasible.append(basic) }
        }
    }

    private mutating func insertRow(_ row: Row, basic: Symbol) {
        rowOfSymbol[basic.id] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
        for symbol in row.symbols { columns.push(basic, onto: symbol) }
        if isNegative(rows.count - 1) { negatives.insert(basic) }
    }

    /// Removes and returns the row of a basic symbol (swap-remove).
    private mutating func takeRow(_ basic: Symbol) -> Row {
        let index = Int(rowOfSymbol[basic.id])
        if isNegative(index) { negatives.remove(basic) }
        let last = rows.count - 1
        let row: Row
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            rowOfSymbol[basics[index].id] = Int32(index)
        }
        row = rows.removeLast()
        basics.removeLast()
        rowOfSymbol[basic.id] = -1
        return row
    }

    private mutating func symbol(for variable: Variable) -> Symbol {
        let symbol = variableSymbols[variable.index]
        if symbol.isValid { return symbol }
        let made = makeSymbol(.external)
        variableSymbols[variable.index] = made
        return made
    }

    private mutating func makeRow(_ constraint: Constraint, tag: inout Tag) -> Row {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        // Room for the terms and the constraint's own symbols: the row does not grow cell by cell.
        row.reserveCapacity(expression.terms.count + 2)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let index = rowIndex(symbol) {
                row.insert(rows[index], term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, strength.weight)
            }
        case .equal:
            if !strength.isRequired {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.weight)
                objective.insert(minus, strength.weight)
            } else {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// Takes back what `makeRow` put in the objective for a constraint that is not added.
    private mutating func undoObjective(_ constraint: Constraint, tag: Tag) {
        removeMarkerEffects(tag.marker, strength: constraint.strength)
        removeMarkerEffects(tag.other, strength: constraint.strength)
    }

    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol {
        for symbol in row.symbols where symbol.isExternal { return symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    private mutating func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        try optimize(objectiveRow: false)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if rowIndex(art) != nil {
            var basicRow = takeRow(art)
            if basicRow.isEmpty { return success }
            guard let entering = basicRow.symbols.first(where: \.isPivotable) else { return false }
            basicRow.solve(for: art, entering)
            substitute(entering, by: basicRow)
            insertRow(basicRow, basic: entering)
        }
        for basic in column(art) { rows[Int(rowOfSymbol[basic.id])].remove(art) }
        columns.take(art, into: &holders)
        holders.removeAll(keepingCapacity: true)
        objective.remove(art)
        return success
    }

    private mutating func substitute(_ symbol: Symbol, by row: Row) {
        // Only the rows that hold `symbol` change, and none holds it afterwards.
        columns.take(symbol, into: &holders)
        defer { holders.removeAll(keepingCapacity: true) }
        for basic in holders where rowOfSymbol[basic.id] >= 0 {
            // A row listed twice, or that lost the symbol since, no longer holds it: no-op.
            let index = Int(rowOfSymbol[basic.id])
            let wasNegative = isNegative(index)
            columns.row = basic
            rows[index].substitute(symbol, by: row, &columns)
            noteSign(index, wasNegative: wasNegative)
        }
        // kiwisolver queues every infeasible restricted row after a substitution, changed or
        // not (a row can be queued twice): the dual simplex's pivots depend on it.
        let mark = infeasible.count
        infeasible.append(contentsOf: negatives)
        sortInfeasible(from: mark)
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Primal simplex on the objective (or on the artificial row while adding a constraint).
    private mutating func optimize(objectiveRow: Bool) throws {
        // Bland's rule cannot cycle in exact arithmetic; the cap guarantees termination when
        // rounding makes a pivot sequence repeat.
        var pivots = 0
        let limit = 50 * (rows.count + 64)
        while true {
            pivots += 1
            if pivots > limit { throw SolverFailure(message: "the simplex did not converge") }
            let entering = objectiveRow ? Solver.enteringSymbol(objective) : Solver.enteringSymbol(artificial!)
            guard entering.isValid else { return }
            // Leaving: the restricted row with the smallest ratio.
            var ratio = Double.greatestFiniteMagnitude
            var leaving = -1
            // Ties go to the lowest symbol, as kiwisolver's sorted row map does: the choice does
            // not depend on the order the column lists its rows in.
            for basic in column(entering) where !basic.isExternal {
                let index = Int(rowOfSymbol[basic.id])
                let coefficient = rows[index].coefficient(for: entering)
                if coefficient < 0 {
                    let candidate = -rows[index].constant / coefficient
                    if candidate < ratio || (candidate == ratio && basics[index] < basics[leaving]) {
                        ratio = candidate
                        leaving = index
                    }
                }
            }
            guard leaving >= 0 else {
                // The objective is a non-negative sum of weighted errors, so it is bounded:
                // a symbol that could fall without limit has a coefficient that only rounding
                // made negative (errors weighing up to 1e9 cancel to a residue, not to 0). It is 0.
                if objectiveRow { objective.remove(entering) } else { artificial!.remove(entering) }
                continue
            }
            let leavingSymbol = basics[leaving]
            var row = takeRow(leavingSymbol)
            row.solve(for: leavingSymbol, entering)
            substitute(entering, by: row)
            insertRow(row, basic: entering)
        }
    }

    /// The first (lowest) non-dummy symbol with a negative coefficient: Bland's rule, so the
    /// primal simplex cannot cycle.
    private static func enteringSymbol(_ target: Row) -> Symbol {
        // The objective holds every error (thousands of cells), scanned after each constraint
        // added: the coefficients alone, in a plain loop, the symbol read only when negative.
        target.coefficients.withUnsafeBufferPointer { coefficients in
            for index in coefficients.indices where coefficients[index] < 0 {
                let symbol = target.symbols[index]
                if !symbol.isDummy { return symbol }
            }
            return .invalid
        }
    }

    /// Rows are stored in no particular order; kiwisolver visits them by symbol. Sorting what
    /// one pass found infeasible makes the dual simplex take the same pivots.
    private mutating func sortInfeasible(from start: Int) {
        if infeasible.count - start > 1 { infeasible[start...].sort() }
    }

    private mutating func dualOptimize() throws {
        var pivots = 0
        let limit = 50 * (rows.count + 64)
        while let leaving = infeasible.popLast() {
            pivots += 1
            if pivots > limit {
                infeasible.removeAll()
                throw SolverFailure(message: "the dual simplex did not converge")
            }
            guard let index = rowIndex(leaving), rows[index].constant < 0 else { continue }
            var entering = Symbol.invalid
            var ratio = Double.greatestFiniteMagnitude
            for (symbol, coefficient) in rows[index].cells where coefficient > 0 && !symbol.isDummy {
                let candidate = objective.coefficient(for: symbol) / coefficient
                if candidate < ratio { ratio = candidate; entering = symbol }
            }
            guard entering.isValid else {
                // Nothing can raise the row: it is infeasible in exact arithmetic only if its
                // constant is more than rounding below zero (-6e-14 after a few sums is 0).
                if nearZero(rows[index].constant) {
                    rows[index].constant = 0
                    negatives.remove(leaving)
                    continue
                }
                throw SolverFailure(message: "dual optimisation failed")
            }
            var row = takeRow(leaving)
            row.solve(for: leaving, entering)
            substitute(entering, by: row)
            insertRow(row, basic: entering)
        }
    }

    private mutating func removeMarkerEffects(_ marker: Symbol, strength: Strength) {
        guard marker.isValid, marker.kind == .error else { return }
        if let index = rowIndex(marker) {
            objective.insert(rows[index], -strength.weight)
        } else {
            objective.insert(marker, -strength.weight)
        }
    }

    /// The row to pivot out so that a removed constraint's non-basic marker can leave.
    private mutating func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var r1 = Double.greatestFiniteMagnitude, r2 = r1
        var first: Symbol?, second: Symbol?, third: Symbol?
        // The choice is the best by ratio then symbol, whatever order the column is in.
        for basic in column(marker) {
            let index = Int(rowOfSymbol[basic.id])
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            if basic.isExternal {
                if third == nil || third! < basic { third = basic }
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < r1 || (ratio == r1 && first.map { basic < $0 } ?? true) { r1 = ratio; first = basic }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < r2 || (ratio == r2 && second.map { basic < $0 } ?? true) { r2 = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }
}

/// The column index: for each symbol, the basic symbols of the rows that hold it, in no
/// particular order (every loop over a column picks by value, or sorts what it queues). Only
/// gains are recorded as they happen; see `Solver.column(_:)` for losses. The lists are
/// linked through one pool of nodes, so that a cell gained costs no allocation.
struct Columns: CellObserver {
    struct Node {
        var basic: Symbol
        var next: Int32
    }

    /// The first node of each symbol id's list, -1 for none.
    var heads: [Int32] = [-1]
    var nodes: [Node] = []
    /// The first node of the free list.
    var free: Int32 = -1
    /// The basic symbol of the row being changed.
    var row = Symbol.invalid

    @inline(__always) mutating func added(_ symbol: Symbol) { push(row, onto: symbol) }

    @inline(__always) mutating func push(_ basic: Symbol, onto symbol: Symbol) {
        let node = Node(basic: basic, next: heads[symbol.id])
        if free >= 0 {
            heads[symbol.id] = free
            free = nodes[Int(free)].next
            nodes[Int(heads[symbol.id])] = node
        } else {
            heads[symbol.id] = Int32(nodes.count)
            nodes.append(node)
        }
    }

    @inline(__always) mutating func release(_ node: Int32) {
        nodes[Int(node)].next = free
        free = node
    }

    /// Empties `symbol`'s list into `basics`.
    mutating func take(_ symbol: Symbol, into basics: inout [Symbol]) {
        var node = heads[symbol.id]
        heads[symbol.id] = -1
        while node >= 0 {
            let next = nodes[Int(node)].next
            basics.append(nodes[Int(node)].basic)
            release(node)
            node = next
        }
    }

    func listing(_ symbol: Symbol) -> Listing { Listing(nodes: nodes, node: heads[symbol.id]) }

    struct Listing: Sequence, IteratorProtocol {
        let nodes: [Node]
        var node: Int32

        mutating func next() -> Symbol? {
            guard node >= 0 else { return nil }
            defer { node = nodes[Int(node)].next }
            return nodes[Int(node)].basic
        }
    }
}
