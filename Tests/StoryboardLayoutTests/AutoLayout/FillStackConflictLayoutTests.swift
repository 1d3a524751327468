import StoryboardFormat
import Testing
import StoryboardLayout

/// A fill-aligned stack view spans its arranged views across its axis; an arranged view's own
/// required size across the axis that contradicts it gives way (of the corpus's 12 such views,
/// Xcode stores 8 at the stack's size and none at the constraint's: DuckDuckGo's tab switcher,
/// Habitica's gem header and customization header, Wikipedia's welcome pages).
struct FillStackConflictLayoutTests {
    @Test func anArrangedViewsOwnSizeGivesWayToFillAlignment() throws {
        let document = try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="8" y="100" width="359" height="44"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="0.0" y="0.0" width="273" height="44"/>
                        </view>
                        <view contentMode="scaleToFill" horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                            <rect key="frame" x="289" y="0.0" width="70" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="70" id="w"/>
                                <constraint firstAttribute="height" constant="36" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="44" id="sh"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="8" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("badge") == rect(289, 0, 70, 44))
        #expect(DocumentLayout(document: document, device: Device.named("retina6_1")).frame("badge") == rect(328, 0, 70, 44))
    }

    /// The only visible arranged view of a stack spans it along the axis too: its own required
    /// length there that contradicts the stack's length gives way as well. Of the corpus's 11
    /// views alone visible in a stack with their own required length along its axis, one
    /// contradicts its stack, which its superview holds (Habitica's subscription header, an
    /// 84 pt image in a 106 pt stack after a hidden banner, tools 17701, 18122 and 32700): Xcode
    /// stores it 106 pt tall in all 3 files; the other 10 keep their length.
    @Test func aLoneArrangedViewsOwnLengthGivesWayToTheStack() throws {
        let document = try storyboard(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="24" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="100" width="335" height="106"/>
                    <subviews>
                        <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                            <rect key="frame" x="0.0" y="0.0" width="335" height="81"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="81" id="bh"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                            <rect key="frame" x="0.0" y="0.0" width="335" height="106"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="84" id="hh"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="106" id="sh"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        #expect(DocumentLayout(document: document).frame("header") == rect(0, 0, 335, 106))
        #expect(DocumentLayout(document: document, device: Device.named("retina6_1")).frame("header") == rect(0, 0, 374, 106))
    }
}
