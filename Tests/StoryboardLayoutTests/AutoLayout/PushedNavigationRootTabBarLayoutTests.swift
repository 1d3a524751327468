import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller that is the root of a navigation controller outside any tab bar controller and
/// is also pushed from a controller inside one: Xcode 8 and earlier draw it with the tab bar,
/// Xcode 9 on as its own navigation controller's root, without. The corpus: Habitica's help web
/// view, pinned to the bottom layout guide, stored 49 pt above the screen's bottom in 4 of 4
/// versions of tools 7706 to 11762 and at it in tools 13771.
struct PushedNavigationRootTabBarLayoutTests {
    static func document(tools: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tabs">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar">
                                <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections><segue destination="profileNav" kind="relationship" relationship="viewControllers" id="t1"/></connections>
                        </tabBarController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="profileNav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar1">
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="profile" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="profile" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="profileView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="help">
                                        <rect key="frame" x="0.0" y="100" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <connections><segue destination="web" kind="show" id="push"/></connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <navigationController id="webNav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar2">
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="web" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s5"><objects>
                        <viewController id="web" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="webTop"/>
                                <viewControllerLayoutGuide type="bottom" id="webBottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="webView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="page">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="618"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="page" firstAttribute="top" secondItem="webView" secondAttribute="top" id="w1"/>
                                    <constraint firstItem="page" firstAttribute="leading" secondItem="webView" secondAttribute="leading" id="w2"/>
                                    <constraint firstAttribute="trailing" secondItem="page" secondAttribute="trailing" id="w3"/>
                                    <constraint firstItem="webBottom" firstAttribute="top" secondItem="page" secondAttribute="bottom" id="w4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Main.storyboard")
    }

    @Test(arguments: [("11762", 618.0), ("13771", 667.0)])
    func thePushedRootHasTheTabBarUpToXcode8(tools: String, height: Double) throws {
        let layout = DocumentLayout(document: try Self.document(tools: tools))
        #expect(layout.frame("page") == rect(0, 0, 375, height))
    }
}
