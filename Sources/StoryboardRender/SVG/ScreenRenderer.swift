import StoryboardFormat

/// Draws laid-out screens as SVG with the iOS look, in light or dark appearance.
///
/// Every view becomes a `<g data-id=…>` (with `data-kind` for controls) translated to its
/// frame, so that the player and tests find each object by its id; text stays `<text>`.
public struct ScreenRenderer: Sendable {
    public var appearance: Appearance

    /// The platform's UI font stack: the iOS system font where it exists, Inter (Debian
    /// `fonts-inter`) for PNGs made on Linux.
    public static let systemFontFamily = "-apple-system, 'SF Pro Text', system-ui, Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif"

    /// How much wider than SF Pro the font that will draw the SVG sets text (1 for SF Pro):
    /// text estimated wider than its frame in that font is narrowed to fit it.
    public var drawingFontWidthScale = 1.0

    /// Inter's (librsvg draws PNGs with it on Linux): the corpus's label texts set in Inter run
    /// up to 6% wider than SF Pro at 17 pt (median 4%, measured on librsvg's output), so a label
    /// that Xcode sized to its text ran past its frame in PNGs.
    public static let interWidthScale = 1.06

    public init(appearance: Appearance = .light) { self.appearance = appearance }

    /// A standalone SVG document of the screen.
    public func svg(_ screen: LaidOutScreen) -> String {
        var builder = SVGBuilder()
        let width = svgNumber(screen.size.width)
        let height = svgNumber(screen.size.height)
        builder.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", width), ("height", height),
            ("viewBox", "0 0 \(width) \(height)"), ("data-screen", screen.id), ("data-appearance", appearance.rawValue),
            ("font-family", ScreenRenderer.systemFontFamily),
        ])
        builder.element("title", [], content: screen.name)
        draw(screen, into: &builder)
        builder.close("svg")
        return builder.text
    }

    /// The screen's drawing, for embedding in a larger SVG (the canvas).
    func draw(_ screen: LaidOutScreen, into builder: inout SVGBuilder) {
        var painter = ViewPainter(appearance: appearance, builder: builder, statusBarStyle: screen.statusBarStyle)
        painter.drawingFontWidthScale = drawingFontWidthScale
        painter.fill(Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height), SystemColors.systemBackground)
        painter.draw(screen.root)
        builder = painter.builder
    }
}

/// Walks a laid-out tree and draws each view (the drawing of each kind lives in extensions).
struct ViewPainter {
    let appearance: Appearance
    var builder: SVGBuilder
    let statusBarStyle: String?
    /// The tint inherited from superviews (`tintColor` cascades down in UIKit).
    var tint: DynamicColor = SystemColors.systemBlue
    /// ``ScreenRenderer/drawingFontWidthScale``.
    var drawingFontWidthScale = 1.0

    init(appearance: Appearance, builder: SVGBuilder, statusBarStyle: String? = nil) {
        self.appearance = appearance
        self.builder = builder
        self.statusBarStyle = statusBarStyle
    }

    func resolve(_ color: DynamicColor) -> RGBA { color.resolved(for: appearance) }

    // MARK: Tree

    mutating func draw(_ view: LaidOutView) {
        let style = view.style
        guard !style.isHidden, style.alpha > 0.001 else { return }
        let frame = view.frame
        builder.open("g", [
            ("data-id", view.id.isEmpty ? nil : view.id),
            ("data-kind", view.kind.isControl || view.kind == .label || view.kind == .imageView ? view.kind.rawValue : (view.kind == .view ? nil : view.kind.rawValue)),
            ("transform", frame.x == 0 && frame.y == 0 ? nil : "translate(\(svgNumber(frame.x)),\(svgNumber(frame.y)))"),
            ("opacity", style.alpha < 1 ? svgNumber(style.alpha) : nil),
        ])
        let savedTint = tint
        if let viewTint = style.tintColor { tint = viewTint }
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        if let background = style.backgroundColor ?? defaultBackground(of: view) {
            fill(bounds, background, radius: style.cornerRadius)
        }
        // A clipping view clips its own content (a text view's text) as well as its subviews.
        let clips = style.clipsToBounds && (!view.subviews.isEmpty || view.kind == .textView)
        if clips {
            let id = builder.makeClipID()
            builder.open("clipPath", [("id", id)])
            roundedRect(bounds, radius: style.cornerRadius, attributes: [])
            builder.close("clipPath")
            builder.open("g", [("clip-path", "url(#\(id))")])
        }
        drawContent(of: view, in: bounds)
        for subview in view.subviews { draw(subview) }
        if clips { builder.close("g") }
        drawOverlay(of: view, in: bounds)
        if style.borderWidth > 0, let border = style.borderColor {
            let inset = style.borderWidth / 2
            roundedRect(
                Rect(x: inset, y: inset, width: max(0, bounds.width - style.borderWidth), height: max(0, bounds.height - style.borderWidth)),
                radius: max(0, style.cornerRadius - inset), attributes: [("fill", "none")] + stroke(border, width: style.borderWidth))
        }
        tint = savedTint
        builder.close("g")
    }

    /// The backgrounds UIKit gives kinds that the document leaves clear.
    private func defaultBackground(of view: LaidOutView) -> DynamicColor? {
        switch view.kind {
        case .tableView:
            return view.content.table?.style == .plain || view.content.table == nil ? SystemColors.systemBackground : SystemColors.systemGroupedBackground
        case .tableViewCell:
            return view.content.cell?.tableStyle == .grouped ? SystemColors.secondarySystemGroupedBackground : nil
        case .textView: return nil
        case .mapView: return DynamicColor(light: RGBA(242, 239, 233), dark: RGBA(44, 44, 46))
        case .webView: return SystemColors.systemBackground
        case .visualEffectView: return DynamicColor(light: RGBA(250, 250, 250, 0.8), dark: RGBA(30, 30, 30, 0.8))
        default: return nil
        }
    }

    private mutating func drawContent(of view: LaidOutView, in bounds: Rect) {
        switch view.kind {
        case .label:
            if let text = view.content.text { drawText(text, in: bounds, id: nil) }
        case .button: drawButton(view, in: bounds)
        case .textField: drawTextField(view, in: bounds)
        case .textView:
            if let text = view.content.text {
                let top = 8 + view.content.contentInsetTop
                drawText(text, in: Rect(x: 5, y: top, width: bounds.width - 10, height: max(0, bounds.height - top - 8)), verticallyCentered: false)
            }
        case .switch: drawSwitch(view, in: bounds)
        case .slider: drawSlider(view, in: bounds)
        case .stepper: drawStepper(view, in: bounds)
        case .segmentedControl: drawSegmentedControl(view, in: bounds)
        case .progressView: drawProgress(view, in: bounds)
        case .activityIndicator: drawActivityIndicator(view, in: bounds)
        case .pageControl: drawPageControl(view, in: bounds)
        case .datePicker: drawDatePicker(view, in: bounds)
        case .pickerView: drawPickerWheel(["Item 1", "Item 2", "Item 3"], in: bounds)
        case .imageView:
            if let image = view.content.image { drawImage(image, in: bounds) }
        case .navigationBar: drawNavigationBar(view, in: bounds)
        case .tabBar: drawTabBar(view, in: bounds)
        case .toolbar: drawToolbar(view, in: bounds)
        case .searchBar: drawSearchBar(view, in: bounds)
        case .tableView: drawTableDecoration(view, in: bounds)
        case .tableViewCell: drawCellBackground(view, in: bounds)
        case .statusBar: drawStatusBar(in: bounds)
        case .homeIndicator: drawHomeIndicator(in: bounds)
        case .windowTitleBar: drawWindowTitleBar(view, in: bounds)
        case .menuBar: drawMenuBar(view, in: bounds)
        case .mapView, .webView: drawPlaceholderCaption(view.content.caption ?? "", in: bounds)
        default:
            if let box = view.content.box { drawBox(box, in: bounds) }
            if !view.content.columnHeaders.isEmpty { drawColumnHeaders(view.content.columnHeaders, in: bounds) }
            // A custom view's class names it only where Xcode would show nothing at all: one with
            // a background of its own draws it (a gradient view under a cell's labels, Habitica's
            // login entry fields), and a caption over it read as content.
            if let caption = view.content.caption, view.subviews.isEmpty, view.style.backgroundColor.map({ resolve($0).alpha == 0 }) ?? true,
               bounds.width >= 40, bounds.height >= 20 {
                drawPlaceholderCaption(caption, in: bounds, subtle: true)
            }
        }
    }

    /// What goes over a view's subviews: a cell's separator and accessory.
    private mutating func drawOverlay(of view: LaidOutView, in bounds: Rect) {
        if view.kind == .tableViewCell { drawCellOverlay(view, in: bounds) }
    }

    // MARK: Primitives

    func paint(_ color: DynamicColor, _ attribute: String = "fill") -> [(String, String?)] {
        let rgba = resolve(color)
        return [(attribute, rgba.hex), (attribute + "-opacity", rgba.alpha < 1 ? svgNumber(rgba.alpha) : nil)]
    }

    func stroke(_ color: DynamicColor, width: Double) -> [(String, String?)] {
        paint(color, "stroke") + [("stroke-width", svgNumber(width))]
    }

    mutating func fill(_ rect: Rect, _ color: DynamicColor, radius: Double = 0) {
        if resolve(color).alpha <= 0.001 { return }
        roundedRect(rect, radius: radius, attributes: paint(color))
    }

    mutating func roundedRect(_ rect: Rect, radius: Double, attributes: [(String, String?)]) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        builder.element("rect", [
            ("x", rect.x == 0 ? nil : svgNumber(rect.x)), ("y", rect.y == 0 ? nil : svgNumber(rect.y)),
            ("width", svgNumber(rect.width)), ("height", svgNumber(rect.height)),
            ("rx", r > 0 ? svgNumber(r) : nil),
        ] + attributes)
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, color: DynamicColor, width: Double = 1, cap: String? = nil) {
        builder.element("line", [("x1", svgNumber(x1)), ("y1", svgNumber(y1)), ("x2", svgNumber(x2)), ("y2", svgNumber(y2))]
            + stroke(color, width: width) + [("stroke-linecap", cap)])
    }

    mutating func circle(cx: Double, cy: Double, r: Double, attributes: [(String, String?)]) {
        builder.element("circle", [("cx", svgNumber(cx)), ("cy", svgNumber(cy)), ("r", svgNumber(r))] + attributes)
    }

    mutating func path(_ d: String, attributes: [(String, String?)]) {
        builder.element("path", [("d", d)] + attributes)
    }

    /// One line of text with its baseline at `y`.
    /// `squeezedTo`: the width the line is narrowed to when it is estimated wider, so that text
    /// kept whole within ``TextMetrics/fits(_:in:font:)`` does not run past its frame.
    mutating func textLine(_ string: String, x: Double, y: Double, font: TextFont, color: DynamicColor, anchor: String? = nil, id: String? = nil,
                           squeezedTo width: Double? = nil) {
        var attributes: [(String, String?)] = [("data-id", id), ("x", svgNumber(x)), ("y", svgNumber(y)), ("font-size", svgNumber(font.size))]
        let estimate = TextMetrics.width(of: Substring(string), font: font) * drawingFontWidthScale
        if let width, width > 0, estimate > width {
            // Narrowed about its anchor (`x`: its start, middle or end), by a transform rather
            // than `textLength`, which librsvg (the PNG path) ignores: such text ran past its
            // frame in 1,149 of the corpus's 6,670 PNGs.
            let scale = (width / estimate * 100).rounded(.down) / 100
            attributes.append(("transform", "matrix(\(svgNumber(scale)) 0 0 1 \(svgNumber(x * (1 - scale))) 0)"))
        }
        if let name = font.name { attributes.append(("font-family", "'\(name)', " + (font.isMonospaced ? "monospace" : ScreenRenderer.systemFontFamily))) }
        else if font.isMonospaced { attributes.append(("font-family", "ui-monospace, Menlo, 'DejaVu Sans Mono', monospace")) }
        if font.weight != 400 { attributes.append(("font-weight", String(font.weight))) }
        if font.isItalic { attributes.append(("font-style", "italic")) }
        attributes.append(("text-anchor", anchor))
        attributes += paint(color)
        builder.element("text", attributes, content: string)
    }

    /// Text laid out as UILabel does: wrapped to the width, truncated, vertically centred.
    mutating func drawText(_ text: TextContent, in rect: Rect, verticallyCentered: Bool = true, id: String? = nil) {
        var font = text.font
        if text.numberOfLines == 1, let minimum = text.minimumScaleFactor, rect.width > 0 {
            // A label that adjusts its font size to its width shrinks it before it truncates.
            let width = TextMetrics.width(of: text.string, font: font)
            if width > rect.width { font.size *= max(min(1, minimum), rect.width / width) }
        }
        let lineHeight = TextMetrics.lineHeight(font)
        guard !text.string.isEmpty, rect.width > 0, rect.height.isFinite, lineHeight > 0, lineHeight.isFinite else { return }
        var maximum = text.numberOfLines
        // How many lines the frame holds counts UIKit's unrounded line height (20.29 pt at
        // 17 pt): Xcode sizes a label of N lines to N of them, which N rounded lines overflow.
        let fitting = max(1, Int(min(1000, (rect.height + 0.5) / TextMetrics.exactLineHeight(font))))
        if maximum == 0 || maximum > fitting { maximum = text.numberOfLines == 1 ? 1 : fitting }
        let lines = TextMetrics.lines(of: text.string, font: font, width: rect.width, maximumLines: maximum, lineBreak: text.lineBreak)
        let total = Double(lines.count) * lineHeight
        var top = verticallyCentered ? rect.y + (rect.height - total) / 2 : rect.y
        let color = text.color ?? SystemColors.label
        let anchor: String?
        let x: Double
        switch text.alignment {
        case .center: anchor = "middle"; x = rect.x + rect.width / 2
        case .right: anchor = "end"; x = rect.x + rect.width
        default: anchor = nil; x = rect.x
        }
        for line in lines {
            // The baseline sits where SF Pro puts it in a line box: about 0.8 of the line height.
            textLine(line, x: x, y: top + lineHeight * 0.5 + font.size * 0.35, font: font, color: color, anchor: anchor, id: id,
                     squeezedTo: rect.width)
            top += lineHeight
        }
    }

    /// A grey box with a caption, for what only a device can show (maps, web pages, custom
    /// views).
    mutating func drawPlaceholderCaption(_ caption: String, in bounds: Rect, subtle: Bool = false) {
        guard !caption.isEmpty, bounds.width > 8, bounds.height > 8 else { return }
        if !subtle {
            builder.element("rect", [("x", "0.5"), ("y", "0.5"), ("width", svgNumber(max(0, bounds.width - 1))), ("height", svgNumber(max(0, bounds.height - 1)))]
                + [("fill", "none")] + stroke(SystemColors.systemGray3, width: 1) + [("stroke-dasharray", "4 3")])
        }
        let font = TextFont(size: min(13, max(8, bounds.height / 3)), weight: 500)
        let text = TextMetrics.truncated(caption, font: font, width: bounds.width - 8, lineBreak: .truncateTail)
        textLine(text, x: bounds.width / 2, y: bounds.height / 2 + font.size * 0.35, font: font, color: SystemColors.secondaryLabel, anchor: "middle")
    }
}
