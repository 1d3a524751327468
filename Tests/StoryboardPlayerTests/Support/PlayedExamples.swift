import Foundation
import StoryboardPlayer
@testable import StoryboardPlayer
import Testing

/// The project's example apps, played as `storyboard play Examples/…` plays them.
enum PlayedExamples {
    static var examples: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    }

    static func colorboard() throws -> PlayedApp {
        try PlayedApp(path: examples.appendingPathComponent("Colorboard").path, modules: ["Colorboard"])
    }

    /// The object ids of Colorboard's palette and color editor scenes.
    static let paletteID = "Tz8-pQ-c3V"
    static let editorID = "Rb5-Xe-w9C"
}

/// Reads what the page reads off a screen message: the SVG's texts and groups, at their
/// screen positions (the render layer nests groups translated to their views' frames).
struct ScreenReading {
    struct Text: Equatable {
        var text: String
        var x, y: Double
    }

    struct Group: Equatable {
        var id: String
        var kind: String?
        var x, y: Double
    }

    let message: ServerMessage
    private(set) var textElements: [Text] = []
    private(set) var groups: [Group] = []

    /// The screen a message shows; a patch applies to the screen `previous` read.
    init(_ json: String, after previous: ScreenReading? = nil) throws {
        message = try JSONDecoder().decode(ServerMessage.self, from: Data(json.utf8))
        if let patch = message.patch {
            let base = try #require(previous, "a patch needs the screen before").svg
            svg = patch.applied(to: screenLines(base)).joined(separator: "\n")
        } else {
            svg = message.svg ?? ""
        }
        read(svg)
    }

    /// The screen's SVG, whole (patched onto the one before when it came as a patch).
    let svg: String

    /// The SVG's texts, in drawing order.
    var texts: [String] { textElements.map(\.text) }

    /// Where the view drawn as the `index`-th group of `kind` starts on screen.
    func origin(ofKind kind: String, index: Int = 0) throws -> (x: Double, y: Double) {
        let matches = groups.filter { $0.kind == kind }
        try #require(matches.indices.contains(index), "no \(kind) #\(index) in \(groups.map { $0.kind ?? $0.id })")
        return (matches[index].x, matches[index].y)
    }

    private mutating func read(_ svg: String) {
        let pattern = try! NSRegularExpression(pattern: "<(/?)(g|text)\\b([^>]*)>(?:([^<]*)</text>)?")
        var offsets: [(Double, Double)] = [(0, 0)]
        for match in pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
            let closing = !Range(match.range(at: 1), in: svg)!.isEmpty
            let tag = String(svg[Range(match.range(at: 2), in: svg)!])
            let attributes = String(svg[Range(match.range(at: 3), in: svg)!])
            let (x, y) = offsets.last!
            func attribute(_ name: String) -> String? {
                guard let found = attributes.range(of: " \(name)=\"") else { return nil }
                return String(attributes[found.upperBound...].prefix { $0 != "\"" })
            }
            switch (tag, closing) {
            case ("g", true):
                if offsets.count > 1 { offsets.removeLast() }
            case ("g", false):
                var (dx, dy) = (0.0, 0.0)
                if let transform = attribute("transform"), transform.hasPrefix("translate(") {
                    let numbers = transform.dropFirst("translate(".count).dropLast().split(separator: ",").compactMap { Double($0) }
                    if numbers.count == 2 { (dx, dy) = (numbers[0], numbers[1]) }
                }
                if let id = attribute("data-id") { groups.append(Group(id: id, kind: attribute("data-kind"), x: x + dx, y: y + dy)) }
                if !attributes.hasSuffix("/") { offsets.append((x + dx, y + dy)) }
            default:
                let content = match.range(at: 4).location == NSNotFound ? "" : String(svg[Range(match.range(at: 4), in: svg)!])
                let text = content.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                    .replacingOccurrences(of: "&amp;", with: "&")
                textElements.append(Text(text: text, x: x + (Double(attribute("x") ?? "") ?? 0), y: y + (Double(attribute("y") ?? "") ?? 0)))
            }
        }
    }
}

/// Writes the page's messages, numbered as the page numbers them.
struct MessageWriter {
    private(set) var seq = 0

    mutating func callAsFunction(_ type: String, _ fields: [String: Any] = [:]) -> String {
        seq += 1
        var object = fields
        object["seq"] = seq
        object["type"] = type
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
