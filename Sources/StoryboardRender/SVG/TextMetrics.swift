/// Text widths estimated from the advance widths of Helvetica scaled to SF Pro (the iOS system
/// font), so that wrapping and truncation happen where iOS would put them, give or take a few
/// percent, without a font file.
enum TextMetrics {
    /// Advance widths in thousandths of an em for ASCII 32…126: Helvetica's, except where SF
    /// Pro is much narrower: "@" (Helvetica's 1015 drew the corpus's "@" labels, stored 13.67
    /// and 14 pt wide at 15 pt, as "…") and the proportional "1" (Helvetica's tabular 556 drew
    /// BullsEye's hugging "1" labels, 8 pt wide at 17 pt in 10 copies, as "…").
    private static let ascii: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 470, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        900, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    /// How much wider than its frame estimated text may be before it is truncated: 15% in the
    /// system font, whose widths the estimate is calibrated on; 40% in a named font, which the
    /// estimate does not know (the corpus's hugging labels in Marker Felt Thin, Helvetica Neue
    /// Condensed Bold and Arial Rounded run 1.2 to 1.4 times their frames by the estimate and
    /// were drawn as "…" and "G…"; truly truncated texts run 2.4 times and more: "Button" in
    /// an 18 pt button, "Table View Cell" in 21 pt).
    static let tolerance = 1.15
    static let namedFontTolerance = 1.4

    /// Whether text estimated `estimate` wide is drawn whole in `width` (narrowed to it).
    static func fits(_ estimate: Double, in width: Double, font: TextFont) -> Bool {
        estimate <= width * (font.name == nil ? tolerance : namedFontTolerance)
    }

    /// The width of `string` in points.
    static func width(of string: Substring, font: TextFont) -> Double {
        var thousandths = 0
        for scalar in string.unicodeScalars {
            let value = scalar.value
            if value >= 32 && value < 127 {
                thousandths += Int(ascii[Int(value - 32)])
            } else if value >= 0x1100 && (value < 0x2000 || value >= 0x2E80) && value < 0x1F000 {
                thousandths += 1000  // CJK, Hangul, full-width forms
            } else if value >= 0x1F000 {
                thousandths += 1200  // emoji
            } else {
                thousandths += 580
            }
        }
        let monospaced = font.isMonospaced ? 1.1 : 1
        return Double(thousandths) / 1000 * font.size * sfProScale(font) * monospaced
    }

    /// How much wider than Helvetica SF Pro sets a text: its tracking loosens small sizes and
    /// tightens large ones, and heavier weights run wider. Calibrated on the widths Xcode
    /// stored for 1,348 single-line, constrained labels of the corpus (labels hug their text);
    /// estimates within 1 pt of Xcode's width went from 110 to 383 of them, within 2 pt from 293 to 478 (see
    /// `TextMetricsCalibrationTests`).
    static func sfProScale(_ font: TextFont) -> Double {
        let tracking = font.size < 13 ? 1.04 : font.size < 16 ? 1.035 : font.size < 20 ? 1.005 : 0.96
        let weight = font.weight >= 700 ? 1.07 : font.weight >= 600 ? 1.04 : font.weight >= 500 ? 1.02 : 1
        return tracking * weight
    }

    static func width(of string: String, font: TextFont) -> Double { width(of: string[...], font: font) }

    /// The height of one drawn line (UIFont.lineHeight of SF Pro is about 1.19 em), rounded up.
    static func lineHeight(_ font: TextFont) -> Double { exactLineHeight(font).rounded(.up) }

    /// SF Pro's `UIFont.lineHeight`: 20.29 pt at 17 pt.
    static func exactLineHeight(_ font: TextFont) -> Double { font.size * 1.194 }

    /// Splits `string` into lines no wider than `width`, at most `maximumLines` (0: no limit),
    /// the last one truncated as `lineBreak` says when the text does not fit.
    static func lines(of string: String, font: TextFont, width: Double, maximumLines: Int, lineBreak: LineBreak) -> [String] {
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        let limit = maximumLines <= 0 ? Int.max : maximumLines
        var overflowed = false
        paragraphLoop: for paragraph in paragraphs {
            if limit == 1 {
                lines.append(String(paragraph))
                if paragraphs.count > 1 { overflowed = true }
                break
            }
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if self.width(of: candidate, font: font) <= width || current.isEmpty {
                    current = candidate
                } else {
                    lines.append(current)
                    if lines.count == limit { overflowed = true; break paragraphLoop }
                    current = String(word)
                }
            }
            lines.append(current)
            if lines.count == limit {
                if paragraph != paragraphs.last { overflowed = true }
                break
            }
        }
        if lines.count > limit { lines.removeLast(lines.count - limit); overflowed = true }
        if let last = lines.last, overflowed || !fits(self.width(of: last, font: font), in: width, font: font) {
            lines[lines.count - 1] = truncated(last, font: font, width: width, lineBreak: lineBreak, force: overflowed)
        }
        return lines
    }

    /// `string` shortened with an ellipsis (at the head, middle or tail) to fit `width`.
    static func truncated(_ string: String, font: TextFont, width: Double, lineBreak: LineBreak, force: Bool = false) -> String {
        // Xcode sizes most frames to the text's own width; an estimate a little wider than
        // the frame is the estimate's error, not a reason to truncate.
        if !force && fits(self.width(of: string, font: font), in: width, font: font) { return string }
        switch lineBreak {
        case .clip, .wordWrap, .charWrap:
            if !force { return string }
        default: break
        }
        let characters = Array(string)
        var keep = characters.count
        while keep > 0 {
            let candidate: String
            switch lineBreak {
            case .truncateHead: candidate = "…" + String(characters.suffix(keep))
            case .truncateMiddle:
                let head = (keep + 1) / 2
                candidate = String(characters.prefix(head)) + "…" + String(characters.suffix(keep - head))
            default: candidate = String(characters.prefix(keep)).trimmingTrailingSpaces + "…"
            }
            if self.width(of: candidate, font: font) <= width { return candidate }
            keep -= 1
        }
        return "…"
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
