import StoryboardFormat
import StoryboardLayout

/// Table views: section titles, cell backgrounds in (inset) grouped style, separators and
/// accessories.
extension ViewPainter {
    mutating func drawTableDecoration(_ view: LaidOutView, in bounds: Rect) {
        guard let table = view.content.table else { return }
        let grouped = table.style != .plain
        // Section titles line up with the cells' text, at the table's side margin inside the
        // cells' content: an inset-grouped cell's inset and a content view's safe-area inset (an
        // iPhone in landscape) move them.
        let margin = DocumentLayoutTree.tableSideMargin(width: bounds.width)
        let contentX = view.subviews.lazy.filter { $0.kind == .tableViewCell }.map { cell in
            cell.frame.x + ViewPainter.safeAreaInset(ofCell: cell)
        }.first ?? (table.style == .insetGrouped ? margin : 0)
        let x = contentX + margin
        for header in table.headers {
            if grouped {
                let font = TextFont(size: 13)
                textLine(TextMetrics.truncated(header.text.uppercased(), font: font, width: bounds.width - 2 * x, lineBreak: .truncateTail),
                         x: x, y: header.y + 30, font: font, color: SystemColors.secondaryLabel)
            } else {
                fill(Rect(x: 0, y: header.y, width: bounds.width, height: 28), SystemColors.secondarySystemBackground)
                let font = TextFont(size: 17, weight: 600)
                textLine(TextMetrics.truncated(header.text, font: font, width: bounds.width - 2 * x, lineBreak: .truncateTail),
                         x: x, y: header.y + 20, font: font, color: SystemColors.label)
            }
        }
        for footer in table.footers {
            let font = TextFont(size: 13)
            let text = TextContent(footer.text, font: font, color: SystemColors.secondaryLabel, numberOfLines: 3, lineBreak: .truncateTail)
            drawText(text, in: Rect(x: x, y: footer.y, width: bounds.width - 2 * x, height: 48), verticallyCentered: false)
        }
    }

    /// Inset grouped cells round the outer corners of their section.
    mutating func drawCellBackground(_ view: LaidOutView, in bounds: Rect) {
        guard let cell = view.content.cell, cell.tableStyle == .insetGrouped, view.style.backgroundColor == nil else { return }
        // The plain background was not drawn for inset grouped cells: draw it with corners.
        let r = 10.0
        let top = cell.isFirstInSection ? r : 0
        let bottom = cell.isLastInSection ? r : 0
        let w = bounds.width, h = bounds.height
        let d = "M 0 \(svgNumber(top)) A \(svgNumber(top)) \(svgNumber(top)) 0 0 1 \(svgNumber(top)) 0 L \(svgNumber(w - top)) 0 A \(svgNumber(top)) \(svgNumber(top)) 0 0 1 \(svgNumber(w)) \(svgNumber(top)) L \(svgNumber(w)) \(svgNumber(h - bottom)) A \(svgNumber(bottom)) \(svgNumber(bottom)) 0 0 1 \(svgNumber(w - bottom)) \(svgNumber(h)) L \(svgNumber(bottom)) \(svgNumber(h)) A \(svgNumber(bottom)) \(svgNumber(bottom)) 0 0 1 0 \(svgNumber(h - bottom)) Z"
        path(d, attributes: paint(SystemColors.secondarySystemGroupedBackground))
    }

    /// How far a table puts a cell's content view inside the cell to keep it in the safe area
    /// (an iPhone in landscape, `insetsContentViewsToSafeArea`): the x of the content view, the
    /// plain view as tall as its cell (less the separator's 0.5 pt); the same on the trailing side.
    static func safeAreaInset(ofCell cell: LaidOutView) -> Double {
        let content = cell.subviews.first { $0.kind == .view && $0.frame.y == 0 && abs($0.frame.height - cell.frame.height) <= 1 }
        return max(0, content?.frame.x ?? 0)
    }

    mutating func drawCellOverlay(_ view: LaidOutView, in bounds: Rect) {
        guard let cell = view.content.cell else { return }
        // Separators and accessories keep inside the safe area, as the content does.
        let inset = ViewPainter.safeAreaInset(ofCell: view)
        if cell.showsSeparator {
            line(x1: inset + cell.separatorInset, y1: bounds.height - 0.25, x2: bounds.width, y2: bounds.height - 0.25, color: cell.separatorColor ?? SystemColors.separator, width: 0.5)
        }
        let cy = bounds.height / 2
        let right = bounds.width - inset - 20
        switch cell.accessory {
        case "disclosureIndicator":
            path("M \(svgNumber(right - 6)) \(svgNumber(cy - 6.5)) L \(svgNumber(right)) \(svgNumber(cy)) L \(svgNumber(right - 6)) \(svgNumber(cy + 6.5))",
                 attributes: [("fill", "none")] + stroke(SystemColors.tertiaryLabel, width: 2.2) + [("stroke-linecap", "round"), ("stroke-linejoin", "round")])
        case "checkmark":
            path("M \(svgNumber(right - 13)) \(svgNumber(cy)) L \(svgNumber(right - 8)) \(svgNumber(cy + 6)) L \(svgNumber(right + 1)) \(svgNumber(cy - 7))",
                 attributes: [("fill", "none")] + stroke(tint, width: 2.2) + [("stroke-linecap", "round"), ("stroke-linejoin", "round")])
        case "detailButton":
            drawInfoGlyph(centerX: right - 6, centerY: cy, color: tint)
        case "detailDisclosureButton":
            drawInfoGlyph(centerX: right - 26, centerY: cy, color: tint)
            path("M \(svgNumber(right - 6)) \(svgNumber(cy - 6.5)) L \(svgNumber(right)) \(svgNumber(cy)) L \(svgNumber(right - 6)) \(svgNumber(cy + 6.5))",
                 attributes: [("fill", "none")] + stroke(SystemColors.tertiaryLabel, width: 2.2) + [("stroke-linecap", "round"), ("stroke-linejoin", "round")])
        default:
            break
        }
    }
}
