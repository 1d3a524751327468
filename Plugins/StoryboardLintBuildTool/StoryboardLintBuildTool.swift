import Foundation
import PackagePlugin

/// Lints a target's `.storyboard` and `.xib` resources on every build in which they changed.
///
/// The violations are printed in Xcode's diagnostic format, so SwiftPM and Xcode show them as the
/// build's own errors and warnings, and an error fails the build, as `storyboard lint` does in CI.
/// The package's `.storyboard-lint.yml` applies when it exists.
@main
struct StoryboardLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let documents = target.sourceFiles
            .map(\.url)
            .filter { ["storyboard", "xib"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        guard !documents.isEmpty else { return [] }

        // A build command must produce its outputs or it runs on every build: the report file
        // (written even when it is empty) is that output, and the build system reruns the
        // command only when a document or the configuration changes.
        let report = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name).storyboard-lint.txt")
        var arguments = ["lint", "--output", report.path]
        var inputs = documents
        let configuration = context.package.directoryURL.appendingPathComponent(".storyboard-lint.yml")
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        arguments += documents.map(\.path)
        return [
            .buildCommand(
                displayName: "Linting \(documents.count) storyboard file(s) of \(target.name)",
                executable: try context.tool(named: "StoryboardCLI").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [report]
            )
        ]
    }
}
