import Colorboard
import Foundation
@testable import StoryboardPlayer
import Testing

/// Live reload: a session relaunches on the app read again after its storyboard changed and
/// replays what the person did, so the navigation path is kept where it still exists.
@MainActor
@Suite("Player live reload")
struct LiveReloadTests {
    let folder: ScratchApp
    let session: PlayerSession
    var send = MessageWriter()

    init() throws {
        folder = try ScratchApp()
        session = PlayerSession(app: try folder.app(), renderer: LiveRenderer())
    }

    mutating func reply(_ type: String, _ fields: [String: Any] = [:]) throws -> ScreenReading {
        try ScreenReading(session.handle(send(type, fields)).json)
    }

    func reload() throws -> ScreenReading {
        let message = try #require(session.reload(app: try folder.app()))
        return try ScreenReading(message.json)
    }

    @Test("an edited label shows on the screen the person had reached, presented over the palette")
    mutating func editKeepsThePath() throws {
        _ = try reply("start")
        var screen = try reply("tap", ["x": 371, "y": 69])
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.editorID)")
        #expect(screen.texts == ["Blue", "Red", "Green", "Blue", "Done", "9:41"])

        try folder.edit { $0.replacingOccurrences(of: "text=\"Red\"", with: "text=\"Rouge\"") }
        screen = try reload()
        #expect(screen.message.type == .screen)
        #expect(screen.message.seq == 0)
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.editorID)")
        #expect(screen.texts == ["Blue", "Rouge", "Green", "Blue", "Done", "9:41"])
        #expect(screen.message.console == ["reloaded: the app's files changed; 1 of 1 steps replayed"])

        // The session plays on from there: Done goes back to the palette.
        screen = try reply("tap", ["x": 360, "y": 69])
        #expect(screen.message.seq == 3)
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.paletteID)")
    }

    @Test("a scene that is gone relaunches the storyboard at its entry point")
    mutating func goneSceneFallsBackToTheEntryPoint() throws {
        _ = try reply("start")
        var screen = try reply("open", ["storyboard": "Colorboard", "scene": PlayedExamples.editorID])
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.editorID)")

        try folder.edit { $0.replacingOccurrences(of: PlayedExamples.editorID, with: "Rb5-Xe-NEW") }
        screen = try reload()
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.paletteID)")
        #expect(screen.texts == ["Blue", "Colors", "9:41"])
        #expect(screen.message.console == ["reloaded: the app's files changed; 0 of 0 steps replayed"])
    }

    @Test("a session not started yet only takes the new reading")
    func notStarted() throws {
        try folder.edit { $0.replacingOccurrences(of: PlayedExamples.editorID, with: "Rb5-Xe-NEW") }
        #expect(session.reload(app: try folder.app()) == nil)
        #expect(session.app.storyboard(named: "Colorboard")?.scenes.map(\.id).contains("Rb5-Xe-NEW") == true)
    }
}

/// A copy of Colorboard's storyboard in a folder of its own, for a test to edit; with
/// `strings`, the storyboard goes in `Base.lproj` and each language gets its strings table.
final class ScratchApp: Sendable {
    let url: URL
    let storyboard: URL

    init(strings: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-play-\(UUID().uuidString)")
        let folder = strings.isEmpty ? url : url.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        storyboard = folder.appendingPathComponent("Colorboard.storyboard")
        try FileManager.default.copyItem(
            at: PlayedExamples.examples.appendingPathComponent("Colorboard/Colorboard.storyboard"), to: storyboard)
        for (language, table) in strings {
            let lproj = url.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(table.utf8).write(to: lproj.appendingPathComponent("Colorboard.strings"))
        }
    }

    func app() throws -> PlayedApp {
        try PlayedApp(path: url.path, modules: ["Colorboard"])
    }

    /// Rewrites the storyboard, and dates it a minute later than before, so that a look at
    /// the files sees the change however coarse the file system's clock.
    func edit(_ change: (String) -> String) throws {
        let text = try String(contentsOf: storyboard, encoding: .utf8)
        let date = try FileManager.default.attributesOfItem(atPath: storyboard.path)[.modificationDate] as? Date ?? Date()
        try Data(change(text).utf8).write(to: storyboard)
        try FileManager.default.setAttributes([.modificationDate: date.addingTimeInterval(60)], ofItemAtPath: storyboard.path)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
