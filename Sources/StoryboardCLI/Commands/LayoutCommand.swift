import ArgumentParser
import Foundation
import StoryboardFormat
import StoryboardLayout
import StoryboardTools

/// `storyboard layout`: lays out every scene of a storyboard (or every top-level view of a
/// xib) for a device, and prints the frames as a tree or as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out every view of a storyboard or xib with Auto Layout, for its device or another.",
        discussion: """
            Frames are in the superview's coordinates, as <rect key="frame"> stores them, rounded \
            to pixels. Broken (unsatisfiable) constraints and ambiguous views are reported on \
            standard error in Xcode's format and make the exit status 1. Several files, or a \
            folder (searched recursively), are laid out on every core: each document's tree under \
            its path, or with --json one JSON object per line with its "path" first.
            """
    )

    @Argument(help: "A .storyboard or .xib file, or several, or folders (searched recursively).")
    var paths: [String]

    @Option(help: "Xcode's device identifier (retina4_7, retina6_1, ipad12_9rounded…); default: the designed device.")
    var device: String?

    @Option(help: "portrait or landscape; default: the designed orientation.")
    var orientation: String?

    @Flag(help: "Print {\"device\", \"views\": [{\"id\", \"frame\"}], \"warnings\"} as JSON.")
    var json = false

    mutating func run() throws {
        var requested: Device?
        if let device {
            guard let known = Device.named(device) else {
                throw ValidationError("unknown device '\(device)'; known: \(Device.all.map(\.id).joined(separator: ", "))")
            }
            requested = known
        }
        var requestedOrientation: Orientation?
        if let orientation {
            guard let known = Orientation(rawValue: orientation) else { throw ValidationError("orientation must be portrait or landscape") }
            requestedOrientation = known
        }
        let files: [String]
        do {
            files = try InterfaceBuilderFiles.find(in: paths)
        } catch {
            throw ValidationError("\(error)")
        }
        if files.isEmpty {
            StandardError.print("error: no .storyboard or .xib file in \(paths.joined(separator: ", ")) (folders are searched recursively)")
            throw ExitCode.failure
        }
        // One file named as such keeps the contract's single object; otherwise each document
        // is one line (JSON) or one tree under its path.
        let single = files.count == 1 && paths.count == 1 && files[0] == paths[0]
        let (json, device, orientation) = (self.json, requested, requestedOrientation)
        var failed = 0
        // Batches bound the output held in memory; within one, documents are laid out on every core.
        for batch in stride(from: 0, to: files.count, by: 64).map({ Array(files[$0..<min($0 + 64, files.count)]) }) {
            let outputs = batch.concurrentMap { path in
                LayoutCommand.lay(path, device: device, orientation: orientation, json: json, single: single)
            }
            for output in outputs {
                print(output.text, terminator: "")
                for line in output.diagnostics { StandardError.print(line) }
                if !output.diagnostics.isEmpty { failed += 1 }
            }
        }
        if !single {
            StandardError.print("laid out \(files.count) files: \(files.count - failed) without warnings, \(failed) with warnings or errors")
        }
        if failed > 0 { throw ExitCode.failure }
    }

    /// One document's output: what goes to standard output, and its diagnostics.
    struct Output: Sendable {
        var text: String
        var diagnostics: [String]
    }

    static func lay(_ path: String, device: Device?, orientation: Orientation?, json: Bool, single: Bool) -> Output {
        let document: Document
        do {
            document = try Document(contentsOfFile: path)
        } catch {
            // Nothing to lay out: the contract still holds (no views, the error as a warning).
            let diagnostic = (error as? XMLError)?.diagnostic(path: path)
                ?? (error as? DocumentReadError)?.diagnostic
                ?? Diagnostic(.error, "cannot read the file", path: path, id: .io)
            let text = json
                ? "{\(single ? "" : "\"path\": \(LayoutJSON.string(path)), ")\"device\": \(LayoutJSON.string(device?.id ?? "unknown")), \"views\": [], \"warnings\": [\(LayoutJSON.string(diagnostic.description))]}\n"
                : single ? "" : "\(path)\n\n"
            return Output(text: text, diagnostics: [diagnostic.description])
        }
        let layout = DocumentLayout(document: document, device: device, orientation: orientation)
        var text: String
        if json {
            text = LayoutJSON.text(layout, path: single ? nil : path) + "\n"
        } else {
            text = single ? "" : "\(path)\n"
            text += "\(layout.device.id) \(layout.orientation.rawValue)\n"
            for view in layout.views {
                let indent = String(repeating: "  ", count: view.depth)
                let f = view.frame
                text += "\(indent)\(view.elementName) \(view.id) (\(LayoutJSON.number(f.x)), \(LayoutJSON.number(f.y)), \(LayoutJSON.number(f.width)), \(LayoutJSON.number(f.height)))\(view.isAmbiguous ? " ambiguous" : "")\n"
            }
            if !single { text += "\n" }
        }
        return Output(text: text, diagnostics: layout.warnings.map(\.description))
    }
}

/// The JSON contract of `storyboard layout --json`, written by hand so that the key order and
/// the numbers (`20`, `20.5`, never `20.000000001`) are stable.
enum LayoutJSON {
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 { result += String(format: "\\u%04x", scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    /// The contract's object; with `path`, that key first (one line per document of several).
    static func text(_ layout: DocumentLayout, path: String? = nil) -> String {
        var out = "{" + (path.map { "\"path\": \(string($0)), " } ?? "") + "\"device\": \(string(layout.device.id)), \"views\": ["
        for (index, view) in layout.views.enumerated() {
            if index > 0 { out += ", " }
            let f = view.frame
            out += "{\"id\": \(string(view.id)), \"frame\": [\(number(f.x)), \(number(f.y)), \(number(f.width)), \(number(f.height))]}"
        }
        out += "], \"warnings\": ["
        out += layout.warnings.map { string($0.description) }.joined(separator: ", ")
        return out + "]}"
    }
}
