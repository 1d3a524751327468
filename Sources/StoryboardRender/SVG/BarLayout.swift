import StoryboardFormat

/// Where a bar's items go, shared by drawing and hit testing so that a touch finds the item
/// drawn under it.
public enum BarLayout {
    /// The width an item takes: a system glyph 22, an image 24, else its title (on tvOS,
    /// `tv`, at its scale: ``tvItemScale``).
    static func width(of item: LaidOutBarItem, tv: Bool = false) -> Double {
        if item.systemItem == "flexibleSpace" { return 0 }
        if item.systemItem == "fixedSpace" { return 16 }
        if let system = item.systemItem, BarGlyph(systemItem: system) != nil { return 22 * (tv ? tvItemScale : 1) }
        if item.image != nil { return 24 * (tv ? tvItemScale : 1) }
        let title = item.title ?? item.systemItem.map(BarGlyph.title(forSystemItem:)) ?? ""
        return TextMetrics.width(of: title, font: itemFont(item, tv: tv))
    }

    /// A bar button item's title font: 17 pt, semibold where prominent; on tvOS 38 pt
    /// medium, the size of its buttons' titles (UIKit Catalog's tvOS buttons, 38 pt).
    static func itemFont(_ item: LaidOutBarItem, tv: Bool = false) -> TextFont {
        tv ? TextFont(size: 38, weight: item.isProminent ? 600 : 500) : TextFont(size: 17, weight: item.isProminent ? 600 : 400)
    }

    /// How much larger tvOS draws a navigation bar's items than iOS: 38 pt titles for 17.
    static let tvItemScale = 2.0

    /// The distance from a bar's edge to its first and last item: the bar's layout margin,
    /// 16 points on compact-width iPhones and 20 on wider screens (Plus and Max phones, iPads).
    public static func margin(forWidth width: Double) -> Double { width >= 414 ? 20 : 16 }

    /// The id of the back button in `itemFrames`.
    public static let backButtonID = "back"

    /// The frames of a navigation bar's back button and items, in the bar's coordinates (the
    /// 44-point row at its top).
    public static func navigationItemFrames(_ bar: BarContent, width: Double) -> [(id: String, frame: Rect)] {
        insideSafeArea(bar, width: width) { navigationItemFrames(bar, inWidth: $0) }
    }

    /// Frames laid out by `layout` in the bar's width between its side safe-area insets,
    /// moved to the bar's coordinates.
    static func insideSafeArea(_ bar: BarContent, width: Double, _ layout: (Double) -> [(id: String, frame: Rect)]) -> [(id: String, frame: Rect)] {
        let left = bar.safeAreaInsets.left
        return layout(max(0, width - left - bar.safeAreaInsets.right)).map { item in
            (item.id, Rect(x: item.frame.x + left, y: item.frame.y, width: item.frame.width, height: item.frame.height))
        }
    }

    private static func navigationItemFrames(_ bar: BarContent, inWidth width: Double) -> [(id: String, frame: Rect)] {
        var frames: [(String, Rect)] = []
        // The back chevron sits closer to the edge than items do.
        var leading = bar.backTitle != nil && bar.leadingItems.isEmpty ? 8.0 : margin(forWidth: width)
        if let back = bar.backTitle, bar.leadingItems.isEmpty {
            let font = TextFont(size: 17)
            let title = TextMetrics.truncated(back, font: font, width: width / 3, lineBreak: .truncateTail)
            let backWidth = 20 + TextMetrics.width(of: title, font: font)
            frames.append((backButtonID, Rect(x: leading, y: 0, width: backWidth, height: 44)))
            leading += backWidth + 8
        }
        for item in bar.leadingItems {
            let itemWidth = self.width(of: item, tv: bar.isTV)
            frames.append((item.id, Rect(x: leading, y: 0, width: itemWidth, height: 44)))
            leading += itemWidth + 12
        }
        var trailing = width - margin(forWidth: width)
        for item in bar.trailingItems {
            let itemWidth = self.width(of: item, tv: bar.isTV)
            frames.append((item.id, Rect(x: trailing - itemWidth, y: 0, width: itemWidth, height: 44)))
            trailing -= itemWidth + 12
        }
        return frames
    }

    /// The frames of a toolbar's items (flexible spaces share what the others leave).
    public static func toolbarItemFrames(_ bar: BarContent, width: Double) -> [(id: String, frame: Rect)] {
        insideSafeArea(bar, width: width) { toolbarItemFrames(bar, inWidth: $0) }
    }

    private static func toolbarItemFrames(_ bar: BarContent, inWidth width: Double) -> [(id: String, frame: Rect)] {
        let widths = bar.items.map { self.width(of: $0) }
        let flexible = bar.items.filter { $0.systemItem == "flexibleSpace" }.count
        let used = widths.reduce(0, +) + Double(max(0, bar.items.count - flexible - 1)) * 12
        let margin = margin(forWidth: width)
        let spare = max(0, width - 2 * margin - used)
        var x = margin
        var frames: [(String, Rect)] = []
        for (item, itemWidth) in zip(bar.items, widths) {
            if item.systemItem == "flexibleSpace" {
                x += flexible > 0 ? spare / Double(flexible) : 0
                continue
            }
            frames.append((item.id, Rect(x: x, y: 0, width: itemWidth, height: 49)))
            x += itemWidth + 12
        }
        return frames
    }

    /// Where a toolbar item's title is pinned in its frame: items after the last flexible
    /// space hug the trailing edge, items between flexible spaces are centred, so that a title
    /// drawn in a wider font than the estimate still ends at the margin.
    static func toolbarAnchors(_ bar: BarContent) -> [BarItemAnchor] {
        let isFlexible = bar.items.map { $0.systemItem == "flexibleSpace" }
        return bar.items.indices.filter { !isFlexible[$0] }.map { index in
            let before = isFlexible[..<index].contains(true)
            let after = isFlexible[(index + 1)...].contains(true)
            return before && after ? .center : (before ? .trailing : .leading)
        }
    }

    /// A main menu's titles: 13 pt system font, each with 9 pt on either side, after a 6 pt
    /// margin, in a 24 pt row.
    static let menuBarFontSize = 13.0
    static let menuBarItemPadding = 9.0
    static let menuBarHeight = 24.0

    /// The frames of a main menu's titles, left to right.
    public static func menuBarItemFrames(_ bar: BarContent) -> [(id: String, frame: Rect)] {
        var x = 6.0
        return bar.items.map { item in
            let font = TextFont(size: menuBarFontSize, weight: item.isProminent ? 700 : 400)
            let width = TextMetrics.width(of: item.title ?? "", font: font) + 2 * menuBarItemPadding
            defer { x += width }
            return (item.id, Rect(x: x, y: 0, width: width, height: menuBarHeight))
        }
    }

    /// The frames of a tab bar's tabs: equal shares of the width inside the safe area (tvOS:
    /// ``tvTabFrames(_:width:)``).
    public static func tabFrames(_ bar: BarContent, width: Double) -> [(id: String, frame: Rect)] {
        if bar.isTV { return tvTabFrames(bar, width: width) }
        return insideSafeArea(bar, width: width) { width in
            guard !bar.tabs.isEmpty else { return [] }
            let share = width / Double(bar.tabs.count)
            return bar.tabs.enumerated().map { index, tab in (tab.id, Rect(x: Double(index) * share, y: 0, width: share, height: 49)) }
        }
    }
}

extension BarLayout {
    /// tvOS's tab titles: 38 pt medium, the size of its system buttons' titles (unconfirmed:
    /// the corpus stores no tab bar font; UIKit Catalog's tvOS buttons are 38 pt).
    static let tvTabFont = TextFont(size: 38, weight: 500)
    static let tvTabPadding = 30.0
    static let tvTabSpacing = 10.0
    static let tvTabImageSize = 40.0
    static let tvTabImageSpacing = 12.0
    /// The platter's height, centred in the 120 pt bar.
    static let tvTabHeight = 70.0

    /// The frames of tvOS's tabs: each its title's width (and its image's, where it has
    /// one) with padding, side by side, the group centred in the bar, 70 pt tall in its
    /// middle (the selected one's platter).
    static func tvTabFrames(_ bar: BarContent, width: Double) -> [(id: String, frame: Rect)] {
        let widths = bar.tabs.map { tab in
            TextMetrics.width(of: tab.title, font: tvTabFont) + 2 * tvTabPadding + (tab.image == nil ? 0 : tvTabImageSize + tvTabImageSpacing)
        }
        let total = widths.reduce(0, +) + Double(max(0, widths.count - 1)) * tvTabSpacing
        var x = (width - total) / 2
        return zip(bar.tabs, widths).map { tab, tabWidth in
            defer { x += tabWidth + tvTabSpacing }
            return (tab.id, Rect(x: x, y: (120 - tvTabHeight) / 2, width: tabWidth, height: tvTabHeight))
        }
    }
}

/// Which edge of its frame a bar item's title is pinned to.
enum BarItemAnchor {
    case leading, center, trailing
}
