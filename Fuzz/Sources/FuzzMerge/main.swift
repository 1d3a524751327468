import FuzzSupport
import StoryboardFormat
import StoryboardTools

/// The semantic three-way merge. An input is `base NUL ours NUL theirs` (NUL never occurs in
/// XML; run.sh makes seeds of this shape from real merges; an empty base is a file both sides
/// added). Inputs the element merge does not take on (not well-formed documents with the same
/// root element) are skipped: they go to `git merge-file`, a process per input. The merge must finish; a clean merge is
/// well-formed XML, a conflicted one holds git's markers.
runFuzzer { data, size in
    let parts = fuzzInput(data, size).split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map(Array.init)
    guard parts.count == 3 else { return 0 }
    let (base, ours, theirs) = (parts[0], parts[1], parts[2])
    let roots = parts.map { bytes -> String? in
        guard let tree = try? XMLTree(bytes: bytes), let root = tree.rootElement else { return nil }
        return tree.name(of: root)
    }
    guard let root = roots[1], root != "archive", roots[2] == root, base.isEmpty || roots[0] == root else { return 0 }
    let result = StoryboardMerge().merge(base: base, ours: ours, theirs: theirs)
    if result.isClean {
        if case .semantic = result.method {
            do throws(XMLError) {
                _ = try XMLTree(bytes: result.merged)
            } catch {
                invariant(false, "a clean merge made malformed XML: \(error.message)")
            }
        }
    } else if case .semantic = result.method {
        invariant(contains(result.merged, "<<<<<<< "), "\(result.conflicts.count) conflicts without markers")
    }
    return 0
}

/// Whether `text` occurs in `bytes`.
func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard bytes.count >= needle.count else { return false }
    return (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
}
