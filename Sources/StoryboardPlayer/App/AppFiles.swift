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
        self.init(paths: app.folder.storyboards + app.folder.stringsTables)
    }

    package init(paths: [String]) {
        var dates: [String: Date?] = [:]
        for path in paths {
            dates[path] = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        modificationDates = dates
    }
}
