import Testing
import StoryboardLayout

/// A row added to a row is merged (both are sorted by symbol) when it has more than two
/// cells: the result must be the one adding its cells one by one gives, to the bit.
struct RowTests {
    /// Adds `row` cell by cell, as the merge must behave.
    private func cellByCell(_ target: Row, _ row: Row, _ coefficient: Double) -> Row {
        var result = target
        result.add(row.constant * coefficient)
        for (symbol, value) in row.cells { result.insert(symbol, value * coefficient) }
        return result
    }

    private func row(_ cells: [(Int, Double)], constant: Double = 0) -> Row {
        var row = Row(constant: constant)
        for (id, value) in cells { row.insert(Symbol(id: id, kind: .slack), value) }
        return row
    }

    @Test func mergingEqualsAddingCellByCell() {
        // A linear congruential generator: the same rows on every run.
        var state: UInt64 = 0x2545F4914F6CDD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        for _ in 0..<500 {
            let target = row((0..<next(40)).map { _ in (1 + next(60), Double(next(9)) - 4 + 0.25) }, constant: 3)
            let added = row((0..<3 + next(40)).map { _ in (1 + next(60), Double(next(9)) - 4 + 0.25) }, constant: -1)
            let coefficient = [1, -1, 0.5, 2.5, -0.75][next(5)]
            var merged = target
            merged.insert(added, coefficient)
            let expected = cellByCell(target, added, coefficient)
            #expect(merged.symbols == expected.symbols)
            #expect(merged.coefficients == expected.coefficients)
            #expect(merged.constant == expected.constant)
        }
    }

    @Test func cellsThatCancelOutAreDropped() {
        var target = row([(1, 2), (2, 2), (5, -3), (9, -4)])
        target.insert(row([(2, 1), (5, 1), (7, 2), (9, -2)]), -2)
        #expect(target.symbols.map(\.id) == [1, 5, 7])
        #expect(target.coefficients == [2, -5, -4])
        // Into an empty row: the cells scaled, a zero coefficient not kept.
        var empty = Row()
        empty.insert(row([(3, 1), (4, 1e-9), (8, -1)], constant: 2), 3)
        #expect(empty.symbols.map(\.id) == [3, 8])
        #expect(empty.coefficients == [3, -3])
        #expect(empty.constant == 6)
    }
}
