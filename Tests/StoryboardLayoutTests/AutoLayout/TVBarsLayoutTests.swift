import StoryboardFormat
import Testing
import StoryboardLayout

/// tvOS's bars are at the top of the screen and cover its 60 pt overscan margin rather than
/// sit below it: a 120 pt tab bar at y 0, a tab's 145 pt navigation bar at y 157, and the
/// controller's top layout guide at the navigation bar's bottom. Evidence: UIKit Catalog for
/// tvOS (tools 21179), whose tab bar is stored 1920 × 120 at y 0, its four tabs' navigation
/// bars 1920 × 145 at y 157, and the Focus tab's stack, pinned 20 pt below the top layout
/// guide, at y 322 = 157 + 145 + 20. The layout put it 20 pt below 60 + 44.
struct TVBarsLayoutTests {
    static func document(inTabBar: Bool) throws -> Document {
        let tabs = """
            <scene sceneID="s0"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar">
                        <rect key="frame" x="0.0" y="0.0" width="1920" height="120"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/></connections>
                </tabBarController>
            </objects></scene>
            """
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="21179.7" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="\(inTabBar ? "tabs" : "nav")">
                <device id="appleTV" appearance="light"/>
                <scenes>
                    \(inTabBar ? tabs : "")
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Focus" id="item"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="\(inTabBar ? 157 : 0)" width="1920" height="145"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="560" y="0.0" width="800" height="232"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="800" id="w"/>
                                            <constraint firstAttribute="height" constant="232" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="c2"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Focus" id="navItem"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "TV.storyboard")
    }

    /// Under a tab bar: the guide at 157 + 145, as UIKit Catalog's Focus tab stores it.
    @Test func aTabsNavigationBarEndsAt302() throws {
        let layout = DocumentLayout(document: try Self.document(inTabBar: true))
        #expect(layout.frame("tabBar") == rect(0, 0, 1920, 120))
        #expect(layout.frame("bar") == rect(0, 157, 1920, 145))
        #expect(layout.frame("box") == rect(560, 322, 800, 232))
    }

    /// Without one the navigation bar starts at the screen's top (Natalie's and the Photos
    /// sample's tvOS bars, 1920 × 145 at y 0), and the guide is at its bottom, 145 (a
    /// decision: no corpus view is pinned to such a guide), not the margin's 60 plus 145.
    @Test func aNavigationBarAloneEndsAt145() throws {
        let layout = DocumentLayout(document: try Self.document(inTabBar: false))
        #expect(layout.frame("bar") == rect(0, 0, 1920, 145))
        #expect(layout.frame("box") == rect(560, 165, 800, 232))
    }
}
