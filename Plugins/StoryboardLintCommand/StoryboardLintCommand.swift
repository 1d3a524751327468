import Foundation
import PackagePlugin

/// `swift package lint-storyboards [--target NAME…] [lint options…]`: runs `storyboard lint` on the
/// `.storyboard` and `.xib` files of a package's targets (all of them unless `--target` picks some).
///
/// Every argument other than `--target` goes to `storyboard lint` unchanged (`--reporter`,
/// `--strict`, `--sources`, `--config`, …). The package's `.storyboard-lint.yml` is used when no
/// `--config` is given, as when `storyboard lint` runs in the package's folder.
@main
struct StoryboardLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        // A target's folder is where Xcode-style projects keep their storyboards; `storyboard lint`
        // searches it recursively, so resources declared by `.process`/`.copy` are included.
        let folders = targets.filter { $0 is SourceModuleTarget }.map(\.directoryURL.path)
        guard !folders.isEmpty else {
            Diagnostics.remark("no source targets to lint")
            return
        }
        var lintArguments = ["lint"]
        let options = extractor.remainingArguments
        let configuration = context.package.directoryURL.appendingPathComponent(".storyboard-lint.yml")
        if !options.contains("--config"), FileManager.default.fileExists(atPath: configuration.path) {
            lintArguments += ["--config", configuration.path]
        }
        lintArguments += options + folders

        let process = Process()
        process.executableURL = try context.tool(named: "StoryboardCLI").url
        process.arguments = lintArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("storyboard lint failed (exit status \(process.terminationStatus))")
            throw ExitCode(process.terminationStatus)
        }
    }
}

/// The exit status of `storyboard lint`, passed on so that CI scripts can gate on the plugin.
struct ExitCode: Error, CustomStringConvertible {
    let status: Int32
    init(_ status: Int32) { self.status = status }
    var description: String { "storyboard lint exited with status \(status)" }
}
