import StoryboardFormat

/// Roots and bars: the frames of controllers' views and containers' bars per device.
extension DocumentLayoutTree {
    static func hasFreeformMetrics(_ node: XMLNode, tree: XMLTree) -> Bool {
        tree.firstElement(of: node, named: "freeformSimulatedSizeMetrics") != nil
    }

    /// Containers' bars are roots too: they span the screen's width, a navigation bar sits
    /// under the status bar, tab bars and toolbars on the home indicator.
    /// In a page sheet on an iPhone the navigation bar is 56 pt tall at the card's top.
    static func rootFrame(key: String?, frame: LayoutRect, environment: LayoutEnvironment, inPageSheet: Bool, toolsVersion: Int) -> LayoutRect {
        guard let key, ["navigationBar", "tabBar", "toolbar"].contains(key) else { return frame }
        var result = frame
        let old = environment.designedScreenSize, new = environment.screenSize
        let oldSafe = environment.designedDevice.safeArea(environment.designedOrientation)
        let newSafe = environment.safeArea
        result.width += new.width - old.width
        // A document without a device: its bars spanned their own canvas; they span the screen.
        if environment.designedDeviceIsGuessed { result.width = new.width }
        if key == "navigationBar" {
            // An iPhone in landscape presents a sheet full screen.
            let oldSheet = inPageSheet && environment.designedDevice.family == .iPhone && environment.designedOrientation == .portrait
            let newSheet = inPageSheet && environment.device.family == .iPhone && environment.orientation == .portrait
            let oldStandard = oldSheet ? sheetNavigationBarHeight : environment.designedDevice.navigationBarHeight(environment.designedOrientation)
            let newStandard = newSheet ? sheetNavigationBarHeight : environment.device.navigationBarHeight(environment.orientation)
            // A standard bar takes the new device's height (large titles and prompts keep theirs
            // where they show; an iPhone in landscape draws a large title's bar as a standard one).
            let largeTitleHidden = frame.height == 96 && !environment.device.showsLargeTitles(environment.orientation)
            if frame.height == oldStandard || largeTitleHidden { result.height = newStandard }
            let oldNotched = environment.designedDevice.hasRoundedCorners
            let newNotched = environment.device.hasRoundedCorners
            if environment.isAtDesignedDeviceAndOrientation {
                // The designed device: the stored place is the truth.
            } else if newSheet || environment.device.family == .mac {
                result.y = 0
            } else if oldSheet || environment.designedDevice.family == .mac {
                result.y = newSafe.top
            } else if frame.y == 0 && !oldNotched {
                // Xcode 11 to 14.2 draw no status bar on iPhones without a sensor housing,
                // but the housing itself on those with one.
                result.y = newNotched ? newSafe.top : 0
            } else {
                result.y += newSafe.top - oldSafe.top
            }
        } else if key == "toolbar", frame.height == environment.designedDevice.toolbarHeight(environment.designedOrientation),
                  frame.y == old.height - oldSafe.bottom - frame.height {
            // A navigation controller's toolbar sits on the home indicator, 49 pt tall above
            // one and 44 pt on screens without (the corpus's: 813 + 49 on an iPhone 11,
            // 623 + 44 on an iPhone 8, 524 + 44 on an iPhone SE; ``Device/toolbarHeight(_:)``).
            result.height = environment.device.toolbarHeight(environment.orientation)
            result.y = new.height - newSafe.bottom - result.height
        } else if key == "tabBar", environment.device.family == .iPhone, environment.designedDevice.family == .iPhone,
                  environment.orientation != environment.designedOrientation {
            // A tab bar turned with an iPhone takes the new orientation's height (compact in
            // landscape) above the home indicator's inset, which it covers.
            result.height = environment.device.tabBarHeight(environment.orientation, toolsVersion: toolsVersion) + newSafe.bottom
            result.y = new.height - result.height
        } else {
            result.height += newSafe.bottom - oldSafe.bottom
            result.y += (new.height - old.height) - (newSafe.bottom - oldSafe.bottom)
        }
        return result
    }

    /// The width of a split view controller's primary column on the Mac Catalyst canvas.
    static let macPrimaryColumnWidth = 420.0

    /// The size of a popover's controller on the Mac Catalyst canvas.
    static let macPopoverSize = LayoutSize(width: 320, height: 480)

    /// A navigation bar's height at the top of a page sheet's card on an iPhone.
    static let sheetNavigationBarHeight = 56.0
}
