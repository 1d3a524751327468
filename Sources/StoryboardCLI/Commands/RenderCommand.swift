import ArgumentParser
import Foundation
import StoryboardFormat
import StoryboardRender

/// `storyboard render`: draws scenes or the whole canvas of storyboards as SVG or PNG files.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw storyboard scenes, or the whole canvas, as SVG or PNG with the look of iOS or macOS.",
        discussion: """
            PATH is a storyboard, a xib or a folder (every .storyboard and .xib below it). Files \
            are named Storyboard-Scene.svg after the scene's storyboard identifier, title or id \
            (a xib's top-level views after their label, class or id). Colors and \
            images come from the *.xcassets of the project folder. PNG needs rsvg-convert \
            (Debian: apt-get install librsvg2-bin fonts-inter).
            """
    )

    enum Orientation: String, ExpressibleByArgument, CaseIterable { case portrait, landscape }

    @Argument(help: "A .storyboard or .xib file, or a folder.")
    var path: String

    @Option(help: "Only the scene with this scene id, controller id or storyboard identifier.")
    var scene: String?

    @Flag(help: "Every scene (the default).")
    var all = false

    @Flag(help: "The whole canvas: scenes, entry point and segue arrows.")
    var canvas = false

    @Option(help: "The device to draw for (retina6_1, retina4_7, ipad9_7…); default: the document's.")
    var device: String?

    @Option(help: "portrait or landscape; default: the document's.")
    var orientation: Orientation?

    @Option(help: "light or dark.")
    var appearance: String = "light"

    @Option(help: "Translate the texts with the project's <lang>.lproj/<Name>.strings (e.g. de).")
    var language: String?

    @Option(help: "svg or png.")
    var format: String = "svg"

    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write into.")
    var output: String = "."

    func validate() throws {
        if [scene != nil, all, canvas].filter({ $0 }).count > 1 { throw ValidationError("use one of --scene, --all and --canvas") }
        if Appearance(rawValue: appearance) == nil { throw ValidationError("--appearance must be light or dark") }
        if StoryboardRenderJob.Format(rawValue: format) == nil { throw ValidationError("--format must be svg or png") }
        if let device, DeviceMetrics.device(id: device) == nil {
            throw ValidationError("unknown device '\(device)'; known: " + DeviceMetrics.all.map(\.id).joined(separator: ", "))
        }
    }

    mutating func run() throws {
        var job = StoryboardRenderJob()
        job.selection = canvas ? .canvas : scene.map { .scene($0) } ?? .allScenes
        job.appearance = Appearance(rawValue: appearance) ?? .light
        job.format = StoryboardRenderJob.Format(rawValue: format) ?? .svg
        job.device = device.flatMap(DeviceMetrics.device(id:))
        job.landscape = orientation.map { $0 == .landscape }
        job.language = language
        let converter: PNGConverter? = job.format == .png ? try PNGConverter() : nil
        let files = try InterfaceBuilderFiles.find(in: [path])
        var names = RenderFileNames()
        var progress = Progress(total: files.count, label: "rendering")
        var failures = 0
        var written = 0
        for (index, file) in files.enumerated() {
            defer { progress.advance(to: index + 1) }
            do {
                for output in try job.write(documentAt: file, into: self.output, names: &names, converter: converter) {
                    print(output)
                    written += 1
                }
            } catch is StoryboardRenderJob.UnknownScene where files.count > 1 {
                // In a folder, --scene names a scene of one of the storyboards.
                continue
            } catch let error as XMLError {
                failures += 1
                StandardError.print(error.diagnostic(path: file).description)
            } catch {
                failures += 1
                StandardError.print(Diagnostic(.error, String(describing: error), path: file, id: .render).description)
            }
        }
        if files.count > 1 { StandardError.print("rendered \(written) files from \(files.count) documents, \(failures) failed") }
        if let scene, files.count > 1, written == 0 {
            StandardError.print(Diagnostic(.error, "no storyboard under \(path) has a scene, controller or storyboard identifier '\(scene)'", path: path, id: .render).description)
            throw ExitCode.failure
        }
        if failures > 0 { throw ExitCode.failure }
    }

    private func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
