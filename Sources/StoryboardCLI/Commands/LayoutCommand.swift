import ArgumentParser
import Foundation
import StoryboardFormat
import StoryboardLayout

/// `storyboard layout`: lays out every scene of a storyboard (or every top-level view of a
/// xib) for a device, and prints the frames as a tree or as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out every view of a storyboard or xib with Auto Layout, for its device or another.",
        discussion: """
            Frames are in the superview's coordinates, as <rect key="frame"> stores them, rounded \
            to pixels. Broken (unsatisfiable) constraints and ambiguous views are reported on \
            standard error in Xcode's format and make the exit status 1.
            """
    )

    @Argument(help: "A .storyboard or .xib file.")
    var path: String

    @Option(help: "Xcode's device identifier (retina4_7, retina6_1, ipad12_9rounded…); default: the designed device.")
    var device: String?

    @Option(help: "portrait or landscape; default: the designed orientation.")
    var orientation: String?

    @Flag(help: "Print {\"device\", \"views\": [{\"id\", \"frame\"}], \"warnings\"} as JSON.")
    var json = false

    mutating func run() throws {
        let document: Document
        do {
            document = try Document(contentsOfFile: path)
        } catch {
            // Nothing to lay out: the contract still holds (no views, the error as a warning).
            let diagnostic = (error as? XMLError)?.diagnostic(path: path)
                ?? Diagnostic(.error, "cannot read the file", path: path, id: .io)
            StandardError.print(diagnostic.description)
            if json {
                print("{\"device\": \(LayoutJSON.string(device ?? "unknown")), \"views\": [], \"warnings\": [\(LayoutJSON.string(diagnostic.description))]}")
            }
            throw ExitCode.failure
        }
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
        let layout = DocumentLayout(document: document, device: requested, orientation: requestedOrientation)
        if json {
            print(LayoutJSON.text(layout))
        } else {
            print("\(layout.device.id) \(layout.orientation.rawValue)")
            for view in layout.views {
                let indent = String(repeating: "  ", count: view.depth)
                let f = view.frame
                print("\(indent)\(view.elementName) \(view.id) (\(LayoutJSON.number(f.x)), \(LayoutJSON.number(f.y)), \(LayoutJSON.number(f.width)), \(LayoutJSON.number(f.height)))\(view.isAmbiguous ? " ambiguous" : "")")
            }
        }
        for warning in layout.warnings { StandardError.print(warning.description) }
        if !layout.warnings.isEmpty { throw ExitCode.failure }
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

    static func text(_ layout: DocumentLayout) -> String {
        var out = "{\"device\": \(string(layout.device.id)), \"views\": ["
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
