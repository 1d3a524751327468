import StoryboardFormat
import StoryboardTestSupport
import Testing

@testable import StoryboardRender

/// A disabled bar button item (`enabled="NO"`) is drawn in a faded tint, as UIKit dims it, like
/// the disabled controls: NetNewsWire's article toolbar disables "Next Unread" until there is
/// one (it was drawn as enabled; 84 disabled items in 62 files of the corpus).
@Suite(.requiresSharedData) struct DisabledBarItemTests {
    @Test func aDisabledItemIsDrawnFaded() throws {
        let document = try Document(contentsOfFile: try Examples.sharedProject("Ranchero-Software__NetNewsWire/iOS/Base.lproj/Main.storyboard"))
        let screen = try Examples.screen(document, "ArticleViewController")
        let svg = ScreenRenderer().svg(screen)
        let disabled = try #require(svg.range(of: #"<g data-id="2w5-e9-C2V" data-kind="barButtonItem">"#))
        #expect(svg[disabled.upperBound...].prefix(300).contains(##"stroke="#007aff" stroke-opacity="0.35""##))
        // The enabled items beside it keep the full tint.
        let enabled = try #require(svg.range(of: #"<g data-id="9Ut-5B-JKP" data-kind="barButtonItem">"#))
        #expect(!svg[enabled.upperBound...].prefix(300).contains("opacity"))
    }
}
