import StoryboardFormat
import Testing
import StoryboardLayout

/// A navigation controller that is a split view controller's column and also a tab of a tab
/// bar controller (the split view's compact controller) is drawn by Xcode as the column: its
/// controllers, and those it pushes, show its navigation bar but no tab bar (Habitica's
/// Main.storyboard, tools 17701 on an iPhone 8: the stable's scroll view and the news web view,
/// pushed from the menu, run from the bar's bottom at 44 to the screen's bottom at 667, 2 of 2).
struct SplitColumnTabLayoutTests {
    @Test func aColumnThatIsAlsoATabHasNoTabBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="split">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s0"><objects>
                        <splitViewController id="split" sceneMemberID="viewController">
                            <connections>
                                <segue destination="tabs" kind="relationship" relationship="compactViewController" id="compact"/>
                                <segue destination="nav" kind="relationship" relationship="masterViewController" id="master"/>
                            </connections>
                        </splitViewController>
                    </objects></scene>
                    <scene sceneID="s1"><objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar">
                                <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="tab1"/></connections>
                        </tabBarController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="menu" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="menu" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="menuView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections><segue destination="stable" kind="show" id="push"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="stable" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="stableView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="page">
                                        <rect key="frame" x="0.0" y="44" width="375" height="623"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="page" firstAttribute="top" secondItem="safe" secondAttribute="top" id="n1"/>
                                    <constraint firstItem="page" firstAttribute="leading" secondItem="stableView" secondAttribute="leading" id="n2"/>
                                    <constraint firstAttribute="trailing" secondItem="page" secondAttribute="trailing" id="n3"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="page" secondAttribute="bottom" id="n4"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Main.storyboard")
        #expect(DocumentLayout(document: document).frame("page") == rect(0, 44, 375, 623))
        // On an iPhone 11 (drawn with Xcode 12's 44 pt housing): the bar below the housing, the
        // page down to the home indicator.
        #expect(DocumentLayout(document: document, device: Device.named("retina6_1")).frame("page") == rect(0, 88, 414, 774))
    }
}
