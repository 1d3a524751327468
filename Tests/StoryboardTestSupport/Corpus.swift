import Foundation

/// The shared corpus of real Interface Builder files (`SharedData.root/corpus`, or
/// `$OPENSTORYBOARD_CORPUS`). Tests that use it fail when it is missing and run only where it
/// is or under CI (`.requiresSharedData`). The few files the other tests read are kept in
/// `Tests/Fixtures/corpus/` at their corpus paths (origin and license in Tests/README.md):
/// `path(_:)` answers those copies first.
public enum Corpus {
    public struct Missing: Error, CustomStringConvertible {
        public let path: String
        public var description: String {
            "the corpus is missing at \(path): put ../shared/corpus beside the project or set OPENSTORYBOARD_CORPUS (see Tests/README.md)"
        }
    }

    public static var root: String {
        ProcessInfo.processInfo.environment["OPENSTORYBOARD_CORPUS"] ?? SharedData.path("corpus")
    }

    /// The copies of corpus files kept in the repository.
    public static var fixtures: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/corpus").path
    }

    /// The absolute path of a corpus file given its path relative to the corpus root.
    public static func path(_ relative: String) throws -> String {
        let copy = fixtures + "/" + relative
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: copy, isDirectory: &isDirectory), !isDirectory.boolValue { return copy }
        let path = root + "/" + relative
        guard FileManager.default.fileExists(atPath: path) else { throw Missing(path: path) }
        return path
    }

    public static func bytes(_ relative: String) throws -> [UInt8] {
        let path = try path(relative)
        guard let data = FileManager.default.contents(atPath: path) else { throw Missing(path: path) }
        return Array(data)
    }

    /// One row of `MANIFEST.tsv`.
    public struct Entry: Sendable {
        public var file: String
        public var bytes: Int
        public var documentType: String
        public var targetRuntime: String
        public var scenes: Int
        public var segues: Int
        public var features: [String]
    }

    public static func manifest() throws -> [Entry] {
        let path = try path("MANIFEST.tsv")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // The manifest has CRLF line endings; split on either.
        return text.split(whereSeparator: \.isNewline).dropFirst().map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Entry(
                file: columns[0], bytes: Int(columns[4]) ?? 0, documentType: columns[6],
                targetRuntime: columns[7], scenes: Int(columns[8]) ?? 0, segues: Int(columns[9]) ?? 0,
                features: columns.count > 12 ? columns[12].split(separator: ",").map(String.init) : [])
        }
    }
}
