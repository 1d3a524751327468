/// The heights UIKit gives containers' bars on a device, per orientation: one table for the
/// document layout (Interface Builder's canvas) and the runtime's screens.
extension Device {
    /// Whether bars take UIKit's compact metrics (`UIBarMetrics.compact`, 32 pt): an iPhone in
    /// landscape whose width stays compact. The Plus and Max sizes, regular in width there,
    /// keep 44 pt bars (the corpus's one such landscape canvas, an iPhone 8 Plus of tools
    /// 14109: its navigation bar 736 × 44 at the top).
    package func hasCompactBars(_ orientation: Orientation) -> Bool {
        family == .iPhone && heightClass(orientation) == .compact && widthClass(orientation) == .compact
    }

    /// A navigation bar's height without a large title or a prompt: 50 pt on iPads and Macs
    /// (iOS 12 on), 44 on iPhones, 32 where bars are compact. Xcode 9 and earlier (tools below
    /// 14000) draw iPads' 44 pt tall (Wikipedia's Places on iPads, tools 11762: the map under
    /// the top guide at 20 + 44 pt).
    package func navigationBarHeight(_ orientation: Orientation, toolsVersion: Int = 0) -> Double {
        // tvOS's is 145 pt (the corpus's tvOS navigation bars: 10 of 10 stored 145 pt tall,
        // 1920 or 714 wide, tools 11542 to 21179).
        if family == .tv { return 145 }
        if family == .iPad && toolsVersion > 0 && toolsVersion < ToolsVersion.xcode10 { return 44 }
        if family == .iPad || family == .mac { return 50 }
        return hasCompactBars(orientation) ? 32 : 44
    }

    /// A toolbar's height: 50 pt on iPads and Macs, 49 above a home indicator (8 of 8 toolbars
    /// stored in the corpus's storyboards of iPhones with one), 44 elsewhere and on tvOS, 32
    /// where bars are compact.
    package func toolbarHeight(_ orientation: Orientation) -> Double {
        // tvOS keeps 44 pt (the Photos sample's tvOS toolbar, 1285 × 44).
        if family == .tv { return 44 }
        if family == .iPad || family == .mac { return 50 }
        if hasCompactBars(orientation) { return 32 }
        return safeArea(orientation).bottom > 0 ? 49 : 44
    }

    /// A tab bar's height above the home indicator: 50 pt on iPads and Macs, 49 on iPhones,
    /// and iOS 11's compact 32 where bars are compact. Xcode 8 and earlier (iOS 10) keep 49 in
    /// landscape (Wikipedia's Places of tools 12118 on an iPhone 8 in landscape: its root
    /// 667 × 326 above an opaque tab bar), except on a phone with a sensor housing, which came
    /// with iOS 11; Xcode 9 and earlier draw iPads' 49 pt tall (the corpus's Places scenes on
    /// iPads: roots 1024 - 49 and 1366 - 49 pt tall above opaque tab bars, tools 11762 to 12121).
    package func tabBarHeight(_ orientation: Orientation, toolsVersion: Int = 0) -> Double {
        // tvOS's runs across the top of the screen, 120 pt tall (UIKit Catalog's, tools 21179:
        // 1920 × 120 at y 0, the corpus's one tvOS tab bar).
        if family == .tv { return 120 }
        if family == .iPad && toolsVersion > 0 && toolsVersion < ToolsVersion.xcode10 { return 49 }
        if family == .iPad || family == .mac { return 50 }
        return hasCompactBars(orientation) && drawsIOS11TabBars(toolsVersion: toolsVersion) ? 32 : 49
    }

    /// Whether a tab bar puts each title beside its image (iOS 11's inline layout): where the
    /// width is regular (iPads, Plus and Max phones in landscape) and where bars are compact.
    package func hasInlineTabItems(_ orientation: Orientation, toolsVersion: Int = 0) -> Bool {
        (family == .iPhone || family == .iPad) && drawsIOS11TabBars(toolsVersion: toolsVersion)
            && (widthClass(orientation) == .regular || hasCompactBars(orientation))
    }

    /// Whether the Xcode of `toolsVersion` draws iOS 11's tab bars: Xcode 9 on, and any Xcode
    /// on a phone with a sensor housing, which came with iOS 11.
    private func drawsIOS11TabBars(toolsVersion: Int) -> Bool {
        toolsVersion == 0 || toolsVersion >= ToolsVersion.xcode9 || hasRoundedCorners
    }

    /// Whether a navigation bar shows large titles: only in a regular height (an iPhone in
    /// landscape draws the small title), never on tvOS (`prefersLargeTitles` is iOS, iPadOS,
    /// Mac Catalyst and visionOS API: its title is always the one large centred line).
    package func showsLargeTitles(_ orientation: Orientation) -> Bool {
        family != .tv && heightClass(orientation) == .regular
    }

    /// Whether the tab bar runs across the top of the screen, as tvOS's does, rather than
    /// along the bottom.
    package var hasTabBarAtTop: Bool { family == .tv }

    /// Where a tab's content starts under tvOS's tab bar: 157 pt (UIKit Catalog, tools 21179:
    /// its four tabs' navigation bars stored at y 157, and the Focus tab's stack, pinned 20 pt
    /// below its top layout guide, at 322 = 157 + 145 + 20).
    package static let tvTabBarContentTop = 157.0

    /// The bottom of tvOS's top bars, where the safe area under them starts: they cover the
    /// overscan margin rather than sit below it (a navigation bar at the screen's top, or at
    /// ``tvTabBarContentTop`` under a tab bar). Nil without bars, or on other devices.
    package func topBarsBottom(navigationBar: Bool, tabBar: Bool) -> Double? {
        guard family == .tv, navigationBar || tabBar else { return nil }
        return (tabBar ? Device.tvTabBarContentTop : 0) + (navigationBar ? navigationBarHeight(.landscape) : 0)
    }
}
