/// Text measured as the iOS system font sets it, with real glyph metrics: Inter (Debian's
/// `fonts-inter`, close in design to SF Pro) scaled so that the corpus's stored single-line
/// label widths come out (SF sets regular text about 4.5% narrower, bold 1%), and SF Pro's
/// line height.
public enum SystemTextMeasure {
    /// The weights the measure knows (UIKit's `UIFont.Weight` names as Interface Builder writes them).
    public enum Weight: String, Sendable, CaseIterable {
        case regular, medium, semibold, bold

        /// The weight of an Interface Builder `weight` attribute (`light`, `heavy`…), rounded to one we have.
        public init(interfaceBuilder name: String?) {
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

    /// SF's advance widths over Inter's per weight: the most common ratio of stored width to
    /// measured width over the corpus's single-line system-font labels (every third Auto
    /// Layout document: 558 regular, 103 bold, 20 semibold labels).
    public static func widthScale(_ weight: Weight) -> Double {
        switch weight {
        case .regular: return 0.955
        case .medium: return 0.965
        case .semibold: return 0.975
        case .bold: return 0.99
        }
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

    /// Whether the fonts are installed (without them no text is measured).
    public static var isAvailable: Bool { fonts[.regular] != nil }

    /// The paragraphs of `text`: it breaks at every line break UIKit's text layout breaks at
    /// (line feeds, carriage returns, U+2028 line and U+2029 paragraph separators).
    static func paragraphs(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// The width of `text` on one line at `size` points, or nil without fonts.
    public static func width(of text: String, size: Double, weight: Weight = .regular) -> Double? {
        guard let font = fonts[weight] ?? fonts[.regular] else { return nil }
        return paragraphs(of: text).map { font.width(of: $0, size: size) * widthScale(weight) }.max() ?? 0
    }

    /// How many lines `text` takes when wrapped by words into `width` points (UIKit's
    /// `byWordWrapping`; a word wider than the line breaks by characters), or nil without fonts.
    public static func lineCount(of text: String, size: Double, weight: Weight = .regular, width: Double) -> Int? {
        guard let font = fonts[weight] ?? fonts[.regular], width > 0 else { return nil }
        let scale = widthScale(weight)
        let space = font.width(of: " ", size: size) * scale
        var lines = 0
        for paragraph in paragraphs(of: text) {
            lines += 1
            var used = 0.0
            for word in paragraph.split(separator: " ") {
                let wordWidth = font.width(of: word, size: size) * scale
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
