/// The change from one screen's SVG to the next, by lines: what the server sends instead of
/// the whole SVG when it is smaller (a slider's move changes three lines of a screen's
/// hundreds). Offsets are those of Swift's `CollectionDifference`: removals index the old
/// lines and are applied from the last, insertions index the new lines and are applied from
/// the first (player.js `applyPatch` does the same).
package struct ScreenPatch: Codable, Equatable, Sendable {
    /// A line to insert, and where it lands in the new screen.
    package struct Insertion: Codable, Equatable, Sendable {
        package var at: Int
        package var line: String
    }

    /// The `version` of the screen the patch applies to.
    package var base: Int
    /// The old screen's lines to remove, ascending.
    package var remove: [Int]
    package var insert: [Insertion]

    /// The patch from `old` to `new` (lines of SVG), applying to screen `base`.
    package init(from old: [Substring], to new: [Substring], base: Int) {
        self.base = base
        remove = []
        insert = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): remove.append(offset)
            case .insert(let offset, let line, _): insert.append(Insertion(at: offset, line: String(line)))
            }
        }
        remove.sort()
        insert.sort { $0.at < $1.at }
    }

    /// The new lines: `old` with the patch applied.
    package func applied(to old: [Substring]) -> [Substring] {
        var lines = old
        for offset in remove.reversed() { lines.remove(at: offset) }
        for insertion in insert { lines.insert(Substring(insertion.line), at: insertion.at) }
        return lines
    }

    /// About what the patch costs on the wire: its inserted text and a few bytes per change.
    var approximateBytes: Int {
        insert.reduce(0) { $0 + $1.line.utf8.count + 16 } + remove.count * 6 + 32
    }
}

/// Lines of an SVG text (split at `\n`, empty lines kept so that joining gives it back).
package func screenLines(_ svg: String) -> [Substring] {
    svg.split(separator: "\n", omittingEmptySubsequences: false)
}
