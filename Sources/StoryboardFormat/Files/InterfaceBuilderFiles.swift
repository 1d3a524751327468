import Foundation
#if canImport(Glibc)
import Glibc

private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin

private let systemRead = Darwin.read
#endif

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

    /// The bytes of the file at `path`. The size is checked before anything is read (a file
    /// beyond `limit` is refused at once, not after filling memory), and devices or pipes that
    /// never end are cut off at the limit.
    public static func read(_ path: String, limit: Int = XMLTree.maximumDocumentSize) throws(DocumentReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DocumentReadError(path: path, reason: .unreadable(systemMessage())) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw DocumentReadError(path: path, reason: .unreadable(systemMessage())) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { throw DocumentReadError(path: path, reason: .unreadable(String(cString: strerror(EISDIR)))) }
        let isRegular = type == S_IFREG
        if isRegular && Int(status.st_size) > limit {
            throw DocumentReadError(path: path, reason: .tooLarge(bytes: Int(status.st_size), limit: limit))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(isRegular ? Int(status.st_size) : 1 << 16)
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 20)
        defer { chunk.deallocate() }
        while true {
            let received = systemRead(descriptor, chunk.baseAddress, chunk.count)
            if received < 0 {
                if errno == EINTR { continue }
                throw DocumentReadError(path: path, reason: .unreadable(systemMessage()))
            }
            if received == 0 { break }
            bytes.append(contentsOf: chunk[0..<received])
            // Also stops a file that grows while it is read, and a device that never ends.
            if bytes.count > limit {
                throw DocumentReadError(path: path, reason: .tooLarge(bytes: nil, limit: limit))
            }
        }
        return bytes
    }

    private static func systemMessage() -> String { String(cString: strerror(errno)) }
}
