import StoryboardFormat

/// macOS window chrome and table headers with the macOS 11+ look.
extension ViewPainter {
    /// The close, minimize and zoom buttons' colors.
    static let trafficLights = [RGBA(255, 95, 87), RGBA(254, 188, 46), RGBA(40, 200, 64)]

    /// A title bar: the traffic lights, the title (centred; after the lights in a unified
    /// toolbar) and the hairline under the bar.
    mutating func drawWindowTitleBar(_ view: LaidOutView, in bounds: Rect) {
        let unified = bounds.height > DocumentScreens.titleBarHeight
        fill(bounds, SystemColors.windowBackground)
        line(x1: 0, y1: bounds.height - 0.25, x2: bounds.width, y2: bounds.height - 0.25,
             color: DynamicColor(light: RGBA(0, 0, 0, 0.1), dark: RGBA(0, 0, 0, 0.6)), width: 0.5)
        let cy = bounds.height / 2
        let first = unified ? 20.0 : 13
        for (index, color) in ViewPainter.trafficLights.enumerated() {
            circle(cx: first + Double(index) * 20, cy: cy, r: 6, attributes: paint(DynamicColor(color)))
        }
        guard let title = view.content.bar?.title, !title.isEmpty else { return }
        let font = unified ? DocumentScreens.unifiedTitleFont : TextFont(size: 13, weight: 700)
        let left = first + 2 * 20 + 20
        if unified {
            // The title ends before the toolbar's first item.
            let end = view.subviews.map(\.frame.x).min().map { $0 - DocumentScreens.toolbarTitleGap } ?? bounds.width - 8
            let text = TextMetrics.truncated(title, font: font, width: max(0, end - left), lineBreak: .truncateTail)
            textLine(text, x: left, y: cy + font.size * 0.36, font: font, color: SystemColors.label)
        } else {
            let text = TextMetrics.truncated(title, font: font, width: max(0, bounds.width - 2 * left), lineBreak: .truncateTail)
            textLine(text, x: bounds.width / 2, y: cy + font.size * 0.36, font: font, color: SystemColors.label, anchor: "middle")
        }
    }

    /// A main menu: its titles in a row on the menu bar's material, the app's menu in bold.
    mutating func drawMenuBar(_ view: LaidOutView, in bounds: Rect) {
        fill(bounds, SystemColors.windowBackground)
        line(x1: 0, y1: bounds.height - 0.25, x2: bounds.width, y2: bounds.height - 0.25,
             color: DynamicColor(light: RGBA(0, 0, 0, 0.1), dark: RGBA(0, 0, 0, 0.6)), width: 0.5)
        let bar = view.content.bar ?? BarContent()
        for (item, frame) in zip(bar.items, BarLayout.menuBarItemFrames(bar)) {
            let font = TextFont(size: BarLayout.menuBarFontSize, weight: item.isProminent ? 700 : 400)
            builder.open("g", [("data-id", item.id), ("data-kind", "menuItem")])
            textLine(item.title ?? "", x: frame.frame.x + BarLayout.menuBarItemPadding, y: bounds.height / 2 + 4.5, font: font, color: SystemColors.label)
            builder.close("g")
        }
    }

    /// An AppKit table's header view: column titles with a divider after each column and a
    /// hairline under the header.
    mutating func drawColumnHeaders(_ columns: [ColumnHeader], in bounds: Rect) {
        fill(bounds, SystemColors.controlBackground)
        let font = TextFont(size: 11)
        for column in columns {
            let title = TextMetrics.truncated(column.title, font: font, width: max(0, column.width - 10), lineBreak: .truncateTail)
            if !title.isEmpty {
                textLine(title, x: column.x + 5, y: bounds.height / 2 + 4, font: font, color: SystemColors.secondaryLabel)
            }
            line(x1: column.x + column.width - 0.5, y1: 4, x2: column.x + column.width - 0.5, y2: bounds.height - 4, color: SystemColors.separator, width: 1)
        }
        line(x1: 0, y1: bounds.height - 0.5, x2: bounds.width, y2: bounds.height - 0.5, color: SystemColors.separator, width: 1)
    }
}
