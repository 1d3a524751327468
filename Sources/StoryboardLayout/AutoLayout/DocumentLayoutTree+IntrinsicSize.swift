import StoryboardFormat

/// Intrinsic content sizes, content hugging and compression resistance.
extension DocumentLayoutTree {
    /// Elements whose natural size UIKit or AppKit knows on both axes.
    static let intrinsicBoth: Set<String> = [
        "label", "button", "switch", "segmentedControl", "activityIndicatorView", "stepper", "pageControl",
        "datePicker", "textField", "pickerView", "popUpButton", "comboBox", "searchField", "levelIndicator",
        "progressIndicator", "secureTextField", "tokenField", "colorWell", "imageView",
    ]

    /// Elements with a natural height only.
    static let intrinsicHeightOnly: Set<String> = ["slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar"]

    /// Views that scroll or draw their content at any size: UIKit gives them no intrinsic
    /// content size (a text view has one only when it does not scroll).
    static let viewsWithoutIntrinsicSize: Set<String> = ["collectionView", "tableView", "scrollView", "textView", "mapView", "wkWebView", "webView"]

    /// UITextField's inset of its text on either side.
    static let textFieldTextInset = 7.0

    /// Content hugging and compression resistance, then the intrinsic content size.
    static func applyIntrinsicSize(to item: inout LayoutItem, _ element: ViewElement, _ framed: ViewFrame) {
        let node = element.node, tree = element.tree, name = element.name, environment = element.environment, context = element.context
        let frame = framed.frame, unframed = framed.unframed, translatesAutoresizingMask = framed.translatesAutoresizingMask
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
        // An NSSlider has the width it was drawn at; a vertical one (taller than wide) has no
        // natural length. iina's equalizer: ten vertical ones in a stack that hugs them (80 of
        // the corpus's 90 vertical sliders within 0.5 pt with it, 60 without); its horizontal
        // ones that hug at 800 stay at their stored 238 pt where those that hug at 100 span the
        // 241 pt stack (12 of 12 in two copies, one more broken in a stale snapshot; without it
        // all spanned the stack).
        if context.isAppKit && name == "slider" { hasWidth = true; hasHeight = frame.width >= frame.height }
        if hasWidth { item.intrinsicWidth = frame.width }
        if hasHeight { item.intrinsicHeight = frame.height }
        let emptyPlain = (name == "view" || (name == "imageView" && tree.attribute("image", of: node) == nil))
            && tree.firstElement(of: node, named: "subviews") == nil
        let withoutIntrinsicSize = viewsWithoutIntrinsicSize.contains(name) && !(name == "textView" && tree.attributeEquals("scrollEnabled", "NO", of: node))
        if !context.isAppKit, emptyPlain || withoutIntrinsicSize,
           let list = tree.parent(of: node), tree.nameEquals(list, "subviews"),
           let stack = tree.parent(of: list), tree.nameEquals(stack, "stackView") {
            // A plain view arranged in a UIKit stack, with nothing inside it, keeps the size
            // Interface Builder drew it at (a custom class's designable reports its own) along
            // the stack and, unless the stack fills, across it: the corpus's 442 such views,
            // 334 within 0.5 pt without it, 408 with it (Habitica's 128 pt collapsible titles).
            // So does an image view without an image (38 in stacks: Habitica's quest banner,
            // 258 pt tall where a 10 pt height at priority 500 squeezed it), and a view that
            // scrolls or draws its content, which has none either (the corpus's 23 collection, table,
            // scroll, text and map views in stacks: 21 within 0.5 pt without it, 23 with it;
            // Habitica's gift-gems collection view drawn 140 pt tall, hugging at 1000 over a
            // 410 pt height at 500).
            let vertical = tree.attributeEquals("axis", "vertical", of: stack)
            let fills = (tree.attribute("alignment", of: stack) ?? "fill") == "fill"
            if vertical || !fills { item.intrinsicHeight = frame.height }
            if !vertical || !fills { item.intrinsicWidth = frame.width }
        }
        if name == "imageView", !context.isAppKit, let image = tree.attribute("image", of: node), let size = context.imageSizes[image] {
            // An image view's intrinsic size is its image's, as the document's resources record
            // it, where the stored frame says nothing of the image: on an axis sized by a
            // constraint of its own (off in another size class), and on both once Xcode lays the
            // scene out again, which a switch of device or orientation does (Loop's upload
            // indicator, stored 64 pt wide beside a stack after its image became 32 × 20: 32 wide
            // on an iPhone 11, the stack beside it 32 pt wider, 8 of 8 views). At the designed
            // device the stored frame stays: taking the image's size there breaks 43 of the
            // corpus's views (fixes none).
            let switched = !environment.isAtDesignedDeviceAndOrientation
            let sizing = tree.firstElement(of: node, named: "constraints").map { own in
                tree.elements(of: own, named: "constraint").filter { tree.attribute("secondItem", of: $0) == nil }
            } ?? []
            if switched || sizing.contains(where: { tree.attributeEquals("firstAttribute", "width", of: $0) }) { item.intrinsicWidth = size.width }
            if switched || sizing.contains(where: { tree.attributeEquals("firstAttribute", "height", of: $0) }) { item.intrinsicHeight = size.height }
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
        // UIButton's intrinsic size is at least its background image's. Xcode lays a button out
        // again at the image's recorded size when that outgrew the stored frame (Habitica's
        // Intro, the "Register" and "Login" buttons stored 126 pt wide after their image grew
        // to 252 pt: 252 wide once switched to another iPhone, 2 of 2; the corpus's 84 files
        // with background images store no button smaller than its image).
        if name == "button", !context.isAppKit,
           let normal = tree.elements(of: node, named: "state").first(where: { tree.attributeEquals("key", "normal", of: $0) }),
           let image = tree.attribute("backgroundImage", of: normal), let size = context.imageSizes[image] {
            if let width = item.intrinsicWidth, width < size.width { item.intrinsicWidth = size.width }
            if let height = item.intrinsicHeight, height < size.height { item.intrinsicHeight = size.height }
        }
        // Controls of a fixed height stored shorter were squeezed by their constraints: their
        // intrinsic height is UIKit's, which they take back where the constraints let them.
        if name == "textField", !context.isAppKit, context.toolsVersion > 0, context.toolsVersion < ToolsVersion.xcode11,
           tree.attributeEquals("borderStyle", "roundedRect", of: node),
           let font = systemFont(of: node, tree: tree), font.size <= 20, frame.height < 30 {
            // A rounded-rect text field in a text-sized font is 30 pt tall up to Xcode 10 (the
            // corpus's 14 and 17 pt ones without a height constraint before tools 15000: 102 of
            // 110 at 30): Wikipedia's reading list xib, tools 13771, stores two squeezed to 22.3
            // and 0 pt on an iPhone X in landscape that Xcode draws 30 and 13.5 pt tall on an
            // iPhone 8.
            item.intrinsicHeight = 30
        }
        if name == "searchBar", !context.isAppKit, context.toolsVersion > 0, context.toolsVersion < ToolsVersion.xcode9, frame.height < 44 {
            // UISearchBar is 44 pt tall before Xcode 9 (the corpus's 13 of 13 stored at 44):
            // Wikipedia's Places search bar, pinned 6 pt inside a 45 pt bar on iPads (33 pt), is
            // 44 pt tall on an iPhone, where those pins are not installed.
            item.intrinsicHeight = 44
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
        if name == "textField", !context.isAppKit, unframed == nil, !translatesAutoresizingMask, isSystemFont(node, tree: tree) {
            // So does a text field: UITextField's intrinsic width is its text's or placeholder's
            // plus its insets, not the width its constraints stretched it to. Kept at the stored
            // width, its compression resistance tied with its labels' (750 both), and a narrower
            // screen squeezed raywenderlich's form labels, equal widths of "First Name:", from
            // 88 to 34.5 pt beside 464 pt fields stored on the 600 pt square.
            let (size, weight) = systemFont(of: node, tree: tree) ?? (17, .regular)
            let content = ["text", "placeholder"].compactMap { tree.attribute($0, of: node) }.compactMap {
                SystemTextMeasure.width(of: $0, size: size, weight: weight)
            }.max() ?? 0
            let width = (content + 2 * Self.textFieldTextInset).roundedUp(toPixelsOf: environment.designedDevice.scale)
            if width < frame.width - 5 && width < frame.width * 0.9 { item.compressedWidth = width }
        }
        if name == "label", !context.isAppKit, item.intrinsicHeight != nil, unframed == nil,
           let height = catalystHeight(node, tree: tree, environment: environment, storedHeight: frame.height) {
            // A label stored at whole lines of the system font takes the new canvas's line
            // height across the Mac Catalyst canvas and an iOS device (catalystLineHeights).
            item.intrinsicHeight = height
        }
        if name == "label", !context.isAppKit, unframed == nil, let (old, new) = variedPointSizes(node, tree: tree, environment: environment),
           old > 0, abs(new - old) > 0.01 {
            // A size class's `<variation><fontDescription/></variation>` sets the label's font on
            // the new device: its stored size, measured at the designed size class's font, scales
            // by the point sizes (DuckDuckGo's onboarding, a 31 pt title and 24 pt text on an
            // iPad, 22 and 16 pt on an iPhone: 31 pt tall there, 22 here; three lines of 72, 48).
            if let height = item.intrinsicHeight { item.intrinsicHeight = (height * new / old).roundedUp(toPixelsOf: environment.device.scale) }
            if let width = item.intrinsicWidth { item.intrinsicWidth = (width * new / old).roundedUp(toPixelsOf: environment.device.scale) }
        }
        if let placeholder = tree.attribute("placeholderIntrinsicWidth", of: node) {
            item.intrinsicWidth = placeholder == "infinite" ? nil : Double(placeholder) ?? frame.width
        }
        if let placeholder = tree.attribute("placeholderIntrinsicHeight", of: node) {
            item.intrinsicHeight = placeholder == "infinite" ? nil : Double(placeholder) ?? frame.height
        }
    }
}
