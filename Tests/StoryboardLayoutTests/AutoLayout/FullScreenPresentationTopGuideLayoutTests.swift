import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 15 (tools 22000 on) draws a controller presented full screen (`modalPresentationStyle=
/// "fullScreen"`), or the root of a navigation controller so presented, in a document with the
/// legacy layout guides without the status bar: its top layout guide is its bars. Habitica's
/// promotion web view (tools 23090, an iPhone 14 Plus): pinned to the top layout guide under its
/// navigation bar, stored at y 44, where the controllers shown in the same file measure 47 + 44
/// (3 of 3); Habitica's login (tools 22505, no bars) at 0.
struct FullScreenPresentationTopGuideLayoutTests {
    static func document(presented: Bool) -> String {
        let presentation = presented
            ? #"<connections><segue destination="nav" kind="presentation" modalPresentationStyle="fullScreen" id="present"/></connections>"#
            : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23090" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="home">
            <device id="retina6_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="homeView">
                            <rect key="frame" x="0.0" y="0.0" width="428" height="926"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        \(presentation)
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="47" width="428" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="promo" kind="relationship" relationship="rootViewController" id="root"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="promo" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="428" height="926"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="web">
                                    <rect key="frame" x="0.0" y="44" width="428" height="882"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="web" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                                <constraint firstAttribute="bottom" secondItem="web" secondAttribute="bottom" id="c2"/>
                                <constraint firstItem="web" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                                <constraint firstAttribute="trailing" secondItem="web" secondAttribute="trailing" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test(arguments: [(true, 44.0), (false, 91.0)])
    func aFullScreenPresentationHasNoStatusBar(presented: Bool, top: Double) throws {
        let text = Self.document(presented: presented)
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Main.storyboard"))
        #expect(layout.frame("root") == rect(0, 0, 428, 926))
        #expect(layout.frame("web") == rect(0, top, 428, 926 - top))
    }
}
