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
            alignment = appKitAlignmentInsets(node, name: name, tree: tree, toolsVersion: context.toolsVersion, imageSizes: context.imageSizes)
        } else if !context.isAppKit, name == "switch" {
            alignment = switchAlignmentInsets
        } else if !context.isAppKit, name == "segmentedControl" {
            alignment = segmentedControlAlignmentInsets
        } else if !context.isAppKit, name == "slider", AppKitEra(toolsVersion: context.toolsVersion) != .xcode26 {
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
        var spansStyledCell = false, isStyledCellLabel = false, besideAccessory = false, styledLabelSide: Double?
        // A table's side margin (tableSideMargin) on the designed screen and on the new one.
        let designedSideMargin = Self.tableSideMargin(width: environment.designedScreenSize.width), sideMargin = Self.tableSideMargin(width: environment.screenSize.width)
        if name == "label", translatesAutoresizingMask, let parent, items[parent].elementName == "tableViewCellContentView",
           let cell = tree.parent(of: node).flatMap(tree.parent).flatMap(tree.parent), tree.attribute("style", of: cell) != nil {
            isStyledCellLabel = true
            let content = tree.parent(of: node).flatMap(tree.parent)
            let storedWidth = content.flatMap { storedFrame(of: $0, tree: tree) }?.width ?? items[parent].frame.width
            besideAccessory = content.map { isBesideAccessory(contentView: $0, tree: tree) } ?? false
            var table = tree.parent(of: cell)
            while let candidate = table, !tree.nameEquals(candidate, "tableView") { table = tree.parent(of: candidate) }
            let insetGrouped = table.map { tree.attributeEquals("style", "insetGrouped", of: $0) } ?? false
            if insetGrouped, environment.device.family == .mac, environment.device != environment.designedDevice { styledLabelSide = 16 }
            let redrawsTitle = context.toolsVersion >= 15000 && context.toolsVersion < 30000
                && tree.attributeEquals("style", "IBUITableViewCellStyleDefault", of: cell)
                && tree.attribute("textLabel", of: cell) == id && tree.attribute("imageView", of: cell) == nil
            if let image = styledCellImageFrame(cell: cell, tree: tree), tree.attribute("textLabel", of: cell) == id,
               tree.attributeEquals("style", "IBUITableViewCellStyleDefault", of: cell),
               environment.device != environment.designedDevice || environment.orientation != environment.designedOrientation,
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
        }
        if name == "imageView", translatesAutoresizingMask, let parent, items[parent].elementName == "tableViewCellContentView",
           isBuiltInCellPart(node, id: id, tree: tree), abs(frame.x - designedSideMargin) < 0.5,
           environment.device != environment.designedDevice || environment.orientation != environment.designedOrientation,
           environment.device.family != .mac, environment.designedDevice.family != .mac {
            // A styled cell's image at the side margin moves to the new one (DuckDuckGo's privacy
            // practices, tools 17156: at 20 on a 414 pt screen, at 16 on a 375 pt one, 2 of 2).
            frame.x = sideMargin
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
        if name == "collectionView", !context.isAppKit, let flow = flowLayout(node, tree: tree, frame: frame) {
            item.flowLayout = flow
        }
        if name == "tableView" && tree.attributeEquals("style", "insetGrouped", of: node) {
            // Inset-grouped tables inset their cells by the side margin.
            item.insetGroupedCellInset = Self.tableSideMargin(width: environment.screenSize.width)
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
        item.isHidden = tree.attributeEquals("hidden", "YES", of: node)
        if name == "activityIndicatorView", tree.attributeEquals("hidesWhenStopped", "YES", of: node),
           !tree.attributeEquals("animating", "YES", of: node) {
            // A stopped indicator that hides when stopped is written hidden, but Interface
            // Builder keeps it in its stack's arrangement (3 of 3 such indicators in the corpus's
            // stacks hold their place and the spacing after it: Corona-Warn-App's loading item, 2
            // versions, RxSwift's API wrappers example; the 4 hidden ones that animate or do not
            // hide when stopped collapse).
            item.isHidden = false
        }
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
        if !context.isAppKit, name == "view" || (name == "imageView" && tree.attribute("image", of: node) == nil),
           tree.firstElement(of: node, named: "subviews") == nil,
           let list = tree.parent(of: node), tree.nameEquals(list, "subviews"),
           let stack = tree.parent(of: list), tree.nameEquals(stack, "stackView") {
            // A plain view arranged in a UIKit stack, with nothing inside it, keeps the size
            // Interface Builder drew it at (a custom class's designable reports its own) along
            // the stack and, unless the stack fills, across it: the corpus's 442 such views,
            // 334 within 0.5 pt without it, 408 with it (Habitica's 128 pt collapsible titles).
            // So does an image view without an image (38 in stacks: Habitica's quest banner,
            // 258 pt tall where a 10 pt height at priority 500 squeezed it).
            let vertical = tree.attributeEquals("axis", "vertical", of: stack)
            let fills = (tree.attribute("alignment", of: stack) ?? "fill") == "fill"
            if vertical || !fills { item.intrinsicHeight = frame.height }
            if !vertical || !fills { item.intrinsicWidth = frame.width }
        }
        if name == "imageView", !context.isAppKit, let image = tree.attribute("image", of: node), let size = context.imageSizes[image],
           let own = tree.firstElement(of: node, named: "constraints") {
            // An image view sized by a constraint of its own was stored at that size, which says
            // nothing of its image's: where the constraint is off (another size class), the
            // image's size from the document's resources is the intrinsic one.
            let sizing = tree.elements(of: own, named: "constraint").filter { tree.attribute("secondItem", of: $0) == nil }
            if sizing.contains(where: { tree.attributeEquals("firstAttribute", "width", of: $0) }) { item.intrinsicWidth = size.width }
            if sizing.contains(where: { tree.attributeEquals("firstAttribute", "height", of: $0) }) { item.intrinsicHeight = size.height }
        }
        // A button with an image and no title is as wide as its image (UIButton's intrinsic
        // size), not as it was stored: Wikipedia's edit toolbar stores its icons compressed in
        // a fill-proportionally stack (27 pt stored 15), whose shares follow the image widths.
        if name == "button", !context.isAppKit, unframed == nil,
           tree.firstElement(of: node, named: "buttonConfiguration") == nil,
           tree.firstElement(of: node, withKey: "contentEdgeInsets") == nil,
           tree.firstElement(of: node, withKey: "imageEdgeInsets") == nil {
            let states = tree.elements(of: node, named: "state")
            let titled = states.contains { tree.attribute("title", of: $0) != nil || tree.firstElement(of: $0, named: "attributedString") != nil }
            if !titled, let normal = states.first(where: { tree.attributeEquals("key", "normal", of: $0) }),
               let image = tree.attribute("image", of: normal), let size = context.imageSizes[image] {
                item.intrinsicWidth = size.width
            }
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
        if name == "label", !context.isAppKit, unframed == nil, !translatesAutoresizingMask,
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
        if name == "label", !context.isAppKit, unframed == nil, let (old, new) = variedPointSizes(node, tree: tree, environment: environment),
           old > 0, abs(new - old) > 0.01 {
            // A size class's `<variation><fontDescription/></variation>` sets the label's font on
            // the new device: its stored size, measured at the designed size class's font, scales
            // by the point sizes (DuckDuckGo's onboarding, a 31 pt title and 24 pt text on an
            // iPad, 22 and 16 pt on an iPhone: 31 pt tall there, 22 here; three lines of 72, 48).
            if let height = item.intrinsicHeight { item.intrinsicHeight = (height * new / old * environment.device.scale).rounded(.up) / environment.device.scale }
            if let width = item.intrinsicWidth { item.intrinsicWidth = (width * new / old * environment.device.scale).rounded(.up) / environment.device.scale }
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
            item.layoutMargins = EdgeInsets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
        } else if let insets = tree.firstElement(of: node, withKey: "directionalLayoutMargins") {
            func value(_ key: String) -> Double { tree.attribute(key, of: insets).flatMap(Double.init) ?? 0 }
            item.layoutMargins = EdgeInsets(top: value("top"), left: value("leading"), bottom: value("bottom"), right: value("trailing"))
        } else if context.isAppKit, name == "stackView", let insets = tree.firstElement(of: node, withKey: "edgeInsets") {
            // NSStackView's edge insets: the padding it arranges its views inside.
            func value(_ key: String) -> Double { tree.attribute(key, of: insets).flatMap(Double.init) ?? 0 }
            item.layoutMargins = EdgeInsets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
        } else if !context.isAppKit, name == "stackView" {
            // A UIKit stack without margins of its own has none, not UIView's 8 pt: the corpus's
            // 5 of 5 constraints to such a stack's own margins put its edge there (DuckDuckGo's
            // privacy footer, a row pinned leadingMargin to leadingMargin + 12 at x 20, trailing
            // 4 pt in, 2 versions; Wikipedia's reading-list header, trailing margin to trailing
            // margin, 8 pt in).
            item.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }
        item.preservesSuperviewLayoutMargins = tree.attributeEquals("preservesSuperviewLayoutMargins", "YES", of: node)
        // Before iOS 11 (documents without safe areas) margins never grew by the status bar.
        item.insetsLayoutMarginsFromSafeArea = context.usesSafeAreas && !tree.attributeEquals("insetsLayoutMarginsFromSafeArea", "NO", of: node)
        // A table's side margins (tableSideMargin: 20 pt from 376 pt of width, else 16); its cells and their
        // content views take the table's (an inset-grouped cell or a content view beside an
        // accessory is narrower than the table).
        func tableSideMargin() -> Double {
            var table = parent
            while let index = table, items[index].elementName != "tableView" { table = items[index].parent }
            // A cell of its own (a xib's) stands for its table.
            let width = (table ?? (name == "tableViewCell" ? nil : parent)).map { items[$0].frame.width } ?? frame.width
            var tableNode: XMLNode? = tree.parent(of: node)
            while let current = tableNode, !tree.nameEquals(current, "tableView") { tableNode = tree.parent(of: current) }
            if let tableNode, (13500..<15000).contains(context.toolsVersion), !environment.device.hasRoundedCorners,
               !tree.attributeEquals("key", "view", of: tableNode), (tree.attribute("style", of: tableNode) ?? "plain") == "plain" {
                // Xcode 9.1 to 10 give a plain table that is not a controller's view (no system
                // minimum margins) UIKit's older 15 pt for its cells on iPhones without a sensor
                // housing: the corpus's such tables of tools 13771 to 14854 on them, 15 of 15
                // constraints to their content views' side margins at 15 (raywenderlich's
                // Spacetime, OurPlanet and ReceiptVerifier, DuckDuckGo's autocomplete); on an
                // iPhone XS Max the system's 20 (raywenderlich's InsomniOwl, tools 14460).
                return 15
            }
            if tableNode == nil, (14800..<17000).contains(context.toolsVersion), !environment.device.hasRoundedCorners {
                // So do Xcode 10.2 to 11 for a xib's lone cell, outside any table (the corpus's
                // such cells of tools 14854 to 16097 on those screens, 4 of 4: Loop's 416 pt bolus
                // cell, its content view's own 15 and 8 pt margins drawn as 15 on both sides, in 3
                // versions; Wikipedia's 320 pt contents cell; Xcode 10.1's are at 16 and 20).
                var cell: XMLNode? = tree.parent(of: node)
                if name == "tableViewCell" { cell = node }
                if let cell, tree.nameEquals(cell, "tableViewCell"), tree.parent(of: cell).map({ tree.nameEquals($0, "objects") }) == true {
                    return 15
                }
            }
            if let tableNode, (15000..<17000).contains(context.toolsVersion), tree.attributeEquals("style", "insetGrouped", of: tableNode),
               width + environment.screenSize.width - environment.designedScreenSize.width < 414 {
                // Xcode 11 draws an inset-grouped table's cells with 15 pt side margins on
                // screens narrower than 414 pt (NetNewsWire's add-feed and settings tables on a
                // 375 pt iPhone, tools 15505 and 15705: content at the margins 15 pt in, 5 of 5
                // cells; 20 on 414 pt, 8 of 8; Xcode 13 on draw 16).
                return 15
            }
            // A root drawn at a size of its own (a container's, a Mac popover's) grows by that
            // size, not the screen's (Habitica's filter popover on a Mac: 16 pt margins in its
            // 320 pt cells, 4 of 4 views at them).
            var root = table ?? parent
            while let index = root, let up = items[index].parent { root = up }
            if let root, let size = items[root].canvas.containerSize {
                return Self.tableSideMargin(width: width + size.width - items[root].frame.width)
            }
            return Self.tableSideMargin(width: width + environment.screenSize.width - environment.designedScreenSize.width)
        }
        if name == "tableViewCell" && item.layoutMargins == nil && context.usesCellMarginsOfIOS11 && !context.isAppKit {
            // A table gives its cells its own side margins (what a content view that preserves
            // its superview's margins reaches).
            let side = tableSideMargin()
            item.layoutMargins = EdgeInsets(top: 8, left: side, bottom: 8, right: side)
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
            let system = EdgeInsets(top: vertical, left: side, bottom: vertical - min(separator, 1),
                                right: isBesideAccessory(contentView: node, tree: tree) ? 8 : side)
            let own = item.layoutMargins ?? system
            item.layoutMargins = EdgeInsets(top: max(own.top, system.top), left: max(own.left, system.left),
                                        bottom: max(own.bottom, system.bottom), right: max(own.right, system.right))
        }
        if context.collectionCellsHaveNoMargins && item.layoutMargins == nil {
            // Constraints of Xcode 9.0's cells name the cell for its content view.
            let isCollectionCellContent = name == "collectionViewCellContentView"
                || (tree.attributeEquals("key", "contentView", of: node) && parent.map { items[$0].elementName == "collectionViewCell" } == true)
            // Their section headers and footers too (the corpus's 3 of 3 labels at such a
            // reusable view's leading margin, tools 13196, at 0; 8 in every other version).
            if name == "collectionViewCell" || isCollectionCellContent || name == "collectionReusableView" {
                item.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            }
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
            // A text field centres its line even in a frame shorter than it, the line then
            // overhanging both edges (Loop's bolus cell, tools 13196 and 14113: labels on the
            // baseline of a 32 pt field of 33.4 pt Title 1 lines stored 1 pt lower than a line
            // from the field's top, 4 of 4; its carb cell's 14 pt field of body text, tools 15705
            // and 16097: the unit label 3 pt lower, 1 of 1 and 2 device pairs; tools 17156-19529
            // store it at neither place, 0 of 3). A label's line starts at its top (with labels
            // too, 17 views broke).
            let margin = name == "textField" ? (frame.height - textHeight) / 2 : max(0, (frame.height - textHeight) / 2)
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
            if let (old, new) = variedPointSizes(node, tree: tree, environment: environment), old > 0, abs(new - old) > 0.01 {
                // Stored at the designed size class's font, it wraps in the new one's: its lines
                // counted in the old font's line height, their height scaled to the new.
                let lines = max(1, (frame.height / FontMetrics.system(size: old).lineHeight).rounded())
                wrapping.lineHeight = frame.height / lines * new / old
                wrapping.pointSize = new
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
            // A size class's variation that sets either replaces both: its `spacingType="standard"`
            // is 8 pt whatever the stack's own spacing (raywenderlich's pirate handbook: a
            // fill-equally row of 12 pt turned into a column at the system spacing for compact
            // widths, its buttons stored 8 pt apart, 3 of 3 copies).
            let spacingSource = variations.last { tree.attribute("spacing", of: $0) != nil || tree.attribute("spacingType", of: $0) != nil } ?? node
            arrangement.spacing = tree.attribute("spacing", of: spacingSource).flatMap(Double.init)
                ?? (tree.attribute("spacingType", of: spacingSource) == "standard" || context.isAppKit ? 8 : 0)
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
            arrangement.detachesHiddenViews = context.isAppKit && tree.attributeEquals("detachesHiddenViews", "YES", of: node)
            if context.isAppKit, value("distribution") == nil, tree.firstElement(of: node, named: "middleViews") == nil {
                // Gravity areas: views packed at the stack's ends, the slack between the areas,
                // taken up at the stack's own hugging priority (`horizontalHuggingPriority` on the
                // stack in Xcode 7's files, `horizontalStackHuggingPriority` later; 250 unless set).
                func count(_ area: String) -> Int? {
                    tree.firstElement(of: node, named: area).map { tree.elements(of: $0).filter { tree.firstElement(of: $0, withKey: "frame") != nil }.count }
                }
                let beginning = count("beginningViews"), end = count("endViews")
                if beginning != nil || end != nil {
                    let axis = vertical ? "vertical" : "horizontal"
                    let hugging = (tree.attribute("\(axis)StackHuggingPriority", of: node) ?? tree.attribute("\(axis)HuggingPriority", of: node))
                        .flatMap(Double.init) ?? 250
                    arrangement.gravityAreas = .init(beginning: beginning ?? 0, end: end ?? 0, hugging: hugging)
                }
            }
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
                // The hold is below 999 even at 1000: sides at 999 narrow it on a narrower screen
                // (Habitica's Intro: two such stacks 343 pt wide on an iPhone 8, 288 on an iPhone SE
                // in the device pair and in the corpus's SE files, tools 17701 and 22505). At 999
                // it would tie with the sides and the solver's order would decide; 998 yields.
                item.horizontalHugging = min(item.horizontalHugging, 998)
                item.verticalHugging = min(item.verticalHugging, 998)
                item.horizontalCompressionResistance = min(item.horizontalCompressionResistance, 998)
                item.verticalCompressionResistance = min(item.verticalCompressionResistance, 998)
            }
        }
        item.isScrollView = name == "scrollView"
        item.adjustsContentInset = !context.isAppKit && !tree.attributeEquals("contentInsetAdjustmentBehavior", "never", of: node)
        if context.isAppKit, name == "gridView" {
            item.grid = gridArrangement(node, tree: tree)
        }

        if isRoot, context.isAppKit, tree.attributeEquals("key", "contentView", of: node),
           tree.parent(of: node).map({ tree.nameEquals($0, "window") || tree.nameEquals($0, "panel") }) ?? false {
            // A window holds its content view's size at NSLayoutPriorityWindowSizeStayPut: content
            // that sets it at a higher priority resizes the window, and Interface Builder lays the
            // content out so (NetNewsWire's folder sheet, a 135 pt chain in content stored 217 pt
            // tall, 5 of 5 views; 23 views in 6 windows of the corpus).
            item.canvas.rootSizePriority = 500
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
            if !translatesAutoresizingMask {
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
            // A stored full-screen view of a controller presented only (not also pushed) is
            // stale: Xcode keeps it at the designed device and draws the card on another one
            // (Habitica's promotion info, root of a presented navigation controller with the
            // sheet's 56 pt bar: 375 x 667 on an iPhone 8, 414 x 842 on an iPhone 11).
            let switched = environment.device != environment.designedDevice || environment.orientation != environment.designedOrientation
            let keepsFullScreen = fillsScreen && (presentation?.isAlsoPushed == true || !switched)
            let sheet = presentation.map { ($0.isDrawnAsSheet && !keepsFullScreen) || (controllerView && abs(frame.height - sheetHeight) < 0.5) } ?? false
            if sheet && fillsScreen && !keepsFullScreen { frame.height = sheetHeight }
            if controllerView {
                item.canvas.followsScreen = !freeform
                // A freeform controller's view is drawn under the status bar at its top, unless its
                // simulated metrics have none or it is a widget (`simulatedAppContext`): raywenderlich's
                // AboutGame, a 320 x 1256 freeform controller on an iPhone 4s (tools 14460), its scroll
                // view pinned to the safe area's top stored at 20 (3 of 3 copies); Loop's and
                // Wikipedia's with `<nil key="simulatedStatusBarMetrics"/>` and the widgets' top guides
                // at 0 (19 constraints, tools 10117 to 16097).
                if freeform, !context.isAppKit, environment.device.family == .iPhone, tree.attribute("simulatedAppContext", of: node) == nil,
                   let controller = tree.parent(of: node), !context.isPopover(controller), !context.isEmbedded(controller),
                   tree.firstElement(of: controller, withKey: "simulatedStatusBarMetrics").map({ tree.nameEquals($0, "nil") }) != true,
                   (context.barInsets(of: node, device: environment.device)?.top ?? 0) == 0 {
                    item.canvas.screenSafeArea = EdgeInsets(top: environment.safeArea.top)
                }
                if context.toolsVersion > 0 && context.toolsVersion < 8000 && environment.device.family == .iPhone {
                    // Xcode 6 and 7 gave controllers' views 16 pt sides on every iPhone canvas,
                    // the 600 pt square included (the corpus: 26 of 26 views at the leading
                    // margin; 20 pt on that square from Xcode 8 on, 87 of 89).
                    item.canvas.systemMinimumSideMargin = 16
                }
                if !context.isAppKit, environment.device.family == .mac {
                    // A Mac Catalyst controller's view has a regular-width root's 20 pt sides
                    // (Habitica's Main.storyboard, the two files designed on a Mac: a segmented
                    // control 32 pt inside both margins stored at 52 and 800 - 52, 2 of 2).
                    item.canvas.systemMinimumSideMargin = 20
                }
                item.canvas.isPageSheet = sheet
                // Xcode 8 and earlier draw no status bar over a controller whose simulated metrics, or
                // its navigation controller's, have none (`<nil key="simulatedStatusBarMetrics"/>`):
                // Wikipedia's licenses text view at its top layout guide stored at 0 (tools 12120),
                // Apple's AVMetadataRecordPlay player label 8 below it at 44 + 8 (11535, 2 of 2);
                // Xcode 9 on draw it all the same (AVCam, tools 13189; Wikipedia's account
                // creation, 14313; DuckDuckGo's tab: 18 views at the status bar).
                item.canvas.hidesStatusBar = context.toolsVersion > 0 && context.toolsVersion < 13000 && context.simulatesNoStatusBar(node)
                item.canvas.topInsetIsBarsOnly = context.isFullScreenWithoutStatusBar(node)
                // A controller's view stored at a freeform size of its own (`<size key="freeformSize">`
                // without freeform simulated metrics) that is not the screen's has no status bar over
                // it: DuckDuckGo's privacy footer and headers (320 x 200, 375 x 203 and 375 x 230 on an
                // iPhone 8, tools 13529 to 14113), their top views at the safe area's top stored at 0;
                // 2 more such roots' guides at 0 (tools 13196 and 14460). The home indicator stays
                // (raywenderlich's ImageScroller, 375 x 1100 on an iPhone X: content 34 pt short).
                if !freeform, !sheet, !context.isAppKit, let controller = tree.parent(of: node),
                   let size = tree.firstElement(of: controller, withKey: "freeformSize"), tree.nameEquals(size, "size"),
                   abs(frame.width - screen.width) > 0.5 || abs(frame.height - screen.height) > 0.5 {
                    item.canvas.hidesStatusBar = true
                }
                // Xcode 15 (tools 22000 on) draws a card's legacy bottom layout guide without the home
                // indicator (LayoutSystem); Xcode 12 with it (the device pairs' 17701 files, 3 of 3).
                item.canvas.cardBottomGuideSkipsHomeIndicator = sheet && context.toolsVersion >= 22000
                if !freeform, switched, let controller = tree.parent(of: node),
                   tree.firstElement(of: controller, withKey: "freeformSize").map({ tree.nameEquals($0, "size") }) == true {
                    // A controller with a freeform size of its own (`<size key="freeformSize">`
                    // without freeform simulated metrics) keeps its width on another device: the
                    // corpus's and the pairs' 67 such roots whose freeform size is not the
                    // screen's are stored at its width. A card keeps its height but for the new
                    // card's top (DuckDuckGo's privacy details, 414 x 736 on an iPhone 8 Plus:
                    // 414 x 716 there, 414 x 682 on an iPhone 11 Pro; 5 of 5 roots).
                    let top = sheet ? environment.designedDevice.pageSheetTop(environment.designedOrientation)
                        - environment.device.pageSheetTop(environment.orientation) : 0
                    item.canvas.containerSize = LayoutSize(width: frame.width, height: frame.height + top)
                }
                // Before iOS 11 a child controller's layout guides were no longer than its
                // container's bars: Xcode 8 and earlier draw a controller shown in a container
                // view without the status bar (the corpus: 17 of 17 such controllers with a view
                // pinned to the top layout guide measure it as 0, containers at the top of the
                // screen included).
                item.canvas.isEmbedded = !context.usesSafeAreas && (tree.parent(of: node).map(context.isEmbedded) ?? false)
                if let controller = tree.parent(of: node), let container = context.container(embedding: controller),
                   let size = context.containerSizes[container],
                   environment.device != environment.designedDevice || environment.orientation != environment.designedOrientation {
                    // A controller embedded in a container view is drawn at the container's
                    // size (107 of the corpus's 146 embedded views are stored at it; the others
                    // were not laid out again since their container changed).
                    item.canvas.containerSize = size
                }
                if context.usesSafeAreas, let controller = tree.parent(of: node), let container = context.container(embedding: controller),
                   let insets = context.containerSafeAreas[container] {
                    // Xcode 9 on gives it its container's overlap with the safe area, from where the
                    // container's unit (laid out first) put it: none in the middle of the screen,
                    // the status bar's at its top (DuckDuckGo's Dax dialog, raywenderlich's ARKit
                    // and scroll-view samples).
                    item.canvas.containerSafeArea = insets
                    if context.toolsVersion >= 22000, environment.device.family == .iPhone, let top = context.containerScreenTops[container],
                       let screen = Device.named(environment.device.id), !screen.hasRoundedCorners {
                        // Xcode 15 draws the status bar over it where the container meets it, though
                        // not over a full-screen controller (`topInsetIsBarsOnly`): Habitica's avatar setup,
                        // embedded at the top of its intro (tools 22505), its top layout guide at 20
                        // (a button 25 below it stored at 45); 0 in its Xcode 12 version.
                        item.canvas.containerSafeArea?.top = max(insets.top, screen.safeArea(environment.orientation).top - top)
                    }
                }
                item.canvas.barInsets = context.barInsets(of: node, device: environment.device)
                item.canvas.designedBarInsets = context.barInsets(of: node, device: environment.designedDevice)
                if sheet {
                    // A sheet's navigation bar on an iPhone is 56 pt tall (rootFrame), and the safe area
                    // starts below it (8 of 8 corpus controllers under one measure their top guide as 56).
                    if environment.device.family == .iPhone, item.canvas.barInsets?.top == 44 { item.canvas.barInsets?.top = Self.sheetNavigationBarHeight }
                    if environment.designedDevice.family == .iPhone, item.canvas.designedBarInsets?.top == 44 {
                        item.canvas.designedBarInsets?.top = Self.sheetNavigationBarHeight
                    }
                }
            } else if !hasFreeformMetrics(node, tree: tree), frame.width == screen.width, frame.height == screen.height {
                // A xib's top-level view at the simulated screen size follows the screen, under
                // the bars it simulates.
                item.canvas.followsScreen = true
                item.canvas.barInsets = context.barInsets(of: node, device: environment.device)
                item.canvas.designedBarInsets = context.barInsets(of: node, device: environment.designedDevice)
            } else if !controllerView, !context.isAppKit, context.usesSafeAreas, !hasFreeformMetrics(node, tree: tree),
                      Device.all.contains(where: { $0.family == .iPhone && $0.size(.portrait) == LayoutSize(width: frame.width, height: frame.height) }) {
                // One stored at another iPhone's screen size is drawn as that screen, under the
                // status bar and the bars it simulates, at its stored size (the corpus: 320 x 568
                // views in iPhone 8 documents, tools 13771: 16 of 16 constraints to the safe
                // area's top at 20 pt in raywenderlich's RWTodo scene docks, 2 of 2 at 64 under a
                // simulated navigation bar and 49 above a tab bar in StateRestorationDemo's
                // xibs; a 240 x 128 dock view's safe area is its bounds, 4 of 4).
                item.canvas.screenSafeArea = environment.safeArea
                item.canvas.barInsets = context.barInsets(of: node, device: environment.device)
                item.canvas.designedBarInsets = context.barInsets(of: node, device: environment.designedDevice)
            }
            if !item.canvas.followsScreen, !controllerView, name == "view", !context.isAppKit, context.usesSafeAreas {
                item.canvas.hasDeviceSafeArea = true
                if context.toolsVersion >= 22000, item.canvas.screenSafeArea == nil, environment.device.family == .iPhone,
                   let screen = Device.named(environment.device.id), !screen.hasRoundedCorners {
                    // Xcode 15 (tools 22000 on) draws the status bar over such a view on iPhones
                    // without a sensor housing (Xcode 11 to 14.2 drew it over no view there; 14.3's
                    // controllers have it, Device.asDrawn, such views not yet, 21225 below):
                    // DuckDuckGo's freeform notification xib, tools 22505, 3 of 3 constraints to
                    // its two views' safe area's top at 20 pt (0 in its Xcode 10 version, 0 in
                    // Xcode 14.1's freeform statistics card of tools 21225).
                    item.canvas.screenSafeArea = screen.safeArea(environment.orientation)
                }
            }
            if !item.canvas.followsScreen, name == "view", !context.isAppKit, item.layoutMargins == nil, context.toolsVersion >= 11000 {
                // A top-level view that does not follow the screen (a xib's, a freeform
                // controller's) has a root view's margins since Xcode 8.2: the system minimum
                // on the sides, none above and below (the corpus: 65 views at them in tools
                // 11542 to 17701; Xcode 7 and 8.0 drew 8 pt, 4 views).
                let side = Device.systemMinimumSideMargin(width: frame.width)
                item.layoutMargins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            } else if name == "collectionReusableView", !context.isAppKit, item.layoutMargins == nil, context.toolsVersion >= 11000,
                      tree.attributeEquals("preservesSuperviewLayoutMargins", "YES", of: node) {
                // A xib's section header that preserves its superview's margins has a table's
                // side margins, 20 pt from 376 pt of width on (Wikipedia's headers, tools 14113:
                // labels at the leading margin 16 pt in of a 320 pt header, 1 of 1, and 20 pt in
                // of a 388 pt one, 3 of 3; the corpus's top-level views with such constraints are
                // 375 pt wide or less, at 16, or 438, at 20). Above and below it keeps UIKit's 8.
                let side = Self.tableSideMargin(width: frame.width)
                item.layoutMargins = EdgeInsets(top: 8, left: side, bottom: 8, right: side)
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
                    item.canvas.containerSize = size
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
                    item.canvas.containerSize = root
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
                    item.canvas.containerSize = Self.macPopoverSize
                } else {
                    item.frame.width = Self.macPopoverSize.width
                }
            }
        }
        return item
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
