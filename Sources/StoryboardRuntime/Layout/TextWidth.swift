import StoryboardLayout

/// The width of text the runtime put in a view, for its intrinsic size: the new text measured
/// with the system font's glyph metrics (`SystemTextMeasure`), plus what the stored width held
/// beyond the designed text (a button's content insets, Xcode's rounding), on the pixel grid.
/// An unchanged text keeps its stored width exactly.
enum TextWidth {
    /// The intrinsic width of `text` in a view whose `designedText` was `designedWidth` wide.
    static func intrinsicWidth(of text: String, designedText: String, designedWidth: Double, font: Font, scale: Double) -> Double {
        let weight = self.weight(of: font)
        guard let measured = SystemTextMeasure.width(of: text, size: font.pointSize, weight: weight),
              let designed = SystemTextMeasure.width(of: designedText, size: font.pointSize, weight: weight) else {
            return designedWidth
        }
        let padding = designedText.isEmpty ? 0 : max(0, designedWidth - designed)
        return ((measured + padding) * scale - 0.01).rounded(.up) / scale
    }

    /// The measured weight of a runtime font (`System-Bold`, `System-semibold`, the headline style).
    static func weight(of font: Font) -> SystemTextMeasure.Weight {
        if font.name == "UICTFontTextStyleHeadline" { return .semibold }
        guard font.name.hasPrefix("System-") else { return .regular }
        return SystemTextMeasure.Weight(interfaceBuilder: font.name.dropFirst("System-".count).lowercased())
    }
}
