import Colorboard
import Foundation
@testable import StoryboardPlayer
import Testing

/// The page's pickers, applied by the server: the device and orientation size the window the
/// app runs in, the language relaunches it in another localization where it was.
@MainActor
@Suite("Player session settings")
struct SessionSettingsTests {
    var send = MessageWriter()

    mutating func reply(_ session: PlayerSession, _ type: String, _ fields: [String: Any] = [:]) throws -> ScreenReading {
        try ScreenReading(session.handle(send(type, fields)).json)
    }

    static func svgSize(_ screen: ScreenReading) -> String? {
        screen.svg.firstRange(of: #/width="[0-9.]+" height="[0-9.]+"/#).map { String(screen.svg[$0]) }
    }

    @Test("a device and an orientation size the screen; the app plays on where it was")
    mutating func deviceAndOrientation() throws {
        let session = PlayerSession(app: try PlayedExamples.colorboard(), renderer: LiveRenderer())
        defer { session.end() }
        var screen = try reply(session, "start", ["device": "retina4_7"])
        #expect((screen.message.width, screen.message.height) == (375, 667))
        #expect(Self.svgSize(screen) == #"width="375" height="667""#)

        screen = try reply(session, "device", ["device": "retina6_9"])
        #expect((screen.message.width, screen.message.height) == (440, 956))
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.paletteID)")

        screen = try reply(session, "orientation", ["orientation": "landscape"])
        #expect((screen.message.width, screen.message.height) == (956, 440))
        #expect(screen.texts.contains("Colors"))

        screen = try reply(session, "device", ["device": "retina6_0"])
        #expect((screen.message.width, screen.message.height) == (844, 390))
    }

    @Test("the language relaunches the app in that localization, on the same screen")
    mutating func language() throws {
        let folder = try ScratchApp(strings: [
            "en": #""Lr1-Ed-7Wb.text" = "Red";"# + "\n",
            "fr": #""Lr1-Ed-7Wb.text" = "Rouge";"# + "\n" + #""Lg3-Rn-2Vc.text" = "Vert";"# + "\n",
        ])
        let app = try folder.app()
        #expect(app.languages == ["en", "fr"])
        let session = PlayerSession(app: app, renderer: LiveRenderer())
        defer { session.end() }
        // The editor scene launches inside the navigation controller whose root it is (its
        // Done button), as `storyboard run --scene` launches it.
        var screen = try reply(session, "start", ["storyboard": "Colorboard", "scene": PlayedExamples.editorID, "language": "en"])
        #expect(screen.texts == ["color name", "Red", "Green", "Blue", "Done", "9:41"])

        screen = try reply(session, "language", ["language": "fr"])
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.editorID)")
        #expect(screen.texts == ["color name", "Rouge", "Vert", "Blue", "Done", "9:41"])
    }

    @Test(
        "a setting the page does not offer closes the session with the reason",
        arguments: [
            ("device", ["device": "retina99"], "malformed message: device must be one of the page's devices"),
            ("orientation", ["orientation": "sideways"], "malformed message: orientation must be portrait or landscape"),
            ("language", ["language": "fr"], "malformed message: language must be one of the app's languages"),
        ])
    func unknownSetting(type: String, fields: [String: String], reason: String) throws {
        let session = PlayerSession(app: try PlayedExamples.colorboard(), renderer: LiveRenderer())
        defer { session.end() }
        var send = MessageWriter()
        _ = try session.handle(send("start"))
        #expect(throws: ProtocolViolation(reason: reason)) { try session.handle(send(type, fields)) }
    }
}
