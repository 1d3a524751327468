import StoryboardFormat
import StoryboardRender
import StoryboardTestSupport
import Testing

/// A button with a configuration (iOS 15's `UIButton.Configuration`) shows the configuration's
/// title and image only: the legacy `<state key="normal" title="Button"/>` Xcode keeps beside
/// it is not drawn.
@Suite struct ButtonConfigurationTests {
    /// NetNewsWire's folder cell: a 39 pt plain button with the chevron.down symbol and no
    /// configured title; it drew "Button" (truncated) beside the chevron, out of its frame.
    @Test(.requiresSharedData) func configuredButtonsDrawOnlyTheirConfiguration() throws {
        let path = try Examples.sharedProject("Ranchero-Software__NetNewsWire/iOS/Base.lproj/Main.storyboard")
        let svg = ScreenRenderer().svg(try Examples.screen(try Document(contentsOfFile: path), "MainFeedCollectionViewController"))
        #expect(svg.contains("""
            <g data-id="noV-fz-88z" data-kind="button" transform="translate(356,10)">
            <g data-symbol="chevron.down" transform="translate(3.9,3.9) scale(1.3)">
            <path d="M5 8.5 L12 15.5 L19 8.5" fill="none" stroke="#000000" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"/>
            </g>
            </g>
            """))
    }
}
