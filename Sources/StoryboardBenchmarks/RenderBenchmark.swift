import ArgumentParser
import Foundation
import StoryboardFormat
import StoryboardRender

/// Rendering cost: every scene of every storyboard under PATH laid out from its stored frames
/// and drawn as SVG (light), against the anchor of parsing the same documents in the same run,
/// on all cores (documents are independent).
struct RenderBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw every storyboard scene under PATH as SVG; print µs per scene, the total, and the ratio to parsing the same files."
    )

    @Argument(help: "Files or directories (directories recursively; only .storyboard files are drawn).")
    var paths: [String]

    @Option(help: "Timed rounds per side; the best round counts.")
    var rounds = 3

    mutating func run() throws {
        let files = try LoadedDocuments(paths: paths)
        let storyboards = zip(files.paths, files.contents).filter { $0.0.hasSuffix(".storyboard") }.map { (path: $0.0, bytes: $0.1) }
        print("storyboards: \(storyboards.count), \(String(format: "%.1f", Double(storyboards.map(\.bytes.count).reduce(0, +)) / 1_000_000)) MB, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        var renderSeconds: [Double] = []
        var parseSeconds: [Double] = []
        var scenes = 0
        var svgBytes = 0
        for round in 0...rounds {
            for render in round % 2 == 0 ? [true, false] : [false, true] {
                let start = DispatchTime.now().uptimeNanoseconds
                let totals = Self.run(storyboards, render: render)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                if render { scenes = totals.scenes; svgBytes = totals.bytes }
                // Round 0 warms caches and is not counted.
                if round > 0 { render ? renderSeconds.append(seconds) : parseSeconds.append(seconds) }
            }
        }
        let render = renderSeconds.min() ?? 0
        let parse = parseSeconds.min() ?? 0
        print("scenes drawn: \(scenes), SVG written: \(String(format: "%.1f", Double(svgBytes) / 1_000_000)) MB")
        print(String(format: "parse + lay out + draw: %.2f s (best of %d), %.0f µs per scene", render, rounds, render / Double(max(scenes, 1)) * 1e6))
        print(String(format: "parse only (anchor):    %.2f s", parse))
        print(String(format: "ratio: drawing costs %.2f× parsing", render / max(parse, 1e-9)))
    }

    /// Parses each document and, with `render`, draws each of its scenes, spread over the cores.
    static func run(_ storyboards: [(path: String, bytes: [UInt8])], render: Bool) -> (scenes: Int, bytes: Int) {
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let results = WorkerTotals(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var scenes = 0
            var bytes = 0
            for index in stride(from: worker, to: storyboards.count, by: workers) {
                guard let document = try? Document(bytes: storyboards[index].bytes, path: storyboards[index].path) else { continue }
                if render {
                    let renderer = ScreenRenderer()
                    for screen in DocumentScreens(document: document).screens {
                        bytes += renderer.svg(screen).utf8.count
                        scenes += 1
                    }
                } else {
                    scenes += document.scenes.count
                }
            }
            results.set(worker, (scenes, bytes))
        }
        return results.sum
    }
}

/// Per-worker counts, each slot written by one worker only, read after all have finished.
private final class WorkerTotals: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [(Int, Int)]

    init(count: Int) { values = Array(repeating: (0, 0), count: count) }

    func set(_ worker: Int, _ value: (Int, Int)) {
        lock.lock()
        values[worker] = value
        lock.unlock()
    }

    var sum: (scenes: Int, bytes: Int) { values.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) } }
}
