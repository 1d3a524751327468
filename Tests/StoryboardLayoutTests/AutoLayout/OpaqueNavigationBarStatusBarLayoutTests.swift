import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller that extends its layout under an opaque navigation bar
/// (`extendedLayoutIncludesOpaqueBars`) has neither the bar nor the status bar its background
/// covers in its top layout guide. The corpus: DuckDuckGo's bookmarks (tools 22154 and 32700 on
/// an iPhone 8, the navigation bar stored below the status bar at 20), a container whose top
/// margin is pinned to the top guide stored at -8 (its 8 pt margin at 0), 2 of 2; the version of
/// tools 21507 draws no status bar at all (its navigation bar at 0) and agrees.
struct OpaqueNavigationBarStatusBarLayoutTests {
    @Test func theStatusBarOverAnOpaqueNavigationBarTheViewExtendsUnderIsNotInItsTopGuide() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="nav">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="navScene"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="root-segue"/>
                            </connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="scene"><objects>
                        <viewController extendedLayoutIncludesOpaqueBars="YES" id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="panel" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
                                    <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="panel" firstAttribute="height" constant="100" id="c4"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Bookmarks" id="item"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Bookmarks.storyboard")
        #expect(DocumentLayout(document: document).frame("panel") == rect(0, 0, 375, 100))
    }
}
