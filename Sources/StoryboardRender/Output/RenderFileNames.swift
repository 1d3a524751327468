/// File names for rendered screens: from the storyboard and the scene, safe on every file
/// system, and unique within one run.
public struct RenderFileNames: Sendable {
    private var used: Set<String> = []

    public init() {}

    /// `Storyboard-Scene.ext`, with anything but letters, digits, `-`, `_` and `.` replaced,
    /// and `-2`, `-3`… appended when the name was already given.
    public mutating func name(storyboard: String, scene: String?, extension ext: String) -> String {
        var base = RenderFileNames.safe(storyboard)
        if let scene { base += "-" + RenderFileNames.safe(scene) }
        var candidate = base + "." + ext
        var counter = 2
        while used.contains(candidate.lowercased()) {
            candidate = base + "-\(counter)." + ext
            counter += 1
        }
        used.insert(candidate.lowercased())
        return candidate
    }

    /// Letters and digits kept (any script), runs of anything else become one `_`, at most
    /// 80 characters.
    public static func safe(_ string: String) -> String {
        var result = ""
        var lastWasSeparator = false
        for character in string {
            if character.isLetter || character.isNumber || character == "-" || character == "." && !result.isEmpty {
                result.append(character)
                lastWasSeparator = false
            } else if !lastWasSeparator && !result.isEmpty {
                result.append("_")
                lastWasSeparator = true
            }
        }
        while result.hasSuffix("_") || result.hasSuffix(".") { result.removeLast() }
        if result.isEmpty { result = "untitled" }
        return String(result.prefix(80))
    }
}
