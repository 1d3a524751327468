import StoryboardFormat

/// The screen a tree is laid out for, and the one its stored frames were designed for (roots
/// that follow the screen grow or shrink by the difference).
package struct LayoutEnvironment: Sendable, Hashable {
    package var device: Device
    package var orientation: Orientation
    package var designedDevice: Device
    package var designedOrientation: Orientation
    /// Report views whose frame the constraints do not determine (one extra re-solve).
    package var detectsAmbiguity: Bool
    /// A right-to-left language: leading and trailing mean right and left, and horizontal
    /// stack views arrange from the right (`userInterfaceLayoutDirection`).
    package var isRightToLeft = false
    /// Interface Builder's canvas rather than the app: `placeholder` constraints, which the
    /// build removes for code to add its own at run time, take part (Xcode's stored frames
    /// follow them).
    package var keepsPlaceholderConstraints = false
    /// Xcode 7's canvas of a document that stores no device: the "Any" width and height, where
    /// no size class's `<variation>` applies.
    package var isAnySizeClassCanvas = false
    /// A document that stores no device (Xcode 7 and earlier) laid out for a device asked for:
    /// its roots were drawn at their own canvas (the 600 × 600 "Any" square, or the phone of
    /// the iOS 5 and 6 era they fit), not at the guessed designed device's screen.
    package var designedDeviceIsGuessed = false

    package init(device: Device, orientation: Orientation, designedDevice: Device? = nil,
                designedOrientation: Orientation? = nil, detectsAmbiguity: Bool = true, isRightToLeft: Bool = false,
                keepsPlaceholderConstraints: Bool = false) {
        self.isRightToLeft = isRightToLeft
        self.keepsPlaceholderConstraints = keepsPlaceholderConstraints
        self.device = device
        self.orientation = orientation
        self.designedDevice = designedDevice ?? device
        self.designedOrientation = designedOrientation ?? orientation
        self.detectsAmbiguity = detectsAmbiguity
    }

    /// Laid out at the device and orientation the document was designed for: Xcode's stored
    /// frames are its layout there, and rules for a device switch stay out.
    package var isAtDesignedDeviceAndOrientation: Bool { device == designedDevice && orientation == designedOrientation }
    package var screenSize: LayoutSize { device.size(orientation) }
    package var designedScreenSize: LayoutSize { designedDevice.size(designedOrientation) }
    package var safeArea: EdgeInsets { device.safeArea(orientation) }
    package var widthClass: SizeClass { device.widthClass(orientation) }
    package var heightClass: SizeClass { device.heightClass(orientation) }

    /// The size a root takes on this screen: a root that follows the screen grows or shrinks
    /// by the change of screen size; a page sheet (iOS 13 and later on iPhones) by the change
    /// of the card's height, which starts below the status bar.
    package func rootSize(of item: LayoutItem) -> LayoutSize {
        if let size = item.canvas.containerSize { return size }
        var size = LayoutSize(width: item.frame.width, height: item.frame.height)
        guard item.canvas.followsScreen else { return size }
        if designedDeviceIsGuessed, let canvas = LayoutEnvironment.canvas(ofStoredRoot: item.frame) {
            // It fills the new screen as it filled its canvas (less what it left to bars).
            return LayoutSize(width: screenSize.width + size.width - canvas.width, height: screenSize.height + size.height - canvas.height)
        }
        size.width += screenSize.width - designedScreenSize.width
        if device.family == .mac && designedDevice.family != .mac {
            // The Mac Catalyst canvas draws every root that follows the screen as the window,
            // 800 x 600, however its iPhone version was stored under bars or as a card
            // (Habitica's Main, iPhone 11 to Mac: 28 of 28 such roots, 6 of them stored
            // 720 or 774 pt tall under opaque bars, 7 as 842 pt cards).
            size.height = screenSize.height
            return size
        }
        if item.canvas.isPageSheet {
            size.height += (screenSize.height - device.pageSheetTop(orientation))
                - (designedScreenSize.height - designedDevice.pageSheetTop(designedOrientation))
            if isSheetUnderOpaqueBars(item) {
                // Xcode 12 draws such a card's root shorter by the screen's safe area too
                // (Habitica's feed, 603 pt on an iPhone 8, 720 on an iPhone 11: 842 - 44 - 44 - 34).
                let old = designedDevice.safeArea(designedOrientation), new = safeArea
                size.height -= (new.top + new.bottom) - (old.top + old.bottom)
            }
        } else {
            size.height += screenSize.height - designedScreenSize.height
            size.height -= storedBarGap(of: item).map { $0.top + $0.bottom - (designedScreenSize.height - item.frame.height) } ?? 0
        }
        return size
    }

    /// The canvas a root of a document without a device was drawn on: the 600 × 600 "Any"
    /// square, or the iPhone or iPad screen (either way up) as wide as the root and at most
    /// 113 pt taller (status, navigation and tab bars); nil for any other size.
    static func canvas(ofStoredRoot frame: LayoutRect) -> LayoutSize? {
        if frame.width == 600 && frame.height == 600 { return LayoutSize(width: 600, height: 600) }
        let screens = Device.all.filter { $0.family == .iPhone || $0.family == .iPad }
            .flatMap { [$0.size(.portrait), $0.size(.landscape)] }
        return screens.filter { $0.width == frame.width && $0.height >= frame.y + frame.height && $0.height - frame.height <= 113 }
            .min { $0.height < $1.height }
    }

    /// Whether a page sheet's root is stored shorter than the card (on an iPhone): it starts
    /// below opaque bars, which are outside it.
    func isSheetUnderOpaqueBars(_ item: LayoutItem) -> Bool {
        guard item.canvas.isPageSheet, designedDevice.family == .iPhone, designedOrientation == .portrait else { return false }
        let card = designedScreenSize.height - designedDevice.pageSheetTop(designedOrientation)
        return item.frame.height < card - 0.5
    }

    /// A root stored under opaque bars (pre-iOS 11 layouts, or bars that are not translucent)
    /// is shorter than the screen by the status bar and the bars; on the new screen it is
    /// shorter by their new heights, above it (`top`) and below it (`bottom`). Xcode counts no
    /// status bar above a navigation bar on iPhones without a sensor housing, and the
    /// housing's 44 pt on those with one. Nil when the stored gap is not made of bars.
    func storedBarGap(of item: LayoutItem) -> (top: Double, bottom: Double)? {
        let gap = designedScreenSize.height - item.frame.height
        guard gap > 0.5, device.family != .mac || designedDevice.family == .mac, let oldBars = item.canvas.designedBarInsets, let newBars = item.canvas.barInsets else { return nil }
        let oldTop = designedDevice.safeArea(designedOrientation).top, newTop = safeArea.top
        let oldNotched = designedDevice.hasRoundedCorners, newNotched = device.hasRoundedCorners
        for usesTop in [true, false] {
            for usesBottom in [false, true] {
                let bars = (usesTop ? oldBars.top : 0) + (usesBottom ? oldBars.bottom : 0)
                let top = usesTop ? newBars.top : 0, bottom = usesBottom ? newBars.bottom : 0
                if usesTop && oldBars.top > 0 && abs(gap - (bars + (oldNotched ? oldTop : 0))) < 0.5 {
                    return (top + (newNotched ? newTop : 0), bottom)
                }
                if oldTop > 0 && abs(gap - (bars + oldTop)) < 0.5 { return (top + newTop, bottom) }
                // A root from the screen's top (under the status bar) that stops above an
                // opaque tab bar or toolbar: nothing of the bar is in it (Wikipedia's Places
                // scenes, whose map runs down to the bottom layout guide, on 5 devices).
                if !usesTop && usesBottom && oldBars.bottom > 0 && item.frame.y == 0 && abs(gap - bars) < 0.5 { return (0, bottom) }
            }
        }
        return nil
    }
}
