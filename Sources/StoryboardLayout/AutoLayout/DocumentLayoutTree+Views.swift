import StoryboardFormat

extension DocumentLayoutTree {
    /// Elements whose natural size UIKit or AppKit knows on both axes.
    static let intrinsicBoth: Set<String> = [
        "label", "button", "switch", "segmentedControl", "activityIndicatorView", "stepper", "pageControl",
        "datePicker", "textField", "pickerView", "popUpButton", "comboBox", "searchField", "levelIndicator",
        "progressIndicator", "secureTextField", "tokenField", "colorWell", "imageView",
    ]
    /// AppKit views whose coordinates run top-down (`isFlipped`): in them the "min Y"
    /// autoresizing margin is the top one. Xcode still stores every frame from the bottom of
    /// its superview, flipped or not (the corpus: in all 88 vertical stack views the first
    /// arranged view has the larger y; superview top and bottom constraints fit the bottom-up
    /// reading in clip views and table cells too).
    static let flippedAppKitParents: Set<String> = ["stackView", "tableView", "outlineView", "textView", "collectionView", "matrix", "clipView"]

    /// Elements with a natural height only.
    static let intrinsicHeightOnly: Set<String> = ["slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar"]
    /// Elements that show text, for baselines.
    static let textElements: Set<String> = ["label", "button", "textField", "textView", "searchField", "secureTextField"]

    static func viewItem(_ node: XMLNode, tree: XMLTree, parent: Int?, isRoot: Bool, environment: LayoutEnvironment,
                         context: DocumentLayoutContext, items: [LayoutItem]) -> LayoutItem {
        let name = tree.name(of: node)
        let id = tree.attribute("id", of: node) ?? ""
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
        }
        // A view-based table's prototype cell views are stored by their rows' frames, from the
        // table's top (the corpus's 278: all in the first rows' places, however tall the table).
        let isTableCellView = context.isAppKit && name == "tableCellView"
            && parent.map { ["tableView", "outlineView"].contains(items[$0].elementName) } == true
        if context.isAppKit, let parent, !isTableCellView {
            // AppKit documents store y from the superview's bottom; the engine works top-down.
            frame.y = items[parent].frame.height - frame.y - frame.height
        }
        var alignment = Insets.zero
        if context.isAppKit, tree.firstElement(of: node, named: "subviews") == nil {
            alignment = appKitAlignmentInsets(node, name: name, tree: tree, toolsVersion: context.toolsVersion, imageSizes: context.imageSizes)
        } else if !context.isAppKit, name == "switch" {
            alignment = switchAlignmentInsets
        } else if !context.isAppKit, name == "segmentedControl" {
            alignment = segmentedControlAlignmentInsets
        } else if !context.isAppKit, name == "slider", AppKitEra(toolsVersion: context.toolsVersion) != .xcode26 {
            // Xcode 26 draws UIKit's sliders without insets too.
            alignment = sliderAlignmentInsets
        }
        frame = frame.inset(by: alignment)
        // A view Interface Builder lays out by a fixed frame (it has no constraints of its own)
        // is built with `translatesAutoresizingMaskIntoConstraints` on, whatever the file says:
        // its autoresizing mask places it, and its content does not resize it.
        var tamic = !tree.attributeEquals("translatesAutoresizingMaskIntoConstraints", "NO", of: node)
            || tree.attributeEquals("fixedFrame", "YES", of: node) || isBuiltInCellPart(node, id: id, tree: tree)
        // A scroll view tiles its clip view itself, whatever the file says: over its bounds
        // inside its border (1 pt but for borderType none). The corpus's clip views stored with
        // `translatesAutoresizingMaskIntoConstraints="NO"` (iina's playlist, inspector and
        // subtitle chooser, Sequel Ace's connection view; no constraints place them) are at
        // (0, 0) at their borderless scroll view's size, 5 of 5, as the 140 others of such scroll views.
        var tiledClipView = false
        if context.isAppKit, !tamic, name == "clipView", tree.attributeEquals("key", "contentView", of: node),
           let parent, items[parent].elementName == "scrollView" {
            let scrollView = tree.parent(of: node)
            let border: Double = scrollView.map { tree.attributeEquals("borderType", "none", of: $0) } == true ? 0 : 1
            frame = LayoutRect(x: border, y: border, width: items[parent].frame.width - 2 * border,
                               height: items[parent].frame.height - 2 * border)
            tamic = true
            tiledClipView = true
        }
        var spansStyledCell = false, isStyledCellLabel = false, besideAccessory = false, styledLabelSide: Double?
        if name == "label", tamic, let parent, items[parent].elementName == "tableViewCellContentView",
           let cell = tree.parent(of: node).flatMap(tree.parent).flatMap(tree.parent), tree.attribute("style", of: cell) != nil {
            isStyledCellLabel = true
            let content = tree.parent(of: node).flatMap(tree.parent)
            let storedWidth = content.flatMap { storedFrame(of: $0, tree: tree) }?.width ?? items[parent].frame.width
            besideAccessory = content.map { isBesideAccessory(contentView: $0, tree: tree) } ?? false
            var table = tree.parent(of: cell)
            while let candidate = table, !tree.nameEquals(candidate, "tableView") { table = tree.parent(of: candidate) }
            let insetGrouped = table.map { tree.attributeEquals("style", "insetGrouped", of: $0) } ?? false
            if insetGrouped, environment.device.family == .mac, environment.device != environment.designedDevice { styledLabelSide = 16 }
            frame = styledCellLabelFrame(frame, storedContentWidth: storedWidth, contentWidth: items[parent].frame.width,
                                         besideAccessory: besideAccessory, insetGrouped: insetGrouped, environment: environment)
            // A label across the cell (`textLabel` of the default style) follows its width: from
            // the leading margin to the trailing one, or to 8 pt before an accessory.
            let contentWidth = items[parent].frame.width
            spansStyledCell = abs(frame.width + 2 * frame.x - contentWidth) < 0.5
                || (besideAccessory && frame.x <= 20.5 && [8.0, 1, 0].contains { abs(frame.x + frame.width - (contentWidth - $0)) < 0.5 })
        }
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
        var item = LayoutItem(id: id, parent: parent, frame: frame, translatesAutoresizingMask: tamic,
                              autoresizingMask: autoresizingMask(node, tree: tree))
        item.elementName = name
        if tiledClipView { item.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        if spansStyledCell {
            item.autoresizingMask.remove([.flexibleLeftMargin, .flexibleRightMargin])
            item.autoresizingMask.insert(.flexibleWidth)
        } else if isStyledCellLabel, frame.x > 0, let parent,
                  abs(frame.x + frame.width - items[parent].frame.width + (besideAccessory ? 8 : styledLabelSide ?? (environment.screenSize.width >= 414 ? 20 : 16))) < 0.5 {
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
        if name == "collectionView", !context.isAppKit, let flow = flowLayout(node, tree: tree, frame: frame) {
            item.flowLayout = flow
        }
        if name == "tableView" && tree.attributeEquals("style", "insetGrouped", of: node) {
            // Inset-grouped tables inset their cells by the side margin.
            item.insetGroupedCellInset = environment.screenSize.width >= 414 ? 20 : 16
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
            if isBesideAccessory(contentView: node, tree: tree) {
                // An accessory (disclosure indicator, checkmark…) takes the cell's side margin
                // with it: 16 pt on screens narrower than 414 pt, 20 pt on wider ones.
                func side(_ width: Double) -> Double { width >= 414 ? 20 : 16 }
                frame.width -= side(environment.screenSize.width) - side(environment.designedScreenSize.width)
                item.frame = frame
            }
        }
        item.isHidden = tree.attributeEquals("hidden", "YES", of: node)
        // A size class's `<variation hidden=…/>` overrides the view's own (raywenderlich's size
        // class challenge: a gray view hidden in compact widths is stored collapsed at the end
        // of its stack on the 414 pt iPhone, 0 pt tall).
        for variation in matchingVariations(of: node, tree: tree, keys: variationKeys(environment)) {
            if let hidden = tree.attribute("hidden", of: variation) { item.isHidden = hidden == "YES" }
        }
        func priority(_ attribute: String, _ fallback: Double) -> Double {
            tree.attribute(attribute, of: node).flatMap(Double.init) ?? fallback
        }
        item.horizontalHugging = priority("horizontalHuggingPriority", 250)
        item.verticalHugging = priority("verticalHuggingPriority", 250)
        item.horizontalCompressionResistance = priority("horizontalCompressionResistancePriority", 750)
        item.verticalCompressionResistance = priority("verticalCompressionResistancePriority", 750)

        // Intrinsic content size: the size Xcode stored is the truth for unchanged content.
        var hasWidth = intrinsicBoth.contains(name), hasHeight = hasWidth || intrinsicHeightOnly.contains(name)
        if name == "imageView" && tree.attribute("image", of: node) == nil { hasWidth = false; hasHeight = false }
        if name == "textView" && tree.attributeEquals("scrollEnabled", "NO", of: node) { hasWidth = true; hasHeight = true }
        // A separator's line is as thick as it is (NSBox's intrinsic size along its short side).
        if context.isAppKit && name == "box" && tree.attributeEquals("boxType", "separator", of: node) {
            if frame.width > frame.height { hasHeight = true } else { hasWidth = true }
        }
        // A vertical NSSlider (taller than wide) is as thick as it is across and has no natural
        // length (iina's equalizer: ten in a stack that hugs them, 80 of the corpus's 90 vertical
        // sliders within 0.5 pt with it, 60 without).
        if context.isAppKit && name == "slider" && frame.height > frame.width { hasWidth = true; hasHeight = false }
        if hasWidth { item.intrinsicWidth = frame.width }
        if hasHeight { item.intrinsicHeight = frame.height }
        if name == "imageView", !context.isAppKit, let image = tree.attribute("image", of: node), let size = context.imageSizes[image],
           let own = tree.firstElement(of: node, named: "constraints") {
            // An image view sized by a constraint of its own was stored at that size, which says
            // nothing of its image's: where the constraint is off (another size class), the
            // image's size from the document's resources is the intrinsic one.
            let sizing = tree.elements(of: own, named: "constraint").filter { tree.attribute("secondItem", of: $0) == nil }
            if sizing.contains(where: { tree.attributeEquals("firstAttribute", "width", of: $0) }) { item.intrinsicWidth = size.width }
            if sizing.contains(where: { tree.attributeEquals("firstAttribute", "height", of: $0) }) { item.intrinsicHeight = size.height }
        }
        if let unframed {
            item.intrinsicWidth = unframed.width
            item.intrinsicHeight = unframed.height
        }
        // A single-line label stored clearly wider than its text (by more than 5 pt and 10%)
        // was stretched by its constraints: it gives way down to its text, as UIKit's intrinsic
        // width is the text's (Habitica's "Auto Allocate Points" beside a switch on a narrower
        // screen). Closer than that, the stored width stays: the measure is off by a few points
        // for some labels (at 0.5 pt this broke 84 of the corpus's views at the designed device,
        // at 2 pt and 5% 24, at 5 pt and 10% 1), and the hugging side keeps the stored width, as
        // stretched labels that hug at the same priority tie.
        if name == "label", !context.isAppKit, unframed == nil, !tamic,
           (tree.attribute("numberOfLines", of: node) ?? "1") == "1", isSystemFont(node, tree: tree),
           let measured = measuredLabelSize(node, tree: tree, scale: environment.designedDevice.scale),
           measured.width < frame.width - 5 && measured.width < frame.width * 0.9 {
            item.compressedWidth = measured.width
        }
        if name == "label", !context.isAppKit, item.intrinsicHeight != nil, unframed == nil,
           let (old, new) = catalystLineHeights(node, tree: tree, environment: environment) {
            // A label stored at whole lines of the system font takes the new canvas's line
            // height across the Mac Catalyst canvas and an iOS device (catalystLineHeights).
            let lines = (frame.height / old).rounded()
            if lines >= 1, abs(frame.height - lines * old) < 0.01 { item.intrinsicHeight = lines * new }
        }
        if let placeholder = tree.attribute("placeholderIntrinsicWidth", of: node) {
            item.intrinsicWidth = placeholder == "infinite" ? nil : Double(placeholder) ?? frame.width
        }
        if let placeholder = tree.attribute("placeholderIntrinsicHeight", of: node) {
            item.intrinsicHeight = placeholder == "infinite" ? nil : Double(placeholder) ?? frame.height
        }

        // Layout margins.
        if let insets = tree.firstElement(of: node, withKey: "layoutMargins") {
            func value(_ key: String) -> Double { tree.attribute(key, of: insets).flatMap(Double.init) ?? 0 }
            item.layoutMargins = Insets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
        } else if let insets = tree.firstElement(of: node, withKey: "directionalLayoutMargins") {
            func value(_ key: String) -> Double { tree.attribute(key, of: insets).flatMap(Double.init) ?? 0 }
            item.layoutMargins = Insets(top: value("top"), left: value("leading"), bottom: value("bottom"), right: value("trailing"))
        } else if context.isAppKit, name == "stackView", let insets = tree.firstElement(of: node, withKey: "edgeInsets") {
            // NSStackView's edge insets: the padding it arranges its views inside.
            func value(_ key: String) -> Double { tree.attribute(key, of: insets).flatMap(Double.init) ?? 0 }
            item.layoutMargins = Insets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
        }
        item.preservesSuperviewLayoutMargins = tree.attributeEquals("preservesSuperviewLayoutMargins", "YES", of: node)
        // Before iOS 11 (documents without safe areas) margins never grew by the status bar.
        item.insetsLayoutMarginsFromSafeArea = context.usesSafeAreas && !tree.attributeEquals("insetsLayoutMarginsFromSafeArea", "NO", of: node)
        // A table's side margins are 20 pt from 414 pt of width on, else 16; its cells and their
        // content views take the table's (an inset-grouped cell or a content view beside an
        // accessory is narrower than the table).
        func tableSideMargin() -> Double {
            var table = parent
            while let index = table, items[index].elementName != "tableView" { table = items[index].parent }
            // A cell of its own (a xib's) stands for its table.
            let width = (table ?? (name == "tableViewCell" ? nil : parent)).map { items[$0].frame.width } ?? frame.width
            var tableNode: XMLNode? = tree.parent(of: node)
            while let current = tableNode, !tree.nameEquals(current, "tableView") { tableNode = tree.parent(of: current) }
            if let tableNode, (13500..<15000).contains(context.toolsVersion), environment.device.portraitSafeArea.top <= 20,
               !tree.attributeEquals("key", "view", of: tableNode), (tree.attribute("style", of: tableNode) ?? "plain") == "plain" {
                // Xcode 9.1 to 10 give a plain table that is not a controller's view (no system
                // minimum margins) UIKit's older 15 pt for its cells on iPhones without a sensor
                // housing: the corpus's such tables of tools 13771 to 14854 on them, 15 of 15
                // constraints to their content views' side margins at 15 (raywenderlich's
                // Spacetime, OurPlanet and ReceiptVerifier, DuckDuckGo's autocomplete); on an
                // iPhone XS Max the system's 20 (raywenderlich's InsomniOwl, tools 14460).
                return 15
            }
            // A root drawn at a size of its own (a container's, a Mac popover's) grows by that
            // size, not the screen's (Habitica's filter popover on a Mac: 16 pt margins in its
            // 320 pt cells, 4 of 4 views at them).
            var root = table ?? parent
            while let index = root, let up = items[index].parent { root = up }
            if let root, let size = items[root].containerSize {
                return width + size.width - items[root].frame.width >= 414 ? 20 : 16
            }
            return width + environment.screenSize.width - environment.designedScreenSize.width >= 414 ? 20 : 16
        }
        if name == "tableViewCell" && item.layoutMargins == nil && context.usesCellMarginsOfIOS11 && !context.isAppKit {
            // A table gives its cells its own side margins (what a content view that preserves
            // its superview's margins reaches).
            let side = tableSideMargin()
            item.layoutMargins = Insets(top: 8, left: side, bottom: 8, right: side)
        }
        if name == "tableViewCellContentView" && context.usesCellMarginsOfIOS11 {
            // iOS 11 cells: 11 pt above and below, the table's side margins (documents of
            // Xcode 9.0 and earlier keep UIKit's old 8 pt everywhere), and 8 pt beside an accessory
            // (81 of the corpus's 83 trailing-margin constraints in such content views). Smaller
            // margins of the content view's own are raised to these (23 corpus views, 8 pt
            // margins drawn as 11, none the other way).
            let side = tableSideMargin()
            // Xcode 26 draws iOS 26's taller cells: 15 pt above and below (one project of the
            // corpus, NetNewsWire: 16 views at it, 3 not).
            let vertical = AppKitEra(toolsVersion: context.toolsVersion) == .xcode26 ? 15.0 : 11
            // The bottom one is measured from the cell's bottom: a content view stored shorter
            // than its cell by the separator (Xcode 9.1 to 10, 0.5 pt) has 10.5 pt below (the
            // corpus, tools 13000 to 14999: 77 of 77 constraints to such a bottom margin).
            let separator = parent.map { max(0, items[$0].frame.height - frame.height) } ?? 0
            let system = Insets(top: vertical, left: side, bottom: vertical - min(separator, 1),
                                right: isBesideAccessory(contentView: node, tree: tree) ? 8 : side)
            let own = item.layoutMargins ?? system
            item.layoutMargins = Insets(top: max(own.top, system.top), left: max(own.left, system.left),
                                        bottom: max(own.bottom, system.bottom), right: max(own.right, system.right))
        }
        if context.collectionCellsHaveNoMargins && item.layoutMargins == nil {
            // Constraints of Xcode 9.0's cells name the cell for its content view.
            let isCollectionCellContent = name == "collectionViewCellContentView"
                || (tree.attributeEquals("key", "contentView", of: node) && parent.map { items[$0].elementName == "collectionViewCell" } == true)
            if name == "collectionViewCell" || isCollectionCellContent { item.layoutMargins = Insets(top: 0, left: 0, bottom: 0, right: 0) }
        }

        // Baselines, from the font: text is centered vertically in its frame.
        if context.isAppKit {
            if let baselines = appKitBaselines(node, name: name, tree: tree, frame: frame, insets: alignment, toolsVersion: context.toolsVersion) {
                item.firstBaseline = baselines.first
                item.lastBaselineFromBottom = baselines.lastFromBottom
            }
        } else if textElements.contains(name) {
            let font = tree.firstElement(of: node, named: "fontDescription") ?? tree.firstElement(of: node, named: "font")
            // A text style (Dynamic Type) names its size at the default content size.
            let size = font.flatMap { tree.attribute("pointSize", of: $0) }.flatMap(Double.init)
                ?? systemFont(of: node, tree: tree)?.size ?? 17
            let metrics = FontMetrics.system(size: size)
            let lines = max(1, (frame.height / metrics.lineHeight).rounded(.down))
            let textHeight = name == "label" ? lines * metrics.lineHeight : metrics.lineHeight
            let margin = max(0, (frame.height - textHeight) / 2)
            item.firstBaseline = margin + metrics.ascender
            item.lastBaselineFromBottom = margin + metrics.descender
            if name == "label", isEmptyText(node, tree: tree) {
                // A label without text lays out no line: its last baseline is its font's descender
                // above its bottom, however tall it is (Loop's header, 8 versions, tools 13196 to
                // 21701: a 45 pt figure aligned by its last baseline to a stack ending in an empty
                // 38.5 or 50 pt footnote label is stored with its baseline 3 to 3.5 pt above the
                // stack's bottom, where a centred line would put it 17 pt higher).
                item.lastBaselineFromBottom = metrics.descender
            }
        } else if name == "view" {
            // A plain UIView's first baseline is its top (its offset from the top is 0), its
            // last its bottom (Habitica's launch image, whose top is pinned to its superview's
            // first baseline, fills the screen in the three files that have it).
            item.firstBaseline = 0
        }

        if name == "label", !context.isAppKit, var wrapping = wrappingText(node, tree: tree, frame: frame) {
            if let (old, new) = catalystLineHeights(node, tree: tree, environment: environment), abs(wrapping.lineHeight - old) < 0.01 {
                wrapping.lineHeight = new
            }
            item.wrappingText = wrapping
        }

        if name == "stackView" {
            // A size class's `<variation axis=… spacing=…/>` overrides the stack's own.
            let variations = matchingVariations(of: node, tree: tree, keys: variationKeys(environment))
            func value(_ attribute: String) -> String? {
                for variation in variations.reversed() {
                    if let value = tree.attribute(attribute, of: variation) { return value }
                }
                return tree.attribute(attribute, of: node)
            }
            // UIKit writes `axis`, AppKit `orientation` (vertical unless horizontal).
            let vertical = value("axis") == "vertical" || (context.isAppKit && value("orientation") != "horizontal")
            var arrangement = StackArrangement(axis: vertical ? .vertical : .horizontal)
            if let distribution = value("distribution").flatMap(StackArrangement.Distribution.init(rawValue:)) {
                arrangement.distribution = distribution
            }
            switch value("alignment") {
            case let alignment? where StackArrangement.Alignment(rawValue: alignment) != nil:
                arrangement.alignment = StackArrangement.Alignment(rawValue: alignment)!
            case "baseline": arrangement.alignment = .lastBaseline
            case "centerX", "centerY": arrangement.alignment = .center
            case "top": arrangement.alignment = .top
            case "bottom": arrangement.alignment = .bottom
            default: break
            }
            // The system spacing between views is 8 pt (87 of the 91 gaps between visible views
            // of the corpus's stacks with `spacingType="standard"`).
            // NSStackView's default spacing is 8 pt too, which Xcode does not write (the gaps
            // between plain views of the corpus's AppKit stacks without a spacing: 22 of 22).
            arrangement.spacing = value("spacing").flatMap(Double.init)
                ?? (value("spacingType") == "standard" || context.isAppKit ? 8 : 0)
            // Xcode writes no flag for "arrange relative to its layout margins": a UIKit stack
            // with margins of its own has it on (its first view at the margin in 43 of 43 such
            // stacks, at the edge in 1,421 of the 1,423 without).
            let hasOwnMargins = tree.firstElement(of: node, withKey: "layoutMargins") != nil
                || tree.firstElement(of: node, withKey: "directionalLayoutMargins") != nil
            // NSStackView always arranges its views inside its `edgeInsets` (WWDC's and iina's
            // 7 stacks with insets: their views 12 or 8 pt inside).
            arrangement.isLayoutMarginsRelativeArrangement = tree.attributeEquals("layoutMarginsFollowReadableWidth", "YES", of: node)
                || (!context.isAppKit && hasOwnMargins) || (context.isAppKit && tree.firstElement(of: node, withKey: "edgeInsets") != nil)
            arrangement.isBaselineRelativeArrangement = tree.attributeEquals("baselineRelativeArrangement", "YES", of: node)
            arrangement.collapsesWhenEmpty = context.isAppKit
            // UIStackView too lines up by its arranged views' baselines, not its bottom edge: the
            // corpus's nested UIKit stacks in last-baseline rows (Loop's carb and insulin headers)
            // sit where their labels' baselines meet their neighbours'.
            arrangement.takesBaselinesFromArrangedViews = true
            item.stack = arrangement
            // An empty UIKit stack holds its stored size by its hugging and compression
            // resistance, as an intrinsic size (the corpus's 90 empty UIKit stacks: 84 stored at
            // the size this gives, 71 with a weak stay; a height at 500 does not shrink one that
            // hugs at 1000).
            if !context.isAppKit, tree.firstElement(of: node, named: "subviews").map({ tree.elements(of: $0).first { _ in true } == nil }) ?? true {
                item.intrinsicWidth = item.intrinsicWidth ?? frame.width
                item.intrinsicHeight = item.intrinsicHeight ?? frame.height
            }
        }
        item.isScrollView = name == "scrollView"
        item.adjustsContentInset = !context.isAppKit && !tree.attributeEquals("contentInsetAdjustmentBehavior", "never", of: node)
        if context.isAppKit, name == "gridView" {
            item.grid = gridArrangement(node, tree: tree)
        }

        if isRoot {
            // A controller's view: a scene's controller, or a UIKit controller of a xib (Habitica's
            // launch screen, tools 9059 and 9531: its logo 100 pt below the top layout guide is
            // stored at 120, under the status bar of Xcode 7's 600 pt square).
            let controllerView = tree.attributeEquals("key", "view", of: node)
                && tree.parent(of: node).map { tree.attribute("sceneMemberID", of: $0) != nil
                    || (!context.isAppKit && tree.nameEquals($0, "viewController")) } ?? false
            let freeform = tree.parent(of: node).map { hasFreeformMetrics($0, tree: tree) } ?? false
            let screen = environment.designedScreenSize
            if !tamic {
                // A top-level view placed by constraints sits at the canvas origin.
                frame.x = 0
                frame.y = 0
            }
            // A presented controller is a sheet when the saving Xcode draws sheets, or when its
            // stored height is the card's; not when its stored view fills the screen (a
            // controller also pushed in a full-screen navigation, which Xcode draws so).
            if let controller = tree.parent(of: node), context.isInSplitColumn(controller),
               environment.device.widthClass(environment.orientation) == .compact,
               environment.designedDevice.widthClass(environment.designedOrientation) == .regular {
                // A split view controller's column on a Mac or iPad canvas is full screen on a
                // compact-width device, where the split view shows one column at a time.
                frame.width = screen.width
            }
            let presentation = tree.parent(of: node).flatMap(context.presentation)
            let sheetHeight = screen.height - environment.designedDevice.pageSheetTop(environment.designedOrientation)
            let fillsScreen = controllerView && !freeform && frame.y == 0 && abs(frame.height - screen.height) < 0.5
                && sheetHeight < screen.height - 0.5
            let sheet = presentation.map { ($0.isDrawnAsSheet && !fillsScreen) || (controllerView && abs(frame.height - sheetHeight) < 0.5) } ?? false
            if controllerView {
                item.followsScreen = !freeform
                if context.toolsVersion > 0 && context.toolsVersion < 8000 && environment.device.family == .iPhone {
                    // Xcode 6 and 7 gave controllers' views 16 pt sides on every iPhone canvas,
                    // the 600 pt square included (the corpus: 26 of 26 views at the leading
                    // margin; 20 pt on that square from Xcode 8 on, 87 of 89).
                    item.systemMinimumSideMargin = 16
                }
                if !context.isAppKit, environment.device.family == .mac {
                    // A Mac Catalyst controller's view has a regular-width root's 20 pt sides
                    // (Habitica's Main.storyboard, the two files designed on a Mac: a segmented
                    // control 32 pt inside both margins stored at 52 and 800 - 52, 2 of 2).
                    item.systemMinimumSideMargin = 20
                }
                item.isPageSheet = sheet
                // Before iOS 11 a child controller's layout guides were no longer than its
                // container's bars: Xcode 8 and earlier draw a controller shown in a container
                // view without the status bar (the corpus: 17 of 17 such controllers with a view
                // pinned to the top layout guide measure it as 0, containers at the top of the
                // screen included).
                item.isEmbedded = !context.usesSafeAreas && (tree.parent(of: node).map(context.isEmbedded) ?? false)
                if let controller = tree.parent(of: node), let container = context.container(embedding: controller),
                   let size = context.containerSizes[container],
                   environment.device != environment.designedDevice || environment.orientation != environment.designedOrientation {
                    // A controller embedded in a container view is drawn at the container's
                    // size (107 of the corpus's 146 embedded views are stored at it; the others
                    // were not laid out again since their container changed).
                    item.containerSize = size
                }
                if context.usesSafeAreas, let controller = tree.parent(of: node), let container = context.container(embedding: controller),
                   let insets = context.containerSafeAreas[container] {
                    // Xcode 9 on gives it its container's overlap with the safe area, from where the
                    // container's unit (laid out first) put it: none in the middle of the screen,
                    // the status bar's at its top (DuckDuckGo's Dax dialog, raywenderlich's ARKit
                    // and scroll-view samples).
                    item.containerSafeArea = insets
                    if context.toolsVersion >= 22000, environment.device.family == .iPhone, let top = context.containerScreenTops[container],
                       let screen = Device.named(environment.device.id), screen.portraitSafeArea.top <= 20 {
                        // Xcode 15 draws the status bar over it where the container meets it, though
                        // not over a full-screen controller (Device.asDrawn): Habitica's avatar setup,
                        // embedded at the top of its intro (tools 22505), its top layout guide at 20
                        // (a button 25 below it stored at 45); 0 in its Xcode 12 version.
                        item.containerSafeArea?.top = max(insets.top, screen.safeArea(environment.orientation).top - top)
                    }
                }
                item.barInsets = context.barInsets(of: node, device: environment.device)
                item.designedBarInsets = context.barInsets(of: node, device: environment.designedDevice)
                if sheet {
                    // A sheet's navigation bar on an iPhone is 56 pt tall (rootFrame), and the safe area
                    // starts below it (8 of 8 corpus controllers under one measure their top guide as 56).
                    if environment.device.family == .iPhone, item.barInsets?.top == 44 { item.barInsets?.top = 56 }
                    if environment.designedDevice.family == .iPhone, item.designedBarInsets?.top == 44 { item.designedBarInsets?.top = 56 }
                }
            } else if !hasFreeformMetrics(node, tree: tree), frame.width == screen.width, frame.height == screen.height {
                // A xib's top-level view at the simulated screen size follows the screen, under
                // the bars it simulates.
                item.followsScreen = true
                item.barInsets = context.barInsets(of: node, device: environment.device)
                item.designedBarInsets = context.barInsets(of: node, device: environment.designedDevice)
            } else if !controllerView, !context.isAppKit, context.usesSafeAreas, !hasFreeformMetrics(node, tree: tree),
                      Device.all.contains(where: { $0.family == .iPhone && $0.size(.portrait) == LayoutSize(width: frame.width, height: frame.height) }) {
                // One stored at another iPhone's screen size is drawn as that screen, under the
                // status bar and the bars it simulates, at its stored size (the corpus: 320 x 568
                // views in iPhone 8 documents, tools 13771: 16 of 16 constraints to the safe
                // area's top at 20 pt in raywenderlich's RWTodo scene docks, 2 of 2 at 64 under a
                // simulated navigation bar and 49 above a tab bar in StateRestorationDemo's
                // xibs; a 240 x 128 dock view's safe area is its bounds, 4 of 4).
                item.screenSafeArea = environment.safeArea
                item.barInsets = context.barInsets(of: node, device: environment.device)
                item.designedBarInsets = context.barInsets(of: node, device: environment.designedDevice)
            }
            if !item.followsScreen, !controllerView, name == "view", !context.isAppKit, context.usesSafeAreas {
                item.hasDeviceSafeArea = true
                if context.toolsVersion >= 22000, item.screenSafeArea == nil, environment.device.family == .iPhone,
                   let screen = Device.named(environment.device.id), screen.portraitSafeArea.top <= 20 {
                    // Xcode 15 (tools 22000 on) draws the status bar over such a view on iPhones
                    // without a sensor housing, where its controllers have none (Xcode 11 on):
                    // DuckDuckGo's freeform notification xib, tools 22505, 3 of 3 constraints to
                    // its two views' safe area's top at 20 pt (0 in its Xcode 10 version, 0 in
                    // Xcode 14.1's freeform statistics card of tools 21225).
                    item.screenSafeArea = screen.safeArea(environment.orientation)
                }
            }
            if !item.followsScreen, name == "view", !context.isAppKit, item.layoutMargins == nil, context.toolsVersion >= 11000 {
                // A top-level view that does not follow the screen (a xib's, a freeform
                // controller's) has a root view's margins since Xcode 8.2: the system minimum
                // on the sides, none above and below (the corpus: 65 views at them in tools
                // 11542 to 17701; Xcode 7 and 8.0 drew 8 pt, 4 views).
                let side = frame.width >= 414 ? 20.0 : 16.0
                item.layoutMargins = Insets(top: 0, left: side, bottom: 0, right: side)
            }
            item.frame = rootFrame(name: name, key: tree.attribute("key", of: node), frame: frame, environment: environment, inPageSheet: sheet)
            if environment.device.family == .mac, environment.designedDevice.family != .mac,
               let controller = tree.parent(of: node), context.isInPrimaryColumn(controller),
               controllerView || tree.attributeEquals("key", "navigationBar", of: node) {
                // The Mac canvas draws a split view controller's primary column 420 pt wide (the
                // corpus's two Mac Catalyst files, tools 18122: its navigation bar, its root and a
                // controller it pushes 420 pt wide in 2 of 2; the secondary column is the window's).
                if controllerView {
                    var size = environment.rootSize(of: item)
                    size.width = Self.macPrimaryColumnWidth
                    item.containerSize = size
                } else {
                    item.frame.width = Self.macPrimaryColumnWidth
                }
            }
            if environment.device != environment.designedDevice || environment.orientation != environment.designedOrientation,
               let controller = tree.parent(of: node), let container = context.container(presenting: controller),
               let size = context.containerSizes[container],
               controllerView || tree.attributeEquals("key", "navigationBar", of: node) {
                // A controller presented from one in a container view is drawn at the
                // container's width (Habitica's filter popover and adventure guide, presented
                // from a list embedded in a quarter-width container: 107 pt on a 428 pt iPhone).
                if controllerView {
                    var root = environment.rootSize(of: item)
                    root.width = size.width
                    item.containerSize = root
                } else {
                    item.frame.width = size.width
                }
            }
            if environment.device.family == .mac, environment.designedDevice.family != .mac,
               let controller = tree.parent(of: node), context.isPopover(controller),
               controllerView || tree.attributeEquals("key", "navigationBar", of: node) {
                // The Mac canvas draws a controller presented as a popover at 320 x 480, its
                // navigation bar 320 pt wide (Habitica's filter popover, iPhone 11 to Mac, tools
                // 18122: the navigation controller's bar 320 x 50 and its root's table 320 x 480;
                // a page sheet's card on the iPhone).
                if controllerView {
                    item.containerSize = Self.macPopoverSize
                } else {
                    item.frame.width = Self.macPopoverSize.width
                }
            }
        }
        return item
    }

    /// Whether a label has no text: an empty `text`, or neither a text nor an attributed text.
    static func isEmptyText(_ node: XMLNode, tree: XMLTree) -> Bool {
        if let text = tree.attribute("text", of: node) { return text.isEmpty }
        return tree.firstElement(of: node, withKey: "text") == nil && tree.firstElement(of: node, withKey: "attributedText") == nil
    }

    /// The labels of a cell of a built-in style (`textLabel`, `detailTextLabel`) sit at the
    /// table's side margin, 16 pt on screens narrower than 414 pt and 20 pt on wider ones: a
    /// label at the leading margin moves with it, one ending at the trailing margin too.
    static func styledCellLabelFrame(_ frame: LayoutRect, storedContentWidth: Double, contentWidth: Double,
                                     besideAccessory: Bool, insetGrouped: Bool = false, environment: LayoutEnvironment) -> LayoutRect {
        func side(_ width: Double) -> Double { width >= 414 ? 20 : 16 }
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
        switch (atLeading, trailing) {
        case (true, let trailing?): result.x = new; result.width = contentWidth - new - trailing
        case (true, nil): result.x = new
        case (false, let trailing?): result.x = contentWidth - trailing - frame.width
        case (false, nil): break
        }
        return result
    }

    /// A label's text: its `text` attribute, or the `<string key="text">` child Xcode writes
    /// for texts it cannot put in an attribute (line breaks, trailing spaces: 145 of the
    /// corpus's wrapping labels).
    static func labelText(_ node: XMLNode, tree: XMLTree) -> String? {
        if let text = tree.attribute("text", of: node) { return text }
        guard let string = tree.firstElement(of: node, withKey: "text"), tree.nameEquals(string, "string") else { return nil }
        return tree.text(of: string)
    }

    /// A wrapping label's text and font (`numberOfLines` 0 or above 1), with the stored
    /// frame's line height.
    static func wrappingText(_ node: XMLNode, tree: XMLTree, frame: LayoutRect) -> WrappingText? {
        let lines = tree.attribute("numberOfLines", of: node).flatMap(Int.init) ?? 1
        guard lines != 1, let text = labelText(node, tree: tree), !text.isEmpty, frame.height > 0 else { return nil }
        guard let (size, weight) = systemFont(of: node, tree: tree) else { return nil }
        let natural = FontMetrics.system(size: size).lineHeight
        let storedLines = max(1, (frame.height / natural).rounded())
        return WrappingText(text: text, pointSize: size, weight: weight, maximumLines: max(lines, 0), lineHeight: frame.height / storedLines)
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

    /// Whether a view's text is in the system font (a system type or text style, or no font).
    static func isSystemFont(_ node: XMLNode, tree: XMLTree) -> Bool {
        guard let font = tree.firstElement(of: node, named: "fontDescription") else { return true }
        return tree.attribute("name", of: font) == nil
    }

    /// The size and weight of the system font a view's `fontDescription` names (a text style
    /// at its default size); nil without a size.
    static func systemFont(of node: XMLNode, tree: XMLTree) -> (size: Double, weight: SystemTextMeasure.Weight)? {
        let font = tree.firstElement(of: node, named: "fontDescription")
        let style = font.flatMap { tree.attribute("style", of: $0) }
        guard let size = font.flatMap({ tree.attribute("pointSize", of: $0) }).flatMap(Double.init)
                ?? style.flatMap(WrappingText.pointSize(ofTextStyle:)) else { return nil }
        var weight = SystemTextMeasure.Weight(interfaceBuilder: font.flatMap { tree.attribute("weight", of: $0) })
        if font.map({ tree.attributeEquals("type", "boldSystem", of: $0) }) ?? false { weight = .bold }
        if style == "UICTFontTextStyleHeadline" { weight = .semibold }
        return (size, weight)
    }

    /// The intrinsic size of a control stored without a frame (Xcode 8.0 left constrained views'
    /// frames out): a label's or a button's measured title (a button's in UIKit's 15 pt, 30 pt
    /// tall), and for the others the sizes Xcode stored for them in that era (the corpus's most
    /// common); a side left nil is the constraints' to set. Nil for views without an intrinsic
    /// size, which fill their parent.
    static func unframedIntrinsicSize(_ node: XMLNode, name: String, tree: XMLTree, scale: Double) -> (width: Double?, height: Double?)? {
        switch name {
        case "label":
            return measuredLabelSize(node, tree: tree, scale: scale).map { ($0.width, $0.height) } ?? (nil, nil)
        case "button":
            let title = tree.firstElement(of: node, withKey: "normal").flatMap { tree.attribute("title", of: $0) }
            let width = title.flatMap { SystemTextMeasure.width(of: $0, size: 15) }.map { ($0 * scale - 0.01).rounded(.up) / scale }
            return (width, width == nil ? nil : 30)
        case "switch": return (51, 31)
        case "stepper": return (94, 29)
        case "segmentedControl": return (nil, 28)
        case "slider": return (nil, 31)
        case "textField": return (nil, 30)
        case "progressView": return (nil, 2)
        case "pageControl": return (nil, 37)
        case "activityIndicatorView":
            let large = ["whiteLarge", "large"].contains(tree.attribute("style", of: node) ?? "")
            return large ? (37, 37) : (20, 20)
        default:
            return intrinsicBoth.contains(name) || intrinsicHeightOnly.contains(name) ? (nil, nil) : nil
        }
    }

    /// The intrinsic size of a label's text on one line, each side rounded up to the pixel grid
    /// as UIKit rounds a label's intrinsic content size; nil without text or fonts.
    static func measuredLabelSize(_ node: XMLNode, tree: XMLTree, scale: Double) -> LayoutSize? {
        guard let text = tree.attribute("text", of: node), !text.isEmpty else { return nil }
        // A label without a font description has UILabel's default, the system font at 17 pt.
        let (size, weight) = systemFont(of: node, tree: tree) ?? (17, .regular)
        guard let width = SystemTextMeasure.width(of: text, size: size, weight: weight) else { return nil }
        let lines = Double(SystemTextMeasure.paragraphs(of: text).count)
        func pixels(_ value: Double) -> Double { (value * scale - 0.01).rounded(.up) / scale }
        return LayoutSize(width: pixels(width), height: pixels(lines * FontMetrics.system(size: size).lineHeight))
    }

    /// A `UISwitch` is laid out by a 49 pt wide alignment rectangle; its 51 pt frame reaches
    /// 2 pt past it on the right (the corpus: a switch last in a horizontal stack view ends
    /// 2 pt beyond the stack, one pinned 20 pt from its superview's edge has an 18 pt gap).
    static let switchAlignmentInsets = Insets(top: 0, left: 0, bottom: 0, right: 2)

    /// A `UISlider`'s 31 pt frame reaches 2 pt past its alignment rectangle on either side and
    /// 1 pt below it (the corpus's sliders pinned to their superview's edges: 2 pt on the left
    /// in 19 of 19, on the right in 22 of 22, 1 pt at the bottom in 6 of 6). Xcode 26's sliders
    /// (tools 24000 and later) have none.
    static let sliderAlignmentInsets = Insets(top: 0, left: 2, bottom: 1, right: 2)

    /// A `UISegmentedControl`'s frame reaches 1 pt below its alignment rectangle (a 28 pt
    /// control in a 29 pt frame). The corpus's required constraints measured on Xcode's frames:
    /// the bottom edge 1 pt beyond the constraint in 19 of 22 (the other 3 stale), a height
    /// constant 1 pt short of the frame in 11 of 11, the top edge exact in 15 of 15.
    static let segmentedControlAlignmentInsets = Insets(top: 0, left: 0, bottom: 1, right: 0)

    /// AppKit controls' alignment-rectangle insets (frame minus alignment rectangle), measured
    /// on the corpus from required constraints to superviews' and plain siblings' edges,
    /// per era of the Xcode (and macOS) that drew the frames: labels' 2 pt text insets,
    /// push buttons' bezel shadow, pop-up buttons, check boxes, segmented controls, sliders.
    /// Xcode 26 draws push buttons, pop-ups and check boxes without insets.
    static func appKitAlignmentInsets(_ node: XMLNode, name: String, tree: XMLTree, toolsVersion: Int,
                                      imageSizes: [String: LayoutSize] = [:]) -> Insets {
        let era = AppKitEra(toolsVersion: toolsVersion)
        let cell = tree.firstElement(of: node, withKey: "cell")
        func cellAttribute(_ attribute: String) -> String? { cell.flatMap { tree.attribute(attribute, of: $0) } }
        let frame = storedFrame(of: node, tree: tree) ?? .zero
        let small = cellAttribute("controlSize") == "small"
        switch name {
        case "textField":
            if cellAttribute("borderStyle") != nil || tree.attributeEquals("borderStyle", "bezel", of: node) { return .zero }
            // A label that draws its background has none; a mini one without has 2 pt too (the
            // corpus's constraints to superviews' and plain siblings' sides: 42 of 42).
            if cellAttribute("drawsBackground") == "YES" { return .zero }
            return Insets(top: 0, left: 2, bottom: 0, right: 2)
        case "button":
            if cellAttribute("borderStyle") == nil, ["only", "overlaps"].contains(cellAttribute("imagePosition") ?? ""),
               (cellAttribute("title") ?? "").isEmpty, let image = cellAttribute("image"),
               let insets = symbolImageInsets(image, recordedSize: imageSizes[image], small: small) {
                return insets
            }
            switch cellAttribute("type") {
            case "push" where cellAttribute("bezelStyle") == "rounded":
                switch era {
                case .xcode26: return .zero
                case .xcode13To16 where !small: return Insets(top: 5, left: 7, bottom: 7, right: 7)
                // macOS 11's bezel, in the same 32 pt frame: Xcode 12.5 (tools 18000 on) runs only on
                // macOS 11, and the corpus's Xcode 12.0 to 12.3 files (tools 17154 to 17506) were drawn
                // on it too (15 of 15 constraints to superviews' and siblings' sides put the frame
                // 7 pt out); Xcode 12.4's (17701) mostly on macOS 10.15 (6 pt in 9 of 12).
                case .xcode11AndEarlier where !small && (17000..<17700 ~= toolsVersion || toolsVersion >= 18000):
                    return Insets(top: 5, left: 7, bottom: 7, right: 7)
                default: return small ? Insets(top: 4, left: 5, bottom: 6, right: 5) : Insets(top: 4, left: 6, bottom: 7, right: 6)
                }
            case "check", "radio":
                switch era {
                case .xcode26: return .zero
                // A mini check box's box stands 4 pt inside the leading edge of the 18 pt frames of
                // macOS 10.15 and earlier, 1 pt below the frame's middle; the 11 and 12 pt frames of
                // macOS 11 on start at it (iina's key binding bar, a mini check box 8 pt after a
                // separator and centred in its bar: 5 of 5 versions with 18 pt frames, tools 13771
                // to 21225, and 2 of 2 with the smaller ones, tools 21507 and 32700).
                case _ where cellAttribute("type") == "check" && cellAttribute("controlSize") == "mini" && abs(frame.height - 18) < 0.5:
                    return Insets(top: 3, left: 4, bottom: 1, right: 2)
                case _ where cellAttribute("type") == "check" && cellAttribute("controlSize") == "mini" && frame.height < 17:
                    return Insets(top: 1, left: 0, bottom: 1, right: 0)
                // A small one's 14 pt box stands 1 pt inside its frame's leading edge and top, at
                // the bottom of a 15 pt frame (iina's window preferences, tools 21507 and 23086:
                // radio buttons 16 pt from their box's leading edge, stacked 4 pt apart from 8 pt
                // below its top; 15 of the corpus's 21 small ones of Xcode 13 to 16 placed right,
                // none before).
                case .xcode13To16 where small: return Insets(top: 1, left: 1, bottom: max(0, frame.height - 15), right: 0)
                // Without a title, its 14 pt box is centred in its 18 pt frame, 2 pt inside all
                // around (iina's plugin and filter tables, tools 21225 to 32700: a label 8 pt after
                // it 2 pt further, 3 of 3; 14 × 14 by constraint, 2 of 2).
                case .xcode13To16 where cellAttribute("type") == "check" && (cellAttribute("title") ?? "").isEmpty && abs(frame.height - 18) < 0.5:
                    return Insets(top: 2, left: 2, bottom: 2, right: 2)
                case .xcode13To16: return Insets(top: 1, left: 2, bottom: 1, right: 0)
                // A regular radio button drawn by macOS 10.14 and 10.15 has a 16 pt circle 1 pt inside
                // its 18 pt frame's leading edge, top and bottom, not a check box's 2 pt (the corpus's
                // only ones with constraints, NetNewsWire's update preferences, tools 14868 and 17701:
                // leading edges aligned with a check box's box and a push button's bezel 1 pt left of
                // the frame + 2, 8 of 8; a check box 12 pt above, a label 8 pt below and 6 pt between
                // the two radio buttons 1 pt nearer per edge, 6 of 6).
                case .xcode11AndEarlier where cellAttribute("type") == "radio" && !small && cellAttribute("controlSize") != "mini":
                    return Insets(top: 1, left: 1, bottom: 1, right: 2)
                // A small check box's box stands 3 pt inside its frame on macOS 10.15 and earlier
                // (iina's preferences, tools 13771 to 16097: pinned to its superview's leading edge
                // 1 pt further in, 7 of 7, to its top, 5 of 5, and bottom, 4 of 4, stacked 6 pt apart
                // 2 pt nearer, 3 of 3); a small radio button's title ends 1 pt nearer its frame's end
                // (radio buttons 8 pt apart in a row 1 pt further, 4 of 4). Xcode 12.0 to 12.3's
                // frames (macOS 11) differ.
                case .xcode11AndEarlier where small && (toolsVersion < 17000 || (17700..<18000).contains(toolsVersion)):
                    return cellAttribute("type") == "check" ? Insets(top: 3, left: 3, bottom: 3, right: 2) : Insets(top: 2, left: 2, bottom: 2, right: 1)
                case .xcode11AndEarlier: return Insets(top: 2, left: 2, bottom: 2, right: 2)
                }
            case "help" where small && era != .xcode26:
                // A small help button's 18 × 19 frame is 1 pt wider than its bezel on either side
                // and 2 pt below it (the corpus's 18 × 19 ones, WWDC's preferences in stack views
                // of tools 18122 to 32700 and iina's, 23090: 5 of 5 placed right across, 0 before).
                return Insets(top: 1, left: 1, bottom: 2, right: 1)
            case "help":
                switch era {
                // Xcode 26 draws its 24 pt help buttons without insets, as its push buttons (the
                // corpus: 5 of 5 pinned to their superview's leading edge sit at it).
                case .xcode26: return .zero
                case .xcode13To16: return Insets(top: 1, left: 3, bottom: 4, right: 2)
                // macOS 10.13 and earlier (Xcode 9, tools below 14000) drew its bezel 1 pt lower
                // in the same 25 pt frame (iina's preferences, tools 13196 and 13771: pinned to
                // a superview's top 1 pt below the frame's, 2 of 2, centred on a check box 1 pt
                // lower, 1 of 1; Xcode 10's and 11's frames at the top, 6 of 6).
                case .xcode11AndEarlier where toolsVersion < 14000: return Insets(top: 1, left: 2, bottom: 3, right: 2)
                case .xcode11AndEarlier: return Insets(top: 0, left: 2, bottom: 4, right: 2)
                }
            case "roundRect" where cellAttribute("borderStyle") == "border" && era != .xcode26:
                // A bordered round-rect button's frame reaches 1 pt below its bezel (the corpus's
                // constraints to its bottom: 1 pt short of the frame in 10 of 10, its top exact).
                return Insets(top: 0, left: 0, bottom: 1, right: 0)
            case "inline" where cellAttribute("bezelStyle") == "inline" && abs(frame.height - 17) < 0.5:
                // An inline button's 17 pt frame reaches 1 pt below its 16 pt bezel (the corpus's
                // constraints on Xcode's frames, tools 13196 to 23090: its bottom 1 pt short of the
                // frame's in 7 of 7, its top at the frame's in 6 of 6, 16 pt tall by constraint in 1
                // of 1; the 18 pt frames of tools 21507 on end at the bezel, 4 of 4).
                return Insets(top: 0, left: 0, bottom: 1, right: 0)
            case "smallSquare":
                // The corpus's small ones (the +/- buttons under AppKit lists) have none.
                return small ? .zero : Insets(top: 1, left: 0, bottom: 1, right: 0)
            default:
                return .zero
            }
        case "popUpButton":
            switch cellAttribute("bezelStyle") {
            case "rounded":
                if era == .xcode26 { return .zero }
                if small, era == .xcode13To16 {
                    // Xcode 14 to 16 (tools 21000 on) draw the small bezel 1 pt lower than Xcode
                    // 13 in the same frame: labels aligned to small pop-ups' baselines sit 14 pt
                    // below the frame's top in 19 of 19 cases from tools 21507 to 23094, 13 in
                    // Xcode 13's (iina's inspector, tools 19455 and 20037).
                    return Insets(top: toolsVersion >= 21000 ? 2 : 1, left: 4, bottom: 4, right: 4)
                }
                if small { return Insets(top: 1, left: 3, bottom: 3, right: 3) }
                // The 26 pt frames of macOS 10.13 and earlier reach 2 pt above the bezel, not 1
                // (the corpus's constraints to their tops, tools 9046 to 14109: 1 pt short of the
                // frame's top in 8 of 8; to their bottoms exact in 15 of 15).
                if era == .xcode11AndEarlier, abs(frame.height - 26) < 0.5 { return Insets(top: 2, left: 2, bottom: 3, right: 3) }
                return era == .xcode13To16 ? Insets(top: 1, left: 3, bottom: 4, right: 4) : Insets(top: 1, left: 2, bottom: 3, right: 3)
            case "roundRect":
                return Insets(top: 0, left: 0, bottom: 1, right: 0)
            case "recessed" where era != .xcode26:
                // Its 19 pt frame reaches 1 pt below its 18 pt bezel (NetNewsWire's timeline
                // filter pop-ups, tools 17506 to 23504: 18 pt tall by constraint, 5 of 5, pinned
                // to their bar's top at the frame's top).
                return Insets(top: 0, left: 0, bottom: 1, right: 0)
            default:
                return .zero
            }
        case "segmentedControl":
            // A small one's bezel is 18 pt tall, 2 pt above its frame's bottom: 1 pt below the top
            // of the 21 pt frames of macOS 10.14 on (7 of 7 pinned to their superview's top), at
            // the top of the older 20 pt ones (iina's inspector, tools 12120).
            let top: Double = small && frame.height < 21 ? 0 : 1
            // A momentary one (a row of push buttons) drawn by macOS 11 and later has a
            // push button's bezel in its 24 pt frame: 2 pt above and below, 3 on the sides
            // (iina's subtitle buttons, tools 17506 to 23094: its leading edge 3 pt inside its
            // frame, 4 of 4, the next one 2 pt nearer, 4 of 4, the view above and below 1 pt
            // nearer, 4 of 4; macOS 10.14 drew it with the 2 pt sides of the others, tools 13771 and 14460).
            if !small, cellAttribute("trackingMode") == "momentary", toolsVersion >= 17000, era != .xcode26 {
                return Insets(top: 2, left: 3, bottom: 2, right: 3)
            }
            return era == .xcode13To16 && !small ? Insets(top: 1, left: 2, bottom: 1, right: 2) : Insets(top: top, left: 2, bottom: 2, right: 2)
        case "slider":
            // Small and mini sliders drawn by macOS 11 and later (20 and 17 pt tall, Xcode 12.2's
            // frames too) have 2 pt all around (the corpus's constraints to their superviews'
            // and plain siblings' edges: 90 of 90); the older 15 and 18 pt ones none on the
            // sides (89 of 89, the mini ones among them).
            let compact = small || cellAttribute("controlSize") == "mini"
            let newer = era == .xcode13To16 || (compact && frame.height >= (small ? 20 : 17))
            // (The 28 pt horizontal ones, with tick marks below, reach 6 pt below; a vertical one
            // is 2 pt all around: iina's equalizer sliders fill their 116 pt stack in 120 pt frames.)
            if newer { return frame.height >= 28 && frame.width > frame.height ? Insets(top: 2, left: 2, bottom: 6, right: 2) : Insets(top: 2, left: 2, bottom: 2, right: 2) }
            if compact { return tree.attribute("numberOfTickMarks", of: cell ?? node) != nil ? .zero : Insets(top: 1, left: 0, bottom: 1, right: 0) }
            return Insets(top: 2, left: 2, bottom: 2, right: 2)
        case "box" where tree.attributeEquals("boxType", "separator", of: node):
            // A separator is a 1 pt line in a 5 pt frame: constraints hold the line (a
            // horizontal one pinned to its superview's top starts 2 pt above it; a vertical
            // one's frame starts 2 pt before the edge its leading side is pinned to, 9 of 9,
            // ends 2 pt after its trailing side, 7 of 7, and stands 6 pt from its neighbours
            // 8 pt away in a horizontal stack, 4 of 4).
            return frame.width > frame.height ? Insets(top: 2, left: 0, bottom: 2, right: 0) : Insets(top: 0, left: 2, bottom: 0, right: 2)
        case "switch":
            // NSSwitch's 42 × 25 frame around its 38 × 22 alignment rectangle (the corpus's
            // switches in stack views sit at x -2, y -2 in 22 pt stacks, iina's pinned ones 2 pt
            // past their superview's edges on the sides and bottom and 1 pt above).
            return Insets(top: 1, left: 2, bottom: 2, right: 2)
        case "tabView" where tree.attribute("type", of: node) == nil && tree.attribute("controlSize", of: node) == nil:
            // A regular tab view with tabs on top draws its tabs and bezel shadow outside its
            // alignment rectangle: 6 pt above, 7 on the sides, 10 below (iina's preferences
            // pane pinned to its superview's edges, tools 13771 and 14109).
            return Insets(top: 6, left: 7, bottom: 10, right: 7)
        case "imageView":
            return symbolImageViewInsets(cellAttribute("image"), imageSizes: imageSizes)
        case "colorWell":
            return era == .xcode13To16 ? Insets(top: 2, left: 3, bottom: 2, right: 3) : .zero
        case "box" where tree.attribute("boxType", of: node) == nil:
            // A primary box's border and shadow (and title band, when titled) lie outside it.
            return tree.attributeEquals("titlePosition", "noTitle", of: node)
                ? Insets(top: 2, left: 3, bottom: 4, right: 3) : Insets(top: 0, left: 3, bottom: 4, right: 3)
        default:
            return .zero
        }
    }

    /// How far a borderless image button's frame reaches beyond its alignment rectangle when its
    /// image is one of AppKit's named template images drawn as an SF Symbol (macOS 11 on; the
    /// document's resources then record it larger than the classic image): a symbol's
    /// alignment rectangle is its glyph box, not its bounds, by the same amount whatever the
    /// button's size. Nil for other images. The corpus's borderless buttons with these symbols
    /// (iina, tools 17506 to 32700), frame against constraints: NSAddTemplate 4 pt taller
    /// (20 → 24 and 16 → 20, 2 or 2.5 pt above), NSRemoveTemplate 5 pt shorter, 2 pt inside
    /// at the top (20 → 15, 16 → 11); the freestanding symbols and NSActionTemplate 6 pt
    /// taller, centred (16 → 22), 5 pt in a small button (16 → 21).
    static func symbolImageInsets(_ image: String, recordedSize: LayoutSize?, small: Bool) -> Insets? {
        guard let recordedSize else { return nil }
        let classicWidth: Double, regular: (Double, Double), compact: (Double, Double)
        switch image {
        case "NSAddTemplate": classicWidth = 11; regular = (2, 2); compact = (1.5, 1.5)
        case "NSRemoveTemplate": classicWidth = 11; regular = (-2, -3); compact = (-2.5, -2.5)
        case "NSActionTemplate", "NSRefreshFreestandingTemplate", "NSRevealFreestandingTemplate", "NSStopProgressFreestandingTemplate":
            classicWidth = 14; regular = (3, 3); compact = (2.5, 2.5)
        default: return nil
        }
        guard recordedSize.width > classicWidth else { return nil }
        let (top, bottom) = small ? compact : regular
        return Insets(top: top, left: 0, bottom: bottom, right: 0)
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
    /// table's side margins), 16 pt a line. Xcode 10 to 12 only (tools 14000-17999): the
    /// corpus's gaps after a footer before a titled section on iPhones, 68 pt after one
    /// measured line (2 of 2), 84 after two (4 of 4), 2x and 3x alike; Xcode 13's differ.
    static func staticSectionShift(_ cell: XMLNode, tree: XMLTree, environment: LayoutEnvironment, context: DocumentLayoutContext) -> Double? {
        guard !context.isAppKit, (14000..<18000).contains(context.toolsVersion),
              environment.screenSize.width != environment.designedScreenSize.width,
              let cells = tree.parent(of: cell), tree.nameEquals(cells, "cells"),
              let section = tree.parent(of: cells), let sections = tree.parent(of: section),
              let table = tree.parent(of: sections), tree.nameEquals(table, "tableView"),
              tree.attributeEquals("style", "grouped", of: table),
              let tableFrame = storedFrame(of: table, tree: tree) else { return nil }
        func side(_ width: Double) -> Double { width >= 414 ? 20 : 16 }
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
    /// 63.33 at 3x, and the sections below follow. Xcode 10 to 12 (tools 14000-17999): the
    /// corpus's first titled sections, 8 of 8 at 55.5 at 2x, 3 of 3 at 55.33 at 3x; the other
    /// titled sections, 6 of 6 at 63.33 at 3x (at 2x 2 at 63.5, 9 at 56 and 1 at 55.5, which
    /// keep their place). Only spaces stored at these heights move.
    static func staticSectionPixelShift(_ cell: XMLNode, tree: XMLTree, environment: LayoutEnvironment, context: DocumentLayoutContext) -> Double? {
        let oldScale = environment.designedDevice.scale, newScale = environment.device.scale
        guard !context.isAppKit, (14000..<18000).contains(context.toolsVersion), oldScale != newScale,
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
    /// 12000 on): grouped and inset-grouped 55.5 (55.33 at 3x) up to Xcode 12 and from Xcode 14
    /// on (231 of 231), 49.5 (49 at 3x, 31 on a Mac) in Xcode 13 (51 of 52); plain at the
    /// section header's height up to Xcode 12 (228 of 237; 206 of 207 with 28 pt headers), 24.5
    /// (25 on a Mac) in Xcode 13.0 (32 of 34), 44.5 (44.67 at 3x) in Xcode 13.3 and 13.4 (19
    /// of 19), 50 from Xcode 14 on (38 of 38).
    static func firstPrototypeCellOffset(style: String, sectionHeaderHeight: Double?, toolsVersion: Int, device: Device) -> Double? {
        guard [.iPhone, .iPad, .mac].contains(device.family), toolsVersion >= 12000 else { return nil }
        let mac = device.family == .mac, triple = device.scale == 3
        let xcode13 = (18000..<21000).contains(toolsVersion)
        if style == "grouped" || style == "insetGrouped" {
            if xcode13 { return mac ? 31 : triple ? 49 : 49.5 }
            return mac ? nil : triple ? 55 + 1.0 / 3 : 55.5
        }
        guard style == "plain" else { return nil }
        switch toolsVersion {
        case 21000...: return mac ? nil : 50
        case 19000..<21000: return mac ? nil : triple ? 44 + 2.0 / 3 : 44.5
        case 18000..<19000: return mac ? 25 : triple ? nil : 24.5
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

    /// How far an image view's frame reaches above and below its alignment rectangle when its
    /// image is one of AppKit's named template images drawn as an SF Symbol (macOS 11 on; the
    /// document's resources then record it larger than the classic image): the symbol's
    /// alignment rectangle is its glyph box, from the baseline to the cap height of the 13 pt
    /// system font, 9 pt, and the image view's frame holds the rest of the symbol's recorded
    /// height, 1 pt more above than below (2 pt in the 19 and 20 pt images of Xcode 14 on).
    /// The corpus's image views with these symbols, each with width and height constraints
    /// (NetNewsWire's preferences and dinosaurs list, iina's key bindings, tools 19455 to
    /// 32700): NSActionTemplate recorded 15 pt tall, 16 → 22, 3.5 pt above (4 of 4), 20 pt
    /// tall, 16 → 27, 6.5 pt above (4 of 4); NSLockLockedTemplate 19 pt tall, 12 → 22, 6 pt
    /// above (2 of 2); the classic images (14 × 14 and 10 × 14, tools 13771 to 21225) fill it.
    static func symbolImageViewInsets(_ image: String?, imageSizes: [String: LayoutSize]) -> Insets {
        let classicWidths: [String: Double] = ["NSActionTemplate": 14, "NSLockLockedTemplate": 10]
        guard let image, let classicWidth = classicWidths[image], let size = imageSizes[image],
              size.width > classicWidth, size.height > 9 else { return .zero }
        let rest = size.height - 9, skew: Double = size.height >= 19 ? 1 : 0.5
        return Insets(top: rest / 2 + skew, left: 0, bottom: rest / 2 - skew, right: 0)
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

    static func hasFreeformMetrics(_ node: XMLNode, tree: XMLTree) -> Bool {
        tree.firstElement(of: node, named: "freeformSimulatedSizeMetrics") != nil
    }

    /// Containers' bars are roots too: they span the screen's width, a navigation bar sits
    /// under the status bar, tab bars and toolbars on the home indicator.
    /// In a page sheet on an iPhone the navigation bar is 56 pt tall at the card's top.
    static func rootFrame(name: String, key: String?, frame: LayoutRect, environment: LayoutEnvironment, inPageSheet: Bool = false) -> LayoutRect {
        guard let key, ["navigationBar", "tabBar", "toolbar"].contains(key) else { return frame }
        var result = frame
        let old = environment.designedScreenSize, new = environment.screenSize
        let oldSafe = environment.designedDevice.safeArea(environment.designedOrientation)
        let newSafe = environment.safeArea
        result.width += new.width - old.width
        if key == "navigationBar" {
            let oldSheet = inPageSheet && environment.designedDevice.family == .iPhone
            let newSheet = inPageSheet && environment.device.family == .iPhone
            let oldStandard = oldSheet ? 56.0 : standardBarHeight(environment.designedDevice)
            let newStandard = newSheet ? 56.0 : standardBarHeight(environment.device)
            // A standard bar takes the new device's height (large titles and prompts keep theirs).
            if frame.height == oldStandard { result.height = newStandard }
            let oldNotched = environment.designedDevice.portraitSafeArea.top > 20
            let newNotched = environment.device.portraitSafeArea.top > 20
            if environment.device == environment.designedDevice && environment.orientation == environment.designedOrientation {
                // The designed device: the stored place is the truth.
            } else if newSheet || environment.device.family == .mac {
                result.y = 0
            } else if oldSheet || environment.designedDevice.family == .mac {
                result.y = newSafe.top
            } else if frame.y == 0 && !oldNotched {
                // Xcode 11 and later draw no status bar on iPhones without a sensor housing,
                // but the housing itself on those with one.
                result.y = newNotched ? newSafe.top : 0
            } else {
                result.y += newSafe.top - oldSafe.top
            }
        } else if key == "toolbar", environment.orientation == .portrait, environment.designedOrientation == .portrait,
                  frame.height == standardToolbarHeight(oldSafe), frame.y == old.height - oldSafe.bottom - frame.height {
            // A navigation controller's toolbar sits on the home indicator, 49 pt tall above
            // one and 44 pt on screens without (the corpus's: 813 + 49 on an iPhone 11,
            // 623 + 44 on an iPhone 8, 524 + 44 on an iPhone SE).
            result.height = standardToolbarHeight(newSafe)
            result.y = new.height - newSafe.bottom - result.height
        } else {
            result.height += newSafe.bottom - oldSafe.bottom
            result.y += (new.height - old.height) - (newSafe.bottom - oldSafe.bottom)
        }
        return result
    }

    /// A toolbar's height: 49 pt above a home indicator, 44 pt elsewhere.
    static func standardToolbarHeight(_ safeArea: Insets) -> Double {
        safeArea.bottom > 0 ? 49 : 44
    }

    /// The system font's line height of a label on the designed canvas and on the new one, when
    /// one is the Mac Catalyst canvas and the other an iOS device (nil otherwise): the Mac draws
    /// UIKit's labels with AppKit's line heights (the three files designed on a Mac, tools
    /// 18122 and 20037: 11, 12 and 16 pt labels stored 14, 15 and 19 pt tall, 20 labels, at
    /// appKitLine's heights; 15 and 17 pt labels 19 and 20 pt, 18 labels), an iOS device its
    /// font's ascender and descender on its pixels (the same labels on a 428 pt iPhone: 13.33,
    /// 14.33, 20.33).
    static func catalystLineHeights(_ node: XMLNode, tree: XMLTree, environment: LayoutEnvironment) -> (old: Double, new: Double)? {
        let oldMac = environment.designedDevice.family == .mac, newMac = environment.device.family == .mac
        guard oldMac != newMac, let (size, _) = systemFont(of: node, tree: tree) else { return nil }
        func line(_ device: Device) -> Double {
            if device.family == .mac { return appKitLine(size: size).height }
            return (FontMetrics.system(size: size).lineHeight * device.scale - 0.01).rounded(.up) / device.scale
        }
        return (line(environment.designedDevice), line(environment.device))
    }

    /// The width of a split view controller's primary column on the Mac Catalyst canvas.
    static let macPrimaryColumnWidth = 420.0

    /// The size of a popover's controller on the Mac Catalyst canvas.
    static let macPopoverSize = LayoutSize(width: 320, height: 480)

    /// A navigation bar's height without large titles: 44 pt on iPhones, 50 pt on iPads and Macs.
    static func standardBarHeight(_ device: Device) -> Double {
        device.family == .iPad || device.family == .mac ? 50 : 44
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
