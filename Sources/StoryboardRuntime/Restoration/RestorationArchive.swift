import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A saved interface: the file state preservation writes and restoration reads.
///
/// The format is JSON (UTF-8, keys sorted, pretty-printed so that a diff of two archives reads):
///
/// ```json
/// {
///   "format": "openstoryboard-state",
///   "version": 1,
///   "application": { "values": {…}, "references": {…} },
///   "root": {
///     "identifier": "PaletteNavigationController",
///     "className": "NavigationController",
///     "restorationClass": "Colorboard.ColorViewController",      (when the controller has one)
///     "storyboard": { "name": "Colorboard", "scene": "Wn4-Hc-Pa1", "directory": "…" },
///     "state": { "values": { "key": <any JSON> }, "references": { "key": ["Root", "Child"] } },
///     "children": [ {…}, … ],           (a navigation stack bottom first, tabs in order)
///     "selected": "Tab2",               (a tab bar controller's selected child, by identifier)
///     "presented": {…},                 (the controller it presents)
///     "presentation": { "style": "fullScreen", "transition": "coverVertical" }
///   }
/// }
/// ```
///
/// - `application` holds what the application delegate encoded in
///   `application(_:willEncodeRestorableStateWith:)`; `state` what each controller encoded in
///   `encodeRestorableState(with:)`. Values are JSON (`StateCoder.encode(_:forKey:)` takes any
///   `Encodable`); references to controllers are restoration identifier paths.
/// - `storyboard` is the `UIStateRestorationViewControllerStoryboardKey` equivalent: the
///   storyboard's name (opened in the application's bundle, or in `directory` when the
///   controller came from another one) and the XML `id` of the controller's scene member, so
///   that a controller without a storyboard identifier can be instantiated again.
/// - `className` is informational (what the controller was); `presentation` is on a presented
///   controller, so that it is presented again in the same style.
/// - Only controllers with a restoration identifier appear; a path (the identifiers from the root
///   down) names each one, and two siblings may not share an identifier.
///
/// Any change that an older reader would misread increments `version`; a reader discards an
/// archive of another version (the app launches fresh, with a warning).
struct RestorationArchive: Codable, Equatable {
    static let formatName = "openstoryboard-state"
    static let currentVersion = 1

    var format = formatName
    var version = currentVersion
    var application: CoderRecord
    var root: ControllerRecord?
}

/// What one coder holds.
struct CoderRecord: Codable, Equatable {
    var values: [String: StateValue] = [:]
    var references: [String: [String]] = [:]
}

/// One saved controller and, below it, its saved children and presented controller.
final class ControllerRecord: Codable, Equatable {
    struct StoryboardLocation: Codable, Equatable {
        var name: String
        /// The XML `id` of the controller in the storyboard.
        var scene: String
        /// The folder of the storyboard when it is not in the application's bundle.
        var directory: String?
    }

    struct Presentation: Codable, Equatable {
        var style: String
        var transition: String
    }

    var identifier: String
    var className: String
    var restorationClass: String?
    var storyboard: StoryboardLocation?
    var state: CoderRecord
    var children: [ControllerRecord]
    var selected: String?
    var presented: ControllerRecord?
    var presentation: Presentation?

    init(identifier: String, className: String, state: CoderRecord) {
        self.identifier = identifier
        self.className = className
        self.state = state
        children = []
    }

    static func == (lhs: ControllerRecord, rhs: ControllerRecord) -> Bool {
        lhs.identifier == rhs.identifier && lhs.className == rhs.className
            && lhs.restorationClass == rhs.restorationClass && lhs.storyboard == rhs.storyboard
            && lhs.state == rhs.state && lhs.children == rhs.children && lhs.selected == rhs.selected
            && lhs.presented == rhs.presented && lhs.presentation == rhs.presentation
    }

    /// Every record of the tree with its path, the tree read top down (a controller, its
    /// children, then what it presents), without recursion.
    func walk(parentPath: [String] = []) -> [(record: ControllerRecord, path: [String])] {
        var result: [(ControllerRecord, [String])] = []
        var stack: [(ControllerRecord, [String])] = [(self, parentPath + [identifier])]
        while let (record, path) = stack.popLast() {
            result.append((record, path))
            var next = record.children.map { ($0, path + [$0.identifier]) }
            if let presented = record.presented { next.append((presented, path + [presented.identifier])) }
            stack.append(contentsOf: next.reversed())
        }
        return result
    }
}

// MARK: Reading and writing

extension RestorationArchive {
    /// Why an archive is not used; `message` is the warning's text.
    struct Rejection: Error, Equatable {
        let message: String
    }

    /// Reads and checks the whole archive at `path` before anything uses it: nil when there is
    /// no file; a rejection when it is empty, not JSON, truncated, of another format or
    /// version, or inconsistent.
    static func read(at path: String) throws(Rejection) -> RestorationArchive? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Rejection(message: "the state archive cannot be read")
        }
        return try decode(data)
    }

    static func decode(_ data: Data) throws(Rejection) -> RestorationArchive {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw Rejection(message: "the state archive is empty") }
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            if text.hasPrefix("{") && !text.hasSuffix("}") {
                throw Rejection(message: "the state archive is truncated")
            }
            throw Rejection(message: "the state archive is not valid JSON")
        }
        guard header.format == formatName else {
            throw Rejection(message: "the file is not an OpenStoryboard state archive")
        }
        guard let version = header.version, version == currentVersion else {
            let found = header.version.map(String.init) ?? "none"
            throw Rejection(message: "the state archive has version \(found); this runtime reads version \(currentVersion)")
        }
        let archive: RestorationArchive
        do {
            archive = try JSONDecoder().decode(RestorationArchive.self, from: data)
        } catch {
            throw Rejection(message: "the state archive is damaged (\(Self.describe(error)))")
        }
        try archive.validate()
        return archive
    }

    /// Where a decoding error is, as a key path (`root.children[0].identifier`).
    private static func describe(_ error: any Error) -> String {
        let path: [any CodingKey]
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?: path = context.codingPath + [key]
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?: path = context.codingPath
        default: path = []
        }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "unexpected content" : "at \(text)"
    }

    /// Identifiers are not empty and no two controllers share a path.
    func validate() throws(Rejection) {
        guard let root else { return }
        var seen: Set<[String]> = []
        for (record, path) in root.walk() {
            guard !record.identifier.isEmpty else {
                throw Rejection(message: "the state archive has a controller without an identifier")
            }
            guard seen.insert(path).inserted else {
                throw Rejection(message: "the state archive has two controllers at \(path.joined(separator: "/"))")
            }
        }
    }

    /// The archive as its file holds it.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Writes the archive atomically: to a temporary file beside `path`, then renamed over it,
    /// so that a reader sees the old archive or the new one, never half of one.
    func write(to path: String) throws {
        let data = try encoded()
        try Self.writeAtomically(data, to: path)
    }

    static func writeAtomically(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = (folder as NSString).appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }

    /// The marker written while restoring: if it is still there at the next launch, the app
    /// stopped during restoration, and the archive is thrown away.
    static func restoringMarker(for path: String) -> String { path + ".restoring" }

    /// Removes the archive and its marker.
    static func discard(at path: String) {
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.removeItem(atPath: restoringMarker(for: path))
    }
}
