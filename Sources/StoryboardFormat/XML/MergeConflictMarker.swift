/// Git's conflict markers, found at the start of a line. A file committed mid-merge is a common
/// reason for a storyboard that Xcode cannot open; naming the marker says what to do about it.
enum MergeConflictMarker {
    static let markers: [[UInt8]] = [Array("<<<<<<<".utf8), Array("=======".utf8), Array(">>>>>>>".utf8)]

    /// The first marker line in `bytes`: its offset and its text (up to the line's end).
    static func find(in bytes: [UInt8]) -> (offset: Int, text: String)? {
        var lineStart = 0
        let count = bytes.count
        while lineStart < count {
            for marker in markers where matches(marker, bytes, at: lineStart) {
                let after = lineStart + marker.count
                // `=======` stands alone on its line; the others are followed by a space and a label.
                if after == count || bytes[after] == 0x0A || bytes[after] == 0x0D || bytes[after] == 0x20 {
                    var end = after
                    while end < count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
                    return (lineStart, String(decoding: bytes[lineStart..<min(end, lineStart + 80)], as: UTF8.self))
                }
            }
            guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else { break }
            lineStart = newline + 1
        }
        return nil
    }

    private static func matches(_ marker: [UInt8], _ bytes: [UInt8], at offset: Int) -> Bool {
        guard offset + marker.count <= bytes.count else { return false }
        for k in 0..<marker.count where bytes[offset + k] != marker[k] { return false }
        return true
    }
}
