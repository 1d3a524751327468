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

    @Option(help: "Also list the N cases the in-process merge took longest on (last round), with how each was merged.")
    var slowest = 0

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

        let gitPath = try ChildProcess.resolved("git")
        var library: [Double] = [], libraryCPUs: [Double] = [], git: [Double] = [], driverTimes: [Double] = []
        var clean = 0, gitClean = 0
        var perCase: [(path: String, milliseconds: Double, method: String)] = []
        for round in 0...rounds {
            var start = DispatchTime.now().uptimeNanoseconds
            let cpuStart = Self.cpuSeconds()
            clean = 0
            perCase = []
            for item in loaded {
                let caseStart = slowest > 0 ? DispatchTime.now().uptimeNanoseconds : 0
                let result = StoryboardMerge().merge(base: item.bytes.base, ours: item.bytes.ours, theirs: item.bytes.theirs)
                if result.isClean { clean += 1 }
                if slowest > 0 {
                    perCase.append((item.ours, Double(DispatchTime.now().uptimeNanoseconds - caseStart) / 1e6, "\(result.method)"))
                }
            }
            let librarySeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let libraryCPU = Self.cpuSeconds() - cpuStart
            start = DispatchTime.now().uptimeNanoseconds
            gitClean = 0
            for item in loaded {
                let status = try ChildProcess.run(gitPath, ["merge-file", "-p", "-q", item.ours, item.base, item.theirs])
                if status == 0 { gitClean += 1 }
            }
            let gitSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            var driverSeconds = 0.0
            if let driver {
                start = DispatchTime.now().uptimeNanoseconds
                for (index, item) in loaded.enumerated() {
                    let target = scratch + "/\(index)"
                    try Data(item.bytes.ours).write(to: URL(fileURLWithPath: target))
                    _ = try ChildProcess.run(driver, ["merge-driver", item.base, target, item.theirs, "Main.storyboard"])
                }
                driverSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }
            // Round 0 warms caches and is not counted.
            if round > 0 {
                library.append(librarySeconds)
                libraryCPUs.append(libraryCPU)
                git.append(gitSeconds)
                driverTimes.append(driverSeconds)
            }
        }
        print("clean: StoryboardMerge \(clean), git merge-file \(gitClean)")
        print(String(format: "StoryboardMerge (in-process):           %7.2f s  (best of %d; %.2f s of CPU, also the best)", library.min()!, rounds, libraryCPUs.min()!))
        print(String(format: "git merge-file (one process per case):  %7.2f s", git.min()!))
        if driver != nil {
            print(String(format: "storyboard merge-driver (one process per case): %7.2f s", driverTimes.min()!))
            print(String(format: "ratio: merge-driver takes %.2fx git merge-file's time", driverTimes.min()! / git.min()!))
        }
        print(String(format: "ratio: StoryboardMerge takes %.2fx git merge-file's time", library.min()! / git.min()!))
        for slow in perCase.sorted(by: { $0.milliseconds > $1.milliseconds }).prefix(slowest) {
            print(String(format: "%8.2f ms  ", slow.milliseconds) + slow.path + "  " + slow.method)
        }
    }

    /// This process's CPU time (user and system), less sensitive than the wall clock to other
    /// work on the machine; it includes `git merge-file`'s children only while the library runs
    /// them (the archive-format cases), not their own CPU.
    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
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
}
