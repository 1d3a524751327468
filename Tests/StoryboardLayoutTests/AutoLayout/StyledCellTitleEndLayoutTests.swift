import Foundation
import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 9.1 to 10 end a default-style cell's title beside an accessory at the content view's
/// end, less 1 pt where the margins are 16 pt: on a screen with 20 pt margins the title spans
/// from 20 pt to the content view's end. The corpus's default-style titles beside an accessory
/// (tools 13500-14999): 24 of 24 at 16 pt end 1 pt short; at 20 pt one ends at the content
/// view's end, as DuckDuckGo's settings do when Xcode 10.2 re-lays them out for an iPad
/// (tools 14113 on an iPhone 8: 16 + 324 in a 341 pt content view; 20 + 966 in 986).
struct StyledCellTitleEndLayoutTests {
    @Test func titleEndingAtTheContentViewSpansItOnAWiderScreen() throws {
        let document = try StyledCellLayoutTests.cellDocument(
            cell: #"textLabel="title" style="IBUITableViewCellStyleDefault""#,
            labels: StyledCellLayoutTests.label("title", "Privacy Protection Whitelist", rect(16, 0, 331, 44)))
        #expect(DocumentLayout(document: document).frame("title") == rect(16, 0, 331, 44))
        let wide = DocumentLayout(document: document, device: Device.named("retina6_1"))
        #expect(wide.frame("content") == rect(0, 0, 383, 44))
        #expect(wide.frame("title") == rect(20, 0, 363, 44))
    }
}
