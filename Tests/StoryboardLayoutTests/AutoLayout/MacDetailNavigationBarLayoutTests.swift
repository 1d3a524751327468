import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller a split view's primary column shows as its detail (`showDetail`) is pushed onto
/// the column's navigation controller only in a compact width: on the Mac Catalyst canvas the
/// split view shows both columns, and the detail replaces the secondary one without the
/// navigation bar. Evidence: Habitica's Main on the Mac (tools 18122), its news web view, its
/// stable's scroll view and the split's own detail pinned to their top layout guides stored at
/// the window's top (3 of 3); on an iPhone (tools 19162) the same three 88 pt down, under the
/// status bar and the navigation bar (3 of 3).
struct MacDetailNavigationBarLayoutTests {
    static func document(device: String, width: Int, height: Int) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="split">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <splitViewController id="split" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="masterViewController" id="r1"/>
                            </connections>
                        </splitViewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="menu" kind="relationship" relationship="rootViewController" id="r2"/>
                            </connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="menu" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="menuView">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <navigationItem key="navigationItem" id="menuItem"/>
                            <connections>
                                <segue destination="news" kind="showDetail" identifier="NewsSegue" id="d1"/>
                            </connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="news" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="newsView">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="web">
                                        <rect key="frame" x="37" y="125" width="414" height="808"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="web" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
                                    <constraint firstItem="web" firstAttribute="leading" secondItem="newsView" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="web" secondAttribute="trailing" id="c3"/>
                                    <constraint firstAttribute="bottom" secondItem="web" secondAttribute="bottom" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Main.storyboard")
    }

    @Test func aDetailOnTheMacHasNoNavigationBar() throws {
        let layout = DocumentLayout(document: try Self.document(device: "mac", width: 800, height: 600))
        #expect(layout.frame("newsView") == rect(0, 0, 800, 600))
        #expect(layout.frame("web") == rect(0, 0, 800, 600))
    }

    @Test func aDetailOnAnIPhoneIsPushedUnderTheNavigationBar() throws {
        let layout = DocumentLayout(document: try Self.document(device: "retina6_1", width: 414, height: 896))
        #expect(layout.frame("web") == rect(0, 88, 414, 808))
    }
}
