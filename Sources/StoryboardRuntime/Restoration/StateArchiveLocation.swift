import Foundation

/// Where `storyboard run` keeps the state archive of an app folder between sessions: outside
/// the folder (which is often a repository), in the user's state directory
/// (`$XDG_STATE_HOME/openstoryboard/`, else `~/.local/state/openstoryboard/`), one file per
/// folder named after the folder and a hash of its absolute path
/// (`Colorboard-1f0c…e3.json`), so that two folders never share an archive.
public enum StateArchiveLocation {
    public static func defaultPath(
        forAppDirectory directory: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let absolute = URL(fileURLWithPath: directory).standardizedFileURL.path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bits: stable across runs and platforms.
        for byte in absolute.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        let name = (absolute as NSString).lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = (home as NSString).appendingPathComponent(".local/state")
        }
        let file = (name.isEmpty ? "" : name + "-") + String(repeating: "0", count: 16 - hex.count) + hex + ".json"
        return ((base as NSString).appendingPathComponent("openstoryboard") as NSString).appendingPathComponent(file)
    }
}

/// The application delegate of a storyboard-only app (the main storyboard supplies the window)
/// as `storyboard run` launches it: it opts in to state preservation and restoration, since
/// such an app has no code of its own to do so, and restoring needs nothing the storyboard
/// does not record (restoration identifiers, scenes).
@MainActor
open class StoryboardAppDelegate: ApplicationDelegate {
    public var window: Window?

    public init() {}

    open func application(_ application: Application, shouldSaveApplicationState coder: StateCoder) -> Bool { true }
    open func application(_ application: Application, shouldRestoreApplicationState coder: StateCoder) -> Bool { true }
}
