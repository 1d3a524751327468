import StoryboardFormat

/// Bars and the system chrome: navigation bars, toolbars, tab bars, search bars, the status
/// bar and the home indicator, with iOS 13+ metrics.
extension ViewPainter {
    private var hairline: DynamicColor { DynamicColor(light: RGBA(0, 0, 0, 0.3), dark: RGBA(255, 255, 255, 0.15)) }

    mutating func drawNavigationBar(_ view: LaidOutView, in bounds: Rect) {
        let bar = view.content.bar ?? BarContent()
        if bar.showsBackground {
            if view.style.backgroundColor == nil { fill(bounds, SystemColors.barBackground) }
            line(x1: 0, y1: bounds.height - 0.25, x2: bounds.width, y2: bounds.height - 0.25, color: hairline, width: 0.5)
        }
        // The row of items is centred in the bar (32 pt in an iPhone's landscape, 50 on an
        // iPad); with a large title it is the top 44 pt, the title below it.
        let rowCenter = bar.prefersLargeTitle ? 22.0 : bounds.height / 2
        let frames = BarLayout.navigationItemFrames(bar, width: bounds.width)
        var leading = 8 + bar.safeAreaInsets.left
        var trailing = bounds.width - 8 - bar.safeAreaInsets.right
        if let back = bar.backTitle, bar.leadingItems.isEmpty, let frame = frames.first(where: { $0.id == BarLayout.backButtonID })?.frame {
            builder.open("g", [("data-id", BarLayout.backButtonID), ("data-kind", "backButton")])
            path("M \(svgNumber(frame.x + 12)) \(svgNumber(rowCenter - 10)) L \(svgNumber(frame.x + 3)) \(svgNumber(rowCenter)) L \(svgNumber(frame.x + 12)) \(svgNumber(rowCenter + 10))",
                 attributes: [("fill", "none")] + stroke(tint, width: 3) + [("stroke-linecap", "round"), ("stroke-linejoin", "round")])
            let font = TextFont(size: 17)
            let title = TextMetrics.truncated(back, font: font, width: bounds.width / 3, lineBreak: .truncateTail)
            textLine(title, x: frame.x + 20, y: rowCenter + 6, font: font, color: tint)
            builder.close("g")
            leading = frame.x + frame.width + 8
        }
        let itemFrames = Dictionary(frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        for item in bar.leadingItems {
            guard let frame = itemFrames[item.id] else { continue }
            drawBarItem(item, in: frame, centerY: rowCenter, anchor: .leading, tv: bar.isTV)
            leading = frame.x + frame.width + 12
        }
        for item in bar.trailingItems {
            guard let frame = itemFrames[item.id] else { continue }
            drawBarItem(item, in: frame, centerY: rowCenter, anchor: .trailing, tv: bar.isTV)
            trailing = frame.x - 12
        }
        if let title = bar.title, !title.isEmpty {
            if bar.prefersLargeTitle {
                let font = TextFont(size: 34, weight: 700)
                let left = 16 + bar.safeAreaInsets.left
                let text = TextMetrics.truncated(title, font: font, width: bounds.width - left - 16 - bar.safeAreaInsets.right, lineBreak: .truncateTail)
                textLine(text, x: left, y: bounds.height - 12, font: font, color: SystemColors.label)
            } else {
                // tvOS's title is large: the tvOS Title 2 style, 57 pt medium (unconfirmed: no
                // corpus document stores a navigation bar's title font).
                let font = bar.isTV ? TextFont(size: 57, weight: 500) : TextFont(size: 17, weight: 600)
                let room = max(40, min(bounds.width / 2 - leading, trailing - bounds.width / 2) * 2)
                let text = TextMetrics.truncated(title, font: font, width: room, lineBreak: .truncateTail)
                textLine(text, x: bounds.width / 2, y: rowCenter + (bar.isTV ? 20 : 6), font: font, color: SystemColors.label, anchor: "middle")
            }
        }
    }

    /// Draws a bar button item in its frame (see `BarLayout`); a title is pinned to the
    /// frame's `anchor` edge, so that text drawn wider than estimated never crosses the bar's
    /// margin.
    mutating func drawBarItem(_ item: LaidOutBarItem, in frame: Rect, centerY: Double, anchor: BarItemAnchor, tv: Bool = false) {
        // A disabled item is dimmed as disabled controls are (UIKit draws it in a faded tint).
        let color = item.isEnabled ? tint : tint.withAlpha(0.35)
        let font = BarLayout.itemFont(item, tv: tv)
        let scale = tv ? BarLayout.tvItemScale : 1
        if let system = item.systemItem, let glyph = BarGlyph(systemItem: system) {
            builder.open("g", [("data-id", item.id), ("data-kind", "barButtonItem"), ("data-system-item", system)])
            glyph.draw(in: &self, x: frame.x, centerY: centerY, color: color, size: 22 * scale)
            builder.close("g")
            return
        }
        if item.systemItem == "flexibleSpace" || item.systemItem == "fixedSpace" { return }
        let title = item.title ?? item.systemItem.map(BarGlyph.title(forSystemItem:)) ?? ""
        // UIKit shows an item's image when it has one, whatever its title.
        if var image = item.image {
            builder.open("g", [("data-id", item.id), ("data-kind", "barButtonItem")])
            image.tintColor = color
            image.contentMode = .scaleAspectFit
            drawImage(image, in: Rect(x: frame.x, y: centerY - 12 * scale, width: 24 * scale, height: 24 * scale))
            builder.close("g")
            return
        }
        builder.open("g", [("data-id", item.id), ("data-kind", "barButtonItem")])
        let baseline = centerY + (tv ? 13 : 6)
        switch anchor {
        case .leading: textLine(title, x: frame.x, y: baseline, font: font, color: color)
        case .center: textLine(title, x: frame.x + frame.width / 2, y: baseline, font: font, color: color, anchor: "middle")
        case .trailing: textLine(title, x: frame.x + frame.width, y: baseline, font: font, color: color, anchor: "end")
        }
        builder.close("g")
    }

    mutating func drawToolbar(_ view: LaidOutView, in bounds: Rect) {
        let bar = view.content.bar ?? BarContent()
        if view.style.backgroundColor == nil { fill(bounds, SystemColors.barBackground) }
        line(x1: 0, y1: 0.25, x2: bounds.width, y2: 0.25, color: hairline, width: 0.5)
        let items = bar.items.filter { $0.systemItem != "flexibleSpace" }
        // The row is 49 pt tall (32 where an iPhone's bars are compact) above the home indicator.
        let centerY = min(24.5, bar.rowHeight(inBarOfHeight: bounds.height) / 2)
        for ((item, frame), anchor) in zip(zip(items, BarLayout.toolbarItemFrames(bar, width: bounds.width)), BarLayout.toolbarAnchors(bar)) {
            drawBarItem(item, in: frame.frame, centerY: centerY, anchor: anchor)
        }
    }

    mutating func drawTabBar(_ view: LaidOutView, in bounds: Rect) {
        let bar = view.content.bar ?? BarContent()
        if bar.isTV { return drawTVTabBar(view, bar, in: bounds) }
        if view.style.backgroundColor == nil { fill(bounds, SystemColors.barBackground) }
        line(x1: 0, y1: 0.25, x2: bounds.width, y2: 0.25, color: hairline, width: 0.5)
        guard !bar.tabs.isEmpty else { return }
        let unselected = DynamicColor(light: RGBA(153, 153, 153), dark: RGBA(153, 153, 153))
        // An inline row (iPads, iPhones in landscape, iOS 11 on) puts each title beside its image.
        let inline = bar.hasInlineTabs
        let rowCenter = bar.rowHeight(inBarOfHeight: bounds.height) / 2
        for ((index, tab), tabFrame) in zip(bar.tabs.enumerated(), BarLayout.tabFrames(bar, width: bounds.width)) {
            let color = index == bar.selectedTab ? tint : unselected
            let width = tabFrame.frame.width
            var cx = tabFrame.frame.x + width / 2
            let font = TextFont(size: inline ? 13 : 10, weight: 500)
            let title = TextMetrics.truncated(tab.title, font: font, width: inline ? width - 34 : width - 4, lineBreak: .truncateTail)
            let imageSize = inline ? 22.0 : 28
            let imageCenterY = inline ? rowCenter : 18
            if inline { cx -= (TextMetrics.width(of: title, font: font) + 6) / 2 }
            builder.open("g", [("data-id", tab.id.isEmpty ? nil : tab.id), ("data-kind", "tabBarItem")])
            if var image = tab.image {
                image.tintColor = color
                image.contentMode = .scaleAspectFit
                if let glyph = BarGlyph(systemItem: image.name), image.dataURL == nil {
                    glyph.draw(in: &self, x: cx - 12, centerY: imageCenterY, color: color)
                } else {
                    drawImage(image, in: Rect(x: cx - imageSize / 2, y: imageCenterY - imageSize / 2, width: imageSize, height: imageSize))
                }
            } else {
                roundedRect(Rect(x: cx - 12, y: imageCenterY - 12, width: 24, height: 24), radius: 6, attributes: [("fill", "none")] + stroke(color, width: 1.5))
            }
            if inline {
                textLine(title, x: cx + imageSize / 2 + 6, y: rowCenter + 4.5, font: font, color: color)
            } else {
                textLine(title, x: cx, y: 43, font: font, color: color, anchor: "middle")
            }
            if let badge = tab.badge, !badge.isEmpty {
                let badgeFont = TextFont(size: 13)
                let badgeWidth = max(18, TextMetrics.width(of: badge, font: badgeFont) + 10)
                fill(Rect(x: cx + 6, y: 2, width: badgeWidth, height: 18), SystemColors.systemRed, radius: 9)
                textLine(badge, x: cx + 6 + badgeWidth / 2, y: 15.5, font: badgeFont, color: DynamicColor(RGBA(white: 1)), anchor: "middle")
            }
            builder.close("g")
        }
    }

    /// tvOS's tab bar at the top of the screen: no hairline, its tabs' titles (an image only
    /// where the item has one) centred as a group, the selected one dark on a light rounded
    /// platter, the others grey (``BarLayout/tvTabFrames(_:width:)``).
    private mutating func drawTVTabBar(_ view: LaidOutView, _ bar: BarContent, in bounds: Rect) {
        if view.style.backgroundColor == nil { fill(bounds, SystemColors.barBackground) }
        let platter = DynamicColor(light: RGBA(white: 1), dark: RGBA(white: 0.9))
        let selected = DynamicColor(RGBA(white: 0))
        let unselected = DynamicColor(light: RGBA(0, 0, 0, 0.5), dark: RGBA(255, 255, 255, 0.6))
        let font = BarLayout.tvTabFont
        for ((index, tab), tabFrame) in zip(bar.tabs.enumerated(), BarLayout.tabFrames(bar, width: bounds.width)) {
            let frame = tabFrame.frame
            let isSelected = index == bar.selectedTab
            let color = isSelected ? selected : unselected
            builder.open("g", [("data-id", tab.id.isEmpty ? nil : tab.id), ("data-kind", "tabBarItem")])
            if isSelected { fill(frame, platter, radius: frame.height / 2) }
            var x = frame.x + BarLayout.tvTabPadding
            let centerY = frame.y + frame.height / 2
            if var image = tab.image {
                image.tintColor = color
                image.contentMode = .scaleAspectFit
                let size = BarLayout.tvTabImageSize
                if let glyph = BarGlyph(systemItem: image.name), image.dataURL == nil {
                    glyph.draw(in: &self, x: x, centerY: centerY, color: color, size: size)
                } else {
                    drawImage(image, in: Rect(x: x, y: centerY - size / 2, width: size, height: size))
                }
                x += size + BarLayout.tvTabImageSpacing
            }
            // Centred in what the image leaves, so that a title drawn narrower or wider than
            // estimated stays in the middle of its platter.
            textLine(tab.title, x: (x + frame.x + frame.width - BarLayout.tvTabPadding) / 2, y: centerY + 13, font: font, color: color, anchor: "middle")
            builder.close("g")
        }
    }

    mutating func drawSearchBar(_ view: LaidOutView, in bounds: Rect) {
        let bar = view.content.bar ?? BarContent()
        let minimal = view.content.control?.variant == "minimal"
        // A search field shorter than a bar (AppKit's NSSearchField) is the field alone.
        let isField = bounds.height < 44
        if view.style.backgroundColor == nil && !minimal && !isField { fill(bounds, SystemColors.barBackground) }
        let fieldHeight = isField ? bounds.height : 36.0
        let field = isField ? bounds : Rect(x: 8, y: bounds.height - fieldHeight - 10, width: max(0, bounds.width - 16), height: fieldHeight)
        fill(field, SystemColors.tertiarySystemFill, radius: isField ? min(6, fieldHeight / 2) : 10)
        let cy = field.y + fieldHeight / 2
        let font = TextFont(size: isField ? 13 : 17)
        let glyph = isField ? 12.0 : 16
        BarGlyph.search.draw(in: &self, x: field.x + 6, centerY: cy, color: SystemColors.secondaryLabel, size: glyph)
        let text = bar.title.flatMap { $0.isEmpty ? nil : $0 }
        let textX = field.x + (isField ? 22 : 30)
        let string = TextMetrics.truncated(text ?? bar.searchPlaceholder ?? "Search", font: font, width: field.width - (textX - field.x) - 10, lineBreak: .truncateTail)
        textLine(string, x: textX, y: cy + (isField ? 4.5 : 6), font: font, color: text == nil ? SystemColors.secondaryLabel : SystemColors.label)
    }

    mutating func drawStatusBar(in bounds: Rect) {
        let light = statusBarStyle == "lightContent" || (statusBarStyle == nil && appearance == .dark)
        let color = DynamicColor(light ? RGBA(white: 1) : RGBA(white: 0))
        let notch = bounds.height > 30
        let font = TextFont(size: notch ? 17 : 12, weight: 600)
        // iPads (744 pt and wider) show the time at the leading edge, followed by the date;
        // iPhones without a notch in the middle.
        let isPad = bounds.width >= 744
        let timeX = isPad ? 20 : notch ? min(bounds.width * 0.18, 60) + 14 : bounds.width / 2
        builder.open("g", [("data-kind", "statusBar")])
        let timeY = bounds.height / 2 + (notch ? 6 : 4.5)
        textLine(isPad ? "9:41 AM Tue Jan 9" : "9:41", x: timeX, y: timeY, font: font, color: color, anchor: isPad ? nil : "middle")
        let right = bounds.width - (notch ? 26 : 6)
        let cy = bounds.height / 2
        // Battery
        roundedRect(Rect(x: right - 25, y: cy - 6, width: 22, height: 12), radius: 3.5, attributes: [("fill", "none")] + stroke(color.withAlpha(0.4), width: 1))
        fill(Rect(x: right - 23, y: cy - 4, width: 18, height: 8), color, radius: 1.5)
        fill(Rect(x: right - 2, y: cy - 2, width: 1.5, height: 4), color.withAlpha(0.4), radius: 0.5)
        // Wi-Fi
        let wx = right - 40, wy = cy + 5
        for (index, radius) in [3.0, 6.5, 10].enumerated() {
            if index == 0 {
                path("M \(svgNumber(wx)) \(svgNumber(wy)) l -2.2 -2.6 a 3.4 3.4 0 0 1 4.4 0 z", attributes: paint(color))
            } else {
                path("M \(svgNumber(wx - radius * 0.74)) \(svgNumber(wy - radius * 0.9)) A \(svgNumber(radius)) \(svgNumber(radius)) 0 0 1 \(svgNumber(wx + radius * 0.74)) \(svgNumber(wy - radius * 0.9))",
                     attributes: [("fill", "none")] + stroke(color, width: 2) + [("stroke-linecap", "round")])
            }
        }
        // Signal
        for bar in 0..<4 {
            let height = 3.0 + Double(bar) * 2.3
            fill(Rect(x: right - 72 + Double(bar) * 4.5, y: cy + 5 - height, width: 3, height: height), color, radius: 0.8)
        }
        builder.close("g")
    }

    mutating func drawHomeIndicator(in bounds: Rect) {
        let color = appearance == .dark ? DynamicColor(RGBA(white: 1)) : DynamicColor(RGBA(white: 0))
        fill(Rect(x: (bounds.width - 134) / 2, y: bounds.height - 13, width: 134, height: 5), color, radius: 2.5)
    }
}

/// The glyphs of system bar button and tab bar items, drawn as simple vector shapes in the
/// manner of their SF Symbols.
enum BarGlyph {
    case add, search, action, trash, compose, refresh, play, pause, stop, camera, bookmarks, reply
    case favorites, more, contacts, history, downloads, featured, recents, organize, rewind, fastForward, close

    init?(systemItem: String) {
        switch systemItem {
        case "add": self = .add
        case "search": self = .search
        case "action": self = .action
        case "trash": self = .trash
        case "compose": self = .compose
        case "refresh": self = .refresh
        case "play": self = .play
        case "pause": self = .pause
        case "stop": self = .stop
        case "camera": self = .camera
        case "bookmarks": self = .bookmarks
        case "reply": self = .reply
        case "favorites", "topRated": self = .favorites
        case "more": self = .more
        case "contacts": self = .contacts
        case "history", "recents", "mostRecent": self = .history
        case "downloads": self = .downloads
        case "featured", "mostViewed": self = .featured
        case "organize": self = .organize
        case "rewind": self = .rewind
        case "fastForward": self = .fastForward
        case "close": self = .close
        default: return nil
        }
    }

    /// The title UIKit shows for text system items (`done`, `cancel`, `edit`…).
    static func title(forSystemItem item: String) -> String {
        switch item {
        case "done": return "Done"
        case "cancel": return "Cancel"
        case "edit": return "Edit"
        case "save": return "Save"
        case "undo": return "Undo"
        case "redo": return "Redo"
        case "flexibleSpace", "fixedSpace": return ""
        default: return item.prefix(1).uppercased() + item.dropFirst()
        }
    }

    /// Draws the glyph in a `size` box from `x`, centred on `centerY`.
    func draw(in painter: inout ViewPainter, x: Double, centerY: Double, color: DynamicColor, size: Double = 22) {
        let s = size / 22
        func p(_ dx: Double, _ dy: Double) -> String { svgNumber(x + dx * s) + " " + svgNumber(centerY + dy * s) }
        let strokeAttributes: [(String, String?)] = [("fill", "none")] + painter.stroke(color, width: 1.8 * s) + [("stroke-linecap", "round"), ("stroke-linejoin", "round")]
        switch self {
        case .add:
            painter.path("M \(p(3, 0)) L \(p(19, 0)) M \(p(11, -8)) L \(p(11, 8))", attributes: strokeAttributes)
        case .search:
            painter.circle(cx: x + 9 * s, cy: centerY - 2 * s, r: 6.5 * s, attributes: strokeAttributes)
            painter.path("M \(p(14, 3)) L \(p(19, 8))", attributes: strokeAttributes)
        case .action:
            painter.path("M \(p(7, -3)) L \(p(4, -3)) L \(p(4, 10)) L \(p(18, 10)) L \(p(18, -3)) L \(p(15, -3)) M \(p(11, 3)) L \(p(11, -10)) M \(p(7, -6)) L \(p(11, -10)) L \(p(15, -6))", attributes: strokeAttributes)
        case .trash:
            painter.path("M \(p(3, -6)) L \(p(19, -6)) M \(p(8, -6)) L \(p(8, -9)) L \(p(14, -9)) L \(p(14, -6)) M \(p(5, -6)) L \(p(6, 10)) L \(p(16, 10)) L \(p(17, -6))", attributes: strokeAttributes)
        case .compose:
            painter.path("M \(p(12, -8)) L \(p(3, -8)) L \(p(3, 9)) L \(p(18, 9)) L \(p(18, 0)) M \(p(9, 3)) L \(p(19, -8))", attributes: strokeAttributes)
        case .refresh:
            painter.path("M \(p(18, 0)) A \(svgNumber(7 * s)) \(svgNumber(7 * s)) 0 1 1 \(p(15, -5)) M \(p(15, -10)) L \(p(15, -5)) L \(p(10, -5))", attributes: strokeAttributes)
        case .play:
            painter.path("M \(p(6, -8)) L \(p(18, 0)) L \(p(6, 8)) Z", attributes: painter.paint(color))
        case .pause:
            painter.path("M \(p(6, -8)) L \(p(10, -8)) L \(p(10, 8)) L \(p(6, 8)) Z M \(p(13, -8)) L \(p(17, -8)) L \(p(17, 8)) L \(p(13, 8)) Z", attributes: painter.paint(color))
        case .stop:
            painter.path("M \(p(5, -7)) L \(p(17, -7)) L \(p(17, 7)) L \(p(5, 7)) Z", attributes: painter.paint(color))
        case .rewind:
            painter.path("M \(p(11, -7)) L \(p(2, 0)) L \(p(11, 7)) Z M \(p(20, -7)) L \(p(11, 0)) L \(p(20, 7)) Z", attributes: painter.paint(color))
        case .fastForward:
            painter.path("M \(p(2, -7)) L \(p(11, 0)) L \(p(2, 7)) Z M \(p(11, -7)) L \(p(20, 0)) L \(p(11, 7)) Z", attributes: painter.paint(color))
        case .camera:
            painter.path("M \(p(2, -4)) L \(p(6, -4)) L \(p(8, -7)) L \(p(14, -7)) L \(p(16, -4)) L \(p(20, -4)) L \(p(20, 8)) L \(p(2, 8)) Z", attributes: strokeAttributes)
            painter.circle(cx: x + 11 * s, cy: centerY + 2 * s, r: 3.5 * s, attributes: strokeAttributes)
        case .bookmarks:
            painter.path("M \(p(5, -9)) L \(p(17, -9)) L \(p(17, 9)) L \(p(11, 4)) L \(p(5, 9)) Z", attributes: strokeAttributes)
        case .reply:
            painter.path("M \(p(9, -7)) L \(p(3, -1)) L \(p(9, 5)) M \(p(3, -1)) L \(p(13, -1)) A \(svgNumber(6 * s)) \(svgNumber(6 * s)) 0 0 1 \(p(19, 5)) L \(p(19, 8))", attributes: strokeAttributes)
        case .favorites, .featured:
            painter.path("M \(p(11, -10)) L \(p(13.6, -3.6)) L \(p(20.5, -3.1)) L \(p(15.2, 1.4)) L \(p(16.9, 8.1)) L \(p(11, 4.4)) L \(p(5.1, 8.1)) L \(p(6.8, 1.4)) L \(p(1.5, -3.1)) L \(p(8.4, -3.6)) Z", attributes: painter.paint(color))
        case .more:
            for dx in [4.0, 11, 18] { painter.circle(cx: x + dx * s, cy: centerY, r: 2 * s, attributes: painter.paint(color)) }
        case .contacts:
            painter.circle(cx: x + 11 * s, cy: centerY - 4 * s, r: 4.5 * s, attributes: painter.paint(color))
            painter.path("M \(p(3, 10)) A \(svgNumber(8 * s)) \(svgNumber(7 * s)) 0 0 1 \(p(19, 10)) Z", attributes: painter.paint(color))
        case .history, .recents:
            painter.circle(cx: x + 11 * s, cy: centerY, r: 9 * s, attributes: strokeAttributes)
            painter.path("M \(p(11, -5)) L \(p(11, 0)) L \(p(15, 3))", attributes: strokeAttributes)
        case .downloads:
            painter.path("M \(p(11, -9)) L \(p(11, 5)) M \(p(6, 0)) L \(p(11, 5)) L \(p(16, 0)) M \(p(4, 9)) L \(p(18, 9))", attributes: strokeAttributes)
        case .organize:
            painter.path("M \(p(3, -6)) L \(p(9, -6)) L \(p(11, -3)) L \(p(19, -3)) L \(p(19, 8)) L \(p(3, 8)) Z", attributes: strokeAttributes)
        case .close:
            painter.path("M \(p(5, -6)) L \(p(17, 6)) M \(p(17, -6)) L \(p(5, 6))", attributes: strokeAttributes)
        }
    }
}
