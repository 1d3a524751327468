import Foundation
import StoryboardFormat

extension StoryboardGraph {
    /// The output formats of `storyboard graph`.
    public enum Format: String, Sendable, CaseIterable {
        case dot, mermaid, json
    }

    public func rendered(as format: Format) -> String {
        switch format {
        case .dot: return dot
        case .mermaid: return mermaid
        case .json: return json
        }
    }

    /// Graphviz: one cluster per storyboard, entry points bold, unreachable scenes dashed grey.
    public var dot: String {
        let unreachable = Set(self.unreachable.map(\.id))
        var text = "digraph storyboards {\n    rankdir=LR;\n    node [shape=box, style=rounded, fontname=\"Helvetica\"];\n"
        for (index, file) in files.enumerated() {
            text += "    subgraph cluster_\(index) {\n        label=\(Self.quoted(file.name));\n"
            for node in nodes where node.path == file.path {
                var attributes = ["label=\(Self.quoted(node.label))"]
                if entries[node.id] != nil { attributes.append("penwidth=2") }
                if unreachable.contains(node.id) { attributes.append(contentsOf: ["style=\"rounded,dashed\"", "color=gray50", "fontcolor=gray50"]) }
                if node.isReference { attributes.append("shape=note") }
                text += "        \(Self.quoted(node.id)) [\(attributes.joined(separator: ", "))];\n"
            }
            text += "    }\n"
        }
        for edge in edges {
            var attributes: [String] = []
            let label = [edge.identifier, edge.detail].compactMap { $0 }.joined(separator: "\n")
            if !label.isEmpty { attributes.append("label=\(Self.quoted(label))") }
            switch edge.kind {
            case .relationship, .embed: attributes.append(contentsOf: ["style=bold", "arrowhead=diamond"])
            case .reference, .link: attributes.append("style=dotted")
            case .unwind: attributes.append(contentsOf: ["style=dashed", "color=gray40"])
            case .segue: break
            }
            text += "    \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to))\(attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]");\n"
        }
        return text + "}\n"
    }

    /// Mermaid flowchart (GitHub renders it in Markdown).
    public var mermaid: String {
        var ids: [String: String] = [:]
        for (index, node) in nodes.enumerated() { ids[node.id] = "n\(index)" }
        let unreachable = Set(self.unreachable.map(\.id))
        var text = "flowchart LR\n"
        for (index, file) in files.enumerated() {
            text += "    subgraph s\(index)[\"\(Self.mermaidText(file.name))\"]\n"
            for node in nodes where node.path == file.path {
                let label = Self.mermaidText(node.label)
                text += node.isReference ? "        \(ids[node.id]!)[/\"\(label)\"/]\n" : "        \(ids[node.id]!)[\"\(label)\"]\n"
            }
            text += "    end\n"
        }
        for edge in edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            let label = [edge.identifier, edge.detail].compactMap { $0 }.joined(separator: " ")
            let arrow: String
            switch edge.kind {
            case .segue: arrow = "-->"
            case .relationship, .embed: arrow = "==>"
            case .reference, .link, .unwind: arrow = "-.->"
            }
            text += label.isEmpty ? "    \(from) \(arrow) \(to)\n" : "    \(from) \(arrow)|\"\(Self.mermaidText(label))\"| \(to)\n"
        }
        let entryIDs = nodes.filter { entries[$0.id] != nil }.compactMap { ids[$0.id] }
        if !entryIDs.isEmpty { text += "    classDef entry stroke-width:3px\n    class \(entryIDs.joined(separator: ",")) entry\n" }
        let unreachableIDs = nodes.filter { unreachable.contains($0.id) }.compactMap { ids[$0.id] }
        if !unreachableIDs.isEmpty {
            text += "    classDef unreachable stroke-dasharray: 5 5,color:#888\n    class \(unreachableIDs.joined(separator: ",")) unreachable\n"
        }
        return text
    }

    /// Nodes, edges, entry points and unreachable scenes as JSON.
    public var json: String {
        let unreachable = Set(self.unreachable.map(\.id))
        let object: [String: Any] = [
            "nodes": nodes.map { node -> [String: Any] in
                var entry: [String: Any] = [
                    "id": node.id, "storyboard": node.storyboard, "objectID": node.objectID, "element": node.element,
                    "label": node.label, "isReference": node.isReference, "path": node.path,
                    "reachable": !unreachable.contains(node.id) || node.isReference,
                ]
                if let customClass = node.customClass { entry["customClass"] = customClass }
                if let identifier = node.storyboardIdentifier { entry["storyboardIdentifier"] = identifier }
                if let reason = entries[node.id] { entry["entry"] = reason.rawValue }
                if let location = node.position { entry["line"] = location.line; entry["column"] = location.column }
                return entry
            },
            "edges": edges.map { edge -> [String: Any] in
                var entry: [String: Any] = ["from": edge.from, "to": edge.to, "kind": edge.kind.rawValue]
                if let detail = edge.detail { entry["detail"] = detail }
                if let identifier = edge.identifier { entry["identifier"] = identifier }
                return entry
            },
            "unreachable": self.unreachable.map(\.id),
            "unresolvedUnwinds": openUnwinds.map { ["from": $0.from, "action": $0.action] },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// One warning per unreachable scene, in Xcode's format.
    public var unreachableDiagnostics: [Diagnostic] {
        unreachable.map { node in
            Diagnostic(
                .warning, "scene \(node.label) (\(node.objectID)) is reached by no entry point, segue, reference or code",
                path: node.path, position: node.position, id: .unreachableScene)
        }
    }

    /// The storyboard files in node order (two targets may have storyboards of one name).
    var files: [(path: String, name: String)] {
        var result: [(String, String)] = []
        for node in nodes where !result.contains(where: { $0.0 == node.path }) { result.append((node.path, node.storyboard)) }
        return result
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    static func mermaidText(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "\n", with: " ")
    }
}

/// The graph's diagnostic.
extension DiagnosticID {
    public static let unreachableScene = DiagnosticID(
        "unreachable_scene",
        summary: "No entry point, segue, storyboard reference, link or code (identifier instantiated, storyboard loaded by name) reaches the scene.")
}
