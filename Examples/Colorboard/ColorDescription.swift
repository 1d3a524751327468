import StoryboardRuntime

/// A color the user has named: what the palette lists and the editor changes. A new one is
/// blue, as in the book.
public final class ColorDescription {
    public var color: Color
    public var name: String

    public init(color: Color = Color(red: 0, green: 0, blue: 1), name: String = "Blue") {
        self.color = color
        self.name = name
    }
}
