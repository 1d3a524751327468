import ArgumentParser
import StoryboardFormat

/// `storyboard parse`: reads every document and reports what cannot be read, in Xcode's
/// diagnostic format; with `--roundtrip` also proves that writing each one back loses nothing.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse .storyboard and .xib files and report errors in Xcode's format.",
        discussion: """
            Errors are printed as `path:line:column: error: message`. Every file is parsed and \
            reported; the exit status is 1 when any file cannot be read or parsed, or (with \
            --roundtrip) is not reproduced byte for byte, so that scripts and CI can rely on it.
            """
    )

    @Argument(help: "Files or directories (searched recursively for .storyboard and .xib).")
    var paths: [String]

    @Flag(help: "Also write each parsed document back in memory and compare the bytes.")
    var roundtrip = false

    mutating func run() throws {
        let files = try InterfaceBuilderFiles.find(in: paths)
        var totals = ParseTotals()
        var progress = Progress(total: files.count, label: "parsing")
        for (index, path) in files.enumerated() {
            defer { progress.advance(to: index + 1) }
            let bytes: [UInt8]
            do {
                bytes = try InterfaceBuilderFiles.read(path)
            } catch {
                totals.errors += 1
                print(error.diagnostic)
                continue
            }
            totals.bytes += bytes.count
            let tree: XMLTree
            do {
                tree = try XMLTree(bytes: bytes)
            } catch {
                totals.errors += 1
                print(error.diagnostic(path: path))
                continue
            }
            totals.ok += 1
            if roundtrip, let offset = RoundTrip.firstDifference(tree.serialized(), bytes) {
                totals.mismatches += 1
                print(Diagnostic(
                    .error, "writing the document back changes it from byte \(offset) on", path: path,
                    position: tree.position(ofOffset: offset), id: .roundTrip))
            }
        }
        print("parsed \(files.count) file\(files.count == 1 ? "" : "s") (\(totals.bytes) bytes): \(totals.ok) ok, \(totals.errors) errors, \(totals.mismatches) round-trip mismatches")
        if totals.errors > 0 || totals.mismatches > 0 { throw ExitCode.failure }
    }
}

private struct ParseTotals {
    var bytes = 0
    var ok = 0
    var errors = 0
    var mismatches = 0
}

/// Compares a written document with the bytes it was read from.
enum RoundTrip {
    /// The first offset where the two differ, or nil when they are equal.
    static func firstDifference(_ written: [UInt8], _ original: [UInt8]) -> Int? {
        if written == original { return nil }
        let common = min(written.count, original.count)
        for offset in 0..<common where written[offset] != original[offset] { return offset }
        return common
    }
}
