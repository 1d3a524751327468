import Foundation
import StoryboardTestSupport

/// Real project files copied into a fresh temporary directory, so that tests can plant bugs
/// (or let `--fix` write) without touching the shared data; each test gets its own copy.
struct ToolsFixture {
    let root: URL

    /// Copies `files` (paths relative to `../shared/projects/<project>`) into a new directory.
    init(project: String, files: [String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let projects = URL(fileURLWithPath: SharedData.path("projects/\(project)"))
        for file in files {
            let source = projects.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: source.path) else {
                throw FixtureError(message: "the project file is missing at \(source.path): put ../shared/projects beside the project")
            }
            let destination = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: destination)
        }
    }

    func path(_ file: String) -> String { root.appendingPathComponent(file).path }

    func read(_ file: String) throws -> String { try String(contentsOfFile: path(file), encoding: .utf8) }

    /// Replaces the one occurrence of `old` in `file` by `new` (fails when it is not exactly one).
    func replace(_ old: String, with new: String, in file: String) throws {
        let text = try read(file)
        let parts = text.components(separatedBy: old)
        guard parts.count == 2 else { throw FixtureError(message: "\(old) occurs \(parts.count - 1) times in \(file)") }
        try parts.joined(separator: new).write(toFile: path(file), atomically: true, encoding: .utf8)
    }

    /// `file:line:column` of the `occurrence`th occurrence of `needle` in `file` (1-based,
    /// UTF-8 columns).
    func position(of needle: String, in file: String, occurrence: Int = 1) throws -> String {
        let text = try read(file)
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else {
                throw FixtureError(message: "\(needle) occurs fewer than \(occurrence) times in \(file)")
            }
            found = range
            searchStart = range.upperBound
        }
        let range = found!
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let column = text[lineStart..<range.lowerBound].utf8.count + 1
        return "\(path(file)):\(line):\(column)"
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

struct FixtureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Runs a built executable of the package (beside the test bundle) and collects its output.
enum BuiltTool {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static func url(_ name: String) throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name),
            Bundle.main.bundleURL.appendingPathComponent(name),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw FixtureError(message: "the built \(name) executable is missing (run swift build first): \(candidates.map(\.path))")
        }
        return found
    }

    static func run(_ name: String, _ arguments: [String], currentDirectory: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = try url(name)
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting so that a full pipe cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// Runs `python3` with `script`, feeding `input` on standard input.
    static func python(_ script: String, input: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let stdin = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = error
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
