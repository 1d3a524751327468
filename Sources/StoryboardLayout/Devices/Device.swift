import StoryboardFormat

/// A device Interface Builder lays a document out for (`<device id="retina6_1">`): its
/// screen, scale, safe area and size classes per orientation, as Xcode's device bar has them.
public struct Device: Hashable, Sendable {
    /// Xcode's identifier (`retina4_7`, `ipad12_9rounded`, `mac`…).
    public let id: String
    /// A name for people (`iPhone 8`).
    public let name: String
    public let family: Family
    /// The screen in points, portrait.
    public let portraitSize: LayoutSize
    /// Pixels per point: frames round to 1/scale.
    public let scale: Double
    /// The safe area in portrait (status bar or sensor housing on top, home indicator below).
    public let portraitSafeArea: EdgeInsets
    /// The safe area in landscape.
    public let landscapeSafeArea: EdgeInsets
    /// The status bar's height in portrait (0 where there is none).
    public let statusBarHeight: Double
    /// Whether the status bar shows in landscape (iPad, and iPhones before the iPhone X hide it).
    public let statusBarInLandscape: Bool

    /// What kind of screen it is: it decides size classes and system margins.
    public enum Family: String, Hashable, Sendable {
        case iPhone, iPad, tv, watch, mac
    }

    public func size(_ orientation: Orientation) -> LayoutSize {
        orientation == .portrait || family == .tv || family == .mac
            ? (family == .tv ? LayoutSize(width: max(portraitSize.width, portraitSize.height), height: min(portraitSize.width, portraitSize.height)) : portraitSize)
            : LayoutSize(width: portraitSize.height, height: portraitSize.width)
    }

    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// A screen with rounded corners, whose status bar is taller than the 20 pt of older screens
    /// (iPhones with a sensor housing, iPad Pros from 2018): Xcode draws their canvases, sheets
    /// and safe areas differently from the square screens'.
    package var hasRoundedCorners: Bool { portraitSafeArea.top > 20 }

    /// Where a page sheet's card starts on an iPhone (iOS 13 and later): 10 pt below the
    /// sensor housing, or at the 20 pt status bar's bottom on older iPhones; sheets fill the
    /// screen elsewhere in Interface Builder's canvas.
    public func pageSheetTop(_ orientation: Orientation) -> Double {
        guard family == .iPhone, orientation == .portrait else { return 0 }
        return hasRoundedCorners ? portraitSafeArea.top + 10 : 20
    }

    /// The first Xcode (tools version) that offers the device: the iPhones of 2020 came with
    /// Xcode 12, those of 2022 (`retina6_12`, `retina6_72`) with Xcode 14, those of 2024 with
    /// Xcode 16 (tools 23000 on; counted from Xcode 26's 24000 here, as the corpus has them only
    /// in its files, tools 24506), Mac Catalyst with Xcode 11. A document switched to the device
    /// is laid out by an Xcode at least that new, whatever Xcode saved it.
    public var firstToolsVersion: Int {
        switch id {
        case "retina5_4", "retina6_0", "retina6_7": return ToolsVersion.xcode12
        case "retina6_12", "retina6_72": return ToolsVersion.xcode14
        case "retina6_3", "retina6_9": return ToolsVersion.xcode26
        case "mac": return ToolsVersion.xcode11
        default: return 0
        }
    }

    /// The device as the Xcode of `toolsVersion` draws it. Before Xcode 14 (tools version
    /// 21000) every iPhone with a sensor housing had a 44 pt top inset (44 pt sides in
    /// landscape), except the iPhone 11 (`retina6_1`), drawn with its 48 pt from Xcode 13.3
    /// (20000) on. Xcode 26 (24000) draws `retina6_7` as the 430 × 932 pt iPhone 16 Plus
    /// (the corpus's root views: 428 × 926 up to tools 23090, Xcode 16, and 430 × 932 from 24123).
    public func asDrawn(byToolsVersion toolsVersion: Int) -> Device {
        // 32700.99.1234, which some tools write, is no Xcode: its files keep the older frames.
        if id == "retina6_7", ToolsVersion.xcode26Releases.contains(toolsVersion) {
            return Device.iPhone(id, "iPhone 16 Plus", 430, 932, scale: 3, top: 59, landscapeSide: 59)
        }
        // Xcode 11 to 14.2 (its betas from tools 14800: 5 of 5 guides at 0, 68 of 68 before at
        // the status bar) draw no status bar on iPhones without a sensor housing. Xcode 14.3
        // (21701) on draw it again, with safe-area guides (DuckDuckGo's tab switcher, 23504: a
        // new navigation bar at the safe area's top stored at 20; its feedback screens, 22505,
        // laid out again 20 pt shorter) and with the legacy guides alike (Habitica's Social,
        // 21701: 6 of 6 navigation bars at 20, 3 of 3 top layout guides at 64; DuckDuckGo's
        // bookmarks: its bar at 0 up to 21507, at 20 in 22154). Habitica's login (22505, at 0)
        // is presented full screen (`topInsetIsBarsOnly`).
        if family == .iPhone, !hasRoundedCorners, (ToolsVersion.xcode11Betas..<21701).contains(toolsVersion) {
            return Device(id: id, name: name, family: family, portraitSize: portraitSize, scale: scale,
                          portraitSafeArea: EdgeInsets(top: 0, bottom: portraitSafeArea.bottom), landscapeSafeArea: landscapeSafeArea,
                          statusBarHeight: 0, statusBarInLandscape: statusBarInLandscape)
        }
        if family == .iPhone, !hasRoundedCorners, toolsVersion > 0, toolsVersion < ToolsVersion.xcode9 {
            // Xcode 8 draws the 20 pt status bar in landscape too (Wikipedia's Places, tools
            // 12118 on an iPhone 8 in landscape: 2 of 2 views pinned to the top layout guide
            // stored 20 pt down, in both files of its device switches); Xcode 9 on draw none
            // there (4 of 4 guides at 0, tools 13xxx and 14xxx).
            return Device(id: id, name: name, family: family, portraitSize: portraitSize, scale: scale,
                          portraitSafeArea: portraitSafeArea, landscapeSafeArea: EdgeInsets(top: statusBarHeight, bottom: landscapeSafeArea.bottom),
                          statusBarHeight: statusBarHeight, statusBarInLandscape: true)
        }
        if family == .tv, toolsVersion > 0, toolsVersion < ToolsVersion.xcode9 {
            // tvOS 10 and earlier had no safe area: a controller's layout guides are 0 on the
            // Apple TV in Xcode 8 and earlier (the corpus: views pinned to the top layout guide
            // at their constant in 11 of 11 such tvOS controllers, tools 10060 and 12085).
            return Device(id: id, name: name, family: family, portraitSize: portraitSize, scale: scale,
                          portraitSafeArea: .zero, landscapeSafeArea: .zero, statusBarHeight: 0, statusBarInLandscape: false)
        }
        if family == .iPad, portraitSafeArea.top == 20, (ToolsVersion.xcode11..<ToolsVersion.xcode13).contains(toolsVersion) {
            // Xcode 11 and 12 draw iPads without rounded corners without the status bar too;
            // Xcode 13 (19000) draws its 20 pt again (the corpus: views pinned to the safe area's
            // top measure it as 0 in 9 of 9 such controllers of tools 15400–18122, as 20 in 7
            // of 7 from 19529 on and 4 of 4 before 15000).
            return Device(id: id, name: name, family: family, portraitSize: portraitSize, scale: scale,
                          portraitSafeArea: EdgeInsets(top: 0, bottom: portraitSafeArea.bottom),
                          landscapeSafeArea: EdgeInsets(top: 0, bottom: landscapeSafeArea.bottom),
                          statusBarHeight: 0, statusBarInLandscape: statusBarInLandscape)
        }
        let housingSince = id == "retina6_1" ? ToolsVersion.xcode13_3 : ToolsVersion.xcode14
        guard family == .iPhone, hasRoundedCorners, toolsVersion > 0, toolsVersion < housingSince else { return self }
        var portrait = portraitSafeArea, landscape = landscapeSafeArea
        portrait.top = 44
        if landscape.left > 0 { landscape.left = 44; landscape.right = 44 }
        return Device(id: id, name: name, family: family, portraitSize: portraitSize, scale: scale,
                      portraitSafeArea: portrait, landscapeSafeArea: landscape, statusBarHeight: 44,
                      statusBarInLandscape: statusBarInLandscape)
    }

    /// The device's screen as Xcode draws it in the multitasking `adaptation` of the
    /// document's device bar: the app's part of the screen in Split View. Only the iPad Pro
    /// 12.9-inch's two-thirds landscape split is known from the corpus (DuckDuckGo's
    /// onboarding: its roots stored 981 × 1024 in the two files saved so, in both directions
    /// of a device switch); other adaptations keep the full screen.
    func inAdaptation(_ adaptation: String?, _ orientation: Orientation) -> Device {
        guard adaptation == "splitview2_3", family == .iPad, orientation == .landscape,
              portraitSize == LayoutSize(width: 1024, height: 1366) else { return self }
        return Device(id: id, name: name, family: family, portraitSize: LayoutSize(width: 1024, height: 981), scale: scale,
                      portraitSafeArea: portraitSafeArea, landscapeSafeArea: landscapeSafeArea,
                      statusBarHeight: statusBarHeight, statusBarInLandscape: statusBarInLandscape)
    }

    /// The horizontal size class: iPads are regular; iPhones are compact except the large
    /// ("Plus" / "Max") ones in landscape.
    public func widthClass(_ orientation: Orientation) -> SizeClass {
        switch family {
        case .iPad, .tv, .mac: return .regular
        case .watch: return .compact
        case .iPhone: return orientation == .landscape && portraitSize.width >= 414 ? .regular : .compact
        }
    }

    /// The vertical size class: iPhones in landscape are compact.
    public func heightClass(_ orientation: Orientation) -> SizeClass {
        family == .iPhone && orientation == .landscape ? .compact : (family == .watch ? .compact : .regular)
    }

    /// The system minimum side margins (leading and trailing) of a controller's root view, or
    /// of a top-level view that takes a root's margins: 20 pt in a regular width or from 414 pt
    /// of width (Plus, Max, iPads, the 600 × 600 canvas), 16 below.
    package static func systemMinimumSideMargin(width: Double, widthClass: SizeClass = .compact) -> Double {
        widthClass == .regular || width >= 414 ? 20 : 16
    }
}

/// A width and a height in points: the document model's `Size`.
public typealias LayoutSize = Size
