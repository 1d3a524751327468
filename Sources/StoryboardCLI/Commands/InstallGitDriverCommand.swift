import ArgumentParser
import Foundation
import StoryboardTools

/// `storyboard install-git-driver`: registers the merge driver and the diff text converter.
struct InstallGitDriverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install-git-driver",
        abstract: "Make git merge and diff .storyboard and .xib files with this tool.",
        discussion: """
            Writes `merge.storyboard.*` and `diff.storyboard.textconv` to the git configuration and \
            the `*.storyboard` / `*.xib` lines to .gitattributes (or, with --global, to the user's \
            configuration and attributes file), and prints each thing it did.
            """
    )

    @Flag(help: "Configure git for the user instead of the current repository.")
    var global = false

    @Option(help: "The command git should run (default: this executable's absolute path).")
    var executable: String?

    mutating func run() throws {
        let installation = GitDriverInstallation(
            executable: executable ?? Self.ownPath, global: global,
            directory: FileManager.default.currentDirectoryPath)
        do {
            for line in try installation.install() { print(line) }
        } catch {
            StandardError.print("error: \(error.description)")
            throw ExitCode.failure
        }
    }

    /// This executable as git should call it.
    static var ownPath: String {
        let invoked = CommandLine.arguments[0]
        guard invoked.contains("/") else { return invoked }
        return URL(fileURLWithPath: invoked).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
