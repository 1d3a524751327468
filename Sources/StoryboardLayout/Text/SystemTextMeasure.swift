/// Text measured as the iOS system font sets it, with real glyph metrics: Inter (Debian's
/// `fonts-inter`, close in design to SF Pro) at SF's advance widths per weight, plus SF Pro's
/// size-specific tracking (Apple's Human Interface Guidelines table), and SF Pro's line height.
package enum SystemTextMeasure {
    /// The weights the measure knows (UIKit's `UIFont.Weight` names as Interface Builder writes them).
    package enum Weight: String, Sendable, CaseIterable {
        case regular, medium, semibold, bold

        /// The weight of an Interface Builder `weight` attribute (`light`, `heavy`…), rounded to one we have.
        package init(interfaceBuilder name: String?) {
            switch name {
            case "medium": self = .medium
            case "semibold": self = .semibold
            case "bold", "heavy", "black": self = .bold
            default: self = .regular
            }
        }

        var fileName: String {
            switch self {
            case .regular: return "Inter-Regular.otf"
            case .medium: return "Inter-Medium.otf"
            case .semibold: return "Inter-SemiBold.otf"
            case .bold: return "Inter-Bold.otf"
            }
        }
    }

    /// SF's untracked advance widths over Inter's per weight, fitted (with `tracking(atSize:)`
    /// added) to the stored widths of the corpus's 808 single-line system-font labels that hug
    /// their text (fits on two project-disjoint halves: regular 0.998 / 1.001, semibold 1.024 /
    /// 1.02, bold 1.034 / 1.016). A per-size scale fitted on top came out within 1.1% of 1 at
    /// 10–18 pt and did not improve the held-out half, so the size dependence is the tracking
    /// alone (without tracking the fitted per-size scale runs from 1.064 at 10 pt to 1.0 at 17).
    /// Medium (too few labels to fit) takes the value between regular and semibold.
    package static func widthScale(_ weight: Weight) -> Double {
        switch weight {
        case .regular: return 0.998
        case .medium: return 1.008
        case .semibold, .bold: return 1.02
        }
    }

    /// SF Pro's tracking in 1/1000 em per point size, as Apple's Human Interface Guidelines
    /// publish it: SF Pro Text below 20 pt (loose at small sizes, tight at 17), SF Pro
    /// Display from 20 pt (79 pt and above: none). Added after every character.
    static let trackingTable: [Int: Double] = [
        6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26, 18: -25, 19: -24,
        20: 19, 21: 17, 22: 16, 23: 16, 24: 15, 25: 14, 26: 14, 27: 14, 28: 14, 29: 13, 30: 12, 31: 12, 32: 11, 33: 11,
        34: 10, 35: 10, 36: 10, 37: 10, 38: 10, 39: 10, 40: 10, 41: 9, 42: 9, 43: 9, 44: 8, 45: 8, 46: 8, 47: 8, 48: 8,
        49: 7, 50: 7, 51: 7, 52: 6, 53: 6, 54: 6, 55: 6, 56: 6, 57: 5, 58: 5, 59: 5, 60: 4, 61: 4, 62: 4, 63: 4, 64: 4,
        65: 4, 66: 3, 67: 3, 68: 3, 69: 3, 70: 2, 71: 2, 72: 2, 73: 2, 74: 2, 75: 2, 76: 1, 77: 1, 78: 1,
    ]

    /// The tracking SF Pro adds after each character at `size` points, in points.
    package static func tracking(atSize size: Double) -> Double {
        let key = Int(size.rounded())
        let perMille = trackingTable[key] ?? (key < 6 ? 41 : 0)
        return perMille * size / 1000
    }

    /// The width of `text` on one line: the scaled advances plus the tracking per character.
    static func setWidth(_ text: Substring, font: OpenTypeFont, size: Double, weight: Weight) -> Double {
        font.width(of: text, size: size) * widthScale(weight) + Double(text.unicodeScalars.count) * tracking(atSize: size)
    }

    /// Where Debian installs Inter.
    static let directory = "/usr/share/fonts/opentype/inter/"
    /// The fonts, read once (immutable after loading); nil entries where the font is missing.
    static let fonts: [Weight: OpenTypeFont] = {
        var result: [Weight: OpenTypeFont] = [:]
        for weight in Weight.allCases {
            if let font = OpenTypeFont(path: directory + weight.fileName) { result[weight] = font }
        }
        return result
    }()

    /// Inter's display cut (`InterDisplay-*.otf`), set tighter as SF Pro Display is: SF Pro
    /// switches from Text to Display at 20 pt, so the measure switches with it (the corpus's
    /// 48 single-line labels of 20 pt and more: median error 4 pt with Inter, 1.5 with Inter Display).
    static let displayFonts: [Weight: OpenTypeFont] = {
        var result: [Weight: OpenTypeFont] = [:]
        for weight in Weight.allCases {
            let name = "InterDisplay-" + weight.fileName.dropFirst("Inter-".count)
            if let font = OpenTypeFont(path: directory + name) { result[weight] = font }
        }
        return result
    }()

    /// The font that stands for SF Pro at `size` points: Inter Display from 20 pt, Inter below.
    static func font(_ weight: Weight, size: Double) -> OpenTypeFont? {
        (size >= 20 ? displayFonts[weight] : nil) ?? fonts[weight] ?? fonts[.regular]
    }

    /// Whether the fonts are installed (without them no text is measured).
    package static var isAvailable: Bool { fonts[.regular] != nil }

    /// The paragraphs of `text`: it breaks at every line break UIKit's text layout breaks at
    /// (line feeds, carriage returns, U+2028 line and U+2029 paragraph separators).
    static func paragraphs(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// The width of `text` on one line at `size` points, or nil without fonts.
    package static func width(of text: String, size: Double, weight: Weight = .regular) -> Double? {
        guard let font = font(weight, size: size) else { return nil }
        return paragraphs(of: text).map { setWidth($0, font: font, size: size, weight: weight) }.max() ?? 0
    }

    /// How many lines `text` takes when wrapped by words into `width` points (UIKit's
    /// `byWordWrapping`; a word wider than the line breaks by characters), or nil without fonts.
    package static func lineCount(of text: String, size: Double, weight: Weight = .regular, width: Double) -> Int? {
        guard let font = font(weight, size: size), width > 0 else { return nil }
        let space = setWidth(" ", font: font, size: size, weight: weight)
        var lines = 0
        for paragraph in paragraphs(of: text) {
            lines += 1
            var used = 0.0
            for word in paragraph.split(separator: " ") {
                let wordWidth = setWidth(word, font: font, size: size, weight: weight)
                if used == 0 {
                    used = wordWidth
                } else if used + space + wordWidth <= width {
                    used += space + wordWidth
                } else {
                    lines += 1
                    used = wordWidth
                }
                while used > width {
                    // A word longer than the line wraps by characters.
                    lines += 1
                    used -= width
                }
            }
        }
        return lines
    }
}
