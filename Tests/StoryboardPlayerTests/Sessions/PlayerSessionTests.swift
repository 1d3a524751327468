import Colorboard
import Foundation
@testable import StoryboardPlayer
import Testing

/// A session plays an app from the page's messages alone: each answer is the screen the page
/// shows, drawn from the running app.
@MainActor
@Suite("Player session")
struct PlayerSessionTests {
    let session: PlayerSession
    var send = MessageWriter()

    init() throws {
        session = PlayerSession(app: try PlayedExamples.colorboard(), renderer: LiveRenderer())
    }

    mutating func reply(_ type: String, _ fields: [String: Any] = [:]) throws -> ScreenReading {
        try ScreenReading(session.handle(send(type, fields)).json)
    }

    mutating func tap(_ x: Double, _ y: Double) throws -> ScreenReading {
        try reply("tap", ["x": x, "y": y])
    }

    /// Where the render layer draws Colorboard's bar items (see the render tests).
    static let addItem = (x: 371.0, y: 69.0), doneItem = (x: 360.0, y: 69.0), backButton = (x: 30.0, y: 69.0)

    mutating func tapRow(_ row: Int, on screen: ScreenReading) throws -> ScreenReading {
        let origin = try screen.origin(ofKind: "tableViewCell", index: row)
        return try tap(origin.x + 200, origin.y + 20)
    }

    @Test("Colorboard's README flow: add a color, slide, type a name, Done, open it again, back")
    mutating func colorboardFlow() throws {
        var screen = try reply("start")
        #expect(screen.message.type == .screen)
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.paletteID)")
        #expect(screen.texts.contains("Colors") && screen.texts.contains("Blue"))
        // The palette is its navigation controller's root: a swipe from the left edge does nothing.
        #expect(screen.message.backSwipe == false)

        // + presents the editor on a new blue color.
        screen = try tap(Self.addItem.x, Self.addItem.y)
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.editorID)")
        #expect(["Blue", "Red", "Green", "Done"].allSatisfy(screen.texts.contains))
        #expect(!screen.texts.contains("Colors"))
        #expect(screen.message.fields == [.init(frame: .init(x: 20, y: 112, width: 350, height: 34), text: "Blue", placeholder: "color name")])
        #expect(screen.message.sliders?.map(\.value) == [0, 0, 1])
        #expect(screen.svg.contains("fill=\"#0000ff\""))
        #expect(screen.message.backSwipe == false)

        // Dragging the red slider to its middle makes the background violet.
        let red = try #require(screen.message.sliders?.first).frame
        screen = try reply("slide", ["x": red.x + red.width / 2, "y": red.y + red.height / 2])
        #expect(screen.message.sliders?.map(\.value) == [0.5, 0, 1])
        #expect(screen.svg.contains("fill=\"#8000ff\""))

        // Typing a name into the field.
        let field = try #require(screen.message.fields?.first).frame
        screen = try reply("type", ["x": field.x + 10, "y": field.y + 10, "text": "Violet"])
        #expect(screen.message.fields?.first?.text == "Violet")
        #expect(screen.texts.contains("Violet"))

        // Done: the palette lists the new color.
        screen = try tap(Self.doneItem.x, Self.doneItem.y)
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.paletteID)")
        #expect(screen.texts.filter { ["Blue", "Violet"].contains($0) } == ["Blue", "Violet"])

        // Open it again: the editor is pushed, with its values.
        screen = try tapRow(1, on: screen)
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.editorID)")
        #expect(screen.message.fields?.first?.text == "Violet")
        #expect(screen.message.sliders?.map(\.value) == [0.5, 0, 1])
        #expect(screen.texts.contains("Colors"))
        // Pushed: the back button and a swipe from the left edge go back.
        #expect(screen.message.backSwipe == true)

        // Back to the palette.
        screen = try tap(Self.backButton.x, Self.backButton.y)
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.paletteID)")
        #expect(screen.message.fields == [])
        #expect(screen.message.backSwipe == false)
        #expect(screen.texts.filter { ["Blue", "Violet"].contains($0) } == ["Blue", "Violet"])
        #expect(screen.message.console == [])
    }

    @Test("a tap where nothing reacts changes nothing and says so")
    mutating func tapOnNothing() throws {
        let start = try reply("start")
        let screen = try reply("tap", ["x": 200, "y": 700])
        #expect(screen.message.message == "nothing to tap there")
        #expect(screen.svg == start.svg)
    }

    @Test("the appearance picker redraws the screen in dark mode")
    mutating func darkAppearance() throws {
        let light = try reply("start")
        #expect(light.svg.contains("fill=\"#000000\">Blue</text>"))
        let dark = try reply("appearance", ["appearance": "dark"])
        #expect(dark.svg.contains("fill=\"#ffffff\">Blue</text>"))
        #expect(dark.texts == light.texts)
    }

    @Test("the console shows the UIKit calls when asked, from the launch on, and stops when asked")
    mutating func callLog() throws {
        var screen = try reply("start", ["calls": true])
        #expect(screen.message.console == [
            "→ PaletteViewController.awakeFromNib()",
            "→ PaletteViewController.willMove(toParent: UINavigationController)",
            "→ PaletteViewController.didMove(toParent: UINavigationController)",
            "→ UINavigationController.awakeFromNib()",
            "→ UINavigationController.viewDidLoad()",
            "→ UINavigationController.viewWillAppear(_:)",
            "→ PaletteViewController.viewDidLoad()",
            "→ PaletteViewController.viewWillAppear(_:)",
            "→ UINavigationController.viewDidAppear(_:)",
            "→ PaletteViewController.viewDidAppear(_:)",
        ])
        screen = try reply("calls", ["calls": false])
        #expect(screen.message.console.isEmpty)
        screen = try tap(Self.addItem.x, Self.addItem.y)
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.editorID)")
        #expect(screen.message.console.isEmpty)

        _ = try reply("calls", ["calls": true])
        screen = try tap(Self.doneItem.x, Self.doneItem.y)
        #expect(screen.message.console == [
            "→ ColorViewController.dismiss(_:) ← UIBarButtonItem",
            "→ UINavigationController.viewWillDisappear(_:)",
            "→ ColorViewController.viewWillDisappear(_:)",
            "→ UINavigationController.viewWillAppear(_:)",
            "→ PaletteViewController.viewWillAppear(_:)",
            "→ UINavigationController.viewDidAppear(_:)",
            "→ PaletteViewController.viewDidAppear(_:)",
            "→ UINavigationController.viewDidDisappear(_:)",
            "→ ColorViewController.viewDidDisappear(_:)",
        ])
    }

    @Test("a URL's scene opens that scene")
    mutating func openScene() throws {
        let screen = try reply("start", ["storyboard": "Colorboard", "scene": PlayedExamples.editorID])
        #expect(screen.message.path == "/Colorboard/\(PlayedExamples.editorID)")
        #expect(screen.message.fields?.count == 1)
        #expect(screen.message.sliders?.count == 3)
    }

    @Test("a scene that does not exist is reported in the console, Xcode style")
    mutating func unknownScene() throws {
        let screen = try reply("start", ["storyboard": "Colorboard", "scene": "nope"])
        #expect(screen.message.type == .notice)
        let line = try #require(screen.message.console.first)
        #expect(line.contains("Colorboard.storyboard") && line.contains("'nope'"))
    }

    @Test("two sessions of one app share nothing")
    mutating func isolation() throws {
        var other = PlayerSessionTests.Other(session: PlayerSession(app: try PlayedExamples.colorboard(), renderer: LiveRenderer()))
        var screen = try reply("start")
        _ = try other.reply("start")
        screen = try tap(Self.addItem.x, Self.addItem.y)
        screen = try tap(Self.doneItem.x, Self.doneItem.y)
        #expect(screen.groups.filter { $0.kind == "tableViewCell" }.count == 2)
        let untouched = try other.reply("back")
        #expect(untouched.groups.filter { $0.kind == "tableViewCell" }.count == 1)
    }

    @MainActor
    struct Other {
        let session: PlayerSession
        var send = MessageWriter()
        mutating func reply(_ type: String, _ fields: [String: Any] = [:]) throws -> ScreenReading {
            try ScreenReading(session.handle(send(type, fields)).json)
        }
    }
}
