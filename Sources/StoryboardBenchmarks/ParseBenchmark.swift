import ArgumentParser
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StoryboardFormat

/// Reading throughput: the lossless tree against Foundation's `XMLParser` (SAX, counting
/// elements), the speed anchor of DESIGN.md, over the same bytes in the same run.
struct ParseBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse every .storyboard and .xib under PATH into the lossless tree and with XMLParser; print MB/s and the ratio."
    )

    @Argument(help: "Files or directories to read (directories recursively).")
    var paths: [String]

    @Option(help: "Timed rounds per parser; the best round counts.")
    var rounds = 5

    mutating func run() throws {
        let files = try LoadedDocuments(paths: paths)
        let megabytes = Double(files.totalBytes) / 1_000_000
        print("files: \(files.paths.count), \(String(format: "%.1f", megabytes)) MB")

        // Element counts double as a check that both parsers read the same documents.
        var treeElements = 0
        var parserElements = 0
        var treeSeconds: [Double] = []
        var parserSeconds: [Double] = []
        for round in 0...rounds {
            // Alternate the order so that neither side always runs on a warmer machine.
            let treeFirst = round % 2 == 0
            for side in treeFirst ? [0, 1] : [1, 0] {
                let start = DispatchTime.now().uptimeNanoseconds
                if side == 0 {
                    treeElements = Self.parseWithTree(files.contents)
                } else {
                    parserElements = Self.parseWithXMLParser(files.contents)
                }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                // Round 0 warms caches and is not counted.
                if round > 0 { side == 0 ? treeSeconds.append(seconds) : parserSeconds.append(seconds) }
            }
        }
        let tree = megabytes / treeSeconds.min()!
        let parser = megabytes / parserSeconds.min()!
        print("elements: XMLTree \(treeElements), XMLParser \(parserElements)")
        print(String(format: "XMLTree (lossless tree):   %8.1f MB/s  (best of %d, median %.1f)", tree, rounds, megabytes / median(treeSeconds)))
        print(String(format: "XMLParser (SAX, counting): %8.1f MB/s  (best of %d, median %.1f)", parser, rounds, megabytes / median(parserSeconds)))
        print(String(format: "ratio: %.2fx XMLParser", tree / parser))
    }

    static func parseWithTree(_ documents: [[UInt8]]) -> Int {
        var elements = 0
        for bytes in documents {
            guard let tree = try? XMLTree(bytes: bytes) else { continue }
            elements += tree.elementCount
        }
        return elements
    }

    static func parseWithXMLParser(_ documents: [[UInt8]]) -> Int {
        var elements = 0
        for bytes in documents {
            let counter = ElementCounter()
            let parser = XMLParser(data: Data(bytes))
            parser.delegate = counter
            if parser.parse() { elements += counter.count }
        }
        return elements
    }

    func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }
}

private final class ElementCounter: NSObject, XMLParserDelegate {
    var count = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        count += 1
    }
}
