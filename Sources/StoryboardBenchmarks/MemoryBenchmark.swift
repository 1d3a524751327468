import ArgumentParser
import Foundation
import StoryboardFormat

/// Peak memory of reading one file: the process's peak resident size grows by what the parse
/// touched, measured from a point where the input is already in memory.
struct MemoryBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "Parse one file and report the peak memory it took, as a multiple of its size."
    )

    @Argument(help: "The file to read.")
    var path: String

    mutating func run() throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("cannot read \(path)")
        }
        let bytes = Array(data)
        let before = peakResidentBytes()
        let tree = try XMLTree(bytes: bytes)
        let after = peakResidentBytes()
        let growth = max(0, after - before)
        let size = Double(bytes.count)
        print("file: \(path) (\(bytes.count) bytes, \(tree.elementCount) elements)")
        print(String(format: "tree footprint: %d bytes (%.2fx the file, input included)", tree.memoryFootprint, Double(tree.memoryFootprint) / size))
        print(String(format: "peak resident growth while parsing: %d bytes; input + growth = %.2fx the file", growth, (size + Double(growth)) / size))
        withExtendedLifetime(tree) {}
    }

    func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF_VALUE, &usage)
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    }
}

#if os(Linux)
private let RUSAGE_SELF_VALUE = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
private let RUSAGE_SELF_VALUE = RUSAGE_SELF
#endif
