import Foundation
import StoryboardFormat

/// Renders one storyboard's scenes (or its canvas) to SVG or PNG files: what
/// `storyboard render` does for each document it is given.
public struct StoryboardRenderJob {
    /// Which drawing to make of a storyboard.
    public enum Selection: Hashable, Sendable {
        /// Every scene that draws as a screen.
        case allScenes
        /// One scene, by scene id, controller id or storyboard identifier.
        case scene(String)
        /// The whole canvas.
        case canvas
    }

    public enum Format: String, Hashable, Sendable, CaseIterable { case svg, png }

    /// `--scene` named no scene of the storyboard.
    public struct UnknownScene: Error, CustomStringConvertible, Sendable {
        public let path: String
        public let scene: String
        public var description: String { "\(path): no scene, controller or storyboard identifier '\(scene)'" }
    }

    public var selection: Selection = .allScenes
    public var appearance: Appearance = .light
    public var device: DeviceMetrics?
    public var landscape: Bool?
    public var format: Format = .svg
    /// The language whose `<lang>.lproj/<Name>.strings` translates the texts; nil: the
    /// document's own.
    public var language: String?

    public init() {}

    /// One drawing, before it is written.
    public struct Drawing: Sendable {
        /// The scene name, nil for the canvas.
        public var scene: String?
        public var svg: String
        public var scale: Double
    }

    /// The drawings of one document, in scene order.
    public func drawings(of document: Document, path: String) throws -> [Drawing] {
        let assets = AssetCatalog(searching: AssetCatalog.projectFolder(for: path))
        let strings = try language.flatMap { try StoryboardRenderJob.stringsTable(forDocumentAt: path, language: $0) }
        let screens = DocumentScreens(document: document, assets: assets, device: device, landscape: landscape, strings: strings)
        // A PNG is drawn by librsvg in Inter, wider than SF Pro: its text is narrowed for it.
        let fontWidthScale = format == .png ? ScreenRenderer.interWidthScale : 1
        var renderer = ScreenRenderer(appearance: appearance)
        renderer.drawingFontWidthScale = fontWidthScale
        let storyboardName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if document.scenes.isEmpty && !document.objects.isEmpty {
            // A xib: its top-level views and controllers, each named after itself.
            let screens = screens.nibScreens
            if case .scene(let wanted) = selection {
                guard let screen = screens.first(where: { $0.id == wanted || $0.name == wanted }) else { throw UnknownScene(path: path, scene: wanted) }
                return [Drawing(scene: screen.name, svg: renderer.svg(screen), scale: screen.scale)]
            }
            return screens.map { Drawing(scene: $0.name, svg: renderer.svg($0), scale: $0.scale) }
        }
        switch selection {
        case .canvas:
            var canvas = CanvasRenderer(appearance: appearance)
            canvas.drawingFontWidthScale = fontWidthScale
            return [Drawing(scene: nil, svg: canvas.svg(screens, title: storyboardName), scale: 1)]
        case .allScenes:
            return document.scenes.compactMap { scene in
                screens.screen(for: scene).map { Drawing(scene: StoryboardRenderJob.fileStem(for: scene, screen: $0), svg: renderer.svg($0), scale: $0.scale) }
            }
        case .scene(let wanted):
            for scene in document.scenes {
                let member = scene.viewController
                guard scene.sceneID == wanted || member?.id == wanted || member?.storyboardIdentifier == wanted else { continue }
                guard let screen = screens.screen(for: scene) else { break }
                return [Drawing(scene: StoryboardRenderJob.fileStem(for: scene, screen: screen), svg: renderer.svg(screen), scale: screen.scale)]
            }
            throw UnknownScene(path: path, scene: wanted)
        }
    }

    /// The strings table of `language` for the document at `path`: `<lang>.lproj/<Name>.strings`
    /// beside the document's `Base.lproj` (or its own folder); nil when the project has none
    /// (the document's texts show, as iOS falls back to them).
    public static func stringsTable(forDocumentAt path: String, language: String) throws -> StringsTable? {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        var folder = url.deletingLastPathComponent()
        if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
        let file = folder.appendingPathComponent("\(language).lproj/\(name).strings").path
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        do {
            return try StringsTable(bytes: [UInt8](data))
        } catch {
            throw StringsFileError(path: file, error: error)
        }
    }

    /// A strings file that does not parse.
    public struct StringsFileError: Error, CustomStringConvertible, Sendable {
        public let path: String
        public let error: StringsTableError
        public var description: String { "\(path):\(error.position.line):\(error.position.column): error: \(error.message)" }
    }

    /// A scene's part of the file name: its storyboard identifier, else its title, else its id.
    static func fileStem(for scene: Scene, screen: LaidOutScreen) -> String {
        if let identifier = scene.viewController?.storyboardIdentifier, !identifier.isEmpty { return identifier }
        if let title = scene.viewController?.title ?? scene.viewController?.navigationItem?.title, !title.isEmpty { return title }
        return screen.id
    }

    /// Writes the drawings of the document at `path` into `folder`; returns the files written.
    public func write(documentAt path: String, into folder: String, names: inout RenderFileNames, converter: PNGConverter?) throws -> [String] {
        let document = try Document(contentsOfFile: path)
        let storyboard = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var written: [String] = []
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for drawing in try drawings(of: document, path: path) {
            let name = names.name(storyboard: storyboard, scene: drawing.scene ?? (selection == .canvas ? "canvas" : nil), extension: format.rawValue)
            let output = (folder as NSString).appendingPathComponent(name)
            switch format {
            case .svg:
                try Data(drawing.svg.utf8).write(to: URL(fileURLWithPath: output))
            case .png:
                guard let converter else { throw PNGConverter.MissingConverter() }
                try converter.convert(svg: drawing.svg, scale: drawing.scale, to: output)
            }
            written.append(output)
        }
        return written
    }
}
