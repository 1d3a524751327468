import ArgumentParser
import Foundation
import StoryboardFormat
import StoryboardRuntime

/// Instantiation cost: every scene of a storyboard instantiated with its view loaded, from the
/// document parsed once (what `Storyboard` does), against the anchor of re-parsing the
/// document before each instantiation (what "parse once, cache" saves), in the same run.
struct InstantiateBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "instantiate",
        abstract: "Instantiate every scene of a storyboard with its view loaded; print µs per scene, the parse time, and the ratio to re-parsing per instantiation."
    )

    static let largestStoryboard =
        "../shared/corpus/corona-warn-app__cwa-app-ios/_history/3e08f93054/src/xcode/ENA/ENA/Resources/Storyboards/ExposureSubmission.storyboard"

    @Argument(help: "The storyboard to instantiate (default: the corpus's largest storyboard).")
    var path = Self.largestStoryboard

    @Option(help: "Timed rounds per side; the best round counts.")
    var rounds = 5

    mutating func run() throws {
        let path = self.path
        let rounds = self.rounds
        try MainActor.assumeIsolated {
            try Self.measure(path: path, rounds: rounds)
        }
    }

    @MainActor
    static func measure(path: String, rounds: Int) throws {
        let url = URL(fileURLWithPath: path)
        let bytes = try InterfaceBuilderFiles.read(path)
        let bundle = ResourceBundle(directory: url.deletingLastPathComponent().path)
        let name = url.deletingPathExtension().lastPathComponent
        // Warnings about the app's missing classes are expected and stay in the environment.
        let environment = RuntimeEnvironment()

        // The first open parses the file (tree, id index, identifier map) and caches it.
        var start = DispatchTime.now().uptimeNanoseconds
        let storyboard = try Storyboard(name: name, bundle: bundle, environment: environment)
        let parseMicroseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
        let scenes = storyboard.sceneObjectIDs
        guard !scenes.isEmpty else { throw ValidationError("\(path) has no scenes") }
        let document = try Document(bytes: bytes, path: path)
        print("file: \(url.lastPathComponent), \(bytes.count) bytes, \(document.tree.elementCount) elements, \(scenes.count) scenes")
        print(String(format: "first open (parse + index, cached afterwards): %.0f µs", parseMicroseconds))

        var perScene: [String: [Double]] = [:]
        var cachedRounds: [Double] = []
        var reparsedRounds: [Double] = []
        var failures = 0
        for round in 0...rounds {
            // Alternate the order so that neither side always runs on a warmer machine.
            for cached in round % 2 == 0 ? [true, false] : [false, true] {
                start = DispatchTime.now().uptimeNanoseconds
                for id in scenes {
                    let sceneStart = DispatchTime.now().uptimeNanoseconds
                    if !cached {
                        // The anchor: the document read again from the bytes (already in
                        // memory, so no disk time) before each instantiation.
                        _ = try Document(bytes: bytes, path: path)
                    }
                    do {
                        let controller = try storyboard.instantiateViewController(sceneObjectID: id)
                        controller.loadViewIfNeeded()
                    } catch {
                        failures += 1
                    }
                    if cached && round > 0 {
                        perScene[id, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - sceneStart) / 1e3)
                    }
                }
                let microseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3 / Double(scenes.count)
                // Round 0 warms caches and is not counted.
                if round > 0 { cached ? cachedRounds.append(microseconds) : reparsedRounds.append(microseconds) }
                environment.diagnostics.reset()
            }
        }
        if failures > 0 { print("instantiations that threw a RuntimeError: \(failures / (2 * (rounds + 1))) per round") }

        print("per scene (cached document; best of \(rounds)):")
        for id in scenes {
            let elements = document.index.node(forID: id).map { document.tree.descendants(of: $0).filter { document.tree.kind(of: $0) == .element }.count } ?? 0
            let best = perScene[id]?.min() ?? 0
            print(String(format: "  %@  %6d elements  %9.1f µs", id.padding(toLength: 12, withPad: " ", startingAt: 0), elements, best))
        }
        let cached = cachedRounds.min()!
        let reparsed = reparsedRounds.min()!
        print(String(format: "cached document:          %10.1f µs per scene (best of %d, median %.1f)", cached, rounds, median(cachedRounds)))
        print(String(format: "re-parse per instantiation: %8.1f µs per scene (best of %d, median %.1f)", reparsed, rounds, median(reparsedRounds)))
        print(String(format: "ratio: %.1fx faster than re-parsing", reparsed / cached))
    }

    static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }
}
