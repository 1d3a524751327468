import FuzzSupport
import StoryboardFormat

/// `.strings` tables (UTF-8 or UTF-16 with a byte-order mark) on arbitrary bytes: a table or an
/// error located at a line and column from 1.
runFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    do throws(StringsTableError) {
        let table = try StringsTable(bytes: bytes)
        for (key, value) in table.entries { invariant(table[key] == value, "lookup of '\(key)'") }
    } catch {
        invariant(error.position.line >= 1 && error.position.column >= 1, "error at \(error.position)")
        invariant(!error.message.isEmpty, "empty message")
    }
    return 0
}
