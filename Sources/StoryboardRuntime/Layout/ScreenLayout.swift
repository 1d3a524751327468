import StoryboardFormat
import StoryboardLayout

/// A window's layout: the device it shows on, and the last solve, kept so that a screen whose
/// views, constraints, texts and device did not change is not solved again.
@MainActor
final class ScreenLayout {
    /// The device and orientation chosen for the window (nil: `Window.defaultDevice`, portrait).
    var device: Device?
    var orientation: Orientation?
    /// The input and result of the last solve.
    var solved: (environment: LayoutEnvironment, items: [LayoutItem], constraints: [LayoutConstraint], result: LayoutResult)?
    /// How many times the window's screen was solved (the cache's misses).
    var solveCount = 0
    /// Set during a pass: a pass that code in a layout callback asks for joins it.
    var isLayingOut = false
    /// Whether the window warned that its screen is too large to lay out.
    var warnedTooLarge = false

    /// The most views and guides a screen is solved with; no real scene comes near.
    static let maximumItems = 4096
}

extension DiagnosticID {
    /// A screen with more views than the runtime lays out.
    static let screenTooLargeToLayOut = DiagnosticID(
        "runtime-screen-too-large-to-lay-out",
        summary: "The screen has more views than the runtime lays out; they keep their designed frames.")
}
