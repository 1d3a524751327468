import StoryboardFormat
import Testing
import StoryboardLayout

/// The Mac Catalyst canvas draws a split view controller's primary (master) column 420 pt wide,
/// not the window's 800: its navigation controller's bar and its root controller's view (the
/// corpus's two files designed on the Mac, Habitica's Main.storyboard, tools 18122: the bar and
/// the menu's table 420 pt wide in 2 of 2; the secondary column is the window's width).
struct MacPrimaryColumnLayoutTests {
    @Test func thePrimaryColumnIs420PointsWideOnAMac() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="split">
                <device id="retina6_1" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s0"><objects>
                        <splitViewController id="split" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="masterViewController" id="master"/>
                                <segue destination="detail" kind="relationship" relationship="detailViewController" id="detailSegue"/>
                            </connections>
                        </splitViewController>
                    </objects></scene>
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="menu" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="menu" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="menuView">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                        <rect key="frame" x="0.0" y="88" width="414" height="774"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="list" firstAttribute="top" secondItem="safe" secondAttribute="top" id="n1"/>
                                    <constraint firstItem="list" firstAttribute="leading" secondItem="menuView" secondAttribute="leading" id="n2"/>
                                    <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="n3"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="n4"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Main.storyboard")
        let mac = DocumentLayout(document: document, device: Device.named("mac"))
        #expect(mac.frame("bar") == rect(0, 0, 420, 50))
        #expect(mac.frame("menuView") == rect(0, 0, 420, 600))
        #expect(mac.frame("list") == rect(0, 50, 420, 550))
        #expect(mac.frame("detailView") == rect(0, 0, 800, 600))
        // The iPhone as designed keeps the column at the screen's width.
        #expect(DocumentLayout(document: document).frame("list") == rect(0, 88, 414, 774))
    }
}
