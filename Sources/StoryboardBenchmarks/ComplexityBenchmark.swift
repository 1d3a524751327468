import ArgumentParser
import Foundation
import StoryboardFormat
import StoryboardLayout
import StoryboardRuntime

/// Complexity checks: each input shape that hostile or merely huge files take (many attributes
/// on one element, deep nesting, many scenes, segues, references, constraints, strings
/// entries, one huge label) timed at n, 2n and 4n in one run. Linear work doubles with n (ratio ≈ 2×); a
/// quadratic step shows as ≈ 4×. The anchor is the same pipeline at half the size.
struct ComplexityBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complexity",
        abstract: "Time each input shape at n, 2n and 4n and print the ratios (linear ≈ 2×)."
    )

    @Option(help: "Timed rounds per size; the best round counts.")
    var rounds = 3

    @Option(help: "Multiply every base size by this (0.1 for a quick look).")
    var scale = 1.0

    @Option(help: "Only the shapes whose name contains this.")
    var only: String?

    mutating func run() throws {
        let rounds = self.rounds
        let scale = self.scale
        let only = self.only
        try MainActor.assumeIsolated {
            try Self.measure(rounds: rounds, scale: scale, only: only)
        }
    }

    @MainActor
    static func measure(rounds: Int, scale: Double, only: String?) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-complexity-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var run = 0

        print("shape                  n            input       time (best of \(rounds))   ratio to n/2")
        for shape in ComplexityShape.all where only.map({ shape.name.contains($0) }) ?? true {
            let base = max(1, Int(Double(shape.base) * scale))
            var previous: Double?
            var ratios: [Double] = []
            for n in [base, 2 * base, 4 * base] {
                let input = shape.make(n)
                var best = Double.infinity
                for _ in 0..<rounds {
                    // A new file name each time: opened storyboards are cached by path.
                    run += 1
                    let path = folder.appendingPathComponent("Shape\(run).\(shape.fileExtension)").path
                    try input.write(to: URL(fileURLWithPath: path))
                    let start = DispatchTime.now().uptimeNanoseconds
                    try shape.exercise(path, n)
                    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                    try? FileManager.default.removeItem(atPath: path)
                }
                var ratio = ""
                if let previous {
                    ratios.append(best / previous)
                    ratio = String(format: "%.2f×", best / previous)
                }
                print(
                    shape.name.padding(toLength: 20, withPad: " ", startingAt: 0)
                        + String(format: "%10d %12d B %12.1f ms   ", n, input.count, best) + ratio)
                previous = best
            }
            let verdict = ratios.allSatisfy { $0 < 3 } ? "linear" : "NOT LINEAR"
            print("  \(shape.name): \(verdict) (\(shape.timed))")
        }
    }
}

/// One input shape: how to generate it at size n and what is timed on it.
@MainActor
struct ComplexityShape {
    let name: String
    let base: Int
    let timed: String
    var fileExtension = "storyboard"
    let make: (Int) -> Data
    let exercise: (String, Int) throws -> Void

    static let all: [ComplexityShape] = [
        ComplexityShape(
            name: "attributes", base: 200_000, timed: "one view with n attributes: read, model, instantiate, describe",
            make: { n in storyboard(view: #"<view key="view" id="root""# + (0..<n).map { " a\($0)=\"\($0)\"" }.joined() + "/>") },
            exercise: { path, _ in try run(path) }),
        ComplexityShape(
            name: "nesting depth", base: 40_000, timed: "views nested n deep: read, model, instantiate, describe the screen",
            make: { n in
                storyboard(view: #"<view key="view" id="root">"#
                    + String(repeating: #"<subviews><view contentMode="scaleToFill">"#, count: n)
                    + String(repeating: "</view></subviews>", count: n) + "</view>")
            },
            exercise: { path, _ in try run(path) }),
        ComplexityShape(
            name: "layout depth", base: 20_000, timed: "views nested n deep, each with a frame: read, model, layout tree, solve, placements",
            make: { n in
                storyboard(view: #"<view key="view" id="root"><rect key="frame" x="0" y="0" width="390" height="844"/>"#
                    + String(repeating: #"<subviews><view contentMode="scaleToFill"><rect key="frame" x="1" y="1" width="300" height="300"/>"#, count: n)
                    + String(repeating: "</view></subviews>", count: n) + "</view>")
            },
            exercise: { path, n in
                let layout = DocumentLayout(document: try Document(contentsOfFile: path))
                guard layout.views.count == n + 1, layout.views.last?.depth == n else {
                    throw ValidationError("laid out \(layout.views.count) views, the deepest at \(layout.views.last?.depth ?? -1)")
                }
            }),
        ComplexityShape(
            name: "label text", base: 12_500_000, timed: "one label of n bytes of text (quotes, newlines): read, model, instantiate, describe",
            make: { n in
                let chunk = #"Text &quot;quoted&quot; on&#10;two lines\ "#
                let text = String(repeating: chunk, count: max(1, n / chunk.utf8.count))
                return storyboard(view: #"<view key="view" id="root"><subviews><label text="\#(text)" id="big"/></subviews></view>"#)
            },
            exercise: { path, _ in try run(path) }),
        ComplexityShape(
            name: "scenes", base: 2_000, timed: "n scenes: read, model, open, instantiate each by identifier",
            make: { n in
                document(initial: "c0", scenes: (0..<n).map { scene("c\($0)", identifier: "S\($0)", body: "") }.joined())
            },
            exercise: { path, n in
                let storyboard = try open(path)
                for index in 0..<n { try storyboard.instantiateViewController(withIdentifier: "S\(index)").loadViewIfNeeded() }
            }),
        ComplexityShape(
            name: "segues", base: 5_000, timed: "one scene with n buttons, each a show segue: read, model, instantiate, list segues",
            make: { n in
                let buttons = (0..<n).map { index in
                    #"<button id="b\#(index)"><connections><segue destination="dest" kind="show" identifier="go\#(index)" id="g\#(index)"/></connections></button>"#
                }.joined()
                return document(initial: "src", scenes: scene("src", body: #"<view key="view" id="v"><subviews>\#(buttons)</subviews></view>"#)
                    + scene("dest", body: ""))
            },
            exercise: { path, n in
                let document = try Document(contentsOfFile: path)
                guard document.segues.count == n else { throw ValidationError("expected \(n) segues") }
                try run(path)
            }),
        ComplexityShape(
            name: "references", base: 20_000, timed: "n labels each the destination of an outlet: read, index, resolve each",
            make: { n in
                let labels = (0..<n).map { #"<label text="L\#($0)" id="l\#($0)"/>"# }.joined()
                let outlets = (0..<n).map { #"<outlet property="o\#($0)" destination="l\#($0)" id="o\#($0)"/>"# }.joined()
                return document(initial: "c", scenes: scene(
                    "c", body: #"<view key="view" id="v"><subviews>\#(labels)</subviews></view><connections>\#(outlets)</connections>"#))
            },
            exercise: { path, n in
                let document = try Document(contentsOfFile: path)
                var resolved = 0
                for reference in document.index.references where document.element(withID: reference.id) != nil { resolved += 1 }
                guard resolved == n + 1 else { throw ValidationError("resolved \(resolved) of \(n + 1) references") }
            }),
        ComplexityShape(
            name: "constraints", base: 20_000, timed: "one view with n constraints between two subviews: read, model, instantiate, describe",
            make: { n in
                let constraints = (0..<n).map {
                    #"<constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="\#($0)" id="k\#($0)"/>"#
                }.joined()
                return storyboard(view: #"<view key="view" id="root"><subviews><view id="a"/><view id="b"/></subviews><constraints>\#(constraints)</constraints></view>"#)
            },
            exercise: { path, _ in try run(path) }),
        ComplexityShape(
            name: "strings entries", base: 100_000, timed: "a .strings table with n entries: read, look up each", fileExtension: "strings",
            make: { n in Data((0..<n).map { "/* Class = \"UILabel\"; */\n\"id\($0).text\" = \"Value \\\"\($0)\\\"\";\n" }.joined().utf8) },
            exercise: { path, n in
                let table = try StringsTable(bytes: InterfaceBuilderFiles.read(path))
                for index in 0..<n where table["id\(index).text"] == nil { throw ValidationError("missing entry \(index)") }
            }),
    ]

    /// The whole of `storyboard run`'s start: the file read and modelled, the initial scene
    /// instantiated with its view loaded, the screen described.
    static func run(_ path: String) throws {
        let storyboard = try open(path)
        guard let controller = try storyboard.instantiateInitialViewController() else { throw ValidationError("no initial scene") }
        let window = Window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = Driver(window: window).describeScreen()
    }

    static func open(_ path: String) throws -> Storyboard {
        let url = URL(fileURLWithPath: path)
        return try Storyboard(name: url.deletingPathExtension().lastPathComponent, bundle: ResourceBundle(directory: url.deletingLastPathComponent().path))
    }

    static func storyboard(view: String) -> Data {
        document(initial: "c", scenes: scene("c", body: view))
    }

    static func scene(_ id: String, identifier: String? = nil, body: String) -> String {
        let identifierAttribute = identifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
        return #"<scene sceneID="\#(id)-scene"><objects><viewController id="\#(id)"\#(identifierAttribute) sceneMemberID="viewController">\#(body)</viewController></objects></scene>"#
    }

    static func document(initial: String, scenes: String) -> Data {
        Data(("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="\(initial)">
            <scenes>
            """ + scenes + "</scenes>\n</document>\n").utf8)
    }
}
