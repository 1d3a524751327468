import Foundation
import StoryboardFormat
import StoryboardRender
import StoryboardRuntime
import StoryboardTestSupport
import Testing

/// A running app's bar items keep only their image's name; the screen draws it as the
/// storyboard it came from records it: an SF Symbol (`<image name catalog="system">`) as
/// its shape, not as a missing image.
@MainActor
@Suite("Live bar images")
struct LiveBarImageTests {
    /// NetNewsWire's article screen (iOS Main.storyboard) in a navigation controller: its
    /// previous and next items are the chevron.up and chevron.down symbols.
    @Test("bar items with SF Symbols draw the symbols", .requiresSharedData)
    func symbolBarItems() throws {
        let main = try Corpus.path("Ranchero-Software__NetNewsWire/iOS/Base.lproj/Main.storyboard")
        let bundle = ResourceBundle(directory: (main as NSString).deletingLastPathComponent)
        try RuntimeEnvironment.$current.withValue(RuntimeEnvironment()) {
            let article = try Storyboard(name: "Main", bundle: bundle).instantiateViewController(withIdentifier: "ArticleViewController")
            let window = Window()
            window.rootViewController = NavigationController(rootViewController: article)
            window.makeKeyAndVisible()
            let svg = LiveScreen(window: window).svg()
            #expect(svg.contains("""
                <g data-id="v4j-fq-23N" data-kind="barButtonItem">
                <g data-symbol="chevron.up" transform="translate(316.4,12.4) scale(0.8)">
                """))
            #expect(svg.contains("""
                <g data-id="2qz-M5-Yhk" data-kind="barButtonItem">
                <g data-symbol="chevron.down" transform="translate(352.4,12.4) scale(0.8)">
                """))
            #expect(!svg.contains(##"data-image="chevron"##))
        }
    }
}
