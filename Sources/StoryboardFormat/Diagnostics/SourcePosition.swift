/// A line and column in a source file (named apart from Swift Testing's `SourceLocation`, which
/// every test imports), 1-based, with the column counted in UTF-8 bytes as clang and
/// Xcode count it, so that `path:line:column` lands on the right character in every editor.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
