import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller that extends its layout under opaque bars (`extendedLayoutIncludesOpaqueBars`)
/// has its view under them, and Xcode leaves them out of its layout guides: Wikipedia's Places
/// map, pinned to the bottom layout guide above an opaque simulated tab bar, runs down to the
/// screen's bottom (736 pt on an iPhone 8 Plus, 1024 on an iPad, tools 14113); DuckDuckGo's
/// bookmarks between an opaque navigation bar and toolbar measure both guides as 0.
struct OpaqueBarLayoutTests {
    @Test func barsTheViewExtendsUnderAreNotInItsGuides() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc">
                <device id="retina5_5" orientation="portrait"/>
                <scenes>
                    <scene sceneID="scene"><objects>
                        <viewController extendedLayoutIncludesOpaqueBars="YES" id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="map">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="map" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="map" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="map" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="map" secondAttribute="bottom" id="c4"/>
                                </constraints>
                            </view>
                            <simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Places.storyboard")
        #expect(DocumentLayout(document: document).frame("map") == rect(0, 0, 414, 736))
        #expect(DocumentLayout(document: document, device: Device.named("ipad9_7")).frame("map") == rect(0, 0, 768, 1024))
    }
}
