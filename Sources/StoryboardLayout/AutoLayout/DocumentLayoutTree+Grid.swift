import StoryboardFormat

extension DocumentLayoutTree {
    /// An `NSGridView` element's rows, columns and cells: `<rows>` and `<columns>` in order,
    /// each `<gridCell>`'s content view at its row and column, merged cells (those naming the
    /// same `headOfMergedCell`) as one span, placements from the cell, else its column (x) or
    /// row (y), else the grid; spacing 6 pt where Xcode writes none, NSGridView's default (the
    /// columns of NetNewsWire's AccountsDetail.xib, whose grid has no `columnSpacing`, are 6 pt
    /// apart). Every grid of the corpus names its own placements; the fallbacks are AppKit's.
    static func gridArrangement(_ node: XMLNode, tree: XMLTree) -> GridArrangement {
        typealias Placement = GridArrangement.Placement
        func ids(_ container: String, _ element: String) -> [(id: String, node: XMLNode)] {
            guard let list = tree.firstElement(of: node, named: container) else { return [] }
            return tree.elements(of: list, named: element).compactMap { child in tree.attribute("id", of: child).map { ($0, child) } }
        }
        func placement(_ element: XMLNode?, _ attribute: String) -> Placement? {
            element.flatMap { tree.attribute(attribute, of: $0) }.flatMap(Placement.init(rawValue:))
        }
        let rows = ids("rows", "gridRow"), columns = ids("columns", "gridColumn")
        let rowIndex = Dictionary(rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let columnIndex = Dictionary(columns.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let gridX = placement(node, "xPlacement") ?? .leading, gridY = placement(node, "yPlacement") ?? .bottom
        var cells: [String: GridArrangement.Cell] = [:]
        var spans: [String: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)] = [:]
        let cellNodes = tree.firstElement(of: node, named: "gridCells").map { Array(tree.elements(of: $0, named: "gridCell")) } ?? []
        for cell in cellNodes {
            guard let head = tree.attribute("headOfMergedCell", of: cell),
                  let row = tree.attribute("row", of: cell).flatMap({ rowIndex[$0] }),
                  let column = tree.attribute("column", of: cell).flatMap({ columnIndex[$0] }) else { continue }
            let span = spans[head] ?? (row...row, column...column)
            spans[head] = (min(span.rows.lowerBound, row)...max(span.rows.upperBound, row),
                           min(span.columns.lowerBound, column)...max(span.columns.upperBound, column))
        }
        for cell in cellNodes {
            guard let view = tree.firstElement(of: cell, withKey: "contentView"), let id = tree.attribute("id", of: view),
                  let row = tree.attribute("row", of: cell).flatMap({ rowIndex[$0] }),
                  let column = tree.attribute("column", of: cell).flatMap({ columnIndex[$0] }) else { continue }
            let span = tree.attribute("id", of: cell).flatMap { spans[$0] } ?? (row...row, column...column)
            let x = placement(cell, "xPlacement") ?? placement(columns[column].node, "xPlacement") ?? gridX
            let y = placement(cell, "yPlacement") ?? placement(rows[row].node, "yPlacement") ?? gridY
            cells[id] = GridArrangement.Cell(row: span.rows.lowerBound, column: span.columns.lowerBound,
                                             rowSpan: span.rows.count, columnSpan: span.columns.count, xPlacement: x, yPlacement: y)
        }
        func spacing(_ attribute: String) -> Double { tree.attribute(attribute, of: node).flatMap(Double.init) ?? 6 }
        return GridArrangement(rowCount: rows.count, columnCount: columns.count,
                               rowSpacing: spacing("rowSpacing"), columnSpacing: spacing("columnSpacing"), cells: cells)
    }
}
