import ArgumentParser
import Foundation
import StoryboardFormat
import StoryboardLayout

/// Layout cost: every scene (unit) of the corpus turned into its constraint system and solved,
/// against kiwisolver (C++ Cassowary, through Python) building and solving the same systems,
/// exported, in the same run; and a device switch (the roots' sizes re-solved in place) against a full solve.
struct LayoutBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out every scene of the corpus; compare per-system times with kiwisolver on the same systems, and a device switch with a full solve."
    )

    @Argument(help: "Files or directories (default: the corpus).")
    var paths: [String] = ["../shared/corpus"]

    @Option(help: "Timed rounds per side; the best round counts.")
    var rounds = 3

    @Option(help: "The Python interpreter with kiwisolver installed.")
    var python = "python3"

    mutating func run() throws {
        let loaded = try LoadedDocuments(paths: paths)
        // The units, with their trees built once (reading XML is not what is measured).
        var trees: [(DocumentLayoutTree, LayoutEnvironment)] = []
        for (path, bytes) in zip(loaded.paths, loaded.contents) {
            guard let document = try? Document(bytes: bytes, path: path) else { continue }
            let (device, orientation) = DocumentLayout.designedDevice(of: document)
            let environment = LayoutEnvironment(device: device, orientation: orientation, detectsAmbiguity: false)
            let context = DocumentLayoutContext(document: document)
            for unit in context.units {
                let tree = DocumentLayoutTree(document: document, root: unit, environment: environment, context: context)
                if tree.items.count > 1 { trees.append((tree, environment)) }
            }
        }
        print("\(loaded.paths.count) files, \(trees.count) systems (units with subviews)")

        // Export for kiwisolver.
        let exportPath = NSTemporaryDirectory() + "layout-systems-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: exportPath) }
        var json = "["
        var constraintCount = 0
        var kept: [(DocumentLayoutTree, LayoutEnvironment)] = []
        for (tree, environment) in trees {
            let system = LayoutEngine.system(for: tree, environment: environment, exportsConstraints: true)
            // A system our solver could not finish exactly would abort kiwisolver too
            // (`InternalSolverError` terminates the process): left out of both sides.
            if system.hadSolverFailure { continue }
            constraintCount += system.exported.count
            if !kept.isEmpty { json += "," }
            json += KiwiExport.system(system)
            kept.append((tree, environment))
        }
        print("\(trees.count - kept.count) systems left out (solver failure), \(kept.count) compared")
        trees = kept
        json += "]"
        try json.write(toFile: exportPath, atomically: true, encoding: .utf8)
        print("\(constraintCount) constraints in all")

        // Swift: build + solve every system, best of `rounds`.
        var swiftTimes = [Double](repeating: .infinity, count: trees.count)
        for _ in 0...rounds {
            for (index, (tree, environment)) in trees.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                let system = LayoutEngine.system(for: tree, environment: environment)
                withExtendedLifetime(system) {}
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
                swiftTimes[index] = min(swiftTimes[index], elapsed)
            }
        }
        // kiwisolver: the same systems, best of `rounds`, timed inside Python.
        let kiwiOptional = try KiwiExport.run(python: python, systems: exportPath, count: trees.count, rounds: rounds)
        let aborted = kiwiOptional.filter { $0 == nil }.count
        print("kiwisolver aborted (InternalSolverError) on \(aborted) systems, left out of the comparison")
        let compared = kiwiOptional.indices.filter { kiwiOptional[$0] != nil }
        let kiwiTimes = compared.map { kiwiOptional[$0]! }
        swiftTimes = compared.map { swiftTimes[$0] }

        // A device switch: the roots' size constraints only, against building and solving anew.
        var switchTimes: [Double] = [], fullTimes: [Double] = []
        for (tree, environment) in trees where environment.device.family == .iPhone {
            var other = environment
            other.device = Device.named(environment.device.id == "retina6_1" ? "retina4_7" : "retina6_1")!
            var system = LayoutEngine.system(for: tree, environment: environment)
            var start = DispatchTime.now().uptimeNanoseconds
            try? system.resizeRoots(to: other)
            switchTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
            start = DispatchTime.now().uptimeNanoseconds
            let full = LayoutEngine.system(for: tree, environment: other)
            withExtendedLifetime(full) {}
            fullTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
        }

        let ratios = zip(kiwiTimes, swiftTimes).map { $0 / max($1, 0.001) }.sorted()
        let swiftTotal = swiftTimes.reduce(0, +), kiwiTotal = kiwiTimes.reduce(0, +)
        let faster = ratios.filter { $0 > 1 }.count
        print(String(format: "OpenStoryboard (build + solve): %.1f ms for all systems, median %.1f µs per system", swiftTotal / 1e3, median(swiftTimes)))
        print(String(format: "kiwisolver (build + solve):     %.1f ms for all systems, median %.1f µs per system", kiwiTotal / 1e3, median(kiwiTimes)))
        print(String(format: "ratio kiwisolver / OpenStoryboard: total %.2f×, median per system %.2f×, faster on %d of %d systems",
                     kiwiTotal / swiftTotal, median(ratios), faster, ratios.count))
        let switchTotal = switchTimes.reduce(0, +), fullTotal = fullTimes.reduce(0, +)
        print(String(format: "device switch (root sizes re-solved in place): %.1f ms for %d iPhone systems, vs full build + solve %.1f ms: %.1f%%",
                     switchTotal / 1e3, switchTimes.count, fullTotal / 1e3, 100 * switchTotal / max(fullTotal, 1e-9)))
    }

    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

/// The constraint systems as JSON for the kiwisolver side, and the Python that times them.
enum KiwiExport {
    /// kiwisolver's required strength is 1,001,001,000; weights are scaled by 1/100 so that
    /// every optional strength (up to the roots' 1e11) stays below it, order preserved.
    static func weight(_ strength: Strength) -> String {
        strength.isRequired ? "-1" : String(strength.weight / 100)
    }

    static func system(_ system: LayoutSystem) -> String {
        var out = "{\"n\":\(system.variableCount),\"c\":["
        for (index, constraint) in system.exported.enumerated() {
            if index > 0 { out += "," }
            out += "[["
            out += constraint.expression.terms.map { "[\($0.variable.index),\($0.coefficient)]" }.joined(separator: ",")
            let op = constraint.relation == .equal ? 0 : constraint.relation == .lessThanOrEqual ? 1 : 2
            out += "],\(constraint.expression.constant),\(op),\(weight(constraint.strength))]"
        }
        out += "],\"e\":["
        out += system.exportedEdits.map { "[\($0.variable.index),\(weight($0.strength)),\($0.value)]" }.joined(separator: ",")
        return out + "]}"
    }

    /// Times each system (best of `rounds`), one line `index microseconds` per system, from
    /// a start index: a system that makes kiwisolver abort (`InternalSolverError` terminates
    /// the process) is skipped by restarting after it.
    static let script = """
        import json, sys, time
        import kiwisolver as k
        systems = json.load(open(sys.argv[1])); rounds = int(sys.argv[2]); first = int(sys.argv[3])
        for i in range(first, len(systems)):
            s = systems[i]
            print(i, 'start', flush=True)
            best = float('inf')
            for r in range(rounds + 1):
                t = time.perf_counter()
                v = [k.Variable() for _ in range(s['n'])]
                solver = k.Solver()
                for terms, const, op, w in s['c']:
                    e = sum((v[a] * c for a, c in terms), k.Expression([], const)) if terms else k.Expression([], const)
                    c = (e == 0) if op == 0 else (e <= 0) if op == 1 else (e >= 0)
                    if w >= 0: c = c | w
                    try: solver.addConstraint(c)
                    except k.UnsatisfiableConstraint: pass
                for a, w, val in s['e']:
                    solver.addEditVariable(v[a], w); solver.suggestValue(v[a], val)
                solver.updateVariables()
                best = min(best, (time.perf_counter() - t) * 1e6)
            print(i, best, flush=True)
        """

    /// Runs the script on the exported systems; per-system microseconds (nil where
    /// kiwisolver aborted).
    static func run(python: String, systems: String, count: Int, rounds: Int) throws -> [Double?] {
        let scriptPath = NSTemporaryDirectory() + "kiwi-layout-\(UUID().uuidString).py"
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: scriptPath) }
        var times = [Double?](repeating: nil, count: count)
        var next = 0
        while next < count {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [python, scriptPath, systems, String(rounds), String(next)]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            var started = next
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                let parts = line.split(separator: " ")
                guard parts.count == 2, let index = Int(parts[0]) else { continue }
                if parts[1] == "start" { started = index } else if let value = Double(parts[1]) { times[index] = value }
            }
            if process.terminationStatus == 0 { break }
            guard started >= next else { throw ValidationError("kiwisolver run failed (pip install kiwisolver)") }
            next = started + 1  // skip the system that aborted
        }
        return times
    }
}
