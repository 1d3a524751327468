import StoryboardFormat

/// Text: labels' texts and fonts, wrapping, the sizes of controls stored without a frame.
extension DocumentLayoutTree {
    /// Whether a label has no text: an empty `text`, or neither a text nor an attributed text.
    static func isEmptyText(_ node: XMLNode, tree: XMLTree) -> Bool {
        if let text = tree.attribute("text", of: node) { return text.isEmpty }
        return tree.firstElement(of: node, withKey: "text") == nil && tree.firstElement(of: node, withKey: "attributedText") == nil
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
    /// frame's line height (the font's where the frame is whole lines of it, `scale` being the
    /// designed screen's); nil in a custom font, whose lines the system font's measure cannot
    /// count (the device pairs: 43 of 49 such labels whose width changed kept their height).
    static func wrappingText(_ node: XMLNode, tree: XMLTree, frame: LayoutRect, scale: Double) -> WrappingText? {
        let lines = tree.attribute("numberOfLines", of: node).flatMap(Int.init) ?? 1
        guard lines != 1, let text = labelText(node, tree: tree), !text.isEmpty, frame.height > 0 else { return nil }
        guard isSystemFont(node, tree: tree), let (size, weight) = systemFont(of: node, tree: tree) else { return nil }
        let natural = FontMetrics.system(size: size).lineHeight
        let storedLines = max(1, (frame.height / natural).rounded())
        // UIKit sets the lines at the font's line height and rounds their total up to the
        // pixel grid once: a frame of whole lines so rounded keeps the font's line height.
        let whole = abs((storedLines * natural).roundedUp(toPixelsOf: scale) - frame.height) < 0.01
        return WrappingText(text: text, pointSize: size, weight: weight, maximumLines: max(lines, 0),
                            lineHeight: whole ? natural : frame.height / storedLines)
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
                ?? style.flatMap({ WrappingText.pointSize(ofTextStyle: $0, tv: isTV(tree)) }) else { return nil }
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
            let width = title.flatMap { SystemTextMeasure.width(of: $0, size: 15) }.map { $0.roundedUp(toPixelsOf: scale) }
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
        return LayoutSize(width: width.roundedUp(toPixelsOf: scale), height: (lines * FontMetrics.system(size: size).lineHeight).roundedUp(toPixelsOf: scale))
    }

    /// A view's font size on the designed canvas and on the new one when a size class's
    /// `<variation>` gives it another `fontDescription` on one of them (nil otherwise).
    static func variedPointSizes(_ node: XMLNode, tree: XMLTree, environment: LayoutEnvironment) -> (old: Double, new: Double)? {
        let variations = tree.elements(of: node, named: "variation").filter { tree.firstElement(of: $0, named: "fontDescription") != nil }
        guard !variations.isEmpty, let base = systemFontSize(tree.firstElement(of: node, named: "fontDescription"), tree: tree) else { return nil }
        func size(_ keys: Set<String>) -> Double {
            var size = base
            for variation in matchingVariations(of: node, tree: tree, keys: keys) {
                if let varied = systemFontSize(tree.firstElement(of: variation, named: "fontDescription"), tree: tree) { size = varied }
            }
            return size
        }
        let designed = LayoutEnvironment(device: environment.designedDevice, orientation: environment.designedOrientation)
        return (size(variationKeys(designed)), size(variationKeys(environment)))
    }

    /// The point size a `fontDescription` names (a text style at its default size).
    private static func systemFontSize(_ font: XMLNode?, tree: XMLTree) -> Double? {
        guard let font else { return nil }
        return tree.attribute("pointSize", of: font).flatMap(Double.init)
            ?? tree.attribute("style", of: font).flatMap { WrappingText.pointSize(ofTextStyle: $0, tv: isTV(tree)) }
    }

    /// Whether the document is tvOS's, whose text styles are larger.
    static func isTV(_ tree: XMLTree) -> Bool {
        tree.rootElement.map { tree.attributeEquals("targetRuntime", "AppleTV", of: $0) } ?? false
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
            return FontMetrics.system(size: size).lineHeight.roundedUp(toPixelsOf: device.scale)
        }
        return (line(environment.designedDevice), line(environment.device))
    }

    /// A label's stored height in the new canvas's lines (catalystLineHeights), where it is whole
    /// lines of the designed canvas's; nil otherwise.
    static func catalystHeight(_ node: XMLNode, tree: XMLTree, environment: LayoutEnvironment, storedHeight: Double) -> Double? {
        guard let (old, new) = catalystLineHeights(node, tree: tree, environment: environment) else { return nil }
        let lines = (storedHeight / old).rounded()
        return lines >= 1 && abs(storedHeight - lines * old) < 0.01 ? lines * new : nil
    }
}
