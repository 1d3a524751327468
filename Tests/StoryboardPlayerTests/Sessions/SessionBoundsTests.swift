import Colorboard
import Foundation
@testable import StoryboardPlayer
import Testing

/// What bounds a session's memory: the views its app may hold (past them the session is closed
/// with the reason, as for a protocol violation) and the steps kept for replay after a reload.
@MainActor
@Suite("Player session bounds")
struct SessionBoundsTests {
    var send = MessageWriter()

    @Test("an app holding more views than a session may closes the session with the count")
    mutating func tooManyViews() throws {
        // The palette holds 6 views; the editor presented over it brings the count to 16.
        let session = PlayerSession(app: try PlayedExamples.colorboard(), renderer: LiveRenderer(), maximumViews: 15)
        defer { session.end() }
        _ = try session.handle(send("start"))
        #expect(throws: ProtocolViolation(reason: "the app holds 16 views, more than the 15 a session may")) {
            try session.handle(send("tap", ["x": 371, "y": 69]))
        }
    }

    @Test("past the replay bound the steps are let go, and a reload relaunches without them")
    mutating func replayBound() throws {
        let folder = try ScratchApp()
        let session = PlayerSession(app: try folder.app(), renderer: LiveRenderer(), maximumReplaySteps: 2)
        defer { session.end() }
        _ = try session.handle(send("start"))
        _ = try session.handle(send("tap", ["x": 371, "y": 69]))
        _ = try session.handle(send("slide", ["x": 200, "y": 210]))
        let screen = try ScreenReading(session.handle(send("slide", ["x": 100, "y": 210])).json)
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.editorID)")

        try folder.edit { $0.replacingOccurrences(of: "text=\"Red\"", with: "text=\"Rouge\"") }
        let reloaded = try ScreenReading(try #require(session.reload(app: try folder.app())).json)
        #expect(reloaded.message.path == "/Colorboard/\(PlayedExamples.paletteID)")
        #expect(reloaded.message.console == [
            "reloaded: the app's files changed; relaunched without replaying (more than 2 steps since the launch)",
        ])
    }
}
