import Foundation

extension SourceIndex {
    static let swiftExtensions: Set<String> = ["swift"]
    static let objectiveCExtensions: Set<String> = ["h", "m", "mm"]

    /// Reads every Swift and Objective-C file under `directories` (on every core) into one
    /// index; folders of dependencies checked out by tools (`.build`, `Carthage/Checkouts`) are
    /// skipped, vendored `Pods` are read (their classes are used by the app's documents).
    public static func scanning(_ directories: [String]) -> ProjectSources {
        var files: [String] = []
        for directory in directories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                files.append(directory)
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: directory) else { continue }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                if relative.hasPrefix(".build") || relative.contains("/.build/") { continue }
                let ext = (relative as NSString).pathExtension
                if swiftExtensions.contains(ext) || objectiveCExtensions.contains(ext) {
                    found.append((directory as NSString).appendingPathComponent(relative))
                }
            }
            files += found.sorted()
        }
        return scanning(files: files.map { path in (path, FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "") })
    }

    /// The index of sources given as (path, text) pairs.
    public static func scanning(files: [(path: String, text: String)]) -> ProjectSources {
        let parts: [(SourceIndex, SourcePlatform)] = files.map { SendableFile(path: $0.path, text: $0.text) }.concurrentMap { file in
            let ext = (file.path as NSString).pathExtension
            let index = ext == "swift"
                ? SwiftSourceScanner.scan(file.text, path: file.path)
                : ObjectiveCSourceScanner.scan(file.text, path: file.path)
            return (index, SourcePlatform(text: file.text))
        }
        var all = SourceIndex()
        var uiKit = SourceIndex()
        var appKit = SourceIndex()
        for (part, platform) in parts {
            all.merge(part)
            if platform != .appKit { uiKit.merge(part) }
            if platform != .uiKit { appKit.merge(part) }
        }
        return ProjectSources(all: all, uiKit: uiKit, appKit: appKit)
    }
}

private struct SendableFile: Sendable {
    var path: String
    var text: String
}
