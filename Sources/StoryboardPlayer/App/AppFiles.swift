import Foundation

/// The files a played app's screens are read from (its storyboards and strings tables) and when
/// each last changed: compared from one look to the next, they say when to reload. Looked at
/// by polling, which sees every editor's way of saving (in place, or a new file renamed over
/// the old one) on every platform.
package struct AppFiles: Equatable, Sendable {
    /// Modification dates by path; a file that is gone has none.
    package let modificationDates: [String: Date?]

    /// The files of `app` as they are now.
    package init(of app: PlayedApp) {
        self.init(paths: app.storyboards.map(\.path) + Self.stringsTables(in: app.directory))
    }

    package init(paths: [String]) {
        var dates: [String: Date?] = [:]
        for path in paths {
            dates[path] = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        modificationDates = dates
    }

    /// The `.strings` tables of the app's localization folders.
    private static func stringsTables(in directory: String) -> [String] {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".lproj") }
        return folders.flatMap { folder in
            let path = (directory as NSString).appendingPathComponent(folder)
            return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
                .filter { $0.hasSuffix(".strings") }
                .map { (path as NSString).appendingPathComponent($0) }
        }
    }
}
