import StoryboardFormat

extension SourcePosition {
    /// The position just after the last byte of `bytes`, counting lines independently of the
    /// reader: LF, CRLF and a lone CR each end one. Every position a reader reports must lie
    /// at or before it.
    public static func end(of bytes: [UInt8]) -> SourcePosition {
        var line = 1
        var lineStart = 0
        for (index, byte) in bytes.enumerated()
        where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            line += 1
            lineStart = index + 1
        }
        return SourcePosition(line: line, column: bytes.count - lineStart + 1)
    }
}
