extension Device {
    /// Every device that appears in the corpus's `<device id=…>` (and in the device-switch
    /// pairs), with sizes checked against the root views Xcode stored for each.
    public static let all: [Device] = [
        iPhone("retina3_5", "iPhone 4s", 320, 480, scale: 2),
        iPhone("retina4_0", "iPhone SE (1st generation)", 320, 568, scale: 2),
        iPhone("retina4_7", "iPhone 8", 375, 667, scale: 2),
        iPhone("retina5_5", "iPhone 8 Plus", 414, 736, scale: 3),
        iPhone("retina5_9", "iPhone 11 Pro", 375, 812, scale: 3, top: 44, landscapeSide: 44),
        iPhone("retina6_1", "iPhone 11", 414, 896, scale: 2, top: 48, landscapeSide: 48),
        iPhone("retina6_5", "iPhone 11 Pro Max", 414, 896, scale: 3, top: 44, landscapeSide: 44),
        iPhone("retina5_4", "iPhone 12 mini", 375, 812, scale: 3, top: 50, landscapeSide: 50),
        iPhone("retina6_0", "iPhone 13", 390, 844, scale: 3, top: 47, landscapeSide: 47),
        iPhone("retina6_7", "iPhone 13 Pro Max", 428, 926, scale: 3, top: 47, landscapeSide: 47),
        iPhone("retina6_12", "iPhone 15", 393, 852, scale: 3, top: 59, landscapeSide: 59),
        iPhone("retina6_72", "iPhone 15 Plus", 430, 932, scale: 3, top: 59, landscapeSide: 59),
        iPhone("retina6_3", "iPhone 16 Pro", 402, 874, scale: 3, top: 62, landscapeSide: 62),
        iPhone("retina6_9", "iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, landscapeSide: 62),
        iPad("ipad9_7", "iPad (6th generation)", 768, 1024),
        iPad("ipad10_2", "iPad (9th generation)", 810, 1080),
        iPad("ipad10_5", "iPad Pro (10.5-inch)", 834, 1112),
        iPad("ipad11_0rounded", "iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20),
        iPad("ipad12_9", "iPad Pro (12.9-inch, 2nd generation)", 1024, 1366),
        iPad("ipad12_9rounded", "iPad Pro (12.9-inch)", 1024, 1366, top: 24, bottom: 20),
        Device(id: "appleTV", name: "Apple TV", family: .tv, portraitSize: LayoutSize(width: 1920, height: 1080), scale: 1,
               portraitSafeArea: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
               landscapeSafeArea: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80), statusBarHeight: 0, statusBarInLandscape: false),
        watch("watch38", "Apple Watch 38mm", 136, 170),
        watch("watch40", "Apple Watch 40mm", 162, 197),
        watch("watch42", "Apple Watch 42mm", 156, 195),
        watch("watch44", "Apple Watch 44mm", 184, 224),
        // "mac" in an iOS document is Mac Catalyst: an 800 × 600 window without status bar.
        Device(id: "mac", name: "Mac", family: .mac, portraitSize: LayoutSize(width: 800, height: 600), scale: 2,
               portraitSafeArea: .zero, landscapeSafeArea: .zero, statusBarHeight: 0, statusBarInLandscape: false),
    ]

    /// The device with Xcode's identifier `id`.
    public static func named(_ id: String) -> Device? { all.first { $0.id == id } }

    /// iPhone 8, Xcode's default when a document names no device.
    public static let defaultPhone = named("retina4_7")!

    static func iPhone(
        _ id: String, _ name: String, _ width: Double, _ height: Double, scale: Double,
        top: Double? = nil, landscapeSide: Double = 0
    ) -> Device {
        // Before the iPhone X: a 20 pt status bar in portrait, none in landscape. After: the
        // sensor housing on top (or the side in landscape) and a home indicator below
        // (34 pt portrait, 21 pt landscape).
        let notched = top != nil
        return Device(
            id: id, name: name, family: .iPhone, portraitSize: LayoutSize(width: width, height: height), scale: scale,
            portraitSafeArea: EdgeInsets(top: top ?? 20, bottom: notched ? 34 : 0),
            landscapeSafeArea: EdgeInsets(top: 0, left: landscapeSide, bottom: notched ? 21 : 0, right: landscapeSide),
            statusBarHeight: top ?? 20, statusBarInLandscape: false)
    }

    private static func iPad(_ id: String, _ name: String, _ width: Double, _ height: Double, top: Double = 20, bottom: Double = 0) -> Device {
        Device(
            id: id, name: name, family: .iPad, portraitSize: LayoutSize(width: width, height: height), scale: 2,
            portraitSafeArea: EdgeInsets(top: top, bottom: bottom), landscapeSafeArea: EdgeInsets(top: top, bottom: bottom),
            statusBarHeight: top, statusBarInLandscape: true)
    }

    private static func watch(_ id: String, _ name: String, _ width: Double, _ height: Double) -> Device {
        Device(
            id: id, name: name, family: .watch, portraitSize: LayoutSize(width: width, height: height), scale: 2,
            portraitSafeArea: .zero, landscapeSafeArea: .zero, statusBarHeight: 0, statusBarInLandscape: false)
    }
}
