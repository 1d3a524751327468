/// A file that could not be read from disk: missing, unreadable, or beyond the size the reader
/// accepts.
public struct DocumentReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the file was not read.
    public enum Reason: Hashable, Sendable {
        /// The system refused (the text is the system's reason).
        case unreadable(String)
        /// The file holds more than `limit` bytes (`bytes` is nil for a stream whose end was
        /// not waited for).
        case tooLarge(bytes: Int?, limit: Int)
    }

    public let path: String
    public let reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var message: String {
        switch reason {
        case .unreadable(let why):
            return "cannot read the file (\(why))"
        case .tooLarge(let bytes?, let limit):
            return "the file is too large (\(bytes) bytes; at most \(limit) bytes can be read)"
        case .tooLarge(nil, let limit):
            return "the file is too large (more than \(limit) bytes, the most that can be read)"
        }
    }

    public var description: String { diagnostic.description }

    /// The error in Xcode's diagnostic format, on the file as a whole.
    public var diagnostic: Diagnostic { Diagnostic(.error, message, path: path, id: .io) }
}
