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
        }
    }
}
