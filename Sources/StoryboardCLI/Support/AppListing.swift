import Foundation
import StoryboardFormat
import StoryboardRuntime

/// The text of `storyboard run --list`: an app folder's targets, then each storyboard with its
/// scenes and what launches each (the entry point, `--scene` with its identifier or id, the
/// navigation controller it is the root of).
struct AppListing {
    let text: String

    init(path: String) throws {
        var lines: [String] = []
        let storyboards: [String]
        let root: String
        if (path as NSString).pathExtension == "storyboard" {
            storyboards = [path]
            root = (path as NSString).deletingLastPathComponent
        } else {
            let folder = try AppFolder(directory: path)
            root = URL(fileURLWithPath: path).standardizedFileURL.path
            storyboards = folder.storyboards
            for target in folder.targets {
                var facts: [String] = []
                if let main = target.mainStoryboardName { facts.append("main storyboard \(main)") }
                if let plist = target.info?.path { facts.append(Self.relative(plist, to: root)) }
                lines.append("target \(target.name)" + (facts.isEmpty ? "" : ": " + facts.joined(separator: ", ")))
            }
        }
        for path in storyboards {
            let name = Self.relative(path, to: root)
            guard let document = try? Document(contentsOfFile: path) else {
                lines.append("\(name): unreadable")
                continue
            }
            let platform = document.platform
            var header = "\(name) (\(platform.name)"
            if document.header.launchScreen { header += ", launch screen" }
            header += ")"
            lines.append(header)
            let initial = document.header.initialViewControllerID
            for member in document.viewControllers where member.storyboardReference == nil {
                guard let id = member.id else { continue }
                var how: [String] = []
                if id == initial { how.append("entry point") }
                how.append("--scene \(member.storyboardIdentifier ?? id)")
                if let container = Self.container(of: id, in: document) { how.append("in navigation controller \(container)") }
                let className = member.customClass.map { custom in (member.customModule.map { "\($0)." } ?? "") + custom } ?? member.elementName
                lines.append("  \(id) \(className)" + (member.title.map { " \"\($0)\"" } ?? "") + ": " + how.joined(separator: ", "))
            }
        }
        text = lines.joined(separator: "\n")
    }

    private static func container(of id: String, in document: Document) -> String? {
        document.viewControllers.first { candidate in
            candidate.controllerKind == .navigationController
                && candidate.segues.contains { $0.relationship == "rootViewController" && $0.destinationID == id }
        }?.id
    }

    private static func relative(_ path: String, to root: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : path
    }
}
