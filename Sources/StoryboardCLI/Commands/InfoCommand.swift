import ArgumentParser
import Foundation
import StoryboardFormat

/// `storyboard info`: what is in each document — its kind and platform, its scenes with their
/// controllers and identifiers, its segues by kind, its storyboard references — as text, or
/// the whole document model as JSON.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Describe .storyboard and .xib files: scenes, controllers, identifiers, segues, references.",
        discussion: """
            Documents that cannot be read, and XML files that are no Interface Builder \
            document, are reported on standard error in Xcode's format \
            (`path:line:column: error: message`) and make the exit status 1; the others are \
            still described.
            """
    )

    @Argument(help: "Files or directories (searched recursively for .storyboard and .xib).")
    var paths: [String]

    @Flag(help: "Print the document model as JSON (an array when there are several files).")
    var json = false

    mutating func run() throws {
        let files = try InterfaceBuilderFiles.find(in: paths)
        if files.isEmpty {
            StandardError.print("error: no .storyboard or .xib file in \(paths.joined(separator: ", ")) (folders are searched recursively)")
            throw ExitCode.failure
        }
        var documents: [Document] = []
        var failures = 0
        for path in files {
            do {
                let document = try Document(contentsOfFile: path)
                if case .unknown(let root) = document.format {
                    failures += 1
                    StandardError.print(Diagnostic(
                        .error, "not an Interface Builder document (root element <\(root)>, expected <document> or <archive>)",
                        path: path, position: document.root.flatMap { document.tree.position(of: $0) }, id: .format).description)
                    continue
                }
                if json {
                    documents.append(document)
                } else {
                    if !documents.isEmpty || failures > 0 { print() }
                    print(DocumentSummary(document: document, path: path).text)
                    documents.append(document)
                }
            } catch let error as XMLError {
                failures += 1
                StandardError.print(error.diagnostic(path: path).description)
            } catch let error as DocumentReadError {
                failures += 1
                StandardError.print(error.diagnostic.description)
            } catch {
                failures += 1
                StandardError.print(Diagnostic(.error, "cannot read the file (\(error))", path: path, id: .io).description)
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = documents.count == 1 && files.count == 1
                ? try encoder.encode(documents[0]) : try encoder.encode(documents)
            print(String(decoding: data, as: UTF8.self))
        } else if files.count > 1 {
            print()
            print("\(files.count) files: \(documents.count) described, \(failures) not (unreadable or not Interface Builder documents)")
        }
        if failures > 0 { throw ExitCode.failure }
    }
}
