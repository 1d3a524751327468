import Foundation
@testable import StoryboardPlayer
import Testing

/// The server writes its messages by hand for speed; the page reads them as `JSONEncoder`
/// (sorted keys, slashes as they are) would have written them, byte for byte.
@Suite("Server message JSON")
struct ServerMessageJSONTests {
    static func encoded(_ message: ServerMessage) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(message), as: UTF8.self)
    }

    @Test("a screen with fields, sliders, steppers, the back swipe, console lines and a notice, as JSONEncoder writes it")
    func screen() throws {
        let frame = ScreenRect(x: 18, y: 134.66666666666666, width: 354, height: 0.5)
        let message = ServerMessage(
            type: .screen, seq: 12,
            svg: #"<svg xmlns="http://www.w3.org/2000/svg"><text>a\b & "c" é 😀 </text></svg>"#,
            width: 390, height: 844, path: "/Colorboard/Rb5-Xe-w9C",
            fields: [.init(frame: frame, text: "tab\there\nline \u{1} \u{1f} \u{7f}", placeholder: "color name")],
            sliders: [.init(frame: frame, value: 0.3, minimum: -1e-7, maximum: 1e21)],
            steppers: [.init(frame: frame, value: 2.5, minimum: -10, maximum: 0.1)], backSwipe: true,
            console: ["Main.storyboard:12:3: warning: \"x\" / y", "\r\u{8}\u{c}"], message: "nothing to tap there")
        let json = message.json
        #expect(json == (try Self.encoded(message)))
        #expect(json.hasPrefix(#"{"backSwipe":true,"console":["Main.storyboard:12:3: warning: \"x\" / y","\r\b\f"],"fields":[{"frame":{"height":0.5,"width":354,"x":18,"y":134.66666666666666},"placeholder":"color name","text":"tab\there\nline \u0001 \u001f "#))
        #expect(json.hasSuffix(#""sliders":[{"frame":{"height":0.5,"width":354,"x":18,"y":134.66666666666666},"maximum":1e+21,"minimum":-1e-07,"value":0.3}],"steppers":[{"frame":{"height":0.5,"width":354,"x":18,"y":134.66666666666666},"maximum":0.1,"minimum":-10,"value":2.5}],"svg":"<svg xmlns=\"http://www.w3.org/2000/svg\"><text>a\\b & \"c\" é 😀 </text></svg>","type":"screen","width":390}"#))
    }

    @Test("a screen sent as a patch, numbered, as JSONEncoder writes it")
    func patch() throws {
        let patch = ScreenPatch(from: ["<svg>", "<rect fill=\"#8000ff\"/>", "</svg>"], to: ["<svg>", "<rect fill=\"#9900ff\"/>", "<text>\"a\"</text>", "</svg>"], base: 3)
        let message = ServerMessage(type: .screen, seq: 7, patch: patch, version: 4, console: [])
        #expect(message.json == ##"{"console":[],"patch":{"base":3,"insert":[{"at":1,"line":"<rect fill=\"#9900ff\"/>"},{"at":2,"line":"<text>\"a\"</text>"}],"remove":[1]},"seq":7,"type":"screen","version":4}"##)
        #expect(message.json == (try Self.encoded(message)))
    }

    @Test("a notice leaves out what it does not have")
    func notice() throws {
        let message = ServerMessage(type: .notice, seq: 0, console: [], message: "the app shows no window")
        #expect(message.json == #"{"console":[],"message":"the app shows no window","seq":0,"type":"notice"}"#)
        #expect(message.json == (try Self.encoded(message)))
    }

    @Test("a screen without a back swipe says false")
    func noBackSwipe() throws {
        let message = ServerMessage(type: .screen, seq: 1, svg: "<svg/>", backSwipe: false, console: [])
        #expect(message.json == #"{"backSwipe":false,"console":[],"seq":1,"svg":"<svg/>","type":"screen"}"#)
        #expect(message.json == (try Self.encoded(message)))
    }
}
