import Colorboard
import Foundation
import StoryboardFormat
import StoryboardRender
import StoryboardRuntime
import Testing

/// The live screens of the running Colorboard example: what the window shows after each step
/// of the chapter's walkthrough, drawn and hit-tested.
@MainActor
@Suite("Live screen of a running app")
struct LiveScreenTests {
    final class AppDelegate: ApplicationDelegate {
        var window: Window?
    }

    /// Colorboard launched in an environment of its own, and its driver.
    static func launchColorboard() throws -> (Application, Driver) {
        let environment = RuntimeEnvironment()
        environment.classes.modules = ["Colorboard"]
        let application = try Application.launch(
            delegate: AppDelegate(), bundle: ResourceBundle(directory: Examples.path("Examples/Colorboard")),
            mainStoryboard: "Colorboard", environment: environment)
        return (application, try Driver(application: application))
    }

    @Test("the palette at launch: rows under the navigation bar, the + item, hit testing")
    func paletteAtLaunch() throws {
        let (_, driver) = try Self.launchColorboard()
        let live = LiveScreen(window: driver.window)
        #expect(live.screen.size == Size(width: 390, height: 844))
        #expect(live.screen.name == "Colors")
        let svg = live.svg()
        #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844" viewBox="0 0 390 844" data-screen="Tz8-pQ-c3V""##))
        // The dequeued row sits below the status bar (47) and the navigation bar (44); rows are
        // their prototype's 43.5 pt, on the 3x pixel grid 43.67.
        #expect(svg.contains(##"<g data-id="e1P-Nq-6Dh@0.0" data-kind="tableViewCell" transform="translate(0,91)">"##))
        #expect(svg.contains("""
            <g data-id="B4r-Ju-8Ws@0.0" data-kind="label" transform="translate(20,0)">
            <text x="0" y="27.78" font-size="17" fill="#000000">Blue</text>
            """))
        #expect(svg.contains(##"<g data-id="dX9-Lb-4Rm" data-kind="navigationBar" transform="translate(0,47)">"##))
        #expect(svg.contains(##"<g data-id="Fo7-Wj-1Ks" data-kind="barButtonItem" data-system-item="add">"##))
        #expect(svg.contains(##"text-anchor="middle" fill="#000000">Colors</text>"##))

        // A touch on the row's label reaches the cell's content view (labels take no touches).
        let row = try #require(live.hitTest(Point(x: 200, y: 110)))
        #expect(row.id == "Y8v-Ka-3Lt@0.0")
        #expect(row.cell?.textLabel?.text == "Blue")
        #expect(row.cell === (driver.visibleViews.first { $0 is TableViewCell }))
        // The + item of the navigation bar.
        let add = try #require(live.hitTest(Point(x: 371, y: 69)))
        #expect(add.id == "dX9-Lb-4Rm")
        #expect(add.barItemID == "Fo7-Wj-1Ks")
        #expect((add.barItem as? BarButtonItem)?.systemItem == .add)
        #expect(live.hitTest(Point(x: 400, y: 10)) == nil)
    }

    @Test("an iPhone in landscape: no status bar, the navigation bar 32 pt with its items centred in it and inside the safe area, the rows right below it (not a sheet's 56 pt bar)")
    func paletteInLandscape() throws {
        let (_, driver) = try Self.launchColorboard()
        driver.window.orientation = .landscape
        let svg = LiveScreen(window: driver.window).svg()
        #expect(svg.contains(##"<g data-id="dX9-Lb-4Rm" data-kind="navigationBar">"##))
        #expect(svg.contains(##"<g data-id="e1P-Nq-6Dh@0.0" data-kind="tableViewCell" transform="translate(0,32)">"##))
        // The + item's cross is centred on the bar's middle line, 16 pt down, its 22 pt glyph
        // 20 pt inside the sensor housing's 47 pt side: 844 - 47 - 20 - 22 = 755.
        #expect(svg.contains(##"<path d="M 758 16 L 774 16 M 766 8 L 766 24""##))
    }

    @Test("the editor presented over the palette shows the live slider values, text and color")
    func editorWithLiveState() throws {
        let (_, driver) = try Self.launchColorboard()
        try driver.tap("+")
        try driver.slide("red", to: 0.5)
        try driver.type("Lavender", into: "colorName")
        let live = LiveScreen(window: driver.window)
        let svg = live.svg()
        // Red 0.5, green 0, blue 1: the background the app computed. The sliders' fixed frames
        // are flexible in width: 378 pt designed on 414, 354 on the 390 pt screen; the track is
        // 4 pt narrower.
        #expect(svg.contains(##"<g data-id="Ev7-Ka-1Ym">"## + "\n" + ##"<rect width="390" height="844" fill="#8000ff"/>"##))
        #expect(svg.contains("""
            <g data-id="Sr2-Qd-8Xa" data-kind="slider" transform="translate(18,195)">
            <rect x="2" y="13.5" width="350" height="4" rx="2" fill="#787880" fill-opacity="0.2"/>
            <rect x="2" y="13.5" width="175" height="4" rx="2" fill="#007aff"/>
            """))
        #expect(svg.contains(##"<text x="7" y="21.9" font-size="14" fill="#000000">Lavender</text>"##))
        #expect(svg.contains(##"<g data-id="Db7-Ne-0Qh" data-kind="barButtonItem">"##))
        // The palette is hidden by the full-screen presentation.
        #expect(!svg.contains("dX9-Lb-4Rm"))

        let slider = try #require(live.hitTest(Point(x: 195, y: 212)))
        #expect(slider.id == "Sr2-Qd-8Xa")
        #expect((slider.control as? Slider)?.value == 0.5)
        let field = try #require(live.hitTest(Point(x: 100, y: 130)))
        #expect((field.control as? TextField)?.text == "Lavender")
        // The label "Red" takes no touch: its superview does.
        #expect(live.hitTest(Point(x: 30, y: 176))?.id == "Ev7-Ka-1Ym")
        let done = try #require(live.hitTest(Point(x: 360, y: 69)))
        #expect(done.barItemID == "Db7-Ne-0Qh")
    }

    @Test("back at the palette, the new color's row follows the first")
    func paletteAfterDone() throws {
        let (_, driver) = try Self.launchColorboard()
        try driver.tap("+")
        try driver.type("Lavender", into: "colorName")
        try driver.tapBarButton("Done")
        let svg = LiveScreen(window: driver.window).svg()
        #expect(svg.contains(##"<g data-id="e1P-Nq-6Dh@0.1" data-kind="tableViewCell" transform="translate(0,134.67)">"##))
        #expect(svg.contains(##"<text x="0" y="27.62" font-size="17" fill="#000000">Lavender</text>"##))
    }

    @Test("a page sheet dims the screen under it and starts below the status bar")
    func pageSheet() throws {
        let (_, driver) = try Self.launchColorboard()
        let palette = try #require(driver.visibleController)
        let storyboard = try #require(palette.storyboard)
        let editor = try storyboard.instantiateViewController(withIdentifier: "ColorViewController")
        editor.modalPresentationStyle = .pageSheet
        palette.present(editor, animated: false)
        let live = LiveScreen(window: driver.window)
        let svg = live.svg()
        #expect(svg.contains(##"<g data-id="dimming-1">"## + "\n" + ##"<rect width="390" height="844" fill="#000000" fill-opacity="0.4"/>"##))
        #expect(svg.contains(##"<g data-id="Ev7-Ka-1Ym" transform="translate(0,57)">"##))
        // The palette under the sheet is drawn, and touches on it reach the dimming.
        #expect(svg.contains(##"data-id="dX9-Lb-4Rm""##))
        #expect(live.hitTest(Point(x: 200, y: 30))?.id == "dimming-1")
        #expect(live.hitTest(Point(x: 195, y: 57 + 212))?.id == "Sr2-Qd-8Xa")
    }
}
