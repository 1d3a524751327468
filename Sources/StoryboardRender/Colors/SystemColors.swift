/// UIKit's named colors with their iOS 13+ light and dark values, and the fixed colors of
/// `UIColor` (`whiteColor`, `darkTextColor`…), by the names Interface Builder writes.
public enum SystemColors {
    /// The color for a name as written in `systemColor=` or `cocoaTouchSystemColor=`, with or
    /// without the `Color` suffix; nil when UIKit has no such color.
    public static func color(named name: String) -> DynamicColor? {
        let key = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return table[key]
    }

    public static let label = pair(RGBA(0, 0, 0), RGBA(255, 255, 255))
    public static let secondaryLabel = pair(RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6))
    public static let tertiaryLabel = pair(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
    public static let systemBlue = pair(RGBA(0, 122, 255), RGBA(10, 132, 255))
    public static let systemGreen = pair(RGBA(52, 199, 89), RGBA(48, 209, 88))
    public static let systemRed = pair(RGBA(255, 59, 48), RGBA(255, 69, 58))
    public static let systemGray = pair(RGBA(142, 142, 147), RGBA(142, 142, 147))
    public static let systemBackground = pair(RGBA(255, 255, 255), RGBA(0, 0, 0))
    public static let secondarySystemBackground = pair(RGBA(242, 242, 247), RGBA(28, 28, 30))
    public static let systemGroupedBackground = pair(RGBA(242, 242, 247), RGBA(0, 0, 0))
    public static let secondarySystemGroupedBackground = pair(RGBA(255, 255, 255), RGBA(28, 28, 30))
    public static let separator = pair(RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6))
    public static let systemFill = pair(RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36))
    public static let tertiarySystemFill = pair(RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24))
    public static let placeholderText = pair(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
    public static let systemGray3 = pair(RGBA(199, 199, 204), RGBA(72, 72, 74))
    public static let systemGray4 = pair(RGBA(209, 209, 214), RGBA(58, 58, 60))
    public static let systemGray5 = pair(RGBA(229, 229, 234), RGBA(44, 44, 46))
    /// The translucent material of bars (`systemChromeMaterial` over white or black).
    public static let barBackground = pair(RGBA(249, 249, 249, 0.94), RGBA(29, 29, 29, 0.94))

    /// AppKit's window background (`NSColor.windowBackgroundColor`).
    public static let windowBackground = pair(RGBA(236, 236, 236), RGBA(50, 50, 50))
    /// The white (dark: near-black) of AppKit's text, table and control backgrounds.
    static let controlBackground = pair(RGBA(255, 255, 255), RGBA(30, 30, 30))

    private static func pair(_ light: RGBA, _ dark: RGBA) -> DynamicColor { DynamicColor(light: light, dark: dark) }

    private static let table: [String: DynamicColor] = {
        var table: [String: DynamicColor] = [
            "label": label,
            "secondaryLabel": secondaryLabel,
            "tertiaryLabel": tertiaryLabel,
            "quaternaryLabel": pair(RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16)),
            "placeholderText": placeholderText,
            "link": pair(RGBA(0, 122, 255), RGBA(9, 132, 255)),
            "separator": separator,
            "opaqueSeparator": pair(RGBA(198, 198, 200), RGBA(56, 56, 58)),
            "systemBackground": systemBackground,
            "secondarySystemBackground": secondarySystemBackground,
            "tertiarySystemBackground": pair(RGBA(255, 255, 255), RGBA(44, 44, 46)),
            "systemGroupedBackground": systemGroupedBackground,
            "secondarySystemGroupedBackground": secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackground": pair(RGBA(242, 242, 247), RGBA(44, 44, 46)),
            "systemFill": systemFill,
            "secondarySystemFill": pair(RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32)),
            "tertiarySystemFill": tertiarySystemFill,
            "quaternarySystemFill": pair(RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18)),
            "systemRed": systemRed,
            "systemOrange": pair(RGBA(255, 149, 0), RGBA(255, 159, 10)),
            "systemYellow": pair(RGBA(255, 204, 0), RGBA(255, 214, 10)),
            "systemGreen": systemGreen,
            "systemMint": pair(RGBA(0, 199, 190), RGBA(99, 230, 226)),
            "systemTeal": pair(RGBA(48, 176, 199), RGBA(64, 200, 224)),
            "systemCyan": pair(RGBA(50, 173, 230), RGBA(100, 210, 255)),
            "systemBlue": systemBlue,
            "systemIndigo": pair(RGBA(88, 86, 214), RGBA(94, 92, 230)),
            "systemPurple": pair(RGBA(175, 82, 222), RGBA(191, 90, 242)),
            "systemPink": pair(RGBA(255, 45, 85), RGBA(255, 55, 95)),
            "systemBrown": pair(RGBA(162, 132, 94), RGBA(172, 142, 104)),
            "systemGray": systemGray,
            "systemGray2": pair(RGBA(174, 174, 178), RGBA(99, 99, 102)),
            "systemGray3": systemGray3,
            "systemGray4": systemGray4,
            "systemGray5": systemGray5,
            "systemGray6": pair(RGBA(242, 242, 247), RGBA(28, 28, 30)),
            "tint": systemBlue,
            "systemTint": systemBlue,
            // Pre-iOS 13 names that UIKit maps onto the dynamic ones.
            "groupTableViewBackground": systemGroupedBackground,
            "tableCellGroupedBackground": secondarySystemGroupedBackground,
            "tableCellPlainBackground": systemBackground,
            "tableBackground": systemBackground,
            "tableSeparator": separator,
            "scrollViewTexturedBackground": DynamicColor(RGBA(111, 113, 121)),
            "viewFlipsideBackground": DynamicColor(RGBA(31, 33, 36)),
            "underPageBackground": DynamicColor(RGBA(181, 184, 191)),
            "darkText": DynamicColor(RGBA(0, 0, 0)),
            "lightText": DynamicColor(RGBA(white: 1, alpha: 0.6)),
            // AppKit's catalog colors (`catalog="System"` in macOS documents), macOS 11+ values.
            "windowBackground": windowBackground,
            "controlBackground": controlBackground,
            "textBackground": controlBackground,
            "header": controlBackground,
            "control": pair(RGBA(255, 255, 255), RGBA(255, 255, 255, 0.25)),
            "controlText": label,
            "text": label,
            "headerText": label,
            "disabledControlText": pair(RGBA(0, 0, 0, 0.25), RGBA(255, 255, 255, 0.25)),
            "selectedControl": pair(RGBA(179, 215, 255), RGBA(63, 99, 139)),
            "alternateSelectedControl": systemBlue,
            "selectedContentBackground": systemBlue,
            "grid": pair(RGBA(230, 230, 230), RGBA(26, 26, 26)),
            "_sourceListBackground": pair(RGBA(232, 232, 232), RGBA(40, 40, 40)),
        ]
        let fixed: [String: RGBA] = [
            "white": RGBA(white: 1), "black": RGBA(white: 0), "clear": RGBA(white: 0, alpha: 0),
            "gray": RGBA(white: 0.5), "lightGray": RGBA(white: 2.0 / 3), "darkGray": RGBA(white: 1.0 / 3),
            "red": RGBA(red: 1, green: 0, blue: 0), "green": RGBA(red: 0, green: 1, blue: 0),
            "blue": RGBA(red: 0, green: 0, blue: 1), "cyan": RGBA(red: 0, green: 1, blue: 1),
            "yellow": RGBA(red: 1, green: 1, blue: 0), "magenta": RGBA(red: 1, green: 0, blue: 1),
            "orange": RGBA(red: 1, green: 0.5, blue: 0), "purple": RGBA(red: 0.5, green: 0, blue: 0.5),
            "brown": RGBA(red: 0.6, green: 0.4, blue: 0.2),
        ]
        for (name, color) in fixed { table[name] = DynamicColor(color) }
        return table
    }()
}
