import StoryboardRender
import StoryboardRuntime

/// Draws a running app's window as SVG and says what is where on it, so the server can turn a
/// touch at a point into a user action. The seam between the player and whatever draws.
@MainActor
package protocol ScreenSource {
    /// `device`: the device the window is the screen of.
    func render(_ window: Window, appearance: Appearance, device: DeviceMetrics) -> RenderedScreen
}

/// A drawn screen: its SVG, where a touch lands, and the text fields and sliders the page lays
/// its inputs and handles over.
@MainActor
package struct RenderedScreen {
    package var svg: String
    package var size: (width: Double, height: Double)
    /// The text fields, sliders and steppers on screen, with their screen frames, in reading order.
    package var controls: [TouchTarget]
    /// What a touch at a point (screen points) acts on; nil where nothing reacts.
    package var hitTest: (_ x: Double, _ y: Double) -> TouchTarget?

    package func target(at x: Double, _ y: Double) -> TouchTarget? { hitTest(x, y) }
}

/// A rectangle in screen points (the SVG's user units).
package struct ScreenRect: Equatable, Sendable, Codable {
    package var x, y, width, height: Double

    package func contains(_ px: Double, _ py: Double) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}

/// Something on screen a touch acts on.
@MainActor
package struct TouchTarget {
    package enum Action {
        /// A control, cell or other view: the driver taps it.
        case view(View)
        /// A bar button item of the navigation bar, by the title the driver finds it by.
        case barButton(String)
        /// A bar button item or tab bar item, as the render layer's hit test finds it.
        case barItem(BarItem)
        /// The navigation bar's back button.
        case back
        /// A tab of the tab bar, by position.
        case tab(Int)
        /// The dimmed surroundings of a popover: the touch dismisses it (unless its delegate refuses).
        case outsidePopover
    }

    package var frame: ScreenRect
    package var action: Action
}
