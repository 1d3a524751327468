import StoryboardFormat
import Testing

@testable import StoryboardRender

/// A macOS app's main menu draws as Interface Builder shows it: the menu bar with its items'
/// titles in a row, the app's menu first and bold. A storyboard's Application scene and a
/// MainMenu xib's `<menu systemMenu="main">` drew nothing (61 corpus scenes).
@Suite struct MenuBarScreenTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                <menu title="Main Menu" systemMenu="main" id="main">
                    <items>
                        <menuItem title="Notes" id="app">
                            <menu key="submenu" title="Notes" systemMenu="apple" id="appMenu">
                                <items>
                                    <menuItem title="Quit Notes" keyEquivalent="q" id="quit"/>
                                </items>
                            </menu>
                        </menuItem>
                        <menuItem title="File" id="file"/>
                        <menuItem title="Edit" id="edit"/>
                    </items>
                    <point key="canvasLocation" x="0" y="0"/>
                </menu>
                <menu title="Context" id="context">
                    <items>
                        <menuItem title="Copy" id="copy"/>
                    </items>
                </menu>
            </objects>
        </document>
        """

    @Test func aMainMenuXibDrawsItsMenuBar() throws {
        let document = try Document(bytes: Array(Self.xib.utf8), path: "MainMenu.xib")
        let screens = DocumentScreens(document: document).nibScreens
        #expect(screens.map(\.name) == ["Main Menu"])
        let bar = try #require(screens.first?.root.allViews.first { $0.kind == .menuBar })
        #expect(bar.content.bar?.items.map(\.title) == ["Notes", "File", "Edit"])
        #expect(bar.content.bar?.items.map(\.isProminent) == [true, false, false])
        let frames = BarLayout.menuBarItemFrames(try #require(bar.content.bar))
        #expect(frames.map(\.id) == ["app", "file", "edit"])
        #expect(frames.first?.frame.x == 6)
        #expect(screens.first?.size == Size(width: frames[2].frame.x + frames[2].frame.width + 6, height: 24))
        let svg = ScreenRenderer().svg(try #require(screens.first))
        #expect(svg.contains(##"<g data-id="app" data-kind="menuItem">"##))
        #expect(svg.contains(##"<text x="15" y="16.5" font-size="13" font-weight="700" fill="#000000">Notes</text>"##))
    }

    @Test(.requiresSharedData) func anApplicationSceneDrawsTheAppsMainMenu() throws {
        let path = try Examples.sharedProject("Ranchero-Software__NetNewsWire/Mac/Base.lproj/Main.storyboard")
        let screens = DocumentScreens(document: try Document(contentsOfFile: path)).screens
        #expect(screens.map(\.name) == ["Application"])
        let bar = try #require(screens.first?.root.allViews.first { $0.kind == .menuBar })
        #expect(bar.content.bar?.items.map(\.title) == ["NetNewsWire", "File", "Edit", "View", "Go", "Article", "Debug", "Window", "Help"])
    }
}
