import ArgumentParser

/// The `storyboard` tool: each subcommand parses its arguments, calls a library, and prints.
@main
struct StoryboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Read, check and run Interface Builder storyboards and xibs, on any platform.",
        version: "OpenStoryboard 0.1.0",
        subcommands: [
            InfoCommand.self, ParseCommand.self, RunCommand.self, MergeCommand.self, MergeDriverCommand.self,
            InstallGitDriverCommand.self, DiffCommand.self, LayoutCommand.self, LintCommand.self,
            GraphCommand.self, RenderCommand.self, PlayCommand.self,
        ]
    )
}
