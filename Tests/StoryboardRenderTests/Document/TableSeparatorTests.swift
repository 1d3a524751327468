import StoryboardFormat
import StoryboardRender
import StoryboardTestSupport
import Testing

/// A table's `separatorColor` draws its cells' separators (UITableView.separatorColor);
/// without one they are the system separator color.
@Suite struct TableSeparatorTests {
    /// DuckDuckGo's Automatically Clear Data settings: #444444 separators between its dark
    /// cells (drawn in the translucent system grey before).
    @Test(.requiresSharedData) func separatorsTakeTheTablesColor() throws {
        let document = try Document(contentsOfFile: try Corpus.path("duckduckgo__iOS/DuckDuckGo/Base.lproj/Settings.storyboard"))
        let svg = ScreenRenderer().svg(try Examples.screen(document, "AutoClearSettingsViewController"))
        let separators = svg.components(separatedBy: "\n").filter { $0.hasPrefix("<line ") && $0.contains(#"stroke-width="0.5""#) }
        // Five separators, 20 pt in, at their cells' bottoms.
        #expect(separators == Array(repeating: ##"<line x1="20" y1="43.42" x2="374" y2="43.42" stroke="#444444" stroke-width="0.5"/>"##, count: 5))
    }
}
