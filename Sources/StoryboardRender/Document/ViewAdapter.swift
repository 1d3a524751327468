import StoryboardFormat

/// Builds the laid-out tree of a document view and everything inside it, with the frames Xcode
/// stored (`<rect key="frame">`).
struct ViewAdapter {
    let resources: DocumentResources
    /// Embedded controllers' views are drawn inside their container; this guards against a
    /// container embedding itself.
    var embeddingDepth = 0
    /// Frames the layout engine computed for another device or orientation than the
    /// document's, by object id; empty: the frames Xcode stored.
    var frames: [String: Rect] = [:]

    private var document: Document { resources.document }
    private var tree: XMLTree { document.tree }

    /// How deep a view tree is followed; real documents stay far below it.
    static let maximumDepth = 150

    func laidOut(_ view: IBView, depth: Int = 0) -> LaidOutView {
        let kind = ViewAdapter.kind(of: view)
        var result = LaidOutView(
            id: view.id ?? "", kind: kind, frame: view.id.flatMap { frames[$0] } ?? view.frame ?? Rect(x: 0, y: 0, width: 0, height: 0),
            style: style(of: view, kind: kind), content: content(of: view, kind: kind),
            isUserInteractionEnabled: view.boolAttribute("userInteractionEnabled") ?? !(kind == .label || kind == .imageView))
        guard depth < ViewAdapter.maximumDepth else { return result }
        var elementNames: [String: String] = [:]
        for child in childViews(of: view) {
            var laid = laidOut(child, depth: depth + 1)
            laid.frame = topDown(laid.frame, in: view, parentHeight: result.frame.height)
            result.subviews.append(laid)
            if let id = child.id { elementNames[id] = child.elementName }
        }
        if isAppKit && view.elementName == "scrollView" { ViewAdapter.insetContentBelowHeader(&result, elementNames: elementNames) }
        if kind == .tableView { decorateTable(&result, view: view) }
        if kind == .tableViewCell { placeBuiltInLabels(in: &result, cell: IBTableViewCell(document: document, node: view.node)) }
        if kind == .containerView, let embedded = embeddedView(of: view, depth: depth) {
            result.subviews.append(embedded)
        }
        return result
    }

    /// Which kind an element draws as.
    static func kind(of view: IBView) -> ViewKind {
        // NSProgressIndicator is a bar, or a spinner with `style="spinning"`.
        if view.elementName == "progressIndicator" { return view.attribute("style") == "spinning" ? .activityIndicator : .progressView }
        return appKitKind(ofElement: view.elementName) ?? kind(ofElement: view.elementName)
    }

    /// Which kind an element name draws as.
    static func kind(ofElement name: String) -> ViewKind {
        switch name {
        case "label": return .label
        case "button": return .button
        case "textField": return .textField
        case "textView": return .textView
        case "switch": return .switch
        case "slider": return .slider
        case "stepper": return .stepper
        case "segmentedControl": return .segmentedControl
        case "progressView": return .progressView
        case "activityIndicatorView": return .activityIndicator
        case "pageControl": return .pageControl
        case "datePicker": return .datePicker
        case "pickerView": return .pickerView
        case "imageView": return .imageView
        case "navigationBar": return .navigationBar
        case "tabBar": return .tabBar
        case "toolbar": return .toolbar
        case "searchBar": return .searchBar
        case "tableView": return .tableView
        case "tableViewCell": return .tableViewCell
        case "tableViewHeaderFooterView": return .tableHeaderFooter
        case "collectionView": return .collectionView
        case "collectionViewCell", "collectionReusableView": return .collectionViewCell
        case "stackView": return .stackView
        case "scrollView": return .scrollView
        case "visualEffectView": return .visualEffectView
        case "mapView": return .mapView
        case "webView", "wkWebView": return .webView
        case "containerView": return .containerView
        default: return .view
        }
    }

    /// The views drawn inside `view`, back to front: a cell's content view, a table's header,
    /// cells and footer, a collection's cells and supplementary views, subviews.
    private func childViews(of view: IBView) -> [IBView] {
        var result: [IBView] = []
        let skippedKeys: Set<String> = ["selectedBackgroundView", "multipleSelectionBackgroundView", "inputView", "inputAccessoryView"]
        var pending: [XMLNode] = []
        func collect(_ node: XMLNode) {
            for child in tree.elements(of: node) {
                // Old documents write a cell's content view without an id.
                if IBView.isView(child, in: tree) || tree.attributeEquals("key", "contentView", of: child) {
                    if let key = tree.attribute("key", of: child), skippedKeys.contains(key) { continue }
                    pending.append(child)
                } else if tree.nameEquals(child, "subviews") || tree.nameEquals(child, "cells") || tree.nameEquals(child, "prototypes")
                    || tree.nameEquals(child, "sections") || tree.nameEquals(child, "tableViewSection")
                    || ViewAdapter.appKitCellContainers.contains(tree.name(of: child))
                    // An NSGridView keeps its views in its cells, in the grid's coordinates.
                    || tree.nameEquals(child, "gridCells") || tree.nameEquals(child, "gridCell")
                {
                    collect(child)
                }
            }
        }
        collect(view.node)
        // A tab view shows one tab's view, over its other subviews.
        if isAppKit, view.elementName == "tabView", let tab = selectedTab(of: view)?.view {
            pending.append(tab)
        }
        // Backgrounds first, then the table header, cells, content and the footer in order.
        for node in pending where tree.attributeEquals("key", "backgroundView", of: node) {
            result.append(IBView(document: document, node: node))
        }
        for node in pending where !tree.attributeEquals("key", "backgroundView", of: node) {
            result.append(IBView(document: document, node: node))
        }
        return result
    }

    // MARK: Style

    func style(of view: IBView, kind: ViewKind) -> ViewStyle {
        var style = ViewStyle()
        style.backgroundColor = resources.color(of: view, key: "backgroundColor")
        style.tintColor = resources.color(of: view, key: "tintColor")
        style.alpha = view.doubleAttribute("alpha") ?? 1
        style.isHidden = view.isHidden
        // Scroll views (tables, collections, text views) clip unless told otherwise.
        let scrolls = kind == .scrollView || kind == .tableView || kind == .collectionView || kind == .textView
        style.clipsToBounds = view.boolAttribute("clipsSubviews") ?? scrolls
        for attribute in view.runtimeAttributes {
            switch (attribute.keyPath, attribute.value) {
            case ("layer.cornerRadius", .number(let value)), ("cornerRadius", .number(let value)): style.cornerRadius = value
            case ("layer.borderWidth", .number(let value)), ("borderWidth", .number(let value)): style.borderWidth = value
            case ("layer.borderColor", .color(let color)), ("borderColor", .color(let color)), ("layer.borderUIColor", .color(let color)):
                style.borderColor = resources.color(color)
            case ("layer.masksToBounds", .boolean(let value)), ("clipsToBounds", .boolean(let value)): style.clipsToBounds = value
            default: break
            }
        }
        if style.borderWidth > 0 && style.borderColor == nil { style.borderColor = DynamicColor(RGBA(white: 0)) }
        // An NSScrollView draws a bezel unless told otherwise (`borderType` is stored only when
        // it is not the bezel: 203 `none` and 3 `line` in the corpus, against 118 scroll views
        // that draw the default): a hairline at its edge, as Xcode's canvas shows it.
        if isAppKit, view.elementName == "scrollView", style.borderWidth == 0, view.attribute("borderType") != "none" {
            style.borderWidth = 1
            style.borderColor = SystemColors.separator
        }
        return style
    }

    // MARK: Content

    func content(of view: IBView, kind: ViewKind) -> ViewContent {
        var content = appKitFreeContent(of: view, kind: kind)
        if isAppKit {
            applyAppKitCell(of: view, kind: kind, to: &content)
            if view.elementName == "box" { content.box = boxDecoration(of: view) }
            if view.elementName == "tabView" { content.box = tabDecoration(of: view) }
        }
        return content
    }

    private func appKitFreeContent(of view: IBView, kind: ViewKind) -> ViewContent {
        var content = ViewContent()
        switch kind {
        case .label:
            content.text = text(of: view, string: resources.localized(view.text, id: view.id, "text") ?? "", defaultColor: SystemColors.label)
        case .textField:
            if let string = resources.localized(view.text, id: view.id, "text"), !string.isEmpty {
                content.text = text(of: view, string: string, defaultColor: SystemColors.label, defaultSize: 14)
                content.text?.numberOfLines = 1
            }
            if let placeholder = resources.localized(view.placeholder, id: view.id, "placeholder") {
                content.placeholder = text(of: view, string: placeholder, defaultColor: SystemColors.placeholderText, defaultSize: 14)
                content.placeholder?.color = SystemColors.placeholderText
                content.placeholder?.numberOfLines = 1
            }
            var control = ControlState()
            control.borderStyle = view.attribute("borderStyle") ?? "none"
            control.isEnabled = view.isEnabled
            content.control = control
        case .textView:
            content.text = text(of: view, string: resources.localized(view.text, id: view.id, "text") ?? "", defaultColor: SystemColors.label, defaultSize: 14)
            content.text?.numberOfLines = 0
            content.text?.lineBreak = .wordWrap
        case .button:
            button(view, into: &content)
        case .imageView:
            let mode = ContentMode(rawValue: view.contentMode ?? "scaleToFill") ?? .scaleToFill
            if let name = view.image {
                let symbol = view.attribute("catalog") == "system"
                content.image = resources.image(named: name, isSymbol: symbol, contentMode: mode, tint: resources.color(of: view, key: "tintColor"))
            } else if let reference = tree.firstElement(of: view.node, withKey: "image"), let name = tree.attribute("image", of: reference) {
                content.image = resources.image(named: name, isSymbol: tree.attribute("catalog", of: reference) == "system", contentMode: mode)
            }
        case .switch:
            var control = ControlState()
            control.isOn = view.isOn ?? false
            control.isEnabled = view.isEnabled
            control.onTintColor = resources.color(of: view, key: "onTintColor")
            content.control = control
        case .slider, .progressView, .stepper:
            var control = ControlState()
            control.minimumValue = view.minimumValue ?? 0
            control.maximumValue = view.maximumValue ?? (kind == .stepper ? 100 : 1)
            control.value = view.value ?? (kind == .progressView ? 0 : control.minimumValue)
            control.isEnabled = view.isEnabled
            control.onTintColor = resources.color(of: view, key: kind == .slider ? "minimumTrackTintColor" : "progressTintColor")
            content.control = control
        case .segmentedControl:
            var control = ControlState()
            control.segments = view.segments.enumerated().map { index, segment in
                resources.localized(segment.title, id: view.id, "segmentTitles[\(index)]") ?? segment.image ?? ""
            }
            control.selectedIndex = view.selectedSegmentIndex
            control.isEnabled = view.isEnabled
            control.onTintColor = resources.color(of: view, key: "selectedSegmentTintColor")
            content.control = control
        case .pageControl:
            var control = ControlState()
            control.numberOfPages = view.intAttribute("numberOfPages") ?? 3
            control.selectedIndex = view.intAttribute("currentPage") ?? 0
            control.onTintColor = resources.color(of: view, key: "currentPageIndicatorTintColor")
            content.control = control
        case .activityIndicator:
            var control = ControlState()
            let style = view.attribute("style") ?? "medium"
            control.variant = style.lowercased().contains("large") ? "large" : "medium"
            control.isOn = !(view.isHidden) && (view.boolAttribute("animating") ?? false || !(view.boolAttribute("hidesWhenStopped") ?? false))
            content.control = control
            if let color = resources.color(of: view, key: "color") { content.control?.onTintColor = color }
        case .datePicker:
            var control = ControlState()
            control.variant = view.attribute("style") ?? "wheels"
            control.borderStyle = view.attribute("datePickerMode") ?? "dateAndTime"
            content.control = control
        case .searchBar:
            var bar = BarContent()
            bar.searchPlaceholder = resources.localized(view.placeholder, id: view.id, "placeholder") ?? "Search"
            bar.prompt = view.attribute("prompt")
            bar.title = view.text
            content.bar = bar
            content.control = { var control = ControlState(); control.variant = view.attribute("searchBarStyle"); return control }()
        case .toolbar:
            var bar = BarContent()
            if let items = tree.firstElement(of: view.node, named: "items") {
                bar.items = tree.elements(of: items, named: "barButtonItem").map { barItem(IBBarButtonItem(document: document, node: $0)) }
            }
            content.bar = bar
        case .tabBar:
            var bar = BarContent()
            if let items = tree.firstElement(of: view.node, named: "items") {
                bar.tabs = tree.elements(of: items, named: "tabBarItem").map { tabItem(IBTabBarItem(document: document, node: $0)) }
            }
            content.bar = bar
        case .navigationBar:
            var bar = BarContent()
            if let items = tree.firstElement(of: view.node, named: "items"),
                let item = tree.elements(of: items, named: "navigationItem").first(where: { _ in true })
            {
                apply(IBNavigationItem(document: document, node: item), to: &bar)
            }
            content.bar = bar
        case .tableViewCell:
            let cell = IBTableViewCell(document: document, node: view.node)
            var decoration = CellDecoration(accessory: cell.accessoryType == "none" ? nil : cell.accessoryType)
            if let inset = tree.firstElement(of: view.node, withKey: "separatorInset"), let left = tree.attribute("minX", of: inset).flatMap(Double.init) {
                decoration.separatorInset = left
            }
            content.cell = decoration
        case .mapView:
            content.caption = "Map"
        case .webView:
            content.caption = "Web Content"
        case .view:
            // A custom view draws itself at run time: name it in its placeholder.
            if let custom = view.customClass {
                content.caption = custom
            } else if view.elementName == "tableHeaderView" {
                content.columnHeaders = columnHeaders(of: view)
            } else if !["view", "tableViewCellContentView", "collectionViewCellContentView", "customView", "clipView", "box", "tabView", "tableCellView", "tableRowView", "scroller", "gridView"].contains(view.elementName) {
                content.caption = view.elementName
            }
        default:
            break
        }
        return content
    }

    private func text(of view: IBView, string: String, defaultColor: DynamicColor, defaultSize: Double = 17) -> TextContent {
        var font = resources.font(view.font, defaultSize: defaultSize)
        var color = resources.color(of: view, key: "textColor") ?? defaultColor
        // Attributed text: the first fragment's attributes stand for the whole text.
        if let attributed = tree.firstElement(of: view.node, withKey: "attributedText"),
            let fragment = tree.firstElement(of: attributed, named: "fragment"),
            let attributes = tree.firstElement(of: fragment, named: "attributes")
        {
            if let fragmentFont = tree.firstElement(of: attributes, named: "font") {
                font = resources.font(IBFont(tree: tree, node: fragmentFont), defaultSize: defaultSize)
            }
            for element in tree.elements(of: attributes, named: "color") where tree.attributeEquals("key", "NSColor", of: element) {
                color = resources.color(IBColor(tree: tree, node: element)) ?? color
            }
        }
        let alignment: TextAlignment
        switch view.attribute("textAlignment") {
        case "center": alignment = .center
        case "right": alignment = .right
        case "left": alignment = .left
        case "justified": alignment = .justified
        default: alignment = .natural
        }
        let lineBreak: LineBreak
        switch view.attribute("lineBreakMode") {
        case "wordWrap": lineBreak = .wordWrap
        case "characterWrap": lineBreak = .charWrap
        case "clip": lineBreak = .clip
        case "headTruncation": lineBreak = .truncateHead
        case "middleTruncation": lineBreak = .truncateMiddle
        default: lineBreak = .truncateTail
        }
        // A label shrinks its font to fit unless Interface Builder says "Fixed Font Size"
        // (`adjustsFontSizeToFit="NO"`), down to its minimum scale or, in older documents, its
        // minimum font size.
        var minimumScaleFactor: Double?
        if view.elementName == "label", view.attribute("adjustsFontSizeToFit") != "NO" {
            minimumScaleFactor = view.attribute("minimumScaleFactor").flatMap(Double.init)
                ?? view.attribute("minimumFontSize").flatMap(Double.init).map { font.size > 0 ? $0 / font.size : 1 } ?? 0
        }
        return TextContent(string, font: font, color: color, alignment: alignment, numberOfLines: view.intAttribute("numberOfLines") ?? 1,
                           lineBreak: lineBreak, minimumScaleFactor: minimumScaleFactor)
    }

    private func button(_ view: IBView, into content: inout ViewContent) {
        var control = ControlState()
        control.isEnabled = view.isEnabled
        let type = view.attribute("buttonType") ?? "custom"
        var titleColor: DynamicColor?
        var image: (name: String, symbol: Bool)?
        var backgroundImage: String?
        var title = resources.localized(view.title, id: view.id, "normalTitle")
        if let normal = tree.firstElement(of: view.node, withKey: "normal") {
            for color in tree.elements(of: normal, named: "color") where tree.attributeEquals("key", "titleColor", of: color) {
                titleColor = resources.color(IBColor(tree: tree, node: color))
            }
            if let name = tree.attribute("image", of: normal) { image = (name, tree.attribute("catalog", of: normal) == "system") }
            backgroundImage = tree.attribute("backgroundImage", of: normal)
        } else if isAppKit, let name = view.image {
            // An AppKit button keeps its image in its cell.
            image = (name, false)
        }
        // tvOS buttons title in 38 pt medium (the corpus's tvOS buttons without a font: 86 pt
        // tall with 20 pt insets above and below, 46 pt for the title).
        var font = resources.isTV ? resources.font(view.font, defaultSize: 38, defaultWeight: 500) : resources.font(view.font, defaultSize: 15)
        if let configuration = view.buttonConfiguration {
            switch configuration.style {
            case "filled": control.buttonStyle = .filled
            case "tinted": control.buttonStyle = .tinted
            case "gray": control.buttonStyle = .gray
            case "borderless": control.buttonStyle = .borderless
            case "bordered": control.buttonStyle = .bordered
            case "borderedTinted": control.buttonStyle = .borderedTinted
            case "borderedProminent": control.buttonStyle = .borderedProminent
            default: control.buttonStyle = .plain
            }
            control.variant = configuration.cornerStyle
            // A configured button shows the configuration's title only: the legacy state title
            // Xcode keeps beside it (`<state key="normal" title="Button"/>`) is not drawn.
            title = resources.localized(configuration.title, id: view.id, "configuration.title")
            if let attributed = configuration.attributedTitle {
                title = attributed
                if let fragmentFont = configuration.titleFont { font = resources.font(fragmentFont, defaultSize: 17) }
            } else if view.font == nil {
                font = TextFont(size: 17)
            }
            if let name = configuration.image { image = (name, configuration.imageIsSymbol) }
            if let color = configuration.baseForegroundColor { titleColor = resources.color(color) }
            if let color = configuration.baseBackgroundColor { control.onTintColor = resources.color(color) }
        } else {
            switch type {
            case "system", "roundedRect":
                control.buttonStyle = .system
                if resources.isTV {
                    // An unfocused tvOS system button is a gray platter with a dark title.
                    control.buttonStyle = .gray
                    control.variant = "large"
                    if titleColor == nil { titleColor = SystemColors.label.withAlpha(0.85) }
                }
            case "infoLight": control.buttonStyle = .infoLight
            case "infoDark": control.buttonStyle = .infoDark
            case "contactAdd": control.buttonStyle = .contactAdd
            case "detailDisclosure": control.buttonStyle = .detailDisclosure
            case "close": control.buttonStyle = .close
            default: control.buttonStyle = .custom
            }
        }
        if let title, !title.isEmpty {
            var text = TextContent(title, font: font, color: titleColor, alignment: .center, numberOfLines: 1, lineBreak: .truncateMiddle)
            switch view.attribute("contentHorizontalAlignment") {
            case "left", "leading": text.alignment = .left
            case "right", "trailing": text.alignment = .right
            default: break
            }
            if let lines = tree.firstElement(of: view.node, withKey: "titleLabel").flatMap({ tree.attribute("numberOfLines", of: $0) }).flatMap({ Int($0) }) {
                text.numberOfLines = lines
            }
            content.text = text
        } else if titleColor != nil {
            content.text = nil
        }
        if let image {
            content.image = resources.image(named: image.name, isSymbol: image.symbol, contentMode: .center, tint: titleColor)
        }
        // UIButton stretches its background image over its bounds, under its image and title.
        if let backgroundImage {
            content.backgroundImage = resources.image(named: backgroundImage, isSymbol: false, contentMode: .scaleToFill)
        }
        if content.text == nil, let titleColor { content.image?.tintColor = titleColor }
        // AppKit draws a button's template image in the control's text color, not an accent.
        if isAppKit, content.image?.tintColor == nil { content.image?.tintColor = SystemColors.label }
        if content.text != nil && titleColor == nil && control.buttonStyle == .custom {
            content.text?.color = DynamicColor(RGBA(white: 1))  // UIButton(type: .custom) titles default to white.
        }
        content.control = control
    }

    // MARK: Bars

    func barItem(_ item: IBBarButtonItem) -> LaidOutBarItem {
        let image = item.image.map { resources.image(named: $0, isSymbol: item.attribute("catalog") == "system", contentMode: .center) }
        return LaidOutBarItem(id: item.id ?? "", title: resources.localized(item.title, id: item.id, "title"), image: image, systemItem: item.systemItem, isProminent: item.style == "done" || item.systemItem == "done",
                             isEnabled: item.boolAttribute("enabled") ?? true)
    }

    func tabItem(_ item: IBTabBarItem) -> TabItem {
        let title = resources.localized(item.title, id: item.id, "title") ?? item.systemItem.map { ViewAdapter.systemTabTitle($0) } ?? ""
        var image = item.image.map { resources.image(named: $0, isSymbol: item.attribute("catalog") == "system") }
        if image == nil, let system = item.systemItem { image = ImageContent(name: system, isSymbol: true) }
        return TabItem(id: item.id ?? "", title: title, image: image, badge: item.badgeValue)
    }

    static func systemTabTitle(_ item: String) -> String {
        switch item {
        case "mostViewed": return "Most Viewed"
        case "mostRecent": return "Most Recent"
        case "topRated": return "Top Rated"
        default: return item.prefix(1).uppercased() + item.dropFirst()
        }
    }

    func apply(_ item: IBNavigationItem, to bar: inout BarContent) {
        bar.title = resources.localized(item.title, id: item.id, "title")
        bar.prompt = resources.localized(item.prompt, id: item.id, "prompt")
        bar.leadingItems = item.leftBarButtonItems.map(barItem)
        bar.trailingItems = item.rightBarButtonItems.map(barItem)
    }

    // MARK: Tables

    /// Section header and footer titles go in the gaps Xcode left between sections' cells.
    private func decorateTable(_ table: inout LaidOutView, view: IBView) {
        guard let tableView = view.tableView else { return }
        let style: TableDecoration.Style
        switch tableView.style {
        case "grouped": style = .grouped
        case "insetGrouped": style = .insetGrouped
        default: style = .plain
        }
        var decoration = TableDecoration(style: style)
        decoration.separatorColor = resources.color(of: view, key: "separatorColor")
        decoration.showsSeparators = view.attribute("separatorStyle") != "none"
        decoration.hasStaticCells = tableView.dataMode == .static
        var framesByID: [String: Rect] = [:]
        for subview in table.subviews { framesByID[subview.id] = subview.frame }
        var previousBottom = 0.0
        for section in tableView.sections {
            let cells = section.cells.compactMap { $0.id.flatMap { framesByID[$0] } }
            guard let first = cells.first, let last = cells.last else { continue }
            if let header = resources.localized(section.headerTitle, id: section.id, "headerTitle"), !header.isEmpty {
                decoration.headers.append(SectionTitle(text: header, y: max(previousBottom, first.y - (style == .plain ? 28 : 38))))
            }
            if let footer = resources.localized(section.footerTitle, id: section.id, "footerTitle"), !footer.isEmpty {
                decoration.footers.append(SectionTitle(text: footer, y: last.y + last.height + 6))
            }
            previousBottom = last.y + last.height
        }
        table.content.table = decoration
        // Cells learn their place in the section, for separators and inset-grouped corners.
        var sectionOf: [String: (index: Int, count: Int)] = [:]
        for section in tableView.sections {
            let ids = section.cells.compactMap(\.id)
            for (index, id) in ids.enumerated() { sectionOf[id] = (index, ids.count) }
        }
        for index in table.subviews.indices where table.subviews[index].kind == .tableViewCell {
            var cell = table.subviews[index].content.cell ?? CellDecoration()
            cell.tableStyle = style
            if let place = sectionOf[table.subviews[index].id] {
                cell.isFirstInSection = place.index == 0
                cell.isLastInSection = place.index == place.count - 1
            } else {
                cell.isFirstInSection = true
                cell.isLastInSection = true
            }
            cell.showsSeparator = decoration.showsSeparators && !(style != .plain && cell.isLastInSection)
            cell.separatorColor = decoration.separatorColor
            table.subviews[index].content.cell = cell
        }
    }

    /// Documents written before Xcode 6 store no frames for the labels of the built-in cell
    /// styles; they go where UITableViewCell puts them.
    private func placeBuiltInLabels(in cell: inout LaidOutView, cell model: IBTableViewCell) {
        guard let contentIndex = cell.subviews.firstIndex(where: { $0.kind == .view }) else { return }
        var content = cell.subviews[contentIndex]
        let width = content.frame.width, height = content.frame.height
        let hasImage = model.imageViewID.map { id in content.subviews.contains { $0.id == id && $0.frame.width > 0 } } ?? false
        let left = hasImage ? 15.0 + 44 : 15
        for index in content.subviews.indices where content.subviews[index].frame.width == 0 && content.subviews[index].frame.height == 0 {
            let id = content.subviews[index].id
            let isTitle = id == model.textLabelID
            let isDetail = id == model.detailTextLabelID
            guard isTitle || isDetail else { continue }
            switch model.style {
            case .subtitle:
                content.subviews[index].frame = isTitle
                    ? Rect(x: left, y: height / 2 - 20, width: width - left - 15, height: 22)
                    : Rect(x: left, y: height / 2 + 2, width: width - left - 15, height: 18)
            case .value1:
                content.subviews[index].frame = isTitle
                    ? Rect(x: left, y: 0, width: (width - left) * 0.6, height: height)
                    : Rect(x: width / 2, y: 0, width: width / 2 - 15, height: height)
                if isDetail { content.subviews[index].content.text?.alignment = .right }
            case .value2:
                content.subviews[index].frame = isTitle
                    ? Rect(x: 15, y: 0, width: 67, height: height)
                    : Rect(x: 89, y: 0, width: width - 104, height: height)
                if isTitle { content.subviews[index].content.text?.alignment = .right }
            default:
                content.subviews[index].frame = Rect(x: left, y: 0, width: width - left - 15, height: height)
            }
        }
        cell.subviews[contentIndex] = content
    }

    // MARK: Containers

    /// The view of the controller a container view embeds, sized to the container.
    private func embeddedView(of container: IBView, depth: Int) -> LaidOutView? {
        guard embeddingDepth < 3 else { return nil }
        for connection in container.connections {
            guard let segue = connection.segue, segue.kind == .embed, let destination = segue.destinationMember else { continue }
            let frame = container.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
            guard let root = destination.view else {
                // An AppKit split view controller shows its items' views.
                guard let split = ViewAdapter.splitView(of: destination) else { continue }
                return LaidOutView(
                    id: split.id ?? "", kind: .view, frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height),
                    subviews: splitPanes(of: destination, in: Size(width: frame.width, height: frame.height)))
            }
            var nested = self
            nested.embeddingDepth += 1
            var view = nested.laidOut(root, depth: depth + 1)
            view.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            return view
        }
        return nil
    }
}
