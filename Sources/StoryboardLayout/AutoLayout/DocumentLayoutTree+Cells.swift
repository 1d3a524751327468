import StoryboardFormat

/// Table and collection view cells: built-in cell styles' labels, prototype cells' places
/// per Xcode, static sections, flow layouts.
extension DocumentLayoutTree {
    /// A table's side margin, which its cells' content takes: 20 pt from 376 pt of width on,
    /// 16 pt below (Habitica's spell list on an iPhone 14 Pro, tools 21701, a 393 pt grouped
    /// table, content at the leading margin 20 pt in: 1 of 1, and the 3 device pairs that switch
    /// to it; the corpus has no table between 376 and 413 pt at 16).
    package static func tableSideMargin(width: Double) -> Double { width > 375 ? 20 : 16 }

    /// The labels of a cell of a built-in style (`textLabel`, `detailTextLabel`) sit at the
    /// table's side margin (`tableSideMargin`): a
    /// label at the leading margin moves with it, one ending at the trailing margin too.
    static func styledCellLabelFrame(_ frame: LayoutRect, storedContentWidth: Double, contentWidth: Double,
                                     besideAccessory: Bool, insetGrouped: Bool, redrawsTitle: Bool,
                                     environment: LayoutEnvironment) -> LayoutRect {
        func side(_ width: Double) -> Double { tableSideMargin(width: width) }
        // Older Xcodes drew 16 pt on every iPhone: the stored label tells which.
        let old = [16.0, 20.0].first { abs(frame.x - $0) < 0.5 || abs(frame.x + frame.width - (storedContentWidth - $0)) < 0.5 }
            ?? side(environment.designedScreenSize.width)
        // The Mac canvas draws them 16 pt inside an inset-grouped cell, 20 in a plain one
        // (Habitica's Main.storyboard, tools 18122: the settings' title and value labels at 16 in
        // 760 pt inset-grouped cells, 3 of 3 in 2 of 2 files; subtitle cells of its plain 800 pt
        // tables at 20).
        let macInset = environment.device.family == .mac && insetGrouped
        let new = environment.device == environment.designedDevice ? old : macInset ? 16 : side(environment.screenSize.width)
        var result = frame
        let atLeading = abs(frame.x - old) < 0.5
        // The trailing side: the margin, or 8 pt before an accessory (where detail labels end,
        // and titles of newer Xcodes' files; older ones keep the margin there too).
        let atTrailing = abs(frame.x + frame.width - (storedContentWidth - old)) < 0.5
        let atAccessory = besideAccessory && !atTrailing && abs(frame.x + frame.width - (storedContentWidth - 8)) < 0.5
        // Xcode 9.1 to 10 end such a title at the content view's end, less 1 pt where the
        // margins are 16 pt (the corpus's default-style titles beside an accessory, tools
        // 13500-14999: 24 of 24 at 16 pt end 1 pt short; at 20 pt one ends at the content
        // view's end, as Xcode 10.2's iPad frames of the device pairs do, 4 of 4).
        func contentEnd(_ side: Double) -> Double { side == 20 ? 0 : 1 }
        let atContentEnd = besideAccessory && !atTrailing && !atAccessory
            && abs(frame.x + frame.width - (storedContentWidth - contentEnd(old))) < 0.5
        let trailing: Double? = atTrailing ? new : atAccessory ? 8 : atContentEnd ? contentEnd(new) : nil
        if redrawsTitle, !atLeading, !environment.isAtDesignedDeviceAndOrientation {
            // Xcode 11 and later draw a default-style title without an image from the side margin
            // to the trailing one (8 pt before an accessory) on another device, whatever the
            // stored frame (DuckDuckGo's settings, tools 15705: 3 of 3 titles stored at 15 pt and
            // 8 pt before the end, on an iPhone 8, at 20 and 20, or 8 beside a disclosure
            // indicator, on an iPhone 11 Pro Max; the corpus's files of Xcode 11 to 16 store 46
            // such titles at 8 or 15 pt among 237).
            result.x = new
            result.width = contentWidth - new - (besideAccessory ? 8 : new)
            return result
        }
        switch (atLeading, trailing) {
        case (true, let trailing?): result.x = new; result.width = contentWidth - new - trailing
        case (true, nil): result.x = new
        case (false, let trailing?): result.x = contentWidth - trailing - frame.width
        case (false, nil): break
        }
        return result
    }

    /// The stored frame of a styled cell's built-in image view (its `imageView`), nil without one.
    static func styledCellImageFrame(cell: XMLNode, tree: XMLTree) -> LayoutRect? {
        guard let id = tree.attribute("imageView", of: cell), let content = tree.firstElement(of: cell, withKey: "contentView"),
              let subviews = tree.firstElement(of: content, named: "subviews"),
              let image = tree.elements(of: subviews).first(where: { tree.attribute("id", of: $0) == id }) else { return nil }
        return storedFrame(of: image, tree: tree)
    }

    /// The nearest `tableView` element above `node` (not `node` itself), nil outside a table.
    static func enclosingTableView(of node: XMLNode, tree: XMLTree) -> XMLNode? {
        var ancestor = tree.parent(of: node)
        while let candidate = ancestor, !tree.nameEquals(candidate, "tableView") { ancestor = tree.parent(of: candidate) }
        return ancestor
    }

    /// The size of a table view cell, or of its content view, that Xcode 6 stored without a
    /// frame (Habitica's prototype cells of tools 7706): the cell is as wide as its table and
    /// as tall as its row (`rowHeight`, the cell's or the table's, else 44); its content view
    /// leaves the accessory's width on the side and the separator's height below, as in the
    /// era's framed cells (content views 33 pt narrower beside a disclosure indicator in 72 of
    /// 72 cells of tools 4000–9999, 47 beside the one detail button; 1 pt shorter than their
    /// cell above a separator in 206 of 206 cells of tools 6000–7999, 0.5 pt from tools 8000;
    /// without separators 0 in 4 of 4 cells of tools 6000–6999 and 17 of 17 from 8000, though
    /// 17 of 19 of tools 7000–7999 keep the point). Nil for other views.
    static func framelessCellSize(_ node: XMLNode, name: String, tree: XMLTree, parentSize: LayoutRect, toolsVersion: Int) -> LayoutSize? {
        func rowHeight(_ node: XMLNode?) -> Double? { node.flatMap { tree.attribute("rowHeight", of: $0) }.flatMap(Double.init) }
        if name == "tableViewCell" {
            return LayoutSize(width: parentSize.width, height: rowHeight(node) ?? rowHeight(enclosingTableView(of: node, tree: tree)) ?? 44)
        }
        // A content view stored without a frame in a framed cell is laid out so too (Wikipedia's
        // search result cell, tools 6250: a label pinned to its top and bottom stored 138 pt
        // tall in a 139 pt cell, 1 of 1; Xcode 8.0's 70 such content views hold no framed views).
        guard name == "tableViewCellContentView", let cell = tree.parent(of: node), tree.nameEquals(cell, "tableViewCell") else { return nil }
        let accessory: Double
        switch tree.attribute("accessoryType", of: cell) {
        case "disclosureIndicator": accessory = 33
        case "detailButton": accessory = 47
        default: accessory = 0
        }
        let separated = enclosingTableView(of: cell, tree: tree).map { !tree.attributeEquals("separatorStyle", "none", of: $0) } ?? true
        let separator = separated ? (toolsVersion < ToolsVersion.xcode7 ? 1 : 0.5) : 0
        return LayoutSize(width: parentSize.width - accessory, height: parentSize.height - separator)
    }

    /// How much shorter than the rectangle its subviews are laid out in Xcode 6 stores a
    /// content view in a table without separators (`separatorStyle="none"`): it lays the
    /// content out over the whole row but writes the content view's frame 1 pt short of it, as
    /// above a separator. Habitica's Xcode 6.3 storyboards (tools 7706, iPhone and iPad): 11 of
    /// 11 such content views with subviews at their bottom have them end at the row's height
    /// (a 60 pt row: buttons pinned 8 pt outside the top and bottom margins stored 60 pt
    /// tall), none at the stored 59. Xcode 7 on store such content views at the row's height.
    /// Nil for other content views.
    static func separatorlessContentShortfall(_ node: XMLNode, tree: XMLTree, frame: LayoutRect, toolsVersion: Int) -> Double? {
        guard (7000..<ToolsVersion.xcode7).contains(toolsVersion), let cell = tree.parent(of: node), tree.nameEquals(cell, "tableViewCell"),
              let cellFrame = storedFrame(of: cell, tree: tree), storedFrame(of: node, tree: tree) != nil else { return nil }
        guard let table = enclosingTableView(of: cell, tree: tree), tree.attributeEquals("separatorStyle", "none", of: table) else { return nil }
        let shortfall = cellFrame.height - frame.y - frame.height
        return shortfall > 0.25 && shortfall < 1.25 ? shortfall : nil
    }

    /// How much larger than its stored frame Xcode 6 lays out a cell, or a table cell's content
    /// view, whose frame it left behind: a collection view cell stored at UIKit's default 50 × 50
    /// in front of a content view of another size is laid out at its content view's size (its
    /// flow layout's item size), a content view stored smaller than its cell (without an
    /// accessory) less the separator's point at the cell's width and its height less that point.
    /// Habitica's Xcode 6.3 customization cells (tools 7706, iPhone and iPad): 4 of 4 cells
    /// stored 50 × 50 before 60 × 75 content views, their images pinned to the cell's edges
    /// stored 60 × 75; Wikipedia's xib cells of tools 6250: 3 of 3 such content views (320 × 43
    /// in a 338 × 76 cell, 320 × 80 in 334 × 108, 320 × 62 in 320 × 82) have their subviews laid
    /// out in the cell less a point (a label 5 pt from the top and bottom and 16 from the end
    /// stored 65 pt tall, ending at 322; a separator view at the content view's bottom stored at
    /// y 106). The corpus's other 273 content views of tools below 8000 are their cells' size or a
    /// point shorter (narrower beside an accessory). Nil for other views.
    static func staleDefaultSizeGrowth(_ node: XMLNode, name: String, tree: XMLTree, toolsVersion: Int) -> LayoutSize? {
        guard toolsVersion < ToolsVersion.xcode7, let stored = storedFrame(of: node, tree: tree) else { return nil }
        func size(_ rect: LayoutRect, _ width: Double, _ height: Double) -> Bool { abs(rect.width - width) < 0.01 && abs(rect.height - height) < 0.01 }
        if name == "collectionViewCell", size(stored, 50, 50),
           let content = tree.firstElement(of: node, withKey: "contentView").flatMap({ storedFrame(of: $0, tree: tree) }),
           content.width > 50, content.height > 50 {
            return LayoutSize(width: content.width - 50, height: content.height - 50)
        }
        if name == "tableViewCellContentView", let cell = tree.parent(of: node), tree.nameEquals(cell, "tableViewCell"),
           tree.attribute("accessoryType", of: cell) == nil, let cellFrame = storedFrame(of: cell, tree: tree),
           stored.width <= cellFrame.width, stored.height <= cellFrame.height - 1,
           stored.width < cellFrame.width - 0.5 || stored.height < cellFrame.height - 1.5 {
            return LayoutSize(width: cellFrame.width - stored.width, height: cellFrame.height - 1 - stored.height)
        }
        return nil
    }

    /// Whether a cell's content view stands beside an accessory (a disclosure indicator, a
    /// checkmark…): Xcode stores it narrower than its cell.
    static func isBesideAccessory(contentView node: XMLNode, tree: XMLTree) -> Bool {
        guard let content = storedFrame(of: node, tree: tree), let cell = tree.parent(of: node),
              let cellFrame = storedFrame(of: cell, tree: tree) else { return false }
        return content.width < cellFrame.width - 0.5
    }

    /// Whether `node` is a built-in part of a styled table cell (its `textLabel`,
    /// `detailTextLabel` or `imageView`), which the cell places itself whatever the file says
    /// (Xcode 4 stored them with `translatesAutoresizingMaskIntoConstraints="NO"` and no
    /// constraints).
    package static func isBuiltInCellPart(_ node: XMLNode, id: String, tree: XMLTree) -> Bool {
        guard !id.isEmpty, let cell = tree.parent(of: node).flatMap(tree.parent).flatMap(tree.parent),
              tree.name(of: cell) == "tableViewCell", tree.attribute("style", of: cell) != nil else { return false }
        return ["textLabel", "detailTextLabel", "imageView"].contains { tree.attribute($0, of: cell) == id }
    }

    /// How far a table's prototype cells move when another Xcode, or another screen, draws the
    /// table: the first cell sits below the table's header view by an offset of the table's
    /// style, the Xcode and the screen (UIKit's section header, with iOS 15's padding above it
    /// in Xcode 13 and later), and the others follow it. Nil when the stored first cell is not
    /// where the saving Xcode puts it.
    static func prototypeCellShift(_ cell: XMLNode, tree: XMLTree, environment: LayoutEnvironment, context: DocumentLayoutContext) -> Double? {
        guard !context.isAppKit, let prototypes = tree.parent(of: cell), tree.nameEquals(prototypes, "prototypes"),
              let table = tree.parent(of: prototypes), tree.nameEquals(table, "tableView"),
              let first = tree.firstElement(of: prototypes, named: "tableViewCell"),
              let firstFrame = storedFrame(of: first, tree: tree) else { return nil }
        let style = tree.attribute("style", of: table) ?? "plain"
        let sectionHeader = tree.attribute("sectionHeaderHeight", of: table).flatMap(Double.init)
        let header = tree.firstElement(of: table, withKey: "tableHeaderView").flatMap { storedFrame(of: $0, tree: tree) }
        guard let old = firstPrototypeCellOffset(style: style, sectionHeaderHeight: sectionHeader,
                                                 toolsVersion: context.toolsVersion, device: environment.designedDevice),
              let new = firstPrototypeCellOffset(style: style, sectionHeaderHeight: sectionHeader,
                                                 toolsVersion: context.layoutToolsVersion, device: environment.device),
              abs(firstFrame.y - (header.map { $0.y + $0.height } ?? 0) - old) < 0.25 else { return nil }
        return new - old
    }

    /// How far a static grouped table's cell moves when the table's width changes: the footer
    /// titles of the sections above it wrap anew (UIKit's footnote text, 13 pt, between the
    /// table's side margins), 16 pt a line. Xcode 10 to 12.4 only (tools 14000-17999): the
    /// corpus's gaps after a footer before a titled section on iPhones, 68 pt after one
    /// measured line (2 of 2), 84 after two (4 of 4), 2x and 3x alike; Xcode 13's differ.
    static func staticSectionShift(_ cell: XMLNode, tree: XMLTree, environment: LayoutEnvironment, context: DocumentLayoutContext) -> Double? {
        guard !context.isAppKit, (ToolsVersion.xcode10..<ToolsVersion.xcode12_5).contains(context.toolsVersion),
              environment.screenSize.width != environment.designedScreenSize.width,
              let cells = tree.parent(of: cell), tree.nameEquals(cells, "cells"),
              let section = tree.parent(of: cells), let sections = tree.parent(of: section),
              let table = tree.parent(of: sections), tree.nameEquals(table, "tableView"),
              tree.attributeEquals("style", "grouped", of: table),
              let tableFrame = storedFrame(of: table, tree: tree) else { return nil }
        func side(_ width: Double) -> Double { tableSideMargin(width: width) }
        let oldWidth = tableFrame.width
        let newWidth = oldWidth + environment.screenSize.width - environment.designedScreenSize.width
        var shift = 0.0
        for above in tree.elements(of: sections, named: "tableViewSection") {
            if above == section { break }
            guard let footer = tree.attribute("footerTitle", of: above), !footer.isEmpty else { continue }
            guard let old = SystemTextMeasure.lineCount(of: footer, size: 13, width: oldWidth - 2 * side(oldWidth)),
                  let new = SystemTextMeasure.lineCount(of: footer, size: 13, width: newWidth - 2 * side(newWidth)) else { return nil }
            shift += 16 * Double(new - old)
        }
        return shift
    }

    /// How far a static grouped table's cell moves on a screen of another scale: the space
    /// above a titled section without a footer above it is UIKit's header and footer heights
    /// rounded to the screen's pixels, 55.5 pt (first section) and 63.5 pt at 2x, 55.33 and
    /// 63.33 at 3x, and the sections below follow. Xcode 10 to 12.4 (tools 14000-17999): the
    /// corpus's first titled sections, 8 of 8 at 55.5 at 2x, 3 of 3 at 55.33 at 3x; the other
    /// titled sections, 6 of 6 at 63.33 at 3x (at 2x 2 at 63.5, 9 at 56 and 1 at 55.5, which
    /// keep their place). Only spaces stored at these heights move.
    static func staticSectionPixelShift(_ cell: XMLNode, tree: XMLTree, environment: LayoutEnvironment, context: DocumentLayoutContext) -> Double? {
        let oldScale = environment.designedDevice.scale, newScale = environment.device.scale
        guard !context.isAppKit, (ToolsVersion.xcode10..<ToolsVersion.xcode12_5).contains(context.toolsVersion), oldScale != newScale,
              [2.0, 3.0].contains(oldScale), [2.0, 3.0].contains(newScale),
              let cells = tree.parent(of: cell), tree.nameEquals(cells, "cells"),
              let section = tree.parent(of: cells), let sections = tree.parent(of: section),
              let table = tree.parent(of: sections), tree.nameEquals(table, "tableView"),
              tree.attributeEquals("style", "grouped", of: table) else { return nil }
        func height(first: Bool, scale: Double) -> Double {
            (first ? 55 : 63) + (scale == 3 ? 1.0 / 3 : 0.5)
        }
        var shift = 0.0
        var previousEnd = tree.firstElement(of: table, withKey: "tableHeaderView").flatMap { storedFrame(of: $0, tree: tree) }.map { $0.y + $0.height } ?? 0
        var previousFooter = false, first = true
        for current in tree.elements(of: sections, named: "tableViewSection") {
            let sectionCells = tree.firstElement(of: current, named: "cells").map { tree.elements(of: $0, named: "tableViewCell").compactMap { storedFrame(of: $0, tree: tree) } } ?? []
            guard let top = sectionCells.first, let bottom = sectionCells.last else { return shift }
            let titled = !(tree.attribute("headerTitle", of: current) ?? "").isEmpty
            if titled && !previousFooter && abs(top.y - previousEnd - height(first: first, scale: oldScale)) < 0.01 {
                shift += height(first: first, scale: newScale) - height(first: first, scale: oldScale)
            }
            if current == section { return shift }
            previousEnd = bottom.y + bottom.height
            previousFooter = !(tree.attribute("footerTitle", of: current) ?? "").isEmpty
            first = false
        }
        return shift
    }

    /// Where the first prototype cell of a table of `style` sits below its header view, as the
    /// Xcode of `toolsVersion` draws it on `device`. The corpus's first prototype cells (tools
    /// 12000 on): grouped and inset-grouped 55.5 (55.33 at 3x) up to Xcode 12.4 and from Xcode
    /// 14 on (231 of 231), 49.5 (49 at 3x, 31 on a Mac) in Xcode 12.5 to 13.4 (tools 18000 to
    /// 20999: 51 of 52); plain at the section header's height up to Xcode 12.4 (228 of 237; 206
    /// of 207 with 28 pt headers), 24.5 (25 on a Mac) in Xcode 12.5 (18000 to 18999: 32 of 34),
    /// 44.5 (44.67 at 3x) in Xcode 13 (19000 to 20999: 19 of 19), 50 from Xcode 14 on (38 of 38).
    static func firstPrototypeCellOffset(style: String, sectionHeaderHeight: Double?, toolsVersion: Int, device: Device) -> Double? {
        guard [.iPhone, .iPad, .mac].contains(device.family), toolsVersion >= 12000 else { return nil }
        let mac = device.family == .mac, triple = device.scale == 3
        let xcode12_5To13 = (ToolsVersion.xcode12_5..<ToolsVersion.xcode14).contains(toolsVersion)
        if style == "grouped" || style == "insetGrouped" {
            if xcode12_5To13 { return mac ? 31 : triple ? 49 : 49.5 }
            return mac ? nil : triple ? 55 + 1.0 / 3 : 55.5
        }
        guard style == "plain" else { return nil }
        switch toolsVersion {
        case ToolsVersion.xcode14...: return mac ? nil : 50
        case ToolsVersion.xcode13..<ToolsVersion.xcode14: return mac ? nil : triple ? 44 + 2.0 / 3 : 44.5
        case ToolsVersion.xcode12_5..<ToolsVersion.xcode13: return mac ? 25 : triple ? nil : 24.5
        default: return mac ? nil : sectionHeaderHeight
        }
    }

    /// A collection view's vertical flow layout, when its cells are all of one size and stored
    /// where the layout puts them: lines of as many cells as fit between the section insets,
    /// spread as on a full line, one alone centred (UICollectionViewFlowLayout). The corpus's
    /// flow layouts of cells of one size: 130 of 132 stored so (the other 2 with their cells
    /// piled at 0), 12 of them with several cells, 7 of which on a line they do not fill.
    static func flowLayout(_ node: XMLNode, tree: XMLTree, frame: LayoutRect) -> FlowLayout? {
        guard let layout = tree.firstElement(of: node, withKey: "collectionViewLayout"),
              tree.nameEquals(layout, "collectionViewFlowLayout"), !tree.attributeEquals("scrollDirection", "horizontal", of: layout),
              let cells = tree.firstElement(of: node, named: "cells") else { return nil }
        let frames = tree.elements(of: cells, named: "collectionViewCell").map { storedFrame(of: $0, tree: tree) }
        guard let first = frames.first, let size = first.map({ LayoutSize(width: $0.width, height: $0.height) }),
              frames.allSatisfy({ $0 != nil && abs($0!.width - size.width) < 0.01 && abs($0!.height - size.height) < 0.01 })
        else { return nil }
        let insets = tree.firstElement(of: layout, withKey: "sectionInset")
        func value(_ element: XMLNode?, _ key: String, _ fallback: Double) -> Double {
            element.flatMap { tree.attribute(key, of: $0) }.flatMap(Double.init) ?? fallback
        }
        let flow = FlowLayout(leftInset: value(insets, "minX", 0), rightInset: value(insets, "maxX", 0),
                              interitemSpacing: value(layout, "minimumInteritemSpacing", 10),
                              lineSpacing: value(layout, "minimumLineSpacing", 10), top: first!.y)
        let origins = flow.origins(count: frames.count, size: size, width: frame.width)
        guard zip(origins, frames).allSatisfy({ abs($0.x - $1!.x) < 0.51 && abs($0.y - $1!.y) < 0.51 }) else { return nil }
        return flow
    }

    /// Whether `node` is the section header or footer of a collection view whose flow layout
    /// scrolls vertically (the default).
    static func isVerticalFlowSupplement(_ node: XMLNode, tree: XMLTree) -> Bool {
        guard tree.attributeEquals("key", "sectionHeaderView", of: node) || tree.attributeEquals("key", "sectionFooterView", of: node),
              let collection = tree.parent(of: node), tree.nameEquals(collection, "collectionView")
        else { return false }
        let layout = tree.firstElement(of: collection, withKey: "collectionViewLayout")
        return layout.map { tree.nameEquals($0, "collectionViewFlowLayout") && !tree.attributeEquals("scrollDirection", "horizontal", of: $0) } ?? false
    }

    /// Whether a collection view cell fills its vertical flow layout's line: at least as wide
    /// as the collection view less its section insets.
    static func isCentredFlowCell(_ node: XMLNode, tree: XMLTree, frame: LayoutRect) -> Bool {
        guard let collection = tree.parent(of: node).flatMap(tree.parent), tree.nameEquals(collection, "collectionView"),
              let layout = tree.firstElement(of: collection, withKey: "collectionViewLayout"),
              tree.nameEquals(layout, "collectionViewFlowLayout"), !tree.attributeEquals("scrollDirection", "horizontal", of: layout),
              let collectionFrame = storedFrame(of: collection, tree: tree)
        else { return false }
        let insets = tree.firstElement(of: layout, withKey: "sectionInset")
        func inset(_ key: String) -> Double { insets.flatMap { tree.attribute(key, of: $0) }.flatMap(Double.init) ?? 0 }
        return frame.width > collectionFrame.width - inset("minX") - inset("maxX") - 0.5
    }
}
