import StoryboardFormat

/// How an `NSGridView` lays out its cells' views: rows and columns as tall and wide as their
/// tallest and widest views, the spacing apart, each view placed in its cell (or merged cells)
/// by the cell's, its column's or row's, or the grid's placement.
package struct GridArrangement: Sendable, Hashable {
    package enum Placement: String, Sendable, Hashable { case leading, trailing, top, bottom, center, fill }
    /// Where a content view sits: its first row and column, how many it spans, and its
    /// placement across and down.
    package struct Cell: Sendable, Hashable {
        package var row: Int, column: Int
        package var rowSpan = 1, columnSpan = 1
        package var xPlacement: Placement, yPlacement: Placement
        package init(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1, xPlacement: Placement, yPlacement: Placement) {
            self.row = row; self.column = column; self.rowSpan = rowSpan; self.columnSpan = columnSpan
            self.xPlacement = xPlacement; self.yPlacement = yPlacement
        }
    }

    package var rowCount: Int, columnCount: Int
    package var rowSpacing: Double, columnSpacing: Double
    /// The cell of each content view, by the view's id.
    package var cells: [String: Cell]

    package init(rowCount: Int, columnCount: Int, rowSpacing: Double, columnSpacing: Double, cells: [String: Cell]) {
        self.rowCount = rowCount; self.columnCount = columnCount
        self.rowSpacing = rowSpacing; self.columnSpacing = columnSpacing
        self.cells = cells
    }
}
