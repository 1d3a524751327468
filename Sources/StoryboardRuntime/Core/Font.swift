import StoryboardFormat

/// A font (`UIFont`): a family or text style and a size, as much as a headless screen needs.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var pointSize: Double

    public init(name: String, size: Double) {
        self.name = name
        self.pointSize = size
    }

    public static func systemFont(ofSize size: Double) -> Font { Font(name: "System", size: size) }
    public static func boldSystemFont(ofSize size: Double) -> Font { Font(name: "System-Bold", size: size) }

    public var description: String { "\(name) \(pointSize)" }
}

extension Font {
    /// A document font: its name, or its text style or system type, and its size.
    init(_ font: IBFont) {
        let name = font.name ?? font.style ?? font.type.map(Self.systemFontName) ?? "System"
        let weight = font.weight.map { "-\($0)" } ?? ""
        self.init(name: name + (font.name == nil ? weight : ""), size: font.pointSize ?? 17)
    }

    /// The name of a document's system font type, spelled as `systemFont(ofSize:)` and
    /// `boldSystemFont(ofSize:)` spell theirs, so that a font read from a storyboard equals the
    /// one code makes (`type="boldSystem"` is `System-Bold`).
    static func systemFontName(_ type: String) -> String {
        switch type {
        case "system": return "System"
        case "boldSystem": return "System-Bold"
        case "italicSystem": return "System-Italic"
        default: return type
        }
    }
}
