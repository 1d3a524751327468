import StoryboardFormat

/// Stacks: a UIStackView's or NSStackView's arrangement, NSStackView's gravity areas.
extension DocumentLayoutTree {
    /// The arrangement of a `stackView` element.
    static func applyStackArrangement(to item: inout LayoutItem, _ element: ViewElement, frame: LayoutRect) {
        let node = element.node, tree = element.tree, environment = element.environment, context = element.context
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
}
