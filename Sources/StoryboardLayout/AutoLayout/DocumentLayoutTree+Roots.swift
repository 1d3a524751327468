import StoryboardFormat

/// Roots and bars: the frames of controllers' views and containers' bars per device.
extension DocumentLayoutTree {
    static func hasFreeformMetrics(_ node: XMLNode, tree: XMLTree) -> Bool {
        tree.firstElement(of: node, named: "freeformSimulatedSizeMetrics") != nil
    }

    /// Containers' bars are roots too: they span the screen's width, a navigation bar sits
    /// under the status bar, tab bars and toolbars on the home indicator.
    /// In a page sheet on an iPhone the navigation bar is 56 pt tall at the card's top.
    static func rootFrame(key: String?, frame: LayoutRect, environment: LayoutEnvironment, inPageSheet: Bool) -> LayoutRect {
        guard let key, ["navigationBar", "tabBar", "toolbar"].contains(key) else { return frame }
        var result = frame
        let old = environment.designedScreenSize, new = environment.screenSize
        let oldSafe = environment.designedDevice.safeArea(environment.designedOrientation)
        let newSafe = environment.safeArea
        result.width += new.width - old.width
        if key == "navigationBar" {
            let oldSheet = inPageSheet && environment.designedDevice.family == .iPhone
            let newSheet = inPageSheet && environment.device.family == .iPhone
            let oldStandard = oldSheet ? sheetNavigationBarHeight : standardBarHeight(environment.designedDevice)
            let newStandard = newSheet ? sheetNavigationBarHeight : standardBarHeight(environment.device)
            // A standard bar takes the new device's height (large titles and prompts keep theirs).
            if frame.height == oldStandard { result.height = newStandard }
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
        } else if key == "toolbar", environment.orientation == .portrait, environment.designedOrientation == .portrait,
                  frame.height == standardToolbarHeight(oldSafe), frame.y == old.height - oldSafe.bottom - frame.height {
            // A navigation controller's toolbar sits on the home indicator, 49 pt tall above
            // one and 44 pt on screens without (the corpus's: 813 + 49 on an iPhone 11,
            // 623 + 44 on an iPhone 8, 524 + 44 on an iPhone SE).
            result.height = standardToolbarHeight(newSafe)
            result.y = new.height - newSafe.bottom - result.height
        } else {
            result.height += newSafe.bottom - oldSafe.bottom
            result.y += (new.height - old.height) - (newSafe.bottom - oldSafe.bottom)
        }
        return result
    }

    /// A toolbar's height: 49 pt above a home indicator, 44 pt elsewhere.
    static func standardToolbarHeight(_ safeArea: EdgeInsets) -> Double {
        safeArea.bottom > 0 ? 49 : 44
    }

    /// The width of a split view controller's primary column on the Mac Catalyst canvas.
    static let macPrimaryColumnWidth = 420.0

    /// The size of a popover's controller on the Mac Catalyst canvas.
    static let macPopoverSize = LayoutSize(width: 320, height: 480)

    /// A navigation bar's height without large titles: 44 pt on iPhones, 50 pt on iPads and Macs.
    static func standardBarHeight(_ device: Device) -> Double {
        device.family == .iPad || device.family == .mac ? 50 : 44
    }

    /// A navigation bar's height at the top of a page sheet's card on an iPhone.
    static let sheetNavigationBarHeight = 56.0
}
