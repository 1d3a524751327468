/// The text of a label that wraps (`numberOfLines` 0 or more than 1): when its width changes
/// the engine measures how many lines it takes and gives it that height.
package struct WrappingText: Sendable, Hashable {
    package var text: String
    package var pointSize: Double
    package var weight: SystemTextMeasure.Weight
    /// The most lines shown (0: no limit).
    package var maximumLines: Int
    /// The height of one line: the font's where the stored frame is whole lines of it (their
    /// total rounded up to the pixel grid once), else the stored frame's height over its lines.
    package var lineHeight: Double

    package init(text: String, pointSize: Double, weight: SystemTextMeasure.Weight = .regular, maximumLines: Int = 0, lineHeight: Double) {
        self.text = text
        self.pointSize = pointSize
        self.weight = weight
        self.maximumLines = maximumLines
        self.lineHeight = lineHeight
    }

    /// The height the text takes at `width`, rounded up to the pixel grid; nil without fonts.
    package func height(atWidth width: Double, scale: Double) -> Double? {
        guard var lines = SystemTextMeasure.lineCount(of: text, size: pointSize, weight: weight, width: width) else { return nil }
        if maximumLines > 0 { lines = min(lines, maximumLines) }
        return (Double(lines) * lineHeight).roundedUp(toPixelsOf: scale)
    }

    /// UIKit's point size of a text style (`UICTFontTextStyleBody`…) at the default size.
    package static func pointSize(ofTextStyle style: String) -> Double? {
        let sizes: [String: Double] = [
            "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
            "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
            "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
            "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
        ]
        return sizes[style]
    }
}
