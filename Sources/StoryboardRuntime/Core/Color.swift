import StoryboardFormat

/// A color as the runtime holds it (`UIColor`): components, or a system or asset-catalog color
/// known by name, resolved only when something needs numbers.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public enum Storage: Hashable, Sendable {
        case rgba(red: Double, green: Double, blue: Double, alpha: Double)
        case white(Double, alpha: Double)
        /// A dynamic system color (`systemBackgroundColor`, `darkTextColor`, `labelColor`).
        case system(String)
        /// A color of the app's asset catalog.
        case named(String)
    }

    public var storage: Storage

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        storage = .rgba(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(white: Double, alpha: Double = 1) {
        storage = .white(white, alpha: alpha)
    }

    public init(systemName: String) { storage = .system(systemName) }
    public init(named name: String) { storage = .named(name) }

    public static let white = Color(white: 1)
    public static let black = Color(white: 0)
    public static let clear = Color(white: 0, alpha: 0)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)

    /// A document color as the runtime sees it: components kept, names kept as names.
    public init?(_ color: IBColor) {
        switch color.kind {
        case .rgb(let red, let green, let blue, let alpha): storage = .rgba(red: red, green: green, blue: blue, alpha: alpha)
        case .white(let white, let alpha): storage = .white(white, alpha: alpha)
        case .cmyk(let c, let m, let y, let k, let alpha):
            storage = .rgba(red: (1 - c) * (1 - k), green: (1 - m) * (1 - k), blue: (1 - y) * (1 - k), alpha: alpha)
        case .system(let name), .cocoaTouchSystem(let name): storage = .system(name)
        case .catalog(let name, _), .named(let name): storage = .named(name)
        case .unknown: return nil
        }
    }

    /// Red, green, blue and alpha, as `getRed(_:green:blue:alpha:)` gives them; nil for a color
    /// known only by name.
    public var components: (red: Double, green: Double, blue: Double, alpha: Double)? {
        switch storage {
        case .rgba(let red, let green, let blue, let alpha): return (red, green, blue, alpha)
        case .white(let white, let alpha): return (white, white, white, alpha)
        case .system, .named: return nil
        }
    }

    /// `rgb(0.000, 0.000, 1.000)`, `white(1.000)`, `system(systemBackgroundColor)`: stable text
    /// for screen descriptions and tests.
    public var description: String {
        func format(_ value: Double) -> String {
            let rounded = (value * 1000).rounded() / 1000
            var text = String(rounded)
            if let dot = text.firstIndex(of: ".") {
                let decimals = text.distance(from: dot, to: text.endIndex) - 1
                if decimals < 3 { text += String(repeating: "0", count: 3 - decimals) }
            }
            return text
        }
        switch storage {
        case .rgba(let red, let green, let blue, let alpha):
            let rgb = "\(format(red)), \(format(green)), \(format(blue))"
            return alpha == 1 ? "rgb(\(rgb))" : "rgba(\(rgb), \(format(alpha)))"
        case .white(let white, let alpha):
            return alpha == 1 ? "white(\(format(white)))" : "white(\(format(white)), \(format(alpha)))"
        case .system(let name): return "system(\(name))"
        case .named(let name): return "named(\(name))"
        }
    }
}
