import Foundation

/// The page's files (script, style), read once from the module's resources and served by name
/// only: a request names a file of that list or gets nothing, so no path reaches outside it.
package struct StaticFiles: Sendable {
    package struct File: Sendable {
        package var bytes: [UInt8]
        package var contentType: String
    }

    private let files: [String: File]

    /// The files of the module's `Static` folder.
    package static let bundled = StaticFiles(directory: Bundle.module.url(forResource: "Static", withExtension: nil)?.path)

    package init(directory: String?) {
        var files: [String: File] = [:]
        let names = directory.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0) } ?? []
        for name in names {
            guard let directory, let data = FileManager.default.contents(atPath: (directory as NSString).appendingPathComponent(name)) else { continue }
            files[name] = File(bytes: Array(data), contentType: Self.contentType(of: name))
        }
        self.files = files
    }

    /// The file a request path names (the part after `/static/`), or nil.
    package func file(named name: String) -> File? {
        files[name]
    }

    package var names: [String] { files.keys.sorted() }

    private static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension {
        case "js": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "svg": return "image/svg+xml"
        default: return "application/octet-stream"
        }
    }
}
