import StoryboardFormat

/// Frames: the stored frame and where Interface Builder draws it, alignment insets, springs
/// and struts (autoresizing), and the frame adjustments of tables, their cells and styled
/// cells' parts.
extension DocumentLayoutTree {
    /// AppKit views whose coordinates run top-down (`isFlipped`): in them the "min Y"
    /// autoresizing margin is the top one. Xcode still stores every frame from the bottom of
    /// its superview, flipped or not (the corpus: in all 88 vertical stack views the first
    /// arranged view has the larger y; superview top and bottom constraints fit the bottom-up
    /// reading in clip views and table cells too).
    static let flippedAppKitParents: Set<String> = ["stackView", "tableView", "outlineView", "textView", "collectionView", "matrix", "clipView"]

    /// What the frame step settled that later steps of `viewItem` read.
    struct ViewFrame {
        /// The frame in the superview's coordinates, top-down: the item's until a root's canvas placement.
        var frame: LayoutRect
        /// The size of a control Xcode 8.0 stored without a frame (unframedIntrinsicSize).
        var unframed: (width: Double?, height: Double?)?
        var alignment: EdgeInsets
        var translatesAutoresizingMask: Bool
    }

    /// The item with its frame, autoresizing and alignment insets.
    static func framedItem(_ element: ViewElement) -> (LayoutItem, ViewFrame) {
        let node = element.node, tree = element.tree, name = element.name, id = element.id, parent = element.parent
        let environment = element.environment, context = element.context, items = element.items
        let designed = designedFrame(element)
        var frame = designed.frame
        let unframed = designed.unframed, alignment = designed.alignment, isTableCellView = designed.isTableCellView
        // A view Interface Builder lays out by a fixed frame (it has no constraints of its own)
        // is built with `translatesAutoresizingMaskIntoConstraints` on, whatever the file says:
        // its autoresizing mask places it, and its content does not resize it.
        var translatesAutoresizingMask = !tree.attributeEquals("translatesAutoresizingMaskIntoConstraints", "NO", of: node)
            || tree.attributeEquals("fixedFrame", "YES", of: node) || isBuiltInCellPart(node, id: id, tree: tree)
        // A scroll view tiles its clip view itself, whatever the file says: over its bounds
        // inside its border (1 pt but for borderType none). The corpus's clip views stored with
        // `translatesAutoresizingMaskIntoConstraints="NO"` (iina's playlist, inspector and
        // subtitle chooser, Sequel Ace's connection view; no constraints place them) are at
        // (0, 0) at their borderless scroll view's size, 5 of 5, as the 140 others of such scroll views.
        var tiledClipView = false
        if context.isAppKit, !translatesAutoresizingMask, name == "clipView", tree.attributeEquals("key", "contentView", of: node),
           let parent, items[parent].elementName == "scrollView" {
            let scrollView = tree.parent(of: node)
            let border: Double = scrollView.map { tree.attributeEquals("borderType", "none", of: $0) } == true ? 0 : 1
            frame = LayoutRect(x: border, y: border, width: items[parent].frame.width - 2 * border,
                               height: items[parent].frame.height - 2 * border)
            translatesAutoresizingMask = true
            tiledClipView = true
        }
        let (spansStyledCell, isStyledCellLabel, besideAccessory, styledLabelSide)
            = placeStyledCellPart(element, frame: &frame, translatesAutoresizingMask: translatesAutoresizingMask)
        applyTableShifts(to: &frame, element)
        var item = LayoutItem(id: id, parent: parent, frame: frame, translatesAutoresizingMask: translatesAutoresizingMask,
                              autoresizingMask: autoresizingMask(node, tree: tree))
        item.elementName = name
        if tiledClipView { item.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        if spansStyledCell {
            item.autoresizingMask.remove([.flexibleLeftMargin, .flexibleRightMargin])
            item.autoresizingMask.insert(.flexibleWidth)
        } else if isStyledCellLabel, frame.x > 0, let parent,
                  abs(frame.x + frame.width - items[parent].frame.width + (besideAccessory ? 8 : styledLabelSide ?? Self.tableSideMargin(width: environment.screenSize.width))) < 0.5 {
            // A detail label at the trailing margin stays there (8 pt from an accessory).
            item.autoresizingMask.remove([.flexibleRightMargin, .flexibleWidth])
            item.autoresizingMask.insert(.flexibleLeftMargin)
        }
        item.alignmentInsets = alignment
        if context.isAppKit, parent != nil, !isTableCellView {
            item.measuresYFromBottom = true
        }
        if context.isAppKit, let parent, !flippedAppKitParents.contains(items[parent].elementName) {
            // Springs and struts of an unflipped view: the bottom margin is the "min Y" one.
            var mask = item.autoresizingMask
            let top = mask.contains(.flexibleTopMargin), bottom = mask.contains(.flexibleBottomMargin)
            mask.remove([.flexibleTopMargin, .flexibleBottomMargin])
            if top { mask.insert(.flexibleBottomMargin) }
            if bottom { mask.insert(.flexibleTopMargin) }
            item.autoresizingMask = mask
        }
        applyTableAndCollectionParts(to: &item, element, frame: &frame, isTableCellView: isTableCellView)
        return (item, ViewFrame(frame: frame, unframed: unframed, alignment: alignment, translatesAutoresizingMask: translatesAutoresizingMask))
    }

    /// Whether a view stored at x 0 as wide as the designed screen spans the screen's width
    /// (its side safe-area insets are the screen's).
    static func spansScreen(_ frame: LayoutRect, environment: LayoutEnvironment) -> Bool {
        frame.x == 0 && abs(frame.width - environment.designedScreenSize.width) < 0.5
    }

    /// Tables', collection views' and their cells' parts: a flow layout, an inset-grouped table's cell inset, and
    /// the autoresizing of cells, headers and footers, table cell views and content views.
    static func applyTableAndCollectionParts(to item: inout LayoutItem, _ element: ViewElement, frame: inout LayoutRect, isTableCellView: Bool) {
        let node = element.node, tree = element.tree, name = element.name, parent = element.parent
        let environment = element.environment, context = element.context, items = element.items
        if name == "collectionView", !context.isAppKit, let flow = flowLayout(node, tree: tree, frame: frame) {
            item.flowLayout = flow
        }
        if name == "tableView" && tree.attributeEquals("style", "insetGrouped", of: node) {
            // Inset-grouped tables inset their cells by the side margin, inside the safe area
            // (the table's layout margins).
            item.insetGroupedCellInset = Self.tableSideMargin(width: environment.screenSize.width)
                + (spansScreen(frame, environment: environment) ? environment.safeArea.left : 0)
        }
        if name == "tableViewCell", let parent, let inset = items[parent].insetGroupedCellInset {
            item.insetGroupedCellInset = inset
        } else if name == "tableViewCell" || tree.attributeEquals("key", "tableHeaderView", of: node) || tree.attributeEquals("key", "tableFooterView", of: node) {
            item.autoresizingMask = [.flexibleWidth]
        } else if isTableCellView {
            // The table places them in its rows itself: they keep their place and height when
            // the table grows with its clip view, whatever their mask says (276 of the 278 are
            // `heightSizable`).
            item.autoresizingMask.remove([.flexibleHeight, .flexibleTopMargin, .flexibleBottomMargin])
        } else if name == "collectionViewCell", isCentredFlowCell(node, tree: tree, frame: frame) {
            // A vertical flow layout's cell too wide for the line between the section insets is
            // centred in the collection view (NetNewsWire's feed cells: 6 of 6 such cells in the
            // corpus, 398 pt wide at x 2 in a 402 pt view with 16 pt insets).
            item.autoresizingMask.remove([.flexibleLeftMargin, .flexibleRightMargin, .flexibleWidth])
            item.autoresizingMask.insert([.flexibleLeftMargin, .flexibleRightMargin])
        } else if name == "collectionReusableView", isVerticalFlowSupplement(node, tree: tree) {
            // A vertical flow layout's section header or footer spans the collection view: it
            // follows the collection view's width.
            item.autoresizingMask = [.flexibleWidth]
        } else if name == "tableViewCellContentView" || name == "collectionViewCellContentView" {
            item.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if name == "tableViewCellContentView", let cell = parent, items[cell].insetGroupedCellInset == nil,
               let table = items[cell].parent, items[table].elementName == "tableView", spansScreen(items[table].frame, environment: environment) {
                // A table puts its cells' content views inside the safe area (iOS 11's
                // `insetsContentViewsToSafeArea`): an iPhone with a sensor housing in landscape.
                let change = environment.safeArea.left - environment.designedDevice.safeArea(environment.designedOrientation).left
                frame.x += change
                frame.width -= 2 * change
                item.frame = frame
            }
            if isBesideAccessory(contentView: node, tree: tree), context.usesCellMarginsOfIOS11 {
                // An accessory (disclosure indicator, checkmark…) takes the cell's side margin
                // with it (tableSideMargin: 16 pt, 20 pt from 376 pt of width). Before
                // iOS 11's cell margins it keeps its width on every screen (the device pairs'
                // Xcode 8 files, 4 pairs: 8 of 8 content views beside a disclosure indicator 33 pt short
                // of their cell on 320, 375 and 414 pt screens alike; 4 pt more or less across 414
                // pt in 40 of the 46 of Xcode 9.3 on, iPads included).
                func side(_ width: Double) -> Double { Self.tableSideMargin(width: width) }
                frame.width -= side(environment.screenSize.width) - side(environment.designedScreenSize.width)
                item.frame = frame
            }
        }
    }

    /// The stored frame (or the size of a view stored without one) in the superview's
    /// coordinates, top-down, inside the view's alignment insets.
    static func designedFrame(_ element: ViewElement)
        -> (frame: LayoutRect, unframed: (width: Double?, height: Double?)?, alignment: EdgeInsets, isTableCellView: Bool) {
        let node = element.node, tree = element.tree, name = element.name, parent = element.parent
        let environment = element.environment, context = element.context, items = element.items
        let stored = storedFrame(of: node, tree: tree)
        var frame = stored ?? .zero
        let hasStoredFrame = stored != nil
        let unframed = hasStoredFrame || context.isAppKit ? nil
            : unframedIntrinsicSize(node, name: name, tree: tree, scale: environment.designedDevice.scale)
        if let unframed {
            // A control Xcode 8.0 stored without a frame is as large as its content.
            frame = LayoutRect(x: 0, y: 0, width: unframed.width ?? 0, height: unframed.height ?? 0)
        } else if !hasStoredFrame, let parent {
            // A view without a stored frame fills its parent (a cell's content view, say).
            frame = LayoutRect(x: 0, y: 0, width: items[parent].frame.width, height: items[parent].frame.height)
            // Except a table cell Xcode 6 stored without a frame, which is its row (17 views).
            if !context.isAppKit, let row = framelessCellSize(node, name: name, tree: tree, parentSize: items[parent].frame, toolsVersion: context.toolsVersion) {
                frame.width = row.width
                frame.height = row.height
            }
        }
        // A view-based table's prototype cell views are stored by their rows' frames, from the
        // table's top (the corpus's 278: all in the first rows' places, however tall the table).
        let isTableCellView = context.isAppKit && name == "tableCellView"
            && parent.map { ["tableView", "outlineView"].contains(items[$0].elementName) } == true
        if context.isAppKit, let parent, !isTableCellView {
            // AppKit documents store y from the superview's bottom; the engine works top-down.
            frame.y = items[parent].frame.height - frame.y - frame.height
        }
        if let parent, items[parent].alignmentInsets != .zero {
            // A stored origin is from the superview's frame, not its alignment rectangle (a
            // titled box's content view 2 pt above its frame's bottom, 4 above its border's).
            let insets = items[parent].alignmentInsets
            frame.x -= insets.left
            frame.y += context.isAppKit && !isTableCellView ? insets.bottom : -insets.top
        }
        var alignment = EdgeInsets.zero
        if context.isAppKit, tree.firstElement(of: node, named: "subviews") == nil {
            alignment = appKitAlignmentInsets(node, name: name, tree: tree, toolsVersion: context.toolsVersion,
                                              usesTextStyles: context.usesTextStyles, imageSizes: context.imageSizes)
        } else if !context.isAppKit, name == "switch" {
            alignment = switchAlignmentInsets
        } else if !context.isAppKit, name == "segmentedControl" {
            alignment = segmentedControlAlignmentInsets
        } else if !context.isAppKit, name == "progressView", tree.attributeEquals("progressViewStyle", "bar", of: node),
                  environment.designedDevice.family != .tv {
            // tvOS draws its bars in their frames (UIKit Catalog's 10 pt bar at its constraints).
            alignment = barProgressViewAlignmentInsets
        } else if !context.isAppKit, name == "slider", !ToolsVersion.xcode26Releases.contains(context.toolsVersion) {
            // Xcode 26 draws UIKit's sliders without insets too.
            alignment = sliderAlignmentInsets
        }
        if !context.isAppKit, name == "tableViewCellContentView",
           let shortfall = separatorlessContentShortfall(node, tree: tree, frame: frame, toolsVersion: context.toolsVersion) {
            alignment = EdgeInsets(top: 0, left: 0, bottom: -shortfall, right: 0)
        } else if !context.isAppKit, let grown = staleDefaultSizeGrowth(node, name: name, tree: tree, toolsVersion: context.toolsVersion) {
            alignment = EdgeInsets(top: 0, left: 0, bottom: -grown.height, right: -grown.width)
        }
        frame = frame.inset(by: alignment)
        return (frame, unframed, alignment, isTableCellView)
    }

    /// A styled table cell's label or image, per device: its frame, and how its autoresizing follows the cell.
    static func placeStyledCellPart(_ element: ViewElement, frame: inout LayoutRect, translatesAutoresizingMask: Bool)
        -> (spansStyledCell: Bool, isStyledCellLabel: Bool, besideAccessory: Bool, styledLabelSide: Double?) {
        let node = element.node, tree = element.tree, name = element.name, id = element.id, parent = element.parent
        let environment = element.environment, context = element.context, items = element.items
        var spansStyledCell = false, isStyledCellLabel = false, besideAccessory = false, styledLabelSide: Double?
        // A table's side margin (tableSideMargin) on the designed screen and on the new one.
        let designedSideMargin = Self.tableSideMargin(width: environment.designedScreenSize.width), sideMargin = Self.tableSideMargin(width: environment.screenSize.width)
        if name == "label", translatesAutoresizingMask, let parent, items[parent].elementName == "tableViewCellContentView",
           let cell = tree.parent(of: node).flatMap(tree.parent).flatMap(tree.parent), tree.attribute("style", of: cell) != nil {
            isStyledCellLabel = true
            let content = tree.parent(of: node).flatMap(tree.parent)
            let storedWidth = content.flatMap { storedFrame(of: $0, tree: tree) }?.width ?? items[parent].frame.width
            besideAccessory = content.map { isBesideAccessory(contentView: $0, tree: tree) } ?? false
            let insetGrouped = enclosingTableView(of: cell, tree: tree).map { tree.attributeEquals("style", "insetGrouped", of: $0) } ?? false
            if insetGrouped, environment.device.family == .mac, environment.designedDevice.family != .mac { styledLabelSide = 16 }
            let redrawsTitle = (ToolsVersion.xcode11..<ToolsVersion.notXcode).contains(context.toolsVersion)
                && tree.attributeEquals("style", "IBUITableViewCellStyleDefault", of: cell)
                && tree.attribute("textLabel", of: cell) == id && tree.attribute("imageView", of: cell) == nil
            if let image = styledCellImageFrame(cell: cell, tree: tree), tree.attribute("textLabel", of: cell) == id,
               tree.attributeEquals("style", "IBUITableViewCellStyleDefault", of: cell),
               !environment.isAtDesignedDeviceAndOrientation,
               environment.device.family != .mac, environment.designedDevice.family != .mac {
                // A default-style title beside the cell's image starts where it did after the
                // image, which moves from the old side margin to the new one, and follows the
                // cell's width to its stored gap at the end, or to the new trailing margin from
                // the old one (DuckDuckGo's privacy practices: at 52 and 15 pt from the end beside
                // an image at 15, tools 13771, stay so from 320 to 414 pt; at 57 and 20 beside an
                // image at 20, tools 17156, move to 53 and 16 on a 375 pt screen; 4 of 4).
                let old = designedSideMargin, new = sideMargin
                if abs(image.x - old) < 0.5 { frame.x += new - old; frame.width -= new - old }
                if abs(frame.x + frame.width - (storedWidth - old)) < 0.5 { frame.width += old - new }
                spansStyledCell = true
            } else {
                frame = styledCellLabelFrame(frame, storedContentWidth: storedWidth, contentWidth: items[parent].frame.width,
                                             besideAccessory: besideAccessory, insetGrouped: insetGrouped, redrawsTitle: redrawsTitle,
                                             environment: environment)
                // A label across the cell (`textLabel` of the default style) follows its width: from
                // the leading margin to the trailing one, or to 8 pt before an accessory.
                let contentWidth = items[parent].frame.width
                spansStyledCell = abs(frame.width + 2 * frame.x - contentWidth) < 0.5
                    || (besideAccessory && frame.x <= 20.5 && [8.0, 1, 0].contains { abs(frame.x + frame.width - (contentWidth - $0)) < 0.5 })
            }
            if let height = catalystHeight(node, tree: tree, environment: environment, storedHeight: frame.height) {
                // Its lines take the new canvas's height across the Mac Catalyst canvas and an
                // iOS device, as a constrained label's do (catalystLineHeights).
                frame.height = height
            }
        }
        if name == "imageView", translatesAutoresizingMask, let parent, items[parent].elementName == "tableViewCellContentView",
           isBuiltInCellPart(node, id: id, tree: tree), abs(frame.x - designedSideMargin) < 0.5,
           !environment.isAtDesignedDeviceAndOrientation,
           environment.device.family != .mac, environment.designedDevice.family != .mac {
            // A styled cell's image at the side margin moves to the new one (DuckDuckGo's privacy
            // practices, tools 17156: at 20 on a 414 pt screen, at 16 on a 375 pt one, 2 of 2).
            frame.x = sideMargin
        }
        return (spansStyledCell, isStyledCellLabel, besideAccessory, styledLabelSide)
    }

    /// Prototype cells, a footer below them and static sections, moved where Xcode draws them.
    static func applyTableShifts(to frame: inout LayoutRect, _ element: ViewElement) {
        let node = element.node, tree = element.tree, name = element.name, environment = element.environment, context = element.context
        if name == "tableViewCell", let shift = prototypeCellShift(node, tree: tree, environment: environment, context: context) {
            frame.y += shift
        }
        if tree.attributeEquals("key", "tableFooterView", of: node), let table = tree.parent(of: node),
           let prototypes = tree.firstElement(of: table, named: "prototypes"),
           case let cells = Array(tree.elements(of: prototypes, named: "tableViewCell")), let first = cells.first,
           let last = cells.compactMap({ storedFrame(of: $0, tree: tree) }).max(by: { $0.y < $1.y }),
           frame.y >= last.y + last.height - 0.25,
           let shift = prototypeCellShift(first, tree: tree, environment: environment, context: context) {
            // A table's footer view below its prototype cells follows them.
            frame.y += shift
        }
        if name == "tableViewCell", let shift = staticSectionShift(node, tree: tree, environment: environment, context: context) {
            frame.y += shift
        }
        if name == "tableViewCell", let shift = staticSectionPixelShift(node, tree: tree, environment: environment, context: context) {
            frame.y += shift
        }
    }

    static func autoresizingMask(_ node: XMLNode, tree: XMLTree) -> LayoutItem.AutoresizingMask {
        guard let mask = tree.firstElement(of: node, withKey: "autoresizingMask") else { return [] }
        var result: LayoutItem.AutoresizingMask = []
        let flags: [(String, LayoutItem.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (attribute, flag) in flags where tree.attributeEquals(attribute, "YES", of: mask) { result.insert(flag) }
        return result
    }
}
