import Foundation
import StoryboardTestSupport

/// The 605 real merges of `../shared/merges` (or `$OPENSTORYBOARD_MERGES`), extracted from
/// `cases.tar.xz` into a fresh temporary directory per test. Missing data fails the test.
struct MergeCases {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "the merge cases are missing at \(path): put ../shared/merges beside the project" }
    }

    struct Case {
        var directory: String
        var path: String
        var kind: String
        var fileExtension: String
        func bytes(_ name: String) throws -> [UInt8] {
            let file = directory + "/" + name + "." + fileExtension
            guard let data = FileManager.default.contents(atPath: file) else { throw Missing(path: file) }
            return Array(data)
        }
    }

    let root: String
    let cases: [Case]

    static var sharedDirectory: String {
        if let override = ProcessInfo.processInfo.environment["OPENSTORYBOARD_MERGES"] { return override }
        return SharedData.path("merges")
    }

    /// Extracts the archive; the caller removes `root` when done.
    static func extract() throws -> MergeCases {
        let archive = sharedDirectory + "/cases.tar.xz"
        guard FileManager.default.fileExists(atPath: archive) else { throw Missing(path: archive) }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("merge-cases-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Shell.run(["tar", "-C", root, "-xJf", archive])
        let summary = try String(contentsOfFile: root + "/SUMMARY.tsv", encoding: .utf8)
        var lines = summary.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = lines.removeFirst()
        let column = { (name: String) in header.firstIndex(of: name)! }
        let cases = lines.map { row in
            Case(
                directory: root + "/" + row[column("case_dir")], path: row[column("path")], kind: row[column("kind")],
                fileExtension: (row[column("path")] as NSString).pathExtension)
        }
        return MergeCases(root: root, cases: cases)
    }
}

/// Runs programs for tests: git, tar, the built `storyboard`.
enum Shell {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    @discardableResult
    static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> Output {
        let output = try capture(arguments, in: directory, environment: environment)
        guard output.status == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) failed (\(output.status)): \(output.standardError)")
        }
        return output
    }

    static func capture(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0].hasPrefix("/") ? arguments[0] : "/usr/bin/env")
        process.arguments = arguments[0].hasPrefix("/") ? Array(arguments.dropFirst()) : arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }

    /// The `storyboard` executable built beside the test bundle.
    static func storyboardExecutable() throws -> String {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("storyboard").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let project = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fallback = project.appendingPathComponent(".build/debug/storyboard").path
        guard FileManager.default.isExecutableFile(atPath: fallback) else {
            throw Failure(description: "the storyboard executable is not built (swift build --product storyboard)")
        }
        return fallback
    }

    /// A fresh temporary directory; the caller removes it.
    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
