import ArgumentParser
import Foundation
import StoryboardFormat
import StoryboardTools

/// `storyboard graph`: the map of an app's storyboards, with the scenes nothing reaches.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print the flow graph of a project's storyboards (dot, mermaid or json); report unreachable scenes.",
        discussion: """
            Scenes no entry point reaches (initial view controllers, storyboard identifiers — or, \
            with --sources, only those the code instantiates — storyboard references and \
            RBStoryboardLink links) are reported on standard error in Xcode's format.
            """
    )

    @Argument(help: "Storyboards or directories (searched recursively).")
    var paths: [String]

    @Option(help: "Output format: dot, mermaid, json.")
    var format: StoryboardGraph.Format = .dot

    @Option(help: "Swift and Objective-C sources: entry points become what the code instantiates.")
    var sources: [String] = []

    mutating func run() throws {
        var documents: [(path: String, document: Document)] = []
        for path in try InterfaceBuilderFiles.find(in: paths) where path.hasSuffix(".storyboard") {
            do {
                documents.append((path, try Document(contentsOfFile: path)))
            } catch let error as XMLError {
                StandardError.print(error.diagnostic(path: path).description)
            }
        }
        let graph = StoryboardGraph(documents: documents, sources: sources.isEmpty ? nil : SourceIndex.scanning(sources))
        print(graph.rendered(as: format), terminator: "")
        for diagnostic in graph.unreachableDiagnostics { StandardError.print(diagnostic.description) }
        StandardError.print("\(graph.nodes.count) scenes, \(graph.edges.count) links, \(graph.unreachable.count) unreachable")
    }
}

extension StoryboardGraph.Format: ExpressibleByArgument {}
