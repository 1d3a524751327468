import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 15 (tools 22000 on) draws the 20 pt status bar again above the controllers of
/// documents with safe-area layout guides on iPhones without a sensor housing (Xcode 11 to 14
/// draw none). DuckDuckGo's tab switcher (tools 23504, an iPhone 8): a navigation bar added in
/// that version, pinned to the safe area's top, stored at y 20; its feedback screens (tools
/// 22505, an iPhone 8 Plus, under an opaque navigation bar) laid out again from 692 pt (tools
/// 21208) to 672 pt, 736 - 20 - 44. Habitica's login (tools 22505, an iPhone SE, legacy layout
/// guides), its back button 12 pt below the top layout guide stored at y 12, has none because it
/// is presented full screen (FullScreenPresentationTopGuideLayoutTests); legacy-guide documents
/// have the status bar from Xcode 14.3 on too (LegacyGuideStatusBarLayoutTests).
struct Xcode15StatusBarLayoutTests {
    @Test(arguments: [("21208", 0.0), ("22505", 20.0), ("23504", 20.0)])
    func safeAreaDocumentsOfXcode15HaveTheStatusBar(tools: String, top: Double) throws {
        let document = try storyboard(
            device: "retina4_7", toolsVersion: tools,
            subviews: """
                <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    <items><navigationItem title="Title" id="item"/></items>
                </navigationBar>
                """,
            constraints: """
                <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="bar" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="c2"/>
                <constraint firstItem="bar" firstAttribute="width" secondItem="root" secondAttribute="width" id="c3"/>
                """)
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("root") == rect(0, 0, 375, 667))
        #expect(layout.frame("bar") == rect(0, top, 375, 44))
    }

    @Test func aLegacyGuideLoginPresentedFullScreenHasNone() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="launch">
                <device id="retina4_0" orientation="portrait"/>
                <scenes>
                    <scene sceneID="launchScene"><objects>
                        <viewController id="launch" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="launchView">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections>
                                <segue destination="vc" kind="presentation" identifier="LoginSegue" modalPresentationStyle="fullScreen" id="login"/>
                            </connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="scene"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="back">
                                        <rect key="frame" x="16" y="12" width="30" height="30"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="back" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="12" id="c1"/>
                                    <constraint firstItem="back" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                                    <constraint firstItem="back" firstAttribute="width" constant="30" id="c3"/>
                                    <constraint firstItem="back" firstAttribute="height" constant="30" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Intro.storyboard"))
        #expect(layout.frame("back") == rect(16, 12, 30, 30))
    }
}
