import ArgumentParser
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StoryboardFormat
import StoryboardTools

/// `storyboard lint` over a corpus against IBLinter's pipeline re-implemented here (IBLinter
/// itself needs macOS): Foundation's `XMLParser` building a full element tree as SWXMLHash
/// does under IBDecodable, then the rules walking it, one file after another. Both sides run the
/// rules they share, on the same bytes, in the same run; their violation counts are printed so
/// that equal work is visible.
struct LintBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint every document under PATH with storyboard lint and with an IBLinter-style pipeline; print times and the ratio."
    )

    @Argument(help: "Files or directories to lint (directories recursively).")
    var paths: [String]

    @Option(help: "Timed rounds per side; the best round counts.")
    var rounds = 5

    /// The rules both pipelines implement, with the same meaning.
    static let sharedRules: Set<String> = ["duplicate_id", "misplaced", "ambiguous", "custom_module", "duplicate_constraint"]

    mutating func run() throws {
        let files = try LoadedDocuments(paths: paths)
        let inputs = zip(files.paths, files.contents).map { Linter.Input(path: $0, bytes: $1) }
        print(String(format: "files: %d, %.1f MB, %d cores", inputs.count, Double(files.totalBytes) / 1e6, ProcessInfo.processInfo.activeProcessorCount))

        var shared = LintConfiguration()
        shared.onlyRules = Self.sharedRules
        let sharedLinter = Linter(configuration: shared)
        let fullLinter = Linter()

        var ours: [Double] = []
        var oursFull: [Double] = []
        var anchor: [Double] = []
        var oursCounts: [String: Int] = [:]
        var anchorCounts: [String: Int] = [:]
        var fullCount = 0
        for round in 0...rounds {
            let order = round % 2 == 0 ? [0, 1, 2] : [2, 1, 0]
            for side in order {
                let start = DispatchTime.now().uptimeNanoseconds
                switch side {
                case 0:
                    let result = sharedLinter.lint(inputs)
                    oursCounts = Dictionary(grouping: result.violations.filter { Self.sharedRules.contains($0.ruleID) }, by: \.ruleID).mapValues(\.count)
                case 1:
                    fullCount = fullLinter.lint(inputs).violations.count
                default:
                    anchorCounts = IBLinterPipeline.lint(files.contents)
                }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                if round > 0 { [0: { ours.append(seconds) }, 1: { oursFull.append(seconds) }, 2: { anchor.append(seconds) }][side]!() }
            }
        }
        // End to end as the command runs: finding and reading the files included.
        let start = DispatchTime.now().uptimeNanoseconds
        let endToEnd = try fullLinter.lint(paths: paths)
        let endToEndSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

        for rule in Self.sharedRules.sorted() {
            print("  \(rule): storyboard lint \(oursCounts[rule] ?? 0), IBLinter pipeline \(anchorCounts[rule] ?? 0)")
        }
        print(String(format: "storyboard lint, shared rules:      %7.3f s (best of %d)", ours.min()!, rounds))
        print(String(format: "storyboard lint, all default rules: %7.3f s (%d violations)", oursFull.min()!, fullCount))
        print(String(format: "IBLinter pipeline, shared rules:    %7.3f s", anchor.min()!))
        print(String(format: "end to end (find, read, all default rules): %.3f s, %d violations", endToEndSeconds, endToEnd.violations.count))
        print(String(format: "ratio: %.1fx faster (shared rules), %.1fx (all default rules vs the pipeline's five)", anchor.min()! / ours.min()!, anchor.min()! / oursFull.min()!))
    }
}

/// IBLinter's pipeline: a full DOM per file from `XMLParser` (SWXMLHash's `XMLIndexer` under
/// IBDecodable), then each rule walking it, sequentially.
enum IBLinterPipeline {
    final class Node {
        let name: String
        let attributes: [String: String]
        var children: [Node] = []
        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
    }

    final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [Node] = [Node(name: "#document", attributes: [:])]
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let node = Node(name: elementName, attributes: attributes)
            stack.last!.children.append(node)
            stack.append(node)
        }
        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }

    static func lint(_ documents: [[UInt8]]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for bytes in documents {
            let builder = TreeBuilder()
            let parser = XMLParser(data: Data(bytes))
            parser.delegate = builder
            guard parser.parse(), let root = builder.stack.first else { continue }
            var all: [Node] = []
            var pending = [root]
            while let node = pending.popLast() {
                all.append(node)
                pending.append(contentsOf: node.children.reversed())
            }
            // duplicate_id
            var ids: Set<String> = []
            for node in all where node.name != "device" && node.name != "adaptation" {
                if let id = node.attributes["id"], !ids.insert(id).inserted { counts["duplicate_id", default: 0] += 1 }
            }
            // misplaced, ambiguous
            for node in all {
                if node.attributes["misplaced"] == "YES" { counts["misplaced", default: 0] += 1 }
                if node.attributes["ambiguous"] == "YES" { counts["ambiguous", default: 0] += 1 }
                if node.attributes["customModuleProvider"] == "target", node.attributes["customModule"] == nil {
                    counts["custom_module", default: 0] += 1
                }
            }
            // duplicate_constraint
            let keys = ["firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant", "priority"]
            for list in all where list.name == "constraints" {
                var seen: Set<[String]> = []
                for constraint in list.children where constraint.name == "constraint" {
                    var key = keys.map { constraint.attributes[$0] ?? "" }
                    if key[2].isEmpty, key[5].isEmpty, (constraint.attributes["constant"] ?? "0") == "0", (key[0], key[1]) > (key[3], key[4]) {
                        key = [key[3], key[4], key[2], key[0], key[1]] + key[5...]
                    }
                    if !seen.insert(key).inserted { counts["duplicate_constraint", default: 0] += 1 }
                }
            }
        }
        return counts
    }
}
