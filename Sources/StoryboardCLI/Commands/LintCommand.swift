import ArgumentParser
import Foundation
import StoryboardFormat
import StoryboardTools

/// `storyboard lint`: the storyboard's bugs found before run time, in Xcode's format (or JSON,
/// SARIF, checkstyle, GitHub annotations), with an exit status CI can gate on.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find the bugs of .storyboard and .xib files before they crash the app.",
        discussion: """
            Exit status 1 when there are errors (or warnings, with --strict). The configuration \
            (.storyboard-lint.yml in the current directory by default) takes SwiftLint's keys: \
            disabled_rules, opt_in_rules, only_rules, included, excluded, and per rule a severity \
            or a table of options. With --sources, outlets, actions, classes, runtime attributes \
            and identifiers are checked against the Swift and Objective-C code.
            """
    )

    @Argument(help: "Files or directories (searched recursively). Default: the current directory.")
    var paths: [String] = []

    @Option(help: "The configuration file (default: .storyboard-lint.yml when it exists).")
    var config: String?

    @Option(help: "Output format: xcode, json, sarif, checkstyle, github.")
    var reporter = "xcode"

    @Option(help: "Check connections against the Swift and Objective-C sources under this directory.")
    var sources: [String] = []

    @Option(help: ArgumentHelp(
        "Also write the report to this file (written even when there is nothing to report).",
        discussion: "The build-tool plugin uses it as the output that tells the build system the lint is up to date."
    ))
    var output: String?

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Flag(help: "List the rules with their identifiers, kinds, default severities and descriptions.")
    var rules = false

    @Flag(help: "Apply the safe fix-its (only the touched elements of a file change).")
    var fix = false

    mutating func run() throws {
        if rules {
            print(RuleList.text)
            return
        }
        guard let format = Reporters.reporter(named: reporter) else {
            throw ValidationError("unknown reporter \"\(reporter)\" (xcode, json, sarif, checkstyle, github)")
        }
        var configuration = LintConfiguration()
        let configPath = config ?? (FileManager.default.fileExists(atPath: ".storyboard-lint.yml") ? ".storyboard-lint.yml" : nil)
        if let configPath {
            do {
                configuration = try LintConfiguration(contentsOfFile: configPath)
            } catch let error as LintConfiguration.Invalid {
                StandardError.print(error.description)
                throw ExitCode(2)
            }
        }
        let targets = paths.isEmpty ? ["."] : paths
        var linter = Linter(configuration: configuration)
        linter.sourceDirectories = sources
        let result = try linter.lint(paths: targets)
        if fix {
            for correction in Corrector.corrections(for: result) {
                try Data(correction.bytes).write(to: URL(fileURLWithPath: correction.path))
                StandardError.print("\(correction.path): fixed \(correction.fixed.count) violation(s)")
            }
        }
        let violations = fix ? result.violations.filter { $0.fix == nil } : result.violations
        let report = format.report(violations)
        print(report, terminator: "")
        if let output {
            try Data(report.utf8).write(to: URL(fileURLWithPath: output))
        }
        let errors = violations.filter { $0.severity == .error }.count
        let warnings = violations.filter { $0.severity == .warning }.count
        StandardError.print("linted \(result.files.count) files: \(errors) errors, \(warnings) warnings")
        if errors > 0 || (strict && warnings > 0) { throw ExitCode.failure }
    }
}

/// The table `storyboard lint --rules` prints.
enum RuleList {
    static var text: String {
        var lines: [String] = []
        for rule in RuleRegistry.all {
            let d = rule.description
            let flags = [d.isOptIn ? "opt-in" : "default", d.isCorrectable ? "fixable" : nil].compactMap { $0 }.joined(separator: ", ")
            lines.append("\(d.identifier) (\(d.kind.rawValue), \(d.severity.rawValue), \(flags)): \(d.description)")
        }
        return lines.joined(separator: "\n")
    }
}
