/// A drawing of a system image the renderer cannot load: AppKit's named template images
/// (`NSAddTemplate`, `NSActionTemplate`…, drawn by AppKit itself) and the commonest SF
/// Symbols. Each is a path on a 24-unit square, stroked (or filled) in the image's tint, so a
/// +/- bar or a gear button reads as itself instead of an empty box.
struct Glyph: Equatable {
    /// Strokes on the 24-unit grid.
    var strokes: String
    /// Filled shapes on the 24-unit grid.
    var fills: String = ""

    /// The glyph for an image name, when it is one of AppKit's templates or, for an SF
    /// Symbol, one of the shapes below (a `.fill` variant of a plain outline, `star.fill`,
    /// filled; of one with marks inside, `multiply.circle.fill`, drawn as its outline).
    init?(imageName name: String, isSymbol: Bool) {
        let filled = isSymbol && name.hasSuffix(".fill")
        let key = isSymbol ? Glyph.symbolShapes[filled ? String(name.dropLast(5)) : name] : Glyph.appKitTemplates[name]
        guard let key, var glyph = Glyph.shapes[key] else { return nil }
        if filled, Glyph.plainOutlines.contains(key) { (glyph.fills, glyph.strokes) = (glyph.strokes, "") }
        self = glyph
    }

    private static let plainOutlines: Set<String> = ["star", "circle"]

    private init(strokes: String, fills: String = "") {
        self.strokes = strokes
        self.fills = fills
    }

    /// The corpus's named AppKit images (73 NSAddTemplate, 62 NSRefreshFreestandingTemplate,
    /// 58 NSRemoveTemplate, 31 NSActionTemplate…) by the shape AppKit draws.
    static let appKitTemplates: [String: String] = [
        "NSAddTemplate": "plus", "NSRemoveTemplate": "minus", "NSActionTemplate": "gear",
        "NSRefreshTemplate": "arrow.clockwise", "NSRefreshFreestandingTemplate": "arrow.clockwise",
        "NSStopProgressTemplate": "xmark", "NSStopProgressFreestandingTemplate": "xmark.circle",
        "NSFollowLinkFreestandingTemplate": "arrow.right.circle", "NSShareTemplate": "square.and.arrow.up",
        "NSRevealFreestandingTemplate": "magnifyingglass", "NSLockLockedTemplate": "lock",
        "NSGoLeftTemplate": "chevron.left", "NSGoRightTemplate": "chevron.right",
        "NSLeftFacingTriangleTemplate": "triangle.left", "NSRightFacingTriangleTemplate": "triangle.right",
        "NSMenuOnStateTemplate": "checkmark", "NSMenuMixedStateTemplate": "minus",
    ]

    /// SF Symbols by the shape they draw as.
    static let symbolShapes: [String: String] = [
        "plus": "plus", "minus": "minus", "gear": "gear", "xmark": "xmark", "multiply": "xmark",
        "multiply.circle": "xmark.circle", "xmark.circle": "xmark.circle", "checkmark": "checkmark",
        "chevron.right": "chevron.right", "chevron.right.2": "chevron.right.2", "chevron.left": "chevron.left", "chevron.up": "chevron.up",
        "chevron.down": "chevron.down", "chevron.down.circle": "chevron.down.circle", "circle": "circle",
        "star": "star", "square.and.arrow.up": "square.and.arrow.up", "arrow.clockwise": "arrow.clockwise",
        "arrow.right.circle": "arrow.right.circle", "magnifyingglass": "magnifyingglass", "lock": "lock",
        "questionmark.circle": "questionmark.circle", "line.3.horizontal.decrease": "line.3.horizontal.decrease",
        "line.3.horizontal.decrease.circle": "line.3.horizontal.decrease.circle",
        "line.horizontal.3.decrease.circle": "line.3.horizontal.decrease.circle",
        "house": "house", "safari": "safari", "pencil": "pencil", "bag": "bag", "grid": "grid",
        "square.and.arrow.down": "square.and.arrow.down", "exclamationmark.circle": "exclamationmark.circle",
    ]

    private static let ring = "M21 12 A9 9 0 1 1 3 12 A9 9 0 1 1 21 12 "
    private static let shapes: [String: Glyph] = [
        "plus": Glyph(strokes: "M12 5 V19 M5 12 H19"),
        "minus": Glyph(strokes: "M5 12 H19"),
        "xmark": Glyph(strokes: "M6 6 L18 18 M18 6 L6 18"),
        "xmark.circle": Glyph(strokes: ring + "M9 9 L15 15 M15 9 L9 15"),
        "checkmark": Glyph(strokes: "M5 12.5 L10 17.5 L19 6.5"),
        "chevron.right": Glyph(strokes: "M9 5 L16 12 L9 19"),
        "chevron.right.2": Glyph(strokes: "M6 6 L12 12 L6 18 M13 6 L19 12 L13 18"),
        "chevron.left": Glyph(strokes: "M15 5 L8 12 L15 19"),
        "chevron.up": Glyph(strokes: "M5 15.5 L12 8.5 L19 15.5"),
        "chevron.down": Glyph(strokes: "M5 8.5 L12 15.5 L19 8.5"),
        "chevron.down.circle": Glyph(strokes: ring + "M8 10.5 L12 14.5 L16 10.5"),
        "circle": Glyph(strokes: ring),
        "star": Glyph(strokes: "M12 3 L14.6 8.9 L21 9.5 L16.2 13.8 L17.6 20.1 L12 16.8 L6.4 20.1 L7.8 13.8 L3 9.5 L9.4 8.9 Z"),
        "square.and.arrow.up": Glyph(strokes: "M8.5 9.5 H6 V21 H18 V9.5 H15.5 M12 2.5 V14.5 M8.5 6 L12 2.5 L15.5 6"),
        "arrow.clockwise": Glyph(strokes: "M18.4 8 A7.5 7.5 0 1 0 19.5 12 M18.6 3.5 V8.2 H13.9"),
        "arrow.right.circle": Glyph(strokes: ring + "M7.5 12 H16 M12.5 8.5 L16 12 L12.5 15.5"),
        "magnifyingglass": Glyph(strokes: "M16.5 10 A6.5 6.5 0 1 1 3.5 10 A6.5 6.5 0 1 1 16.5 10 M14.8 14.8 L20.5 20.5"),
        "lock": Glyph(strokes: "M8 11 V7.5 A4 4 0 0 1 16 7.5 V11", fills: "M5.5 11 H18.5 V21 H5.5 Z"),
        "gear": Glyph(strokes: "M18 12 A6 6 0 1 1 6 12 A6 6 0 1 1 18 12 M14.5 12 A2.5 2.5 0 1 1 9.5 12 A2.5 2.5 0 1 1 14.5 12 "
            + "M12 2.5 V6 M12 18 V21.5 M2.5 12 H6 M18 12 H21.5 M5.3 5.3 L7.8 7.8 M16.2 16.2 L18.7 18.7 M18.7 5.3 L16.2 7.8 M7.8 16.2 L5.3 18.7"),
        "triangle.left": Glyph(strokes: "", fills: "M16 5 L7 12 L16 19 Z"),
        "triangle.right": Glyph(strokes: "", fills: "M8 5 L17 12 L8 19 Z"),
        "questionmark.circle": Glyph(strokes: ring + "M9.5 9.5 A2.5 2.5 0 1 1 12 12 V13.5 M12 16.5 V17"),
        "line.3.horizontal.decrease": Glyph(strokes: "M4 7 H20 M7 12 H17 M10 17 H14"),
        "line.3.horizontal.decrease.circle": Glyph(strokes: ring + "M7 9 H17 M9 12 H15 M11 15 H13"),
        "house": Glyph(strokes: "M3 11.5 L12 3.5 L21 11.5 M5.5 9.5 V20.5 H10 V14.5 H14 V20.5 H18.5 V9.5"),
        "safari": Glyph(strokes: ring, fills: "M15.5 8.5 L13.2 13.2 L8.5 15.5 L10.8 10.8 Z"),
        "pencil": Glyph(strokes: "M4 20 L5 15.5 L16 4.5 L19.5 8 L8.5 19 Z M14 6.5 L17.5 10"),
        "bag": Glyph(strokes: "M5 8 H19 L18 21 H6 Z M9 10.5 V6.5 A3 3 0 0 1 15 6.5 V10.5"),
        "grid": Glyph(strokes: "M4 4 H10 V10 H4 Z M14 4 H20 V10 H14 Z M4 14 H10 V20 H4 Z M14 14 H20 V20 H14 Z"),
        "square.and.arrow.down": Glyph(strokes: "M8.5 9.5 H6 V21 H18 V9.5 H15.5 M12 2.5 V14.5 M8.5 11 L12 14.5 L15.5 11"),
        "exclamationmark.circle": Glyph(strokes: ring + "M12 7 V13.5 M12 16.5 V17"),
    ]
}
