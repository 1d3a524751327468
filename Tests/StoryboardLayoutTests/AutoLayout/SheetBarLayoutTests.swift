import StoryboardFormat
import Testing
import StoryboardLayout

/// A navigation controller presented as a page sheet on an iPhone (Xcode 11 and later draw
/// the card) has a 56 pt navigation bar at the card's top, and its controllers' safe area
/// starts below it (Habitica's Main and Social storyboards: 8 of 8 such controllers with a
/// view pinned to the top layout guide measure it as 56).
struct SheetBarLayoutTests {
    @Test func aSheetsNavigationBarIs56PointsTall() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="home">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections><segue destination="nav" kind="presentation" id="present"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="guidelines" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="guidelines" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="card">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                                        <rect key="frame" x="16" y="0.0" width="343" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="text" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                                    <constraint firstItem="text" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="16" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" constant="16" id="c3"/>
                                    <constraint firstItem="text" firstAttribute="height" constant="100" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Social.storyboard"))
        #expect(layout.frame("card") == rect(0, 0, 375, 647))
        #expect(layout.frame("text") == rect(16, 56, 343, 100))
    }
}
