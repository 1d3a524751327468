import StoryboardFormat
import StoryboardRender
import StoryboardRuntime

/// Draws a window as the render layer draws a running app (`LiveScreen`: Auto Layout frames,
/// the iOS look, bars) and hit-tests touches as UIKit delivers them.
@MainActor
package struct LiveRenderer: ScreenSource {
    package init() {}

    package func render(_ window: Window, appearance: Appearance, device: DeviceMetrics) -> RenderedScreen {
        let live = LiveScreen(window: window, device: device)
        let controls = Self.controls(of: live)
        return RenderedScreen(
            svg: live.svg(appearance: appearance), size: (live.screen.size.width, live.screen.size.height), controls: controls,
            hitTest: { x, y in Self.target(live.hitTest(Point(x: x, y: y)), controls: controls) })
    }

    /// The text fields, sliders and steppers of the screen, at their screen frames.
    private static func controls(of live: LiveScreen) -> [TouchTarget] {
        var controls: [TouchTarget] = []
        var stack: [(LaidOutView, Double, Double)] = [(live.screen.root, 0, 0)]
        while let (view, parentX, parentY) = stack.popLast() {
            guard !view.style.isHidden else { continue }
            let frame = ScreenRect(x: parentX + view.frame.x, y: parentY + view.frame.y, width: view.frame.width, height: view.frame.height)
            if let control = live.object(withID: view.id) as? View, control is TextField || control is Slider || control is Stepper {
                controls.append(TouchTarget(frame: frame, action: .view(control)))
            }
            for subview in view.subviews.reversed() { stack.append((subview, frame.x, frame.y)) }
        }
        return controls
    }

    /// What a hit acts on: the back button, a bar item, or the control or cell the touched view
    /// belongs to.
    private static func target(_ hit: LiveHit?, controls: [TouchTarget]) -> TouchTarget? {
        guard let hit else { return nil }
        let none = ScreenRect(x: 0, y: 0, width: 0, height: 0)
        if hit.isBackButton { return TouchTarget(frame: none, action: .back) }
        if hit.isOutsidePopover { return TouchTarget(frame: none, action: .outsidePopover) }
        if let item = hit.barItem { return TouchTarget(frame: none, action: .barItem(item)) }
        var current = hit.view
        while let view = current, !(view is Control), !(view is TableViewCell) { current = view.superview }
        guard let view = current else { return nil }
        let frame = controls.first { target in
            if case .view(let control) = target.action { return control === view }
            return false
        }?.frame ?? none
        return TouchTarget(frame: frame, action: .view(view))
    }
}
