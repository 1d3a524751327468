import Foundation

/// Folders tests write into, all under one folder per test process that is removed when the
/// process exits: a test can hand a path to code that reads it later (a storyboard opens its
/// nibs when a scene is instantiated), and nothing is left behind in the system's temporary
/// directory.
public enum TemporaryDirectory {
    private static let root: String = {
        let path = NSTemporaryDirectory() + "openstoryboard-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TemporaryDirectory.root) }
        return path
    }()

    /// A new empty folder, `<prefix>-<UUID>`.
    public static func make(_ prefix: String) -> String {
        let path = root + "/" + prefix + "-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
