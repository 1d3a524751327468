import StoryboardFormat

/// A vertical `UICollectionViewFlowLayout` whose cells are all of one size: lines of as many
/// cells as fit between the section insets, the first at the left inset and the others spread
/// as on a full line (one cell alone on its line is centred), lines one below another.
package struct FlowLayout: Sendable, Hashable {
    package var leftInset: Double
    package var rightInset: Double
    package var interitemSpacing: Double
    package var lineSpacing: Double
    /// The first line's top, as stored.
    package var top: Double

    package init(leftInset: Double, rightInset: Double, interitemSpacing: Double, lineSpacing: Double, top: Double) {
        self.leftInset = leftInset
        self.rightInset = rightInset
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.top = top
    }

    /// The origins of `count` cells of `size` in a collection view `width` wide.
    package func origins(count: Int, size: LayoutSize, width: Double) -> [(x: Double, y: Double)] {
        let available = width - leftInset - rightInset
        let perLine = max(1, Int(((available + interitemSpacing + 1e-6) / (size.width + interitemSpacing)).rounded(.down)))
        let spacing = perLine > 1 ? (available - Double(perLine) * size.width) / Double(perLine - 1) : 0
        return (0..<count).map { index in
            let column = index % perLine, line = index / perLine
            let x = perLine == 1 ? leftInset + (available - size.width) / 2 : leftInset + Double(column) * (size.width + spacing)
            return (x, top + Double(line) * (size.height + lineSpacing))
        }
    }
}
