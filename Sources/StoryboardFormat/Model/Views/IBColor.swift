/// A color as Interface Builder writes it (`<color key="backgroundColor" …>`), in any of the
/// spellings Xcode has used: components, a system color, a named (asset catalog) color.
public struct IBColor: Hashable, Sendable, Encodable {
    /// How the color is specified.
    public enum Kind: Hashable, Sendable {
        /// `red green blue alpha` components.
        case rgb(red: Double, green: Double, blue: Double, alpha: Double)
        /// `white alpha` components.
        case white(white: Double, alpha: Double)
        /// `cyan magenta yellow black alpha` components.
        case cmyk(cyan: Double, magenta: Double, yellow: Double, black: Double, alpha: Double)
        /// `systemColor="systemBackgroundColor"`: a dynamic UIKit / AppKit color. Components
        /// written beside it are only Xcode's resolved preview.
        case system(String)
        /// `cocoaTouchSystemColor="darkTextColor"`: the pre-Xcode 11 UIKit system colors.
        case cocoaTouchSystem(String)
        /// `colorSpace="catalog" name="controlColor" catalog="System"`: a catalog color (AppKit
        /// system colors, or asset catalog colors on macOS).
        case catalog(name: String, catalog: String?)
        /// `name="AccentColor"`: a named color of the asset catalog (see `<namedColor>` resources).
        case named(String)
        /// None of the above (kept through `node`).
        case unknown
    }

    /// The role of the color (`backgroundColor`, `textColor`, `value`…).
    public var key: String?
    public var kind: Kind
    /// The color space as written (`calibratedRGB`, `custom`, `catalog`…).
    public var colorSpace: String?
    /// With `colorSpace="custom"`: `sRGB`, `displayP3`, `genericGamma22GrayColorSpace`…
    public var customColorSpace: String?

    public init(key: String? = nil, kind: Kind, colorSpace: String? = nil, customColorSpace: String? = nil) {
        self.key = key
        self.kind = kind
        self.colorSpace = colorSpace
        self.customColorSpace = customColorSpace
    }

    /// Reads a `<color>` element.
    public init(tree: XMLTree, node: XMLNode) {
        func number(_ name: String) -> Double? { tree.attribute(name, of: node).flatMap(Double.init) }
        key = tree.attribute("key", of: node)
        colorSpace = tree.attribute("colorSpace", of: node)
        customColorSpace = tree.attribute("customColorSpace", of: node)
        let alpha = number("alpha") ?? 1
        if let system = tree.attribute("systemColor", of: node) {
            kind = .system(system)
        } else if let system = tree.attribute("cocoaTouchSystemColor", of: node) {
            kind = .cocoaTouchSystem(system)
        } else if colorSpace == "catalog", let name = tree.attribute("name", of: node) {
            kind = .catalog(name: name, catalog: tree.attribute("catalog", of: node))
        } else if let red = number("red"), let green = number("green"), let blue = number("blue") {
            kind = .rgb(red: red, green: green, blue: blue, alpha: alpha)
        } else if let white = number("white") {
            kind = .white(white: white, alpha: alpha)
        } else if let cyan = number("cyan"), let magenta = number("magenta"), let yellow = number("yellow"),
            let black = number("black")
        {
            kind = .cmyk(cyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha)
        } else if let name = tree.attribute("name", of: node) {
            kind = .named(name)
        } else {
            kind = .unknown
        }
    }

    /// The alpha component (1 for colors given by name).
    public var alpha: Double {
        switch kind {
        case .rgb(_, _, _, let alpha), .white(_, let alpha), .cmyk(_, _, _, _, let alpha): return alpha
        default: return 1
        }
    }

    /// The name of a system, catalog or named color.
    public var name: String? {
        switch kind {
        case .system(let name), .cocoaTouchSystem(let name), .named(let name), .catalog(let name, _): return name
        default: return nil
        }
    }

    private enum CodingKeys: String, CodingKey {
        case key, type, red, green, blue, white, cyan, magenta, yellow, black, alpha, name, catalog
        case colorSpace, customColorSpace
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        switch kind {
        case .rgb(let red, let green, let blue, let alpha):
            try container.encode("rgb", forKey: .type)
            try container.encode(red, forKey: .red)
            try container.encode(green, forKey: .green)
            try container.encode(blue, forKey: .blue)
            try container.encode(alpha, forKey: .alpha)
        case .white(let white, let alpha):
            try container.encode("white", forKey: .type)
            try container.encode(white, forKey: .white)
            try container.encode(alpha, forKey: .alpha)
        case .cmyk(let cyan, let magenta, let yellow, let black, let alpha):
            try container.encode("cmyk", forKey: .type)
            try container.encode(cyan, forKey: .cyan)
            try container.encode(magenta, forKey: .magenta)
            try container.encode(yellow, forKey: .yellow)
            try container.encode(black, forKey: .black)
            try container.encode(alpha, forKey: .alpha)
        case .system(let name):
            try container.encode("system", forKey: .type)
            try container.encode(name, forKey: .name)
        case .cocoaTouchSystem(let name):
            try container.encode("cocoaTouchSystem", forKey: .type)
            try container.encode(name, forKey: .name)
        case .catalog(let name, let catalog):
            try container.encode("catalog", forKey: .type)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(catalog, forKey: .catalog)
        case .named(let name):
            try container.encode("named", forKey: .type)
            try container.encode(name, forKey: .name)
        case .unknown:
            try container.encode("unknown", forKey: .type)
        }
        try container.encodeIfPresent(colorSpace, forKey: .colorSpace)
        try container.encodeIfPresent(customColorSpace, forKey: .customColorSpace)
    }
}
