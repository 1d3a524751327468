import StoryboardFormat

extension ViewPainter {
    /// An AppKit box: a separator's line through the middle of its long side, or a primary
    /// box's panel (inside its 3 pt sides and 4 pt shadow below; below its title when titled).
    mutating func drawBox(_ box: BoxDecoration, in bounds: Rect) {
        switch box.style {
        case .separator:
            if bounds.width >= bounds.height {
                line(x1: 0, y1: bounds.height / 2, x2: bounds.width, y2: bounds.height / 2, color: SystemColors.separator)
            } else {
                line(x1: bounds.width / 2, y1: 0, x2: bounds.width / 2, y2: bounds.height, color: SystemColors.separator)
            }
        case .panel:
            let top = box.title == nil ? 2.0 : 17.0
            let panel = Rect(x: 3, y: top, width: max(0, bounds.width - 6), height: max(0, bounds.height - top - 4))
            roundedRect(panel, radius: 5, attributes: paint(SystemColors.tertiarySystemFill) + stroke(SystemColors.separator, width: 1))
            if let title = box.title {
                drawText(title, in: Rect(x: 6, y: 0, width: max(0, bounds.width - 12), height: 15), verticallyCentered: true)
            }
        case .tabs(let labels, let selected, let edge):
            drawTabs(labels, selected: selected, edge: edge, in: bounds)
        }
    }

    /// A tab view's panel (as a primary box's) and its tabs: one segmented row, 24 pt thick,
    /// centred on the panel's edge, each tab as long as its label and 24 pt; on the left and
    /// right the row stands upright and the labels read along it, as AppKit turns them.
    mutating func drawTabs(_ labels: [String], selected: Int, edge: BoxDecoration.Edge, in bounds: Rect) {
        let thickness = 24.0
        let half = thickness / 2
        let panel: Rect
        switch edge {
        case .top: panel = Rect(x: 7, y: half, width: bounds.width - 14, height: bounds.height - half - 10)
        case .bottom: panel = Rect(x: 7, y: 4, width: bounds.width - 14, height: bounds.height - half - 4)
        case .left: panel = Rect(x: half, y: 4, width: bounds.width - half - 7, height: bounds.height - 14)
        case .right: panel = Rect(x: 7, y: 4, width: bounds.width - half - 7, height: bounds.height - 14)
        }
        guard panel.width > 0, panel.height > 0 else { return }
        roundedRect(panel, radius: 5, attributes: paint(SystemColors.tertiarySystemFill) + stroke(SystemColors.separator, width: 1))
        guard !labels.isEmpty else { return }
        let font = TextFont(size: 13)
        let along = edge == .top || edge == .bottom ? panel.width : panel.height
        var lengths = labels.map { TextMetrics.width(of: $0, font: font) + 24 }
        let total = lengths.reduce(0, +)
        if total > along { lengths = lengths.map { $0 * along / total } }
        // Where the row runs: its start along the edge and its middle across it.
        let start = ((edge == .top || edge == .bottom ? bounds.width : bounds.height) - min(total, along)) / 2
        let middle: Double
        switch edge {
        case .top: middle = half
        case .bottom: middle = bounds.height - half
        case .left: middle = half
        case .right: middle = bounds.width - half
        }
        func rect(from offset: Double, length: Double, inset: Double = 0) -> Rect {
            edge == .top || edge == .bottom
                ? Rect(x: start + offset + inset, y: middle - half + inset, width: max(0, length - 2 * inset), height: thickness - 2 * inset)
                : Rect(x: middle - half + inset, y: start + offset + inset, width: thickness - 2 * inset, height: max(0, length - 2 * inset))
        }
        fill(rect(from: 0, length: lengths.reduce(0, +)), DynamicColor(light: RGBA(227, 227, 227), dark: RGBA(58, 58, 60)), radius: 6)
        var offset = 0.0
        for (index, label) in labels.enumerated() {
            let length = lengths[index]
            var labelFont = font
            if index == selected {
                let tab = rect(from: offset, length: length, inset: 2)
                roundedRect(Rect(x: tab.x, y: tab.y + 0.5, width: tab.width, height: tab.height), radius: 5, attributes: [("fill", "#000000"), ("fill-opacity", "0.08")])
                fill(tab, DynamicColor(light: RGBA(255, 255, 255), dark: RGBA(99, 99, 102)), radius: 5)
                labelFont.weight = 500
            }
            let text = TextMetrics.truncated(label, font: labelFont, width: length - 8, lineBreak: .truncateTail)
            let center = start + offset + length / 2
            switch edge {
            case .top, .bottom:
                textLine(text, x: center, y: middle + 4.5, font: labelFont, color: SystemColors.label, anchor: "middle")
            case .left, .right:
                builder.open("g", [("transform", "translate(\(svgNumber(middle)) \(svgNumber(center))) rotate(\(edge == .right ? 90 : -90))")])
                textLine(text, x: 0, y: 4.5, font: labelFont, color: SystemColors.label, anchor: "middle")
                builder.close("g")
            }
            offset += length
        }
    }
}
