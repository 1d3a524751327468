/// One row of the tableau, `basic = constant + Σ coefficient·symbol`, kept sparse: two flat
/// arrays sorted by symbol (rows hold a handful of cells, so a linear scan beats hashing and
/// the order makes pivoting deterministic).
package struct Row {
    package private(set) var symbols: [Symbol] = []
    package private(set) var coefficients: [Double] = []
    package internal(set) var constant: Double

    package init(constant: Double = 0) { self.constant = constant }

    mutating func reserveCapacity(_ count: Int) {
        symbols.reserveCapacity(count)
        coefficients.reserveCapacity(count)
    }

    var isEmpty: Bool { symbols.isEmpty }

    @inline(__always) private func position(of symbol: Symbol) -> (found: Bool, index: Int) {
        var index = 0
        let count = symbols.count
        if count > 16 {
            // Dense rows: binary search.
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
            }
            return (low < count && symbols[low] == symbol, low)
        }
        while index < count {
            let current = symbols[index]
            if current == symbol { return (true, index) }
            if symbol < current { return (false, index) }
            index += 1
        }
        return (false, count)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult package mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient·symbol`, dropping the cell when it cancels out.
    package mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        var untracked = Untracked()
        insert(symbol, coefficient, &untracked)
    }

    mutating func insert<Observer: CellObserver>(_ symbol: Symbol, _ coefficient: Double, _ observer: inout Observer) {
        let (found, index) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if nearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !nearZero(coefficient) {
            symbols.insertCell(symbol, at: index)
            coefficients.insertCell(coefficient, at: index)
            observer.added(symbol)
        }
    }

    /// Adds `coefficient·row`.
    package mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        var untracked = Untracked()
        insert(row, coefficient, &untracked)
    }

    /// Adds `coefficient·row`, telling `observer` which symbols the row gains.
    mutating func insert<Observer: CellObserver>(_ row: Row, _ coefficient: Double, _ observer: inout Observer) {
        constant += row.constant * coefficient
        // A cell or two goes in place, as do a few into a long row (the objective: a binary
        // search and a short move each, where a merge would walk the whole row); more are
        // merged, both sides being sorted, so that adding dense rows (a grid of proportional
        // widths makes rows of hundreds of cells) costs their length, not the product of the
        // lengths. Either way gives the same cells to the bit.
        if row.symbols.count <= 2 || row.symbols.count * 8 <= symbols.count {
            for index in row.symbols.indices {
                insert(row.symbols[index], row.coefficients[index] * coefficient, &observer)
            }
            return
        }
        // The merge runs in place, from the back, into room made at the end, so that a pivot
        // does not allocate two arrays per row it changes: a cell is written at or after the
        // place it is read from. What cancels out leaves a gap, closed at the end.
        let count = symbols.count
        symbols.append(contentsOf: repeatElement(.invalid, count: row.symbols.count))
        coefficients.append(contentsOf: repeatElement(0, count: row.symbols.count))
        var mine = count - 1, theirs = row.symbols.count - 1, write = symbols.count - 1
        while theirs >= 0 {
            let value: Double, symbol: Symbol
            if mine >= 0 && row.symbols[theirs] < symbols[mine] {
                symbol = symbols[mine]
                value = coefficients[mine]
                mine -= 1
            } else if mine < 0 || symbols[mine] < row.symbols[theirs] {
                symbol = row.symbols[theirs]
                value = row.coefficients[theirs] * coefficient
                theirs -= 1
                if nearZero(value) { continue }
                observer.added(symbol)
            } else {
                symbol = symbols[mine]
                value = coefficients[mine] + row.coefficients[theirs] * coefficient
                mine -= 1
                theirs -= 1
                if nearZero(value) { continue }
            }
            symbols[write] = symbol
            coefficients[write] = value
            write -= 1
        }
        // Cells 0...mine are in place; the merged ones start after `write`.
        if write > mine {
            symbols.removeSubrange(mine + 1 ... write)
            coefficients.removeSubrange(mine + 1 ... write)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        let (found, index) = position(of: symbol)
        if found {
            symbols.remove(at: index)
            coefficients.remove(at: index)
        }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = constant + … + c·symbol + …` as `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let (found, index) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let factor = -1.0 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Rewrites `lhs = …` (this row) as `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        var untracked = Untracked()
        substitute(symbol, by: row, &untracked)
    }

    /// Replaces `symbol` by `row`, telling `observer` which symbols the row gains.
    mutating func substitute<Observer: CellObserver>(_ symbol: Symbol, by row: Row, _ observer: inout Observer) {
        let (found, index) = position(of: symbol)
        guard found else { return }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient, &observer)
    }

    /// The cells as pairs, for iteration.
    package var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }
}

/// Told of the symbols a row operation adds to a row: the solver keeps its column index
/// (which rows hold a symbol) up to date this way.
protocol CellObserver {
    mutating func added(_ symbol: Symbol)
}

/// For rows outside the tableau (the objective, a row being built), whose cells no index follows.
struct Untracked: CellObserver {
    @inline(__always) func added(_ symbol: Symbol) {}
}

extension Array {
    /// `insert(_:at:)` for a cell (a `Symbol` or a `Double`, trivial types): the array's own
    /// goes through a generic `replaceSubrange` that costs several times this append and move.
    @inline(__always) fileprivate mutating func insertCell(_ element: Element, at index: Int) {
        append(element)
        withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // Overlapping: copyMemory is a memmove.
            UnsafeMutableRawPointer(base + index + 1)
                .copyMemory(from: base + index, byteCount: (buffer.count - 1 - index) * MemoryLayout<Element>.stride)
            base[index] = element
        }
    }
}
