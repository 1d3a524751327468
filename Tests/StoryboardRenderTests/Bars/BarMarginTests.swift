import StoryboardFormat
import Testing

@testable import StoryboardRender

/// Bar items keep UIKit's layout margin from the bar's edges (16 points on compact-width
/// iPhones, 20 on wider screens), and titles are pinned to the edge they hug, so that a font
/// wider than the estimate never pushes a title past the margin or out of the bar.
@Suite struct BarMarginTests {
    static func navigationBar(width: Double, _ configure: (inout BarContent) -> Void) -> String {
        var bar = BarContent()
        configure(&bar)
        var view = LaidOutView(id: "bar", kind: .navigationBar, frame: Rect(x: 0, y: 0, width: width, height: 44))
        view.content.bar = bar
        let screen = LaidOutScreen(id: "s", name: "s", size: Size(width: width, height: 44), scale: 2, root: view)
        return ScreenRenderer().svg(screen)
    }

    static let done = LaidOutBarItem(id: "done", systemItem: "done", isProminent: true)
    static let cancel = LaidOutBarItem(id: "cancel", systemItem: "cancel")

    @Test func doneEndsSixteenPointsFromTheEdgeOfACompactPhone() {
        let svg = Self.navigationBar(width: 390) { $0.trailingItems = [Self.done] }
        #expect(svg.contains("""
            <g data-id="done" data-kind="barButtonItem">
            <text x="374" y="28" font-size="17" font-weight="600" text-anchor="end" fill="#007aff">Done</text>
            """))
    }

    @Test func wideScreensHaveTwentyPointMargins() {
        let svg = Self.navigationBar(width: 414) { $0.leadingItems = [Self.cancel]; $0.trailingItems = [Self.done] }
        #expect(svg.contains(##"<text x="394" y="28" font-size="17" font-weight="600" text-anchor="end" fill="#007aff">Done</text>"##))
        #expect(svg.contains(##"<text x="20" y="28" font-size="17" fill="#007aff">Cancel</text>"##))
        #expect(BarLayout.margin(forWidth: 428) == 20)
        #expect(BarLayout.margin(forWidth: 393) == 16)
    }

    @Test func theBackChevronStaysCloserToTheEdgeThanItems() {
        let frames = BarLayout.navigationItemFrames({ var bar = BarContent(); bar.backTitle = "Inbox"; return bar }(), width: 390)
        #expect(frames.map(\.id) == [BarLayout.backButtonID])
        #expect(frames[0].frame.x == 8)
    }

    @Test func glyphItemsSitInsideTheMargin() {
        let frames = BarLayout.navigationItemFrames({ var bar = BarContent(); bar.trailingItems = [LaidOutBarItem(id: "add", systemItem: "add")]; return bar }(), width: 390)
        #expect(frames.map(\.frame) == [Rect(x: 352, y: 0, width: 22, height: 44)])
    }

    @Test func toolbarTitlesHugTheEdgeAfterTheLastFlexibleSpace() {
        var bar = BarContent()
        bar.items = [
            LaidOutBarItem(id: "edit", systemItem: "edit"), LaidOutBarItem(id: "f1", systemItem: "flexibleSpace"),
            LaidOutBarItem(id: "mid", title: "Middle"), LaidOutBarItem(id: "f2", systemItem: "flexibleSpace"), Self.done,
        ]
        #expect(BarLayout.toolbarAnchors(bar) == [.leading, .center, .trailing])
        var view = LaidOutView(id: "tb", kind: .toolbar, frame: Rect(x: 0, y: 0, width: 390, height: 49))
        view.content.bar = bar
        let svg = ScreenRenderer().svg(LaidOutScreen(id: "s", name: "s", size: Size(width: 390, height: 49), scale: 2, root: view))
        #expect(svg.contains(##"<text x="16" y="30.5" font-size="17" fill="#007aff">Edit</text>"##))
        #expect(svg.contains(##"<text x="374" y="30.5" font-size="17" font-weight="600" text-anchor="end" fill="#007aff">Done</text>"##))
        #expect(svg.contains(##"text-anchor="middle" fill="#007aff">Middle</text>"##))
    }
}
