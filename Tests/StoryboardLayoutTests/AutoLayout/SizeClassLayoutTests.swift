import StoryboardFormat
import Testing
import StoryboardLayout

/// What a storyboard installs per size class, as UIKit applies it when the traits change:
/// constants of one constraint (`<variation key=… constant=…/>` inside it) and stack view
/// properties, the variation for both classes outranking one for a single class.
struct SizeClassLayoutTests {
    static let document: Result<Document, any Error> = Result {
        try storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="16" y="40" width="100" height="100"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w"/>
                        <constraint firstAttribute="height" constant="100" id="h"/>
                    </constraints>
                </view>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="200" width="100" height="48"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="20" id="ah"/>
                                <constraint firstAttribute="width" constant="100" id="aw"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="0.0" y="28" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="20" id="bh"/>
                                <constraint firstAttribute="width" constant="100" id="bw"/>
                            </constraints>
                        </view>
                    </subviews>
                    <variation key="widthClass=regular" axis="horizontal" spacing="30"/>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="lead">
                    <variation key="heightClass=regular-widthClass=regular" constant="200"/>
                    <variation key="widthClass=regular" constant="100"/>
                </constraint>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="top"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="slead"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="stop"/>
                """)
    }

    @Test(arguments: [
        // iPhone portrait: compact width, the constraint's and the stack's own values.
        ("retina4_7", Orientation.portrait, rect(16, 40, 100, 100), rect(0, 28, 100, 20)),
        // iPhone 8 Plus landscape: regular width, compact height.
        ("retina5_5", .landscape, rect(100, 40, 100, 100), rect(130, 0, 100, 20)),
        // iPad: regular in both.
        ("ipad9_7", .portrait, rect(200, 40, 100, 100), rect(130, 0, 100, 20)),
    ])
    func variationsFollowTheSizeClasses(device: String, orientation: Orientation, box: LayoutRect, second: LayoutRect) throws {
        let layout = DocumentLayout(document: try Self.document.get(), device: Device.named(device), orientation: orientation)
        #expect(layout.frame("box") == box)
        #expect(layout.frame("b") == second)
    }

    /// A variation's `spacingType="standard"` replaces the stack's own spacing: the system
    /// spacing, 8 pt (raywenderlich's pirate handbook: a 12 pt fill-equally row turned into a
    /// column for compact widths, its buttons stored 8 pt apart, 3 of 3 copies).
    @Test("a variation's standard spacing replaces the stack's own")
    func standardSpacingVariation() throws {
        let document = try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="200" width="339" height="108"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="339" height="50"/>
                            <constraints><constraint firstAttribute="height" constant="50" id="ah"/></constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                            <rect key="frame" x="0.0" y="58" width="339" height="50"/>
                        </view>
                    </subviews>
                    <variation key="widthClass=compact" axis="vertical" spacingType="standard"/>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="slead"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="stop"/>
                <constraint firstItem="stack" firstAttribute="width" constant="339" id="sw"/>
                """)
        let layout = DocumentLayout(document: document, device: Device.named("retina4_7"), orientation: .portrait)
        #expect(layout.frame("stack") == rect(16, 200, 339, 108))
        #expect(layout.frame("b") == rect(0, 58, 339, 50))
    }
}
