import StoryboardFormat
import Testing
import StoryboardLayout

/// Interface Builder stores no negative size: a view's width and height of 0 or more outrank
/// every optional priority, the yielding of an arranged view's required size to its fill
/// stack's alignment included. The corpus: Loop's status rows (4 versions, tools 17156 to
/// 21701), a fill stack holding a chevron with a 52 pt height above two progress bars that end
/// at the cell's bottom: the stack is stored 47 pt tall and the bars 0 pt at the bottom; the
/// engine kept the stack at 52 and pushed the bars 5 pt below the cell.
struct NonnegativeSizeLayoutTests {
    @Test func aStackGivesWayBeforeAViewGoesNegative() throws {
        let document = try storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cell">
                    <rect key="frame" x="0.0" y="100" width="375" height="66"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="16" y="11" width="343" height="47"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="values">
                                    <rect key="frame" x="0.0" y="0.0" width="325" height="47"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                                    <rect key="frame" x="333" y="0.0" width="10" height="47"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="52" id="v1"/>
                                        <constraint firstAttribute="width" constant="10" id="v2"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="16" y="66" width="359" height="0.0"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="11" id="r1"/>
                        <constraint firstItem="row" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="16" id="r2"/>
                        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="16" id="r3"/>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="row" secondAttribute="bottom" constant="8" id="b1"/>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="16" id="b2"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="b3"/>
                        <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="b4"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="cell" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                <constraint firstItem="cell" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="cell" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="cell" firstAttribute="height" constant="66" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("row") == rect(16, 11, 343, 47))
        #expect(layout.frame("chevron") == rect(333, 0, 10, 47))
        #expect(layout.frame("bar") == rect(16, 66, 359, 0))
    }

    /// The engine holds only the sizes that come out negative (an optional constraint the
    /// solution satisfies changes nothing); a device switch that re-solves in place squeezes
    /// views too, and holds them as a build for the new screen does. A view 67 pt tall between
    /// a 400 pt top (priority 750) and a required 200 pt bottom on an iPhone 8 (667 pt) keeps
    /// 0 pt on an iPhone SE (568 pt), its top giving way; unheld it would be -32 pt tall.
    @Test func aDeviceSwitchHoldsSizesAsABuildDoes() throws {
        let document = try storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gap">
                    <rect key="frame" x="0.0" y="400" width="375" height="67"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="gap" firstAttribute="top" secondItem="root" secondAttribute="top" priority="750" constant="400" id="g1"/>
                <constraint firstAttribute="bottom" secondItem="gap" secondAttribute="bottom" constant="200" id="g2"/>
                <constraint firstItem="gap" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="g3"/>
                <constraint firstAttribute="trailing" secondItem="gap" secondAttribute="trailing" id="g4"/>
                """)
        let context = DocumentLayoutContext(document: document)
        let designed = LayoutEnvironment(device: Device.named("retina4_7")!, orientation: .portrait, detectsAmbiguity: false)
        let other = LayoutEnvironment(device: Device.named("retina4_0")!, orientation: .portrait, designedDevice: Device.named("retina4_7"), detectsAmbiguity: false)
        let unit = try #require(context.units.first)
        let tree = DocumentLayoutTree(document: document, root: unit, environment: other, context: context)
        var system = LayoutEngine.system(for: tree, environment: designed)
        #expect(Array(system.absoluteFrames().prefix(2)) == [rect(0, 0, 375, 667), rect(0, 400, 375, 67)])
        try system.resizeRoots(to: other)
        let fresh = LayoutEngine.system(for: tree, environment: other)
        #expect(Array(fresh.absoluteFrames().prefix(2)) == [rect(0, 0, 320, 568), rect(0, 368, 320, 0)])
        #expect(Array(system.absoluteFrames().prefix(2)) == Array(fresh.absoluteFrames().prefix(2)))
    }
}
