import StoryboardFormat

/// The renderer's diagnostic.
extension DiagnosticID {
    public static let render = DiagnosticID(
        "render", summary: "A scene or storyboard could not be drawn, or the scene asked for is in none of them.")
}
