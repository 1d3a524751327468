import StoryboardRender

/// The devices a session can run on (the page's device picker): Interface Builder's phones and
/// tablets.
package enum PlayedDevices {
    package static let all = DeviceMetrics.all.filter { $0.id.hasPrefix("retina") || $0.id.hasPrefix("ipad") }
    /// iPhone 13 (390 × 844): the size of the runtime's window.
    package static let `default` = DeviceMetrics.device(id: "retina6_0")!
}
