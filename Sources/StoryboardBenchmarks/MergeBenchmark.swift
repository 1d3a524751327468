import ArgumentParser
import Foundation
import StoryboardTools

/// Merge speed on the real merges of `shared/merges`: the semantic merge against git's line
/// merge (`git merge-file`, the anchor) on the same cases in the same run.
struct MergeBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge every case under CASES (extracted cases.tar.xz) with StoryboardMerge and with git merge-file; print times and ratios."
    )

    @Argument(help: "The directory the merge cases were extracted to (holds SUMMARY.tsv).")
    var cases: String

    @Option(help: "Timed rounds; the best round counts.")
    var rounds = 3

    @Option(help: "A built `storyboard` to also time as a merge driver, one process per case like git's.")
    var driver: String?

    struct Case {
        var base: String, ours: String, theirs: String
        var bytes: (base: [UInt8], ours: [UInt8], theirs: [UInt8])
    }

    mutating func run() throws {
        let loaded = try Self.load(cases)
        let megabytes = Double(loaded.reduce(0) { $0 + $1.bytes.base.count + $1.bytes.ours.count + $1.bytes.theirs.count }) / 1e6
        print("cases: \(loaded.count), \(String(format: "%.1f", megabytes)) MB of base + ours + theirs")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("merge-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        let gitPath = try Self.resolved("git")
        var library: [Double] = [], git: [Double] = [], driverTimes: [Double] = []
        var clean = 0, gitClean = 0
        for round in 0...rounds {
            var start = DispatchTime.now().uptimeNanoseconds
            clean = 0
            for item in loaded where StoryboardMerge().merge(base: item.bytes.base, ours: item.bytes.ours, theirs: item.bytes.theirs).isClean {
                clean += 1
            }
            let librarySeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            start = DispatchTime.now().uptimeNanoseconds
            gitClean = 0
            for item in loaded {
                let status = try Self.run([gitPath, "merge-file", "-p", "-q", item.ours, item.base, item.theirs])
                if status == 0 { gitClean += 1 }
            }
            let gitSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            var driverSeconds = 0.0
            if let driver {
                start = DispatchTime.now().uptimeNanoseconds
                for (index, item) in loaded.enumerated() {
                    let target = scratch + "/\(index)"
                    try Data(item.bytes.ours).write(to: URL(fileURLWithPath: target))
                    _ = try Self.run([driver, "merge-driver", item.base, target, item.theirs, "Main.storyboard"])
                }
                driverSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }
            // Round 0 warms caches and is not counted.
            if round > 0 {
                library.append(librarySeconds)
                git.append(gitSeconds)
                driverTimes.append(driverSeconds)
            }
        }
        print("clean: StoryboardMerge \(clean), git merge-file \(gitClean)")
        print(String(format: "StoryboardMerge (in-process):           %7.2f s  (best of %d)", library.min()!, rounds))
        print(String(format: "git merge-file (one process per case):  %7.2f s", git.min()!))
        if driver != nil {
            print(String(format: "storyboard merge-driver (one process per case): %7.2f s", driverTimes.min()!))
            print(String(format: "ratio: merge-driver takes %.2fx git merge-file's time", driverTimes.min()! / git.min()!))
        }
        print(String(format: "ratio: StoryboardMerge takes %.2fx git merge-file's time", library.min()! / git.min()!))
    }

    static func load(_ directory: String) throws -> [Case] {
        let summary = try String(contentsOfFile: directory + "/SUMMARY.tsv", encoding: .utf8)
        var rows = summary.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = rows.removeFirst()
        guard let caseColumn = header.firstIndex(of: "case_dir"), let pathColumn = header.firstIndex(of: "path") else {
            throw ValidationError("\(directory)/SUMMARY.tsv lacks the case_dir and path columns")
        }
        return try rows.map { row in
            let folder = directory + "/" + row[caseColumn]
            let ext = (row[pathColumn] as NSString).pathExtension
            let paths = ["base", "ours", "theirs"].map { folder + "/" + $0 + "." + ext }
            let contents = try paths.map { path -> [UInt8] in
                guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("cannot read \(path)") }
                return Array(data)
            }
            return Case(base: paths[0], ours: paths[1], theirs: paths[2], bytes: (contents[0], contents[1], contents[2]))
        }
    }

    /// Runs a program with its output discarded; returns its exit status. `posix_spawn`, not
    /// Foundation's `Process`: on Linux `Process.run()` costs about 45 ms a launch (it closes
    /// every possible descriptor), ten times what `git merge-file` itself takes on a median
    /// case, and would measure the launcher instead of the merges on both sides.
    static func run(_ arguments: [String]) throws -> Int32 {
        let program = arguments[0].hasPrefix("/") ? arguments[0] : try resolved(arguments[0])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments.dropFirst()).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard error == 0 else { throw ValidationError("cannot run \(program): \(String(cString: strerror(error)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// The program's path on PATH.
    static func resolved(_ name: String) throws -> String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if access(path, X_OK) == 0 { return path }
        }
        throw ValidationError("\(name) is not on PATH")
    }
}
