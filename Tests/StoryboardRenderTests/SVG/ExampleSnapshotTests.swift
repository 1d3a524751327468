import SnapshotTesting
import StoryboardFormat
import Testing

@testable import StoryboardRender

/// Every scene of the other examples' storyboards as SVG text, light and dark (Colorboard has
/// its own suite): any change to how they are drawn shows up as a reviewable diff.
@Suite struct ExampleSnapshotTests {
    static let storyboards = [
        "Examples/Entries/Entries.storyboard", "Examples/Entries/Settings.storyboard",
        "Examples/LinkedTabs/Colors.storyboard", "Examples/LinkedTabs/Counter.storyboard",
        "Examples/LinkedTabs/Messages.storyboard", "Examples/LinkedTabs/Profile.storyboard",
        "Examples/LinkedTabs/Settings.storyboard", "Examples/HostedApp/Sources/Planets/Resources/Main.storyboard",
    ]

    @Test(arguments: storyboards, Appearance.allCases)
    func scenes(_ storyboard: String, appearance: Appearance) throws {
        let document = try Document(contentsOfFile: Examples.path(storyboard))
        let screens = DocumentScreens(document: document)
        let scenes = document.scenes.filter { screens.screen(for: $0) != nil }
        #expect(!scenes.isEmpty)
        // "Examples/LinkedTabs/Colors.storyboard" → "LinkedTabs-Colors".
        let parts = storyboard.split(separator: "/")
        let name = parts[1] + "-" + (parts.last!.split(separator: ".").first ?? "")
        for scene in scenes {
            let svg = ScreenRenderer(appearance: appearance).svg(try #require(screens.screen(for: scene)))
            assertSnapshot(of: svg, as: .lines, named: "\(name)-\(scene.sceneID ?? "scene")-\(appearance.rawValue)")
        }
    }
}
