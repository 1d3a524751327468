/// Git's conflict markers, found at the start of a line. A file committed mid-merge is a common
/// reason for a storyboard that Xcode cannot open; naming the marker says what to do about it.
enum MergeConflictMarker {
    static let markers: [[UInt8]] = [Array("<<<<<<<".utf8), Array("=======".utf8), Array(">>>>>>>".utf8)]

    /// The first marker line in `bytes`, whose lines after the first start at `lineStarts`:
    /// its offset and its text (up to the line's end).
    static func find(in bytes: [UInt8], lineStarts: [Int32]) -> (offset: Int, text: String)? {
        let count = bytes.count
        for line in -1..<lineStarts.count {
            let lineStart = line < 0 ? 0 : Int(lineStarts[line])
            for marker in markers where matches(marker, bytes, at: lineStart) {
                let after = lineStart + marker.count
                // `=======` stands alone on its line; the others are followed by a space and a label.
                if after == count || bytes[after] == 0x0A || bytes[after] == 0x0D || bytes[after] == 0x20 {
                    var end = after
                    while end < count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
                    return (lineStart, String(decoding: bytes[lineStart..<min(end, lineStart + 80)], as: UTF8.self))
                }
            }
        }
        return nil
    }

    private static func matches(_ marker: [UInt8], _ bytes: [UInt8], at offset: Int) -> Bool {
        guard offset + marker.count <= bytes.count else { return false }
        for k in 0..<marker.count where bytes[offset + k] != marker[k] { return false }
        return true
    }
}
