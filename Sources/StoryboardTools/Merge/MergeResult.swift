/// What a three-way merge produced: the merged bytes (holding git's conflict markers where
/// conflicts remain), the conflicts, and how each disagreement that was settled was settled.
public struct MergeResult: Sendable {
    /// How the file was merged.
    public enum Method: Hashable, Sendable {
        /// Element by element, over the lossless XML tree.
        case semantic
        /// Line by line with `git merge-file`, and why.
        case lineMerge(reason: String)
    }

    public var merged: [UInt8]
    public var conflicts: [MergeConflict]
    public var method: Method
    /// Settlements that are not conflicts but that a person may want to know about
    /// ("toolsVersion: took the newer 14460.31").
    public var notes: [String]

    public var isClean: Bool { conflicts.isEmpty }

    public init(merged: [UInt8], conflicts: [MergeConflict], method: Method, notes: [String] = []) {
        self.merged = merged
        self.conflicts = conflicts
        self.method = method
        self.notes = notes
    }
}
