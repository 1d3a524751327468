import Foundation
import StoryboardFormat
import StoryboardRender
import StoryboardTestSupport

/// The example apps' storyboards and the shared projects, found from this file's place.
enum Examples {
    static let projectRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { projectRoot.appendingPathComponent(relative).path }

    static var colorboardPath: String { path("Examples/Colorboard/Colorboard.storyboard") }

    static func colorboard() throws -> Document { try Document(contentsOfFile: colorboardPath) }

    /// `../shared/projects/…`; missing data fails the test.
    static func sharedProject(_ relative: String) throws -> String {
        let path = SharedData.path("projects/" + relative)
        guard FileManager.default.fileExists(atPath: path) else { throw MissingData(path: path) }
        return path
    }

    struct MissingData: Error, CustomStringConvertible {
        let path: String
        var description: String { "missing test data at \(path): put ../shared beside the project" }
    }

    struct NoScreen: Error, CustomStringConvertible {
        let identifier: String
        var description: String { "no screen for \(identifier)" }
    }

    /// The laid-out screen of the scene `identifier` names.
    static func screen(_ document: Document, _ identifier: String, device: DeviceMetrics? = nil, landscape: Bool? = nil) throws -> LaidOutScreen {
        guard let scene = scene(document, identifier),
            let screen = DocumentScreens(document: document, device: device, landscape: landscape).screen(for: scene)
        else { throw NoScreen(identifier: identifier) }
        return screen
    }

    /// The scene with a controller of `identifier` (storyboard identifier or id).
    static func scene(_ document: Document, _ identifier: String) -> Scene? {
        document.scenes.first { $0.viewController?.storyboardIdentifier == identifier || $0.viewController?.id == identifier || $0.sceneID == identifier }
    }
}

extension LaidOutView {
    /// The first view with `id` in the tree.
    func find(_ id: String) -> LaidOutView? { allViews.first { $0.id == id } }

    /// The frame of the view with `id` in the coordinates of this view.
    func absoluteFrame(of id: String) -> Rect? {
        if self.id == id { return Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
        for subview in subviews {
            if let inner = subview.absoluteFrame(of: id) {
                return Rect(x: inner.x + subview.frame.x, y: inner.y + subview.frame.y, width: inner.width, height: inner.height)
            }
        }
        return nil
    }
}
