import StoryboardFormat
import Testing
import StoryboardLayout

/// A `showDetail` segue outside a split view pushes its destination onto the source's
/// navigation controller (`showDetailViewController` falls back to `show`): Xcode draws the
/// destination under the navigation bar, and without the tab bar the source shows (Habitica's
/// Main.storyboard, tools 23090: its news web view from y 91 = 47 + 44 to the screen's bottom,
/// its stable's scroll view to the safe area's).
struct ShowDetailLayoutTests {
    @Test func aDetailOutsideASplitViewIsPushedWithoutTheTabBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tabs">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
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
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
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
                            <connections><segue destination="news" kind="showDetail" id="detail"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="news" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="newsView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="page">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="page" firstAttribute="top" secondItem="safe" secondAttribute="top" id="n1"/>
                                    <constraint firstItem="page" firstAttribute="leading" secondItem="newsView" secondAttribute="leading" id="n2"/>
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
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Main.storyboard"))
        #expect(layout.frame("newsView") == rect(0, 0, 375, 667))
        #expect(layout.frame("page") == rect(0, 64, 375, 603))
    }
}
