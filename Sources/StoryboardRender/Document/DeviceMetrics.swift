import StoryboardFormat

/// What the renderer needs of a device of Interface Builder's device list: the screen in
/// points, the status bar, whether it has a home indicator, and its scale.
public struct DeviceMetrics: Hashable, Sendable {
    public var id: String
    /// Portrait size in points.
    public var size: Size
    public var statusBarHeight: Double
    public var hasHomeIndicator: Bool
    public var scale: Double

    /// The device for an Interface Builder id (`retina6_1`, `ipad9_7`…); nil when unknown.
    public static func device(id: String) -> DeviceMetrics? { all.first { $0.id == id } }

    /// The devices Xcode's `<device id=…>` names, as drawn here.
    public static let all: [DeviceMetrics] = [
        DeviceMetrics(id: "retina3_5", size: Size(width: 320, height: 480), statusBarHeight: 20, hasHomeIndicator: false, scale: 2),
        DeviceMetrics(id: "retina4_0", size: Size(width: 320, height: 568), statusBarHeight: 20, hasHomeIndicator: false, scale: 2),
        DeviceMetrics(id: "retina4_7", size: Size(width: 375, height: 667), statusBarHeight: 20, hasHomeIndicator: false, scale: 2),
        DeviceMetrics(id: "retina5_5", size: Size(width: 414, height: 736), statusBarHeight: 20, hasHomeIndicator: false, scale: 3),
        DeviceMetrics(id: "retina5_9", size: Size(width: 375, height: 812), statusBarHeight: 44, hasHomeIndicator: true, scale: 3),
        DeviceMetrics(id: "retina5_4", size: Size(width: 375, height: 812), statusBarHeight: 50, hasHomeIndicator: true, scale: 3),
        DeviceMetrics(id: "retina6_1", size: Size(width: 414, height: 896), statusBarHeight: 48, hasHomeIndicator: true, scale: 2),
        DeviceMetrics(id: "retina6_5", size: Size(width: 414, height: 896), statusBarHeight: 44, hasHomeIndicator: true, scale: 3),
        DeviceMetrics(id: "retina6_0", size: Size(width: 390, height: 844), statusBarHeight: 47, hasHomeIndicator: true, scale: 3),
        DeviceMetrics(id: "retina6_12", size: Size(width: 393, height: 852), statusBarHeight: 59, hasHomeIndicator: true, scale: 3),
        DeviceMetrics(id: "retina6_3", size: Size(width: 402, height: 874), statusBarHeight: 62, hasHomeIndicator: true, scale: 3),
        DeviceMetrics(id: "retina6_7", size: Size(width: 428, height: 926), statusBarHeight: 47, hasHomeIndicator: true, scale: 3),
        DeviceMetrics(id: "retina6_72", size: Size(width: 430, height: 932), statusBarHeight: 59, hasHomeIndicator: true, scale: 3),
        DeviceMetrics(id: "ipad9_7", size: Size(width: 768, height: 1024), statusBarHeight: 20, hasHomeIndicator: false, scale: 2),
        DeviceMetrics(id: "ipad10_2", size: Size(width: 810, height: 1080), statusBarHeight: 20, hasHomeIndicator: false, scale: 2),
        DeviceMetrics(id: "ipad10_5", size: Size(width: 834, height: 1112), statusBarHeight: 20, hasHomeIndicator: false, scale: 2),
        DeviceMetrics(id: "ipad11", size: Size(width: 834, height: 1194), statusBarHeight: 24, hasHomeIndicator: true, scale: 2),
        DeviceMetrics(id: "ipad12_9", size: Size(width: 1024, height: 1366), statusBarHeight: 20, hasHomeIndicator: false, scale: 2),
        DeviceMetrics(id: "ipad12_9rounded", size: Size(width: 1024, height: 1366), statusBarHeight: 24, hasHomeIndicator: true, scale: 2),
    ]

    /// The size in an orientation (`landscape` swaps width and height).
    public func size(landscape: Bool) -> Size {
        landscape ? Size(width: size.height, height: size.width) : size
    }

    /// The status bar in an orientation: phones with a notch hide it in landscape.
    public func statusBarHeight(landscape: Bool) -> Double {
        guard landscape else { return statusBarHeight }
        return size.width < 700 && hasHomeIndicator ? 0 : (size.width < 700 ? 0 : statusBarHeight)
    }

    /// The height of the home indicator's safe area.
    public func homeIndicatorHeight(landscape: Bool) -> Double { hasHomeIndicator ? (landscape ? 21 : 34) : 0 }
}
