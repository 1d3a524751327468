import Foundation

/// Light or dark: the interface style a screen is drawn in.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// A color in sRGB with alpha, each component in 0…1.
public struct RGBA: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 0…255 components, as Apple's color tables list them.
    init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// `#rrggbb`, the form every SVG reader understands (alpha goes in a separate opacity).
    public var hex: String {
        func byte(_ value: Double) -> String {
            let clamped = value.isFinite ? Int((min(max(value, 0), 1) * 255).rounded()) : 0
            let digits = String(clamped, radix: 16)
            return clamped < 16 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    public func withAlpha(_ alpha: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }

    /// Converts display-P3 components to sRGB (same transfer curve, different primaries),
    /// clamping what sRGB cannot show.
    public static func fromDisplayP3(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
        func linear(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        func encoded(_ value: Double) -> Double {
            let value = min(max(value, 0), 1)
            return value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        return RGBA(
            red: encoded(1.2249401 * r - 0.2249404 * g),
            green: encoded(-0.0420569 * r + 1.0420571 * g),
            blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
            alpha: alpha)
    }
}

/// A color that may differ between light and dark appearance (UIKit's dynamic colors).
public struct DynamicColor: Hashable, Sendable {
    public var light: RGBA
    public var dark: RGBA

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// The same color in both appearances.
    public init(_ color: RGBA) { self.init(light: color, dark: color) }

    public func resolved(for appearance: Appearance) -> RGBA { appearance == .light ? light : dark }

    /// Multiplies the alpha of both appearances (`color.withAlphaComponent`).
    public func withAlpha(_ alpha: Double) -> DynamicColor {
        DynamicColor(light: light.withAlpha(light.alpha * alpha), dark: dark.withAlpha(dark.alpha * alpha))
    }
}
