import StoryboardFormat

/// How one Interface Builder element becomes a LayoutItem: `viewItem` runs the steps in order,
/// each reading what the earlier ones set on the item (+Frames, +IntrinsicSize, +Margins,
/// +StackArrangement, +CanvasPlacement; visibility and baselines here).
extension DocumentLayoutTree {
    /// Elements that show text, for baselines.
    static let textElements: Set<String> = ["label", "button", "textField", "textView", "searchField", "secureTextField"]

    /// The element `viewItem` makes a LayoutItem of, and what each of its steps reads around it.
    struct ViewElement {
        let node: XMLNode
        let tree: XMLTree
        let name: String
        let id: String
        let parent: Int?
        let environment: LayoutEnvironment
        let context: DocumentLayoutContext
        /// The items made so far (the element's ancestors among them).
        let items: [LayoutItem]
    }

    static func viewItem(_ node: XMLNode, tree: XMLTree, parent: Int?, isRoot: Bool, environment: LayoutEnvironment,
                         context: DocumentLayoutContext, items: [LayoutItem]) -> LayoutItem {
        let element = ViewElement(node: node, tree: tree, name: tree.name(of: node), id: tree.attribute("id", of: node) ?? "", parent: parent,
                                  environment: environment, context: context, items: items)
        let name = element.name
        var item: LayoutItem, framed: ViewFrame
        (item, framed) = framedItem(element)
        applyVisibility(to: &item, element)
        applyIntrinsicSize(to: &item, element, framed)
        applyLayoutMargins(to: &item, element, frame: framed.frame)
        applyBaselines(to: &item, element, framed)
        if name == "stackView" {
            applyStackArrangement(to: &item, element, frame: framed.frame)
        }
        item.isScrollView = name == "scrollView"
        item.adjustsContentInset = !context.isAppKit && !tree.attributeEquals("contentInsetAdjustmentBehavior", "never", of: node)
        if context.isAppKit, name == "gridView" {
            item.grid = gridArrangement(node, tree: tree)
        }
        if isRoot {
            applyCanvasPlacement(to: &item, element, framed)
        }
        return item
    }

    /// Whether the view is hidden, for its stack's arrangement.
    static func applyVisibility(to item: inout LayoutItem, _ element: ViewElement) {
        let node = element.node, tree = element.tree, name = element.name, environment = element.environment
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
    }

    /// The point size an IBDesignable label draws its system font at, where `<designables>`
    /// records it measuring a line of another size than its `fontDescription`'s (a designable
    /// class that sets its font from a runtime attribute): the whole size whose line, rounded up
    /// to the designed screen's pixels, is the recorded height. Nil where the recorded height is
    /// the description's own line, two of its lines or more (text that wrapped), or no whole
    /// size gives it. Corona-Warn-App's `ENALabel`, whose
    /// `ibEnaStyle` sets the font: 17 pt descriptions measured 23, 26.5, 31.5 and 33.5 pt (19,
    /// 22, 26 and 28 pt lines); the chevrons and dots whose bottoms sit on their first baselines
    /// are stored on the drawn font's baseline (4 of 5 views; the fifth, at tools 17506, sits
    /// 20 pt below its 26.5 pt label's top, on neither the 17 pt line, 19.3, nor the 22 pt, 21.1).
    static func designableLabelPointSize(_ node: XMLNode, tree: XMLTree, context: DocumentLayoutContext,
                                         pointSize: Double, scale: Double) -> Double? {
        guard let id = tree.attribute("id", of: node), let recorded = context.designableSizes[id]?.height,
              isSystemFont(node, tree: tree), recorded < 2 * FontMetrics.system(size: pointSize).lineHeight,
              abs(FontMetrics.system(size: pointSize).lineHeight.roundedUp(toPixelsOf: scale) - recorded) > 0.01 else { return nil }
        let sizes = (4...200).map(Double.init).filter {
            abs(FontMetrics.system(size: $0).lineHeight.roundedUp(toPixelsOf: scale) - recorded) < 0.01
        }
        return sizes.count == 1 ? sizes[0] : nil
    }

    /// Baselines and wrapping text.
    static func applyBaselines(to item: inout LayoutItem, _ element: ViewElement, _ framed: ViewFrame) {
        let node = element.node, tree = element.tree, name = element.name, environment = element.environment, context = element.context
        let frame = framed.frame, alignment = framed.alignment
        // Baselines, from the font: text is centered vertically in its frame.
        if context.isAppKit {
            if let baselines = appKitBaselines(node, name: name, tree: tree, frame: frame, insets: alignment, toolsVersion: context.toolsVersion,
                                                usesTextStyles: context.usesTextStyles) {
                item.firstBaseline = baselines.first
                item.lastBaselineFromBottom = baselines.lastFromBottom
            }
        } else if textElements.contains(name) {
            let font = tree.firstElement(of: node, named: "fontDescription") ?? tree.firstElement(of: node, named: "font")
            // A text style (Dynamic Type) names its size at the default content size.
            var size = font.flatMap { tree.attribute("pointSize", of: $0) }.flatMap(Double.init)
                ?? systemFont(of: node, tree: tree)?.size ?? 17
            if name == "label", let drawn = designableLabelPointSize(node, tree: tree, context: context, pointSize: size,
                                                                       scale: environment.designedDevice.scale) {
                size = drawn
            }
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
            if name == "label", let id = tree.attribute("id", of: node), let recorded = context.designableSizes[id]?.height,
               frame.height > recorded + 0.5 {
                // A label stretched taller than the text it measured (its intrinsic height,
                // which <designables> records) has its first line at its top, not the lines that
                // would fit its frame: Corona-Warn-App's ENALabels, 23 pt of text in a 51 pt
                // label and 20.5 in 30, a chevron's bottom and an icon's centre on the first
                // baseline stored one ascent below the top (2 of 2, tools 19529 and 17701; the
                // engine put them 3 and 5 pt lower; the 2 others of the corpus, tools 17156,
                // move 4.5 pt toward Xcode's, symbol images whose own insets are not modelled).
                item.firstBaseline = metrics.ascender
                item.lastBaselineFromBottom = frame.height - recorded + metrics.descender
            }
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

        if name == "label", !context.isAppKit, var wrapping = wrappingText(node, tree: tree, frame: frame, scale: environment.designedDevice.scale) {
            if let (_, new) = catalystLineHeights(node, tree: tree, environment: environment),
               catalystHeight(node, tree: tree, environment: environment, storedHeight: frame.height) != nil {
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
    }
}
