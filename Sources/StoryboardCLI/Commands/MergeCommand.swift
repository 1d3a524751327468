import ArgumentParser
import Foundation
import StoryboardFormat
import StoryboardTools

/// `storyboard merge`: a three-way merge of Interface Builder documents element by element.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge two versions of a .storyboard or .xib descended from a common base.",
        discussion: """
            Conflicts that remain are kept between git's markers around the smallest whole element \
            and reported on standard error in Xcode's format; the exit status is then 1.
            """
    )

    @Argument(help: "The common ancestor (an empty file when both sides added it).")
    var base: String
    @Argument(help: "Our version.")
    var ours: String
    @Argument(help: "Their version.")
    var theirs: String
    @Option(name: .shortAndLong, help: "Where to write the result (standard output when absent).")
    var output: String?

    mutating func run() throws {
        let inputs = try MergeInputs(base: base, ours: ours, theirs: theirs)
        let result = StoryboardMerge().merge(base: inputs.base, ours: inputs.ours, theirs: inputs.theirs)
        if let output {
            try Data(result.merged).write(to: URL(fileURLWithPath: output))
        } else {
            FileHandle.standardOutput.write(Data(result.merged))
        }
        MergeReport(result: result, path: output ?? ours).print()
        if !result.isClean { throw ExitCode.failure }
    }
}

/// `storyboard merge-driver %O %A %B %P`: git's merge-driver contract.
struct MergeDriverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-driver",
        abstract: "Merge as a git merge driver: the result replaces OURS; exit 0 when clean, 1 when conflicts remain.",
        discussion: "Installed by `storyboard install-git-driver` as `storyboard merge-driver %O %A %B %P`."
    )

    @Argument(help: "%O: the common ancestor.")
    var base: String
    @Argument(help: "%A: our version, replaced by the result.")
    var ours: String
    @Argument(help: "%B: their version.")
    var theirs: String
    @Argument(help: "%P: the file's path in the repository, used in messages.")
    var path: String?

    mutating func run() throws {
        let inputs = try MergeInputs(base: base, ours: ours, theirs: theirs)
        let result = StoryboardMerge().merge(base: inputs.base, ours: inputs.ours, theirs: inputs.theirs)
        try Data(result.merged).write(to: URL(fileURLWithPath: ours))
        MergeReport(result: result, path: path ?? ours).print()
        if !result.isClean { throw ExitCode.failure }
    }
}

/// The three files of a merge, read.
struct MergeInputs {
    var base: [UInt8]
    var ours: [UInt8]
    var theirs: [UInt8]

    init(base: String, ours: String, theirs: String) throws {
        func read(_ path: String) throws -> [UInt8] {
            guard let data = FileManager.default.contents(atPath: path) else {
                StandardError.print(Diagnostic(.error, "cannot read the file", path: path, id: .io).description)
                throw ExitCode(2)
            }
            return Array(data)
        }
        self.base = try read(base)
        self.ours = try read(ours)
        self.theirs = try read(theirs)
    }
}

/// What a merge prints on standard error: how it merged when it fell back to lines, and each
/// conflict as a diagnostic on the merged file.
struct MergeReport {
    var result: MergeResult
    var path: String

    func print() {
        if case .lineMerge(let reason) = result.method {
            StandardError.print(Diagnostic(.note, reason, path: path, id: .mergeLines).description)
        }
        for conflict in result.conflicts {
            StandardError.print(conflict.diagnostic(path: path).description)
        }
    }
}
