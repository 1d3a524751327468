import ArgumentParser
import StoryboardFormat

/// The documents under some paths, read into memory before any timing so that disk speed is
/// not measured.
struct LoadedDocuments {
    let paths: [String]
    let contents: [[UInt8]]

    var totalBytes: Int { contents.reduce(0) { $0 + $1.count } }

    init(paths roots: [String]) throws {
        paths = try InterfaceBuilderFiles.find(in: roots)
        contents = try paths.map { path in
            let bytes = try InterfaceBuilderFiles.read(path)
            return bytes
        }
    }
}
