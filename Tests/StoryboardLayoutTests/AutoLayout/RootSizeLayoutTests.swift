import StoryboardFormat
import Testing
import StoryboardLayout

/// A root view's size is set from outside (the window, the presentation, the container), as
/// UIKit sets a controller's root view's frame: the tree's constraints that do not fit it are
/// the ones broken, and the root keeps the screen's size.
struct RootSizeLayoutTests {
    @Test func requiredConstraintsThatDoNotFitTheScreenGiveWay() throws {
        let document = try storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                    <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="500" id="w"/>
                        <constraint firstAttribute="height" constant="100" id="h"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="wide" secondAttribute="trailing" id="t"/>
                <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
                """)
        for device in ["retina4_7", "retina6_1"] {
            let layout = DocumentLayout(document: document, device: Device.named(device))
            let screen = try #require(Device.named(device)).size(.portrait)
            #expect(layout.frame("root") == rect(0, 0, screen.width, screen.height))
            #expect(layout.warnings.map(\.message) == ["Unable to simultaneously satisfy constraints: breaking t (root.trailing == wide.trailing)"])
        }
    }

    /// A device switch without a rebuild (the roots' size constraints take the new screen's
    /// size) gives the frames a system built for the new screen gives.
    @Test func resizingTheRootsEqualsABuildForTheNewScreen() throws {
        let document = try storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="16" y="20" width="343" height="100"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                    <rect key="frame" x="0.0" y="617" width="375" height="50"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="50" id="fh"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                <constraint firstItem="footer" firstAttribute="top" secondItem="card" secondAttribute="bottom" priority="250" constant="497" id="c4"/>
                <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="c6"/>
                <constraint firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="c7"/>
                """)
        let context = DocumentLayoutContext(document: document)
        let designed = LayoutEnvironment(device: Device.named("retina4_7")!, orientation: .portrait, detectsAmbiguity: false)
        let other = LayoutEnvironment(device: Device.named("retina6_1")!, orientation: .portrait, designedDevice: Device.named("retina4_7"), detectsAmbiguity: false)
        let unit = try #require(context.units.first)
        var system = LayoutEngine.system(for: DocumentLayoutTree(document: document, root: unit, environment: other, context: context), environment: designed)
        try system.resizeRoots(to: other)
        let fresh = LayoutEngine.system(for: DocumentLayoutTree(document: document, root: unit, environment: other, context: context), environment: other)
        // The views (root, card, footer); the safe area's insets keep the first device's (a
        // switch moves the roots only, see BENCHMARKS.md).
        #expect(Array(system.absoluteFrames().prefix(3)) == Array(fresh.absoluteFrames().prefix(3)))
        #expect(Array(fresh.absoluteFrames().prefix(3)) == [rect(0, 0, 414, 896), rect(16, 20, 382, 329), rect(0, 846, 414, 50)])
    }
}
