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

    /// UIKit's point size of a text style (`UICTFontTextStyleBody`…) at the default size, on
    /// iOS or, with `tv`, on tvOS (whose Body is 29 pt: the corpus's tvOS Body labels are 35 pt
    /// tall on one line, 4 of 4 in their files, as its 38 pt system labels are 46).
    package static func pointSize(ofTextStyle style: String, tv: Bool = false) -> Double? {
        (tv ? tvTextStyleSizes : textStyleSizes)[style]
    }

    private static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
        "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    private static let tvTextStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle0": 76, "UICTFontTextStyleTitle1": 76, "UICTFontTextStyleTitle2": 57,
        "UICTFontTextStyleTitle3": 48, "UICTFontTextStyleHeadline": 38, "UICTFontTextStyleBody": 29,
        "UICTFontTextStyleCallout": 31, "UICTFontTextStyleSubhead": 29, "UICTFontTextStyleFootnote": 23,
        "UICTFontTextStyleCaption1": 25, "UICTFontTextStyleCaption2": 23,
    ]
}
