@testable import StoryboardPlayer
import StoryboardRender
import StoryboardRuntime
import Testing

/// A popover in the player: a touch on its dimmed surroundings is a tap outside it, which
/// dismisses it as UIKit does in regular width; a touch inside reaches its content.
@MainActor
@Suite("Player popovers")
struct PopoverTouchTests {
    @Test("a touch outside a popover dismisses it; one inside does not")
    func touchOutside() throws {
        let window = Window()
        window.rootViewController = ViewController()
        window.makeKeyAndVisible()
        window.device = try #require(Device.named("ipad10_2"))
        let popover = ViewController()
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = window.rootViewController?.view
        window.rootViewController?.present(popover, animated: false)
        #expect(popover.resolvedPresentationStyle == .popover)

        let device = try #require(DeviceMetrics.device(id: "ipad10_2"))
        let screen = LiveRenderer().render(window, appearance: .light, device: device)
        let frame = try #require(popover.popoverPresentationController?.frame(
            screen: Size(width: screen.size.width, height: screen.size.height), safeAreaTop: 24))
        let inside = screen.target(at: frame.x + frame.width / 2, frame.y + frame.height / 2)
        if case .outsidePopover = inside?.action { Issue.record("a touch inside the popover is not outside it") }
        let outside = try #require(screen.target(at: 5, screen.size.height - 5))
        guard case .outsidePopover = outside.action else {
            Issue.record("a touch on the dimmed surroundings is a tap outside the popover")
            return
        }
        try Driver(window: window).tapOutsidePopover()
        #expect(window.rootViewController?.presentedViewController == nil)
    }
}
