import Foundation

/// Finds the Interface Builder documents (`.storyboard`, `.xib`) a user named: files as given,
/// directories searched recursively, in a stable order so that output and reports repeat.
public enum InterfaceBuilderFiles {
    /// A path that names nothing on disk.
    public struct NotFound: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "no such file or directory: \(path)" }
    }

    public static let extensions: Set<String> = ["storyboard", "xib"]

    /// The documents under `paths`. A file named directly is kept whatever its extension, so a
    /// user can point at one file without renaming it.
    public static func find(in paths: [String]) throws -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw NotFound(path: path)
            }
            guard isDirectory.boolValue else {
                result.append(path)
                continue
            }
            var found: [String] = []
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                if extensions.contains((relative as NSString).pathExtension) {
                    found.append((path as NSString).appendingPathComponent(relative))
                }
            }
            result += found.sorted()
        }
        return result
    }

    /// The bytes of a file, or nil when it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }
}
