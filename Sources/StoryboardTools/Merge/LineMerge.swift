import Foundation

/// Git's own line merge (`git merge-file`), for files the element merge does not take on
/// (Xcode 3/4 archive-format xibs, files that are not well-formed XML).
public enum LineMerge {
    /// Why `git merge-file` could not be run.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The merged bytes and whether git left conflicts.
    public static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], labels: MergeLabels = MergeLabels())
        throws(Failure) -> (merged: [UInt8], conflicted: Bool)
    {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("storyboard-merge-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let files = ["base", "ours", "theirs"].map { directory.appendingPathComponent($0) }
            for (file, bytes) in zip(files, [base, ours, theirs]) { try Data(bytes).write(to: file) }
            let output = directory.appendingPathComponent("merged").path
            let status = try ChildProcess.run(
                "git",
                [
                    "merge-file", "-p", "-L", labels.ours, "-L", "base", "-L", labels.theirs,
                    files[1].path, files[0].path, files[2].path,
                ],
                output: output)
            guard status >= 0, status < 128, let merged = FileManager.default.contents(atPath: output) else {
                throw Failure(description: "git merge-file failed with status \(status)")
            }
            return (Array(merged), status != 0)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "cannot run git merge-file: \(error)")
        }
    }
}
