import Foundation
import StoryboardFormat

/// Lints Interface Builder files: reads them on every core, builds the project they form,
/// runs the enabled rules on each file (again on every core) and returns the violations in
/// path, line, column order.
public struct Linter: Sendable {
    public var configuration: LintConfiguration
    /// Directories of Swift and Objective-C sources to check connections against (the
    /// cross-check runs only when there are some).
    public var sourceDirectories: [String] = []

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// One input file: its path and bytes (read from disk by `lint(paths:)`).
    public struct Input: Sendable {
        public var path: String
        public var bytes: [UInt8]
        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// What a run found.
    public struct Result: Sendable {
        public var files: [LintFile]
        public var violations: [Violation]
        public var errorCount: Int { violations.filter { $0.severity == .error }.count }
        public var warningCount: Int { violations.filter { $0.severity == .warning }.count }
    }

    /// Lints every document under `paths` (files, or directories searched recursively) that
    /// the configuration includes; asset catalogs are looked for under the same directories.
    public func lint(paths: [String]) throws -> Result {
        let files = try InterfaceBuilderFiles.find(in: paths).filter(configuration.includes)
        let inputs = files.concurrentMap { path in Input(path: path, bytes: (try? InterfaceBuilderFiles.read(path)) ?? []) }
        let directories = paths.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        let catalogs = AssetCatalogs(searching: directories + sourceDirectories)
        let sources = sourceDirectories.isEmpty ? nil : SourceIndex.scanning(sourceDirectories)
        return lint(inputs, catalogs: catalogs.isEmpty ? nil : catalogs, sources: sources)
    }

    /// Lints documents already in memory; `catalogs` nil turns the resource rules off.
    public func lint(_ inputs: [Input], catalogs: AssetCatalogs? = nil, sources: ProjectSources? = nil) -> Result {
        let parsed: [(input: Input, document: Document?, error: XMLError?)] = inputs.concurrentMap { input in
            do throws(XMLError) {
                return (input, try Document(bytes: input.bytes, path: input.path), nil)
            } catch {
                return (input, nil, error)
            }
        }
        let project = LintProject(
            documents: parsed.compactMap { item in item.document.map { (item.input.path, $0) } },
            images: catalogs?.images, colors: catalogs?.colors, sources: sources)
        let rules = configuration.enabledRules.map { $0.init() }
        let configuration = self.configuration
        let options = configuration.options
        let perFile: [(LintFile, [Violation])] = parsed.concurrentMap { item in
            let file = LintFile(path: item.input.path, bytes: item.input.bytes, document: item.document, project: project, options: options)
            var violations: [Violation] = []
            if let error = item.error, case .mergeConflictMarker = error.kind {
                // Reported by `conflict_marker` from the bytes.
            } else if let error = item.error {
                violations.append(Violation(
                    rule: .xml, severity: .error, message: error.message, path: file.path, position: error.position))
            }
            for rule in rules {
                for var violation in rule.validate(file) {
                    if let severity = configuration.severities[violation.ruleID] { violation.severity = severity }
                    violations.append(violation)
                }
            }
            violations.sort { ($0.position ?? SourcePosition(line: 0, column: 0)) < ($1.position ?? SourcePosition(line: 0, column: 0)) }
            return (file, violations)
        }
        let files = perFile.map(\.0)
        var violations = perFile.flatMap(\.1)
        for rule in rules {
            guard let rule = rule as? any ProjectRule else { continue }
            var found = rule.validate(project: project, files: files)
            for index in found.indices {
                if let severity = configuration.severities[found[index].ruleID] { found[index].severity = severity }
            }
            found.sort { ($0.path ?? "", $0.position ?? SourcePosition(line: 0, column: 0)) < ($1.path ?? "", $1.position ?? SourcePosition(line: 0, column: 0)) }
            violations += found
        }
        return Result(files: files, violations: violations)
    }
}
