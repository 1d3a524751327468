extension LayoutSystem {
    /// `NSGridView`'s constraints: its columns side by side and its rows one below the other,
    /// the spacing apart, filling the grid; each row and column hugs its views (as tall and
    /// wide as the largest, at the stack views' low "fit" priority); each content view sits in
    /// its cell by its placement (at the leading or trailing edge, centred, or filling it).
    mutating func arrangeGrid(_ gridIndex: Int) {
        guard let grid = items[gridIndex].grid, grid.rowCount > 0, grid.columnCount > 0 else { return }
        let fit = levels.strength(49)
        func lines(count: Int, start: LinearExpression, length: LinearExpression, spacing: Double) -> [(start: LinearExpression, length: LinearExpression)] {
            var result: [(LinearExpression, LinearExpression)] = []
            var next = start
            for _ in 0..<count {
                let size = x(makeVariable())
                add(Constraint(size, .greaterThanOrEqual, LinearExpression(constant: 0)), name: "NSGridView-size")
                add(Constraint(size, .equal, LinearExpression(constant: 0), strength: fit), name: "NSGridView-hugging")
                result.append((next, size))
                next = next + size + spacing
            }
            add(Constraint(next - spacing, .equal, start + length), name: "NSGridView-edge")
            return result
        }
        let columns = lines(count: grid.columnCount, start: x(left[gridIndex]), length: x(width[gridIndex]), spacing: grid.columnSpacing)
        let rows = lines(count: grid.rowCount, start: x(top[gridIndex]), length: x(height[gridIndex]), spacing: grid.rowSpacing)
        for view in items.indices where items[view].parent == gridIndex && items[view].kind == .view && !items[view].isHidden {
            guard let cell = grid.cells[items[view].id], cell.row < rows.count, cell.column < columns.count else { continue }
            let lastColumn = columns[min(cell.column + cell.columnSpan, columns.count) - 1]
            let lastRow = rows[min(cell.row + cell.rowSpan, rows.count) - 1]
            place(x(left[view]), x(width[view]), from: columns[cell.column].start, to: lastColumn.start + lastColumn.length, cell.xPlacement)
            place(x(top[view]), x(height[view]), from: rows[cell.row].start, to: lastRow.start + lastRow.length, cell.yPlacement)
        }
    }

    private mutating func place(_ start: LinearExpression, _ length: LinearExpression, from cellStart: LinearExpression,
                                to cellEnd: LinearExpression, _ placement: GridArrangement.Placement) {
        let end = start + length
        switch placement {
        case .leading, .top:
            add(Constraint(start, .equal, cellStart), name: "NSGridView-placement")
            add(Constraint(end, .lessThanOrEqual, cellEnd), name: "NSGridView-placement")
        case .trailing, .bottom:
            add(Constraint(end, .equal, cellEnd), name: "NSGridView-placement")
            add(Constraint(start, .greaterThanOrEqual, cellStart), name: "NSGridView-placement")
        case .center:
            add(Constraint(start * 2 + length, .equal, cellStart + cellEnd), name: "NSGridView-placement")
            add(Constraint(start, .greaterThanOrEqual, cellStart), name: "NSGridView-placement")
        case .fill:
            add(Constraint(start, .equal, cellStart), name: "NSGridView-placement")
            add(Constraint(end, .equal, cellEnd), name: "NSGridView-placement")
        }
    }
}
