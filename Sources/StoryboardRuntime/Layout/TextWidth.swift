/// The width of text the runtime put in a view, for its intrinsic size. Until the layout
/// engine measures text with real font metrics (issue 8, item 4), widths are estimated from
/// the system font's average advances per kind of character, and scaled by what Xcode stored
/// for the designed text, so that an unchanged text keeps its stored width exactly and a
/// changed one grows or shrinks in proportion.
enum TextWidth {
    /// The intrinsic width of `text` in a view whose `designedText` was `designedWidth` wide.
    static func intrinsicWidth(of text: String, designedText: String, designedWidth: Double, pointSize: Double) -> Double {
        let estimate = estimatedWidth(of: text, pointSize: pointSize)
        let designed = estimatedWidth(of: designedText, pointSize: pointSize)
        guard designed > 0, designedWidth > 0 else { return (estimate * 2).rounded(.up) / 2 }
        // The stored width includes the view's padding (a button's insets): it scales with the text.
        return ((designedWidth * estimate / designed) * 2).rounded(.up) / 2
    }

    /// The sum of SF Pro's typical advances, in em, at `pointSize`.
    static func estimatedWidth(of text: String, pointSize: Double) -> Double {
        var ems = 0.0
        for character in text {
            switch character {
            case "i", "l", "j", "!", "|", ".", ",", ":", ";", "'", "I": ems += 0.25
            case " ", "f", "t", "r": ems += 0.33
            case "m", "w", "M", "W": ems += 0.85
            case "0"..."9": ems += 0.58
            case "A"..."Z": ems += 0.66
            case "a"..."z": ems += 0.53
            default: ems += character.isASCII ? 0.5 : 1.0
            }
        }
        return ems * pointSize
    }
}
