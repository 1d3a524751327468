import StoryboardFormat

extension LayoutItem {
    /// How Interface Builder places a root view on its canvas: which screen, bars and
    /// presentation its size and safe area come from. Each field is one thing Xcode's canvas
    /// does (per Xcode version where the corpus shows it changed); only roots set them.
    package struct CanvasPlacement: Sendable, Hashable {
        /// The insets from a view controller's bars (navigation, tab, tool bar) that add to the
        /// device's safe area, for the controller's root view.
        package var barInsets: EdgeInsets?
        /// The same bars' heights on the designed device (for roots stored under opaque bars).
        package var designedBarInsets: EdgeInsets?
        /// Whether the item is a root whose size follows the screen (a controller's view, or a
        /// xib view with the simulated screen size).
        package var followsScreen = false
        /// The system minimum side margin of such a root when the Xcode that laid it out had its
        /// own (nil: the device's).
        package var systemMinimumSideMargin: Double?
        /// Whether the root is a controller's view presented as a page sheet: on iPhones the card
        /// starts below the status bar, so its top safe-area inset is none.
        package var isPageSheet = false
        /// Whether the root's controller simulates no status bar.
        package var hidesStatusBar = false
        /// Whether the root's top inset is its bars only (a full-screen presentation in Xcode 15).
        package var topInsetIsBarsOnly = false
        /// Whether such a card's legacy bottom layout guide leaves out the home indicator (Xcode 15 on).
        package var cardBottomGuideSkipsHomeIndicator = false
        /// Whether the root is the view of a controller shown in a container view whose layout
        /// guides do not reach the screen's status bar (iOS 10 and earlier): no device insets.
        package var isEmbedded = false
        /// A root whose size holds below required: an AppKit window's content view, which its
        /// window keeps at `NSLayoutPriorityWindowSizeStayPut` (500); nil for the others (required).
        package var rootSizePriority: Double?
        /// The priority of a root's height alone, below required: an AppKit root's other than a
        /// window's content view, which Interface Builder lays out at the height its constraints
        /// give it; nil for the others.
        package var rootHeightPriority: Double?
        /// The size Interface Builder draws a root at instead of the screen's: an embedded
        /// controller's view at its container view's size on another device, a sheet's card,
        /// the Mac Catalyst primary column and what it pushes, a Mac popover.
        package var containerSize: LayoutSize?
        /// A controller's view embedded in a container view: the container's own safe-area insets
        /// (its overlap with its screen's safe area), which are the embedded view's.
        package var containerSafeArea: EdgeInsets?
        /// A top-level view that does not follow the screen (a xib's view, a view in a scene's
        /// dock): Interface Builder gives it the device's own safe-area insets (the sensor housing
        /// and the home indicator), whatever its size, but no status bar.
        package var hasDeviceSafeArea = false
        /// Such a view saved by Xcode 12 or later: one narrower than the screen has no home
        /// indicator's inset below.
        package var narrowHasNoBottomSafeArea = false
        /// A top-level view Interface Builder draws under the screen's status bar, though it does
        /// not follow the screen: the screen's safe-area insets it takes (its simulated bars are
        /// added).
        package var screenSafeArea: EdgeInsets?

        package init() {}
    }

    /// Where a root that fills its screen (a controller's view) lies on that screen, given its
    /// laid-out `frame`: at its stored origin when it is stored below the bars (documents of
    /// the iOS 6 era), below the status bar and opaque bars when it is stored shorter than the
    /// screen by them (a table pushed under an opaque navigation bar); nil for a root drawn at
    /// a size of its own (freeform, embedded, a card, a xib's view).
    func canvasScreenOrigin(environment: LayoutEnvironment, frame laidOut: LayoutRect) -> Point? {
        guard canvas.followsScreen, canvas.containerSize == nil, !canvas.isPageSheet, !canvas.isEmbedded,
              abs(laidOut.width - environment.screenSize.width) < 0.5 else { return nil }
        if laidOut.y > 0 { return Point(x: laidOut.x, y: laidOut.y) }
        if let gap = environment.storedBarGap(of: self) { return Point(x: laidOut.x, y: gap.top) }
        // Any other height is a size of the root's own, which Interface Builder keeps.
        return abs(laidOut.height - environment.screenSize.height) < 0.5 ? Point(x: laidOut.x, y: 0) : nil
    }

    /// A root's safe-area insets on the canvas: the device's (or its container's), less the
    /// status bar where the controller or its presentation hides it, plus its bars.
    func canvasSafeAreaInsets(environment: LayoutEnvironment) -> EdgeInsets {
        let device = environment.safeArea
        var insets = EdgeInsets.zero
        if canvas.followsScreen {
            insets = canvas.isEmbedded ? .zero : canvas.containerSafeArea ?? device
            if canvas.hidesStatusBar && !environment.device.hasRoundedCorners { insets.top = 0 }
            if canvas.topInsetIsBarsOnly && environment.device.family == .iPhone { insets.top = 0 }
            if let bars = canvas.barInsets {
                insets.top += bars.top
                insets.bottom += bars.bottom
            }
            // A root below the status bar or under opaque bars (stored lower, or
            // shorter than the screen by them) has those parts outside it.
            let gap = environment.storedBarGap(of: self)
            insets.top = max(0, insets.top - max(frame.y, gap?.top ?? 0))
            insets.bottom = max(0, insets.bottom - (gap?.bottom ?? 0))
            // A card has no status bar above it (its navigation bar's 56 pt: barInsets).
            if canvas.isPageSheet && environment.device.family == .iPhone { insets.top = canvas.barInsets?.top ?? 0 }
            // A card's root stored shorter than the card by its navigation bar starts below
            // it: the bar is not in its safe area (DuckDuckGo's bookmark editor, 591 pt in a
            // 647 pt card, its container at the root's top; 4 of 4 versions).
            if environment.isSheetUnderOpaqueBars(self), let bar = canvas.designedBarInsets?.top,
               abs(environment.designedScreenSize.height - environment.designedDevice.pageSheetTop(environment.designedOrientation) - bar - frame.height) < 0.5 {
                insets = .zero
            }
        }
        if canvas.hasDeviceSafeArea && !canvas.followsScreen && environment.device.hasRoundedCorners {
            // The corpus's constraints to such a view's safe area on iPhones with a
            // sensor housing: 10 of 10 at the housing's inset on top, 13 of 17 at the
            // home indicator's below (4 at none).
            insets = device
            // Since Xcode 12 one narrower than the screen has none below: 2 of 2 at 0 (tools
            // 17156 and 19162, 219 and 223 pt wide), 8 of 8 at the screen's width or wider at
            // 34; before it (14313 to 14490) narrower ones at 34 (1 of 1, and 6 copies of a
            // 300 pt dock view centred in it).
            if canvas.narrowHasNoBottomSafeArea && frame.width < environment.screenSize.width { insets.bottom = 0 }
        }
        if let screen = canvas.screenSafeArea, !canvas.followsScreen {
            insets = screen
            insets.top += canvas.barInsets?.top ?? 0
            insets.bottom += canvas.barInsets?.bottom ?? 0
        }
        return insets
    }
}
