import StoryboardFormat

/// Draws a whole storyboard as Xcode's canvas shows it: every scene at its `canvasLocation`
/// with its title bar, the entry-point arrow, and the segues between scenes by kind.
public struct CanvasRenderer {
    public var appearance: Appearance
    /// ``ScreenRenderer/drawingFontWidthScale``, for the scenes' text.
    public var drawingFontWidthScale = 1.0

    public init(appearance: Appearance = .light) { self.appearance = appearance }

    /// Where one scene sits on the canvas.
    public struct Placement: Hashable, Sendable {
        public var sceneID: String
        /// The controller (or reference) id segues name.
        public var memberID: String
        public var name: String
        public var frame: Rect
        public var screen: LaidOutScreen?
        public var referencedStoryboard: String?
    }

    /// The scenes' frames on the canvas: `canvasLocation` is the scene's centre.
    public static func placements(of screens: DocumentScreens) -> [Placement] {
        var result: [Placement] = []
        for scene in screens.document.scenes {
            guard let member = scene.viewController else { continue }
            let center = scene.canvasLocation ?? Point(x: Double(result.count) * 500, y: 0)
            if let screen = screens.screen(for: scene) {
                result.append(Placement(
                    sceneID: scene.sceneID ?? "", memberID: member.id ?? "", name: screen.name,
                    frame: Rect(x: center.x - screen.size.width / 2, y: center.y - screen.size.height / 2, width: screen.size.width, height: screen.size.height),
                    screen: screen))
            } else {
                let reference = member.storyboardReference
                let storyboard = reference.map { ($0.storyboardName ?? "This storyboard") + ($0.referencedIdentifier.map { " › " + $0 } ?? "") }
                result.append(Placement(
                    sceneID: scene.sceneID ?? "", memberID: member.id ?? "", name: DocumentScreens.name(of: member),
                    frame: Rect(x: center.x - 90, y: center.y - 30, width: 180, height: 60), screen: nil,
                    referencedStoryboard: storyboard ?? member.elementName))
            }
        }
        return result
    }

    public func svg(_ screens: DocumentScreens, title: String) -> String {
        let placements = CanvasRenderer.placements(of: screens)
        let byMember = Dictionary(placements.map { ($0.memberID, $0) }, uniquingKeysWith: { first, _ in first })
        var minX = 0.0, minY = 0.0, maxX = 400.0, maxY = 300.0
        if let first = placements.first {
            minX = first.frame.x; minY = first.frame.y; maxX = first.frame.x + first.frame.width; maxY = first.frame.y + first.frame.height
        }
        for placement in placements {
            minX = min(minX, placement.frame.x); minY = min(minY, placement.frame.y)
            maxX = max(maxX, placement.frame.x + placement.frame.width); maxY = max(maxY, placement.frame.y + placement.frame.height)
        }
        minX -= 140; minY -= 80; maxX += 80; maxY += 60
        let width = maxX - minX, height = maxY - minY
        var builder = SVGBuilder()
        builder.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", svgNumber(width)), ("height", svgNumber(height)),
            ("viewBox", "\(svgNumber(minX)) \(svgNumber(minY)) \(svgNumber(width)) \(svgNumber(height))"),
            ("data-canvas", title), ("data-appearance", appearance.rawValue), ("font-family", ScreenRenderer.systemFontFamily),
        ])
        builder.element("title", [], content: title)
        builder.raw("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"\(segueColor.hex)\"/></marker></defs>")
        builder.element("rect", [("x", svgNumber(minX)), ("y", svgNumber(minY)), ("width", svgNumber(width)), ("height", svgNumber(height)), ("fill", canvasColor.hex)])

        var renderer = ScreenRenderer(appearance: appearance)
        renderer.drawingFontWidthScale = drawingFontWidthScale
        for placement in placements {
            builder.open("g", [("data-scene", placement.sceneID), ("data-id", placement.memberID), ("transform", "translate(\(svgNumber(placement.frame.x)),\(svgNumber(placement.frame.y)))")])
            drawTitleBar(placement, into: &builder)
            if let screen = placement.screen {
                let clip = builder.makeClipID()
                builder.raw("<clipPath id=\"scene-\(clip)\"><rect width=\"\(svgNumber(screen.size.width))\" height=\"\(svgNumber(screen.size.height))\"/></clipPath>")
                builder.open("g", [("clip-path", "url(#scene-\(clip))")])
                renderer.draw(screen, into: &builder)
                builder.close("g")
                builder.element("rect", [("width", svgNumber(screen.size.width)), ("height", svgNumber(screen.size.height)), ("fill", "none"), ("stroke", borderColor.hex), ("stroke-width", "1")])
            } else {
                drawReference(placement, into: &builder)
            }
            builder.close("g")
        }
        // Segues over the scenes, as in Xcode.
        for scene in screens.document.scenes {
            guard let member = scene.viewController, let source = byMember[member.id ?? ""] else { continue }
            for segue in member.segues {
                drawSegue(segue, from: source, placements: byMember, into: &builder)
            }
        }
        if let initial = screens.document.header.initialViewControllerID, let entry = byMember[initial] {
            let y = entry.frame.y + entry.frame.height / 2
            let x = entry.frame.x - 12
            builder.open("g", [("data-kind", "entryPoint"), ("data-id", initial)])
            builder.element("path", [("d", "M \(svgNumber(x - 100)) \(svgNumber(y - 9)) L \(svgNumber(x - 30)) \(svgNumber(y - 9)) L \(svgNumber(x - 30)) \(svgNumber(y - 22)) L \(svgNumber(x)) \(svgNumber(y)) L \(svgNumber(x - 30)) \(svgNumber(y + 22)) L \(svgNumber(x - 30)) \(svgNumber(y + 9)) L \(svgNumber(x - 100)) \(svgNumber(y + 9)) Z"), ("fill", entryColor.hex)])
            builder.close("g")
        }
        builder.close("svg")
        return builder.text
    }

    private var canvasColor: RGBA { appearance == .light ? RGBA(232, 232, 232) : RGBA(30, 30, 30) }
    private var borderColor: RGBA { appearance == .light ? RGBA(180, 180, 180) : RGBA(80, 80, 80) }
    private var segueColor: RGBA { appearance == .light ? RGBA(120, 120, 125) : RGBA(160, 160, 165) }
    private var entryColor: RGBA { appearance == .light ? RGBA(150, 150, 155) : RGBA(120, 120, 125) }
    private var textColor: RGBA { appearance == .light ? RGBA(40, 40, 40) : RGBA(220, 220, 220) }

    private func drawTitleBar(_ placement: Placement, into builder: inout SVGBuilder) {
        let width = placement.frame.width
        builder.element("rect", [("y", "-34"), ("width", svgNumber(width)), ("height", "28"), ("rx", "6"), ("fill", appearance == .light ? "#ffffff" : "#2c2c2e"), ("stroke", borderColor.hex), ("stroke-width", "1")])
        // The scene dock's three icons: controller, first responder, exit.
        for (index, color) in ["#f5a623", "#e8473f", "#d0021b"].enumerated() {
            builder.element("circle", [("cx", svgNumber(14 + Double(index) * 18)), ("cy", "-20"), ("r", "6"), ("fill", index == 0 ? color : "none"), ("stroke", color), ("stroke-width", "1.5")])
        }
        let font = TextFont(size: 13, weight: 600)
        let title = TextMetrics.truncated(placement.name, font: font, width: width - 72, lineBreak: .truncateTail)
        builder.element("text", [("x", "62"), ("y", "-15.5"), ("font-size", "13"), ("font-weight", "600"), ("fill", textColor.hex)], content: title)
    }

    private func drawReference(_ placement: Placement, into builder: inout SVGBuilder) {
        let frame = placement.frame
        builder.element("rect", [("width", svgNumber(frame.width)), ("height", svgNumber(frame.height)), ("rx", "10"), ("fill", appearance == .light ? "#ffffff" : "#2c2c2e"), ("stroke", borderColor.hex), ("stroke-width", "1.5"), ("stroke-dasharray", "6 4")])
        let font = TextFont(size: 14, weight: 600)
        let text = TextMetrics.truncated(placement.referencedStoryboard ?? placement.name, font: font, width: frame.width - 16, lineBreak: .truncateMiddle)
        builder.element("text", [("x", svgNumber(frame.width / 2)), ("y", svgNumber(frame.height / 2 + 5)), ("font-size", "14"), ("font-weight", "600"), ("text-anchor", "middle"), ("fill", textColor.hex), ("data-kind", "storyboardReference")], content: text)
    }

    /// An arrow from the source scene's right edge to the destination's left edge, with a badge
    /// showing the kind in the middle, as Xcode draws segues.
    private func drawSegue(_ segue: Segue, from source: Placement, placements: [String: Placement], into builder: inout SVGBuilder) {
        let kind = segue.kind
        let start = Point(x: source.frame.x + source.frame.width, y: source.frame.y + source.frame.height / 2)
        if kind == .unwind {
            // Unwind segues lead to the scene's exit, not to another scene: a dashed hook.
            let x = source.frame.x + source.frame.width - 20, y = source.frame.y - 20
            builder.open("g", [("data-id", segue.id), ("data-kind", "segue"), ("data-segue-kind", "unwind")])
            builder.element("path", [("d", "M \(svgNumber(x - 24)) \(svgNumber(y)) C \(svgNumber(x - 24)) \(svgNumber(y - 24)) \(svgNumber(x)) \(svgNumber(y - 24)) \(svgNumber(x)) \(svgNumber(y - 6))"),
                                     ("fill", "none"), ("stroke", segueColor.hex), ("stroke-width", "2"), ("stroke-dasharray", "4 3"), ("marker-end", "url(#arrow)")])
            builder.close("g")
            return
        }
        guard let destinationID = segue.destinationID, let destination = placements[destinationID] else { return }
        var end = Point(x: destination.frame.x, y: destination.frame.y + destination.frame.height / 2)
        var from = start
        if destination.frame.x + destination.frame.width / 2 < source.frame.x + source.frame.width / 2 {
            // Leftwards: from the source's left edge to the destination's right edge.
            from = Point(x: source.frame.x, y: start.y)
            end = Point(x: destination.frame.x + destination.frame.width, y: end.y)
        }
        let bend = max(60, abs(end.x - from.x) / 2.5)
        let direction = end.x >= from.x ? 1.0 : -1.0
        let c1 = Point(x: from.x + bend * direction, y: from.y)
        let c2 = Point(x: end.x - bend * direction, y: end.y)
        builder.open("g", [("data-id", segue.id), ("data-kind", "segue"), ("data-segue-kind", kind.rawValue)])
        builder.element("path", [
            ("d", "M \(svgNumber(from.x)) \(svgNumber(from.y)) C \(svgNumber(c1.x)) \(svgNumber(c1.y)) \(svgNumber(c2.x)) \(svgNumber(c2.y)) \(svgNumber(end.x - 2 * direction)) \(svgNumber(end.y))"),
            ("fill", "none"), ("stroke", segueColor.hex), ("stroke-width", "2"), ("marker-end", "url(#arrow)"),
        ])
        // The badge sits at the curve's midpoint (t = 0.5 of the cubic).
        let mid = Point(x: (from.x + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (from.y + 3 * c1.y + 3 * c2.y + end.y) / 8)
        builder.element("circle", [("cx", svgNumber(mid.x)), ("cy", svgNumber(mid.y)), ("r", "13"), ("fill", appearance == .light ? "#ffffff" : "#2c2c2e"), ("stroke", segueColor.hex), ("stroke-width", "2")])
        builder.element("path", [("d", CanvasRenderer.badge(for: kind, at: mid)), ("fill", "none"), ("stroke", segueColor.hex), ("stroke-width", "1.6"), ("stroke-linecap", "round"), ("stroke-linejoin", "round")])
        builder.close("g")
    }

    /// The icon inside a segue's badge: an arrow for show/push, a sheet for modal, a link for
    /// relationship, nested boxes for embed, a popover balloon, a split for show detail.
    static func badge(for kind: SegueKind, at center: Point) -> String {
        let x = center.x, y = center.y
        func p(_ dx: Double, _ dy: Double) -> String { svgNumber(x + dx) + " " + svgNumber(y + dy) }
        switch kind {
        case .show, .push:
            return "M \(p(-6, 0)) L \(p(6, 0)) M \(p(2, -4)) L \(p(6, 0)) L \(p(2, 4))"
        case .presentation, .modal, .sheet:
            return "M \(p(-6, -5)) L \(p(6, -5)) L \(p(6, 6)) L \(p(-6, 6)) Z M \(p(-6, -1)) L \(p(6, -1))"
        case .relationship:
            return "M \(p(-7, 0)) L \(p(-2, 0)) M \(p(2, 0)) L \(p(7, 0)) M \(p(-2, -4)) L \(p(-2, 4)) M \(p(2, -4)) L \(p(2, 4))"
        case .embed:
            return "M \(p(-7, -6)) L \(p(7, -6)) L \(p(7, 6)) L \(p(-7, 6)) Z M \(p(-3, -2)) L \(p(3, -2)) L \(p(3, 2)) L \(p(-3, 2)) Z"
        case .popoverPresentation, .popover:
            return "M \(p(-6, -5)) L \(p(6, -5)) L \(p(6, 3)) L \(p(1, 3)) L \(p(-2, 7)) L \(p(-2, 3)) L \(p(-6, 3)) Z"
        case .showDetail, .replace:
            return "M \(p(-7, -6)) L \(p(7, -6)) L \(p(7, 6)) L \(p(-7, 6)) Z M \(p(-2, -6)) L \(p(-2, 6))"
        default:
            return "M \(p(-5, -5)) L \(p(5, 5)) M \(p(5, -5)) L \(p(-5, 5))"
        }
    }
}
