import ArgumentParser
import Foundation
import StoryboardFormat
import StoryboardTools

/// `storyboard diff`: what changed between two versions of a document, as a reviewer reads it.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions of a .storyboard or .xib, scene by scene.",
        discussion: """
            Elements are matched by id; version stamps, the canvas and the frames of views Xcode \
            marks misplaced are left out. As a git difftool: `storyboard diff $LOCAL $REMOTE`. \
            With --textconv and one file, prints the outline git compares through \
            `diff.storyboard.textconv` (see `storyboard install-git-driver`).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "OLD NEW, or one file with --textconv.")
    var paths: [String]

    @Option(help: "text (grouped by scene) or json (one object per change).")
    var format: Format = .text

    @Flag(help: "Leave out every frame change, not only those of misplaced views.")
    var ignoreFrames = false

    @Flag(name: .customLong("ignore-id-churn"), help: "Leave out elements that were only given new ids, and references that followed them.")
    var ignoreIDChurn = false

    @Flag(help: "Print one file's outline, for git's textconv.")
    var textconv = false

    func validate() throws {
        if textconv && paths.count != 1 { throw ValidationError("--textconv takes exactly one file") }
        if !textconv && paths.count != 2 { throw ValidationError("diff takes two files: OLD NEW") }
    }

    mutating func run() throws {
        let contents = try paths.map { path -> [UInt8] in
            guard let data = FileManager.default.contents(atPath: path) else {
                StandardError.print(Diagnostic(.error, "cannot read the file", path: path, id: .io).description)
                throw ExitCode(2)
            }
            return Array(data)
        }
        do {
            if textconv {
                print(try StoryboardOutline().text(of: contents[0]), terminator: "")
                return
            }
            let changes = try StoryboardDiff(ignoresFrames: ignoreFrames, ignoresIDChurn: ignoreIDChurn).changes(old: contents[0], new: contents[1])
            switch format {
            case .text:
                print(StoryboardDiff.text(changes), terminator: "")
            case .json:
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(changes), as: UTF8.self))
            }
        } catch let error as XMLError {
            // Which of the files failed is not in the error: name both when diffing.
            StandardError.print(error.diagnostic(path: textconv ? paths[0] : paths.joined(separator: " or ")).description)
            throw ExitCode(2)
        }
    }
}
