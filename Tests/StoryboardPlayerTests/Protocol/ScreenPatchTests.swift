import Foundation
@testable import StoryboardPlayer
import Testing

/// A screen patch turns the screen before into the next one, line for line, as the page
/// applies it (player.js `applyPatch`, the same steps as `applied(to:)`).
@Suite("Screen patches")
struct ScreenPatchTests {
    @Test("the patch of two screens turns the first into the second; the same screen is an empty patch")
    func roundTrip() {
        let cases: [([Substring], [Substring])] = [
            ([], ["<svg>", "</svg>"]),
            (["<svg>", "</svg>"], []),
            (["a", "b", "c", "d"], ["a", "x", "c", "y", "d", "e"]),
            (["a", "b", "a", "b"], ["b", "a", "b", "a"]),
            (["", "a", ""], ["a", "", "", "a"]),
        ]
        for (old, new) in cases {
            let patch = ScreenPatch(from: old, to: new, base: 1)
            #expect(patch.applied(to: old) == new, "\(old) → \(new)")
        }
        let same: [Substring] = ["<svg>", "<rect/>", "</svg>"]
        #expect(ScreenPatch(from: same, to: same, base: 1) == ScreenPatch(from: [], to: [], base: 1))
    }

    @Test("lines are split at every newline, empty ones kept, so that joining gives the SVG back")
    func lines() {
        let svg = "<svg>\n\n<rect/>\n</svg>\n"
        #expect(screenLines(svg) == ["<svg>", "", "<rect/>", "</svg>", ""])
        #expect(screenLines(svg).joined(separator: "\n") == svg)
    }
}

/// What the session sends: every screen numbered, and after the first a patch of the one
/// before when that is smaller, which turns it into exactly the screen the session drew.
@MainActor
@Suite("Player session on the wire")
struct PlayerSessionWireTests {
    @Test("Colorboard's editor: the first screen whole, then each slide a patch of a few lines that gives the whole next screen")
    func patchesFollowTheScreens() throws {
        let session = PlayerSession(app: try PlayedExamples.colorboard(), renderer: LiveRenderer())
        var send = MessageWriter()
        var shown: [Substring] = []
        var version = 0
        let steps: [(String, [String: Any])] = [
            ("start", ["storyboard": "Colorboard", "scene": PlayedExamples.editorID]),
            ("slide", ["x": 100, "y": 210]), ("slide", ["x": 200, "y": 210]), ("appearance", ["appearance": "dark"]),
            ("slide", ["x": 300, "y": 210]),
        ]
        for (index, (type, fields)) in steps.enumerated() {
            let message = try session.handle(send(type, fields))
            let whole = try #require(message.svg)
            let wire = session.wireJSON(message)
            let sent = try JSONDecoder().decode(ServerMessage.self, from: Data(wire.utf8))
            #expect(sent.version == index + 1)
            if index == 0 {
                #expect(sent.patch == nil)
                shown = screenLines(try #require(sent.svg))
            } else {
                let patch = try #require(sent.patch, "step \(index) (\(type)) was sent whole")
                #expect(sent.svg == nil)
                #expect(patch.base == version)
                shown = patch.applied(to: shown)
                if type == "slide" {
                    // A slide moves the thumb and recolors the background: a few lines, the
                    // message a fifth of the whole screen's.
                    #expect(wire.utf8.count * 4 < message.json.utf8.count, "step \(index): \(wire.utf8.count) bytes patched, \(message.json.utf8.count) whole")
                }
            }
            version = try #require(sent.version)
            #expect(shown.joined(separator: "\n") == whole, "step \(index) (\(type))")
        }
    }
}
