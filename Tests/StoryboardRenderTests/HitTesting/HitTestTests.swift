import StoryboardFormat
import Testing

@testable import StoryboardRender

@Suite struct HitTestTests {
    private func colorScreen() throws -> LaidOutScreen {
        let document = try Examples.colorboard()
        return try Examples.screen(document, "ColorViewController")
    }

    @Test func touchesReachTheDeepestInteractiveView() throws {
        let screen = try colorScreen()
        #expect(screen.hitTest(Point(x: 100, y: 210))?.id == "Sr2-Qd-8Xa")  // red slider
        #expect(screen.hitTest(Point(x: 100, y: 120))?.id == "Td4-Ng-6Cq")  // text field
        #expect(screen.hitTest(Point(x: 200, y: 60))?.id == "Oe8-Ri-7Gc")  // navigation bar
    }

    @Test func nonInteractiveViewsPassTouchesToTheirSuperview() throws {
        let screen = try colorScreen()
        // The "Red" label has user interaction off: its superview gets the touch.
        #expect(screen.hitTest(Point(x: 30, y: 175))?.id == "Ev7-Ka-1Ym")
        // The status bar lets touches through.
        #expect(screen.hitTest(Point(x: 30, y: 10))?.id == "Ev7-Ka-1Ym")
        #expect(screen.hitTest(Point(x: -1, y: 10)) == nil)
    }

    @Test func hiddenViewsAndOutOfBoundsSubviewsAreNotHit() {
        var parent = LaidOutView(id: "parent", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let outside = LaidOutView(id: "outside", kind: .button, frame: Rect(x: 90, y: 90, width: 50, height: 50))
        var hidden = LaidOutView(id: "hidden", kind: .button, frame: Rect(x: 0, y: 0, width: 50, height: 50))
        hidden.style.isHidden = true
        parent.subviews = [outside, hidden]
        #expect(parent.hitTest(Point(x: 95, y: 95))?.id == "outside")
        #expect(parent.hitTest(Point(x: 120, y: 120)) == nil)
        #expect(parent.hitTest(Point(x: 10, y: 10))?.id == "parent")
    }
}

@Suite struct BarItemHitTestTests {
    @Test func touchesOnBarsFindTheirItems() throws {
        let document = try Examples.colorboard()
        let palette = try Examples.screen(document, "PaletteViewController")
        // The + of the palette's navigation bar: 22 points wide, 8 from the right edge.
        #expect(palette.hitTestBarItem(Point(x: 395, y: 70)) == "Fo7-Wj-1Ks")
        #expect(palette.hitTestBarItem(Point(x: 200, y: 70)) == nil)
        #expect(palette.hitTestBarItem(Point(x: 200, y: 300)) == nil)
        let color = try Examples.screen(document, "ColorViewController")
        let done = try #require(color.root.find("Oe8-Ri-7Gc")?.content.bar?.trailingItems.first)
        #expect(color.hitTestBarItem(Point(x: 380, y: 70)) == done.id)
    }

    @Test func tabsShareTheBarEqually() {
        var bar = BarContent()
        bar.tabs = [TabItem(id: "a", title: "A"), TabItem(id: "b", title: "B"), TabItem(id: "c", title: "C")]
        var tabBar = LaidOutView(id: "tabs", kind: .tabBar, frame: Rect(x: 0, y: 813, width: 375, height: 83))
        tabBar.content.bar = bar
        let screen = LaidOutScreen(id: "s", name: "s", size: Size(width: 375, height: 896),
            root: LaidOutView(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 375, height: 896), subviews: [tabBar]))
        #expect(screen.hitTestBarItem(Point(x: 10, y: 830)) == "a")
        #expect(screen.hitTestBarItem(Point(x: 200, y: 830)) == "b")
        #expect(screen.hitTestBarItem(Point(x: 370, y: 830)) == "c")
    }
}
