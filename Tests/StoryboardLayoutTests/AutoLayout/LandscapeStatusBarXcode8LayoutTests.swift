import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 8 draws the 20 pt status bar over an iPhone without a sensor housing in landscape as
/// in portrait; Xcode 9 on draw none in landscape. The corpus: Wikipedia's Places (tools 12118,
/// an iPhone 8 in landscape, its navigation controller's bar hidden), 2 of 2 views pinned to the
/// top layout guide stored 20 pt down, in both files of its device switches; tools 13xxx and
/// 14xxx, 4 of 4 such guides at 0.
struct LandscapeStatusBarXcode8LayoutTests {
    static func document(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="places">
            <device id="retina4_7" orientation="landscape"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="places" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="rootView">
                            <rect key="frame" x="0.0" y="0.0" width="667" height="375"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                                    <rect key="frame" x="0.0" y="20" width="667" height="48"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="search" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                                <constraint firstItem="search" firstAttribute="leading" secondItem="rootView" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="search" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="search" firstAttribute="height" constant="48" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test(arguments: [("12118", 20.0), ("13771", 0.0), ("14490", 0.0)])
    func xcode8DrawsTheStatusBarInLandscape(tools: String, top: Double) throws {
        let text = Self.document(tools: tools)
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Places.storyboard"))
        #expect(layout.frame("rootView") == rect(0, 0, 667, 375))
        #expect(layout.frame("search") == rect(0, top, 667, 48))
    }
}
