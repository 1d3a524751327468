import Foundation
import StoryboardFormat
import StoryboardLayout
import StoryboardTestSupport

/// The measures of `../shared/layout/check.py`, in process: frames Xcode stored compared with
/// the engine's, within half a point.
enum LayoutFidelity {
    static let tolerance = 0.5

    /// Test data that should be there is not: the corpus tests fail, never skip.
    struct MissingData: Error, CustomStringConvertible {
        let path: String
        var description: String { "missing test data at \(path) (../shared beside the project, or OPENSTORYBOARD_CORPUS)" }
    }

    /// Every element with a direct `<rect key="frame">`, minus those marked misplaced.
    static func storedFrames(_ document: Document) -> [String: LayoutRect] {
        let tree = document.tree
        var result: [String: LayoutRect] = [:]
        guard let root = tree.rootElement else { return result }
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            guard let id = tree.attribute("id", of: node), !tree.attributeEquals("misplaced", "YES", of: node) else { continue }
            for child in tree.elements(of: node, named: "rect") where tree.attributeEquals("key", "frame", of: child) {
                func value(_ name: String) -> Double { tree.attribute(name, of: child).flatMap(Double.init) ?? 0 }
                result[id] = LayoutRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
            }
        }
        return result
    }

    static func close(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// Ids of every element inside the given scenes (`sceneID`) or xib top-level objects (`id`).
    static func unitMembers(_ document: Document, units: Set<String>) -> Set<String> {
        let tree = document.tree
        guard let root = tree.rootElement else { return [] }
        let container = tree.firstElement(of: root, named: "scenes") ?? tree.firstElement(of: root, named: "objects")
        guard let container else { return [] }
        var result: Set<String> = []
        for unit in tree.elements(of: container) {
            guard let id = tree.attribute("sceneID", of: unit) ?? tree.attribute("id", of: unit), units.contains(id) else { continue }
            for node in tree.descendants(of: unit) where tree.kind(of: node) == .element {
                if let member = tree.attribute("id", of: node) { result.insert(member) }
            }
        }
        return result
    }

    struct Score {
        var files = 0, views = 0, good = 0
        /// The views missed inside a superview placed right, for ``report(_:rules:examples:trimming:)``.
        var misses: [Miss] = []
        var share: Double { views == 0 ? 0 : Double(good) / Double(views) }
    }

    /// `check.py pairs`: lays out `before` for `after`'s device and compares the frames Xcode
    /// moved in the units that did not change otherwise.
    static func devicePairs(in directory: String) throws -> Score {
        var score = Score()
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: directory) else { return score }
        var folders: Set<String> = []
        for case let path as String in enumerator where (path as NSString).lastPathComponent.hasPrefix("before.") {
            folders.insert((path as NSString).deletingLastPathComponent)
        }
        for folder in folders.sorted() {
            let base = directory + "/" + folder
            let names = try fileManager.contentsOfDirectory(atPath: base)
            guard let beforeName = names.first(where: { $0.hasPrefix("before.") }),
                  let afterName = names.first(where: { $0.hasPrefix("after.") }) else { continue }
            let before = try Document(contentsOfFile: base + "/" + beforeName)
            let after = try Document(contentsOfFile: base + "/" + afterName)
            let beforeFrames = storedFrames(before), afterFrames = storedFrames(after)
            var keep = Set(afterFrames.keys)
            if let units = try? String(contentsOfFile: base + "/units.txt", encoding: .utf8) {
                keep = unitMembers(after, units: Set(units.split(whereSeparator: \.isWhitespace).map(String.init)))
            }
            let changed = afterFrames.filter { id, frame in
                keep.contains(id) && beforeFrames[id].map { !close($0, frame) } ?? false
            }
            if changed.isEmpty { continue }
            score.files += 1
            let (device, orientation) = DocumentLayout.designedDevice(of: after)
            let layout = DocumentLayout(document: before, device: device, orientation: orientation, detectsAmbiguity: false)
            var got: [String: LayoutRect] = [:]
            for view in layout.views { got[view.id] = view.frame }
            for (id, frame) in changed {
                score.views += 1
                if let mine = got[id], close(mine, frame) { score.good += 1 }
            }
            score.misses += misses(in: before, path: folder + "/" + beforeName, ours: got, compared: changed, truth: afterFrames)
        }
        return score
    }

    /// Unpacks `../shared/layout/device-pairs.tar.xz` into a fresh temporary folder.
    static func unpackDevicePairs() throws -> String {
        let archive = SharedData.path("layout/device-pairs.tar.xz")
        guard FileManager.default.fileExists(atPath: archive) else { throw MissingData(path: archive) }
        let folder = NSTemporaryDirectory() + "device-pairs-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-C", folder, "-xJf", archive]
        try tar.run()
        tar.waitUntilExit()
        guard tar.terminationStatus == 0 else { throw MissingData(path: archive) }
        return folder
    }
}
