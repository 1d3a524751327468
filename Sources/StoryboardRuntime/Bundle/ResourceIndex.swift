import Foundation

/// The storyboards and nibs of an app folder by file name, the files of the target being run
/// first, so that two targets' `Main.storyboard` are told apart by membership, never by chance.
struct ResourceIndex: Sendable {
    /// Paths by file name (`Main.storyboard`), most fitting first.
    var files: [String: [String]]

    init(paths: [String], isMember: (String) -> Bool) {
        var files: [String: [String]] = [:]
        for path in paths { files[(path as NSString).lastPathComponent, default: []].append(path) }
        for (name, candidates) in files {
            files[name] = candidates.sorted { (isMember($0) ? 0 : 1, $0) < (isMember($1) ? 0 : 1, $1) }
        }
        self.files = files
    }

    /// The folder a file belongs to once localizations are set aside: `X` for `X/Base.lproj/A`
    /// and for `X/A`.
    static func location(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.hasSuffix(".lproj") ? (folder as NSString).deletingLastPathComponent : folder
    }

    /// The file to load: among the copies in the first fitting location, the preferred
    /// localization's, then Base's, then the unlocalized one, then any.
    func path(of file: String, preferredLocalizations: [String]) -> String? {
        guard let candidates = files[file], let first = candidates.first else { return nil }
        let location = Self.location(of: first)
        let here = candidates.filter { Self.location(of: $0) == location }
        let folders = preferredLocalizations.map { "\($0).lproj" } + ["Base.lproj"]
        for folder in folders {
            if let match = here.first(where: { (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent == folder }) {
                return match
            }
        }
        return here.first { ($0 as NSString).deletingLastPathComponent == location } ?? first
    }
}
