import Foundation

/// The horizontal metrics of an OpenType font file (`cmap`, `hmtx`, `hhea`, `head`): enough
/// to measure a line of text by its glyphs' advance widths, without a font library.
package struct OpenTypeFont: Sendable {
    /// Font units per em (`head`).
    package let unitsPerEm: Double
    /// Advance widths per glyph, in font units (`hmtx`; the last repeats for the rest).
    let advances: [UInt16]
    /// Unicode scalar → glyph (`cmap` formats 4 and 12).
    let glyphs: [UInt32: UInt32]

    /// Reads the font at `path`; nil when it is missing or not an OpenType font.
    package init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(bytes: [UInt8](data))
    }

    package init?(bytes: [UInt8]) {
        func u16(_ offset: Int) -> Int? { offset + 2 <= bytes.count ? Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) : nil }
        func u32(_ offset: Int) -> Int? {
            guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
            return high << 16 | low
        }
        guard let tableCount = u16(4) else { return nil }
        var tables: [String: Int] = [:]
        for index in 0..<tableCount {
            let record = 12 + 16 * index
            guard record + 16 <= bytes.count, let offset = u32(record + 8) else { return nil }
            tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = offset
        }
        guard let head = tables["head"], let hhea = tables["hhea"], let hmtx = tables["hmtx"], let cmap = tables["cmap"],
              let unitsPerEm = u16(head + 18), unitsPerEm > 0, let metricCount = u16(hhea + 34)
        else { return nil }
        self.unitsPerEm = Double(unitsPerEm)
        var advances: [UInt16] = []
        advances.reserveCapacity(metricCount)
        for index in 0..<metricCount {
            guard let advance = u16(hmtx + 4 * index) else { return nil }
            advances.append(UInt16(advance))
        }
        self.advances = advances
        var glyphs: [UInt32: UInt32] = [:]
        guard let subtableCount = u16(cmap + 2) else { return nil }
        for index in 0..<subtableCount {
            guard let platform = u16(cmap + 4 + 8 * index), let relative = u32(cmap + 8 + 8 * index) else { continue }
            guard platform == 0 || platform == 3 else { continue }
            let subtable = cmap + relative
            switch u16(subtable) {
            case 12:
                guard let groups = u32(subtable + 12) else { continue }
                for group in 0..<groups {
                    let record = subtable + 16 + 12 * group
                    guard let first = u32(record), let last = u32(record + 4), let glyph = u32(record + 8), last >= first else { continue }
                    for scalar in first...last where glyphs[UInt32(scalar)] == nil { glyphs[UInt32(scalar)] = UInt32(glyph + scalar - first) }
                }
            case 4:
                guard let doubledSegments = u16(subtable + 6) else { continue }
                let segments = doubledSegments / 2
                let ends = subtable + 14, starts = ends + doubledSegments + 2
                let deltas = starts + doubledSegments, rangeOffsets = deltas + doubledSegments
                for segment in 0..<segments {
                    guard let end = u16(ends + 2 * segment), let start = u16(starts + 2 * segment), start <= end,
                          let delta = u16(deltas + 2 * segment), let rangeOffset = u16(rangeOffsets + 2 * segment), end != 0xFFFF
                    else { continue }
                    for scalar in start...end where glyphs[UInt32(scalar)] == nil {
                        var glyph: Int
                        if rangeOffset == 0 {
                            glyph = (scalar + delta) & 0xFFFF
                        } else {
                            guard let raw = u16(rangeOffsets + 2 * segment + rangeOffset + 2 * (scalar - start)) else { continue }
                            glyph = raw == 0 ? 0 : (raw + delta) & 0xFFFF
                        }
                        glyphs[UInt32(scalar)] = UInt32(glyph)
                    }
                }
            default:
                continue
            }
        }
        self.glyphs = glyphs
    }

    /// The advance width of `text` at `size` points (no kerning).
    package func width(of text: Substring, size: Double) -> Double {
        guard let last = advances.last else { return 0 }
        var units = 0
        for scalar in text.unicodeScalars {
            let glyph = Int(glyphs[scalar.value] ?? 0)
            units += Int(glyph < advances.count ? advances[glyph] : last)
        }
        return Double(units) * size / unitsPerEm
    }
}
