import StoryboardFormat
import Testing
import StoryboardLayout

/// iPads' navigation bars grew from 44 to 50 pt in iOS 12, with their tab bars: Xcode 9 and
/// earlier (tools below 14000) draw them 44 pt tall, so a top layout guide under one ends at
/// 20 + 44 pt. Evidence: Wikipedia's Places scene on iPads with its navigation bar shown
/// (tools 11762, five documents of the device pairs), its map pinned to the top guide stored at
/// y 64 in all five, on the 9.7-inch and the 12.9-inch iPad.
struct PadNavigationBarLayoutTests {
    /// A navigation controller's root on a 12.9-inch iPad saved by `toolsVersion`, a map
    /// pinned to its top layout guide (stored 37 pt off).
    static func places(toolsVersion: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="nav">
                <device id="ipad12_9" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="places" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rootView">
                                <rect key="frame" x="0.0" y="0.0" width="1024" height="1366"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <mapView clipsSubviews="YES" contentMode="scaleToFill" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="map">
                                        <rect key="frame" x="37" y="101" width="1024" height="1302"/>
                                    </mapView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="map" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
                                    <constraint firstItem="map" firstAttribute="leading" secondItem="rootView" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="map" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="map" secondAttribute="bottom" id="c4"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="item"/>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="places" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Places.storyboard")
    }

    @Test func xcode9DrawsAnIPadNavigationBarFortyFourPointsTall() throws {
        let layout = DocumentLayout(document: try Self.places(toolsVersion: "11762"))
        #expect(layout.frame("map") == rect(0, 64, 1024, 1302))
    }

    @Test func xcode10DrawsAnIPadNavigationBarFiftyPointsTall() throws {
        let layout = DocumentLayout(document: try Self.places(toolsVersion: "14460"))
        #expect(layout.frame("map") == rect(0, 70, 1024, 1296))
    }
}
