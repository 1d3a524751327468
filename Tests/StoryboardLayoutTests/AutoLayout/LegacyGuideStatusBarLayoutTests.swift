import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 11 to 14.2 draw no status bar on iPhones without a sensor housing; Xcode 14.3 (tools
/// 21701) on draw it again, over documents with the legacy layout guides as over those with
/// safe-area guides. Habitica's Social storyboard (tools 21701, an iPhone 8, legacy guides): its
/// six 44 pt navigation bars stored at y 20, and the three controllers they show with views
/// pinned to the top layout guide measure it 64 (20 + 44); DuckDuckGo's bookmarks (legacy
/// guides) store their navigation bar at 0 in tools 14868 to 21507 and at 20 in 22154. The
/// engine kept legacy-guide documents without the status bar up to tools 29999, for Habitica's
/// login (22505, at 0), which is presented full screen (FullScreenPresentationTopGuideLayoutTests).
struct LegacyGuideStatusBarLayoutTests {
    static func document(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="tavern" kind="relationship" relationship="rootViewController" id="root"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="tavern" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="rootView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="pages">
                                    <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                                </scrollView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="pages" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                                <constraint firstItem="bottom" firstAttribute="top" secondItem="pages" secondAttribute="bottom" id="c2"/>
                                <constraint firstItem="pages" firstAttribute="leading" secondItem="rootView" secondAttribute="leading" id="c3"/>
                                <constraint firstAttribute="trailing" secondItem="pages" secondAttribute="trailing" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    /// Tools 21507 (Xcode 14.2): the top layout guide is the navigation bar's 44 pt; 21701 (Xcode
    /// 14.3) and 22154 (Xcode 15): the status bar's 20 pt and the bar's 44.
    @Test(arguments: [("21507", 44.0), ("21701", 64.0), ("22154", 64.0)])
    func theStatusBarIsBackFromXcode14_3(tools: String, top: Double) throws {
        let text = Self.document(tools: tools)
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Social.storyboard"))
        #expect(layout.frame("rootView") == rect(0, 0, 375, 667))
        #expect(layout.frame("pages") == rect(0, top, 375, 667 - top))
    }
}
