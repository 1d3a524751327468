import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller presented (modally or as a popover) from a controller embedded in a container
/// view is drawn at the container's width, as the embedded controller is, and so is the root of
/// a navigation controller so presented (the engine drew them at the screen's width, or at the
/// stored width grown by the screen's). Habitica's Main.storyboard on a 428 pt iPhone (tools
/// 19162, from a Mac): its lists sit in quarter-width containers, 107 pt, and the filter
/// popover and the adventure guide they present are stored 107 pt wide, navigation bars
/// included (2 of 2; the corpus's Habitica files designed on that iPhone: the popover's bar
/// and table 107 pt wide in 2 of 2).
struct PresentedFromContainerLayoutTests {
    @Test func aControllerPresentedFromAContainerTakesItsWidth() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s0"><objects>
                        <viewController id="board" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="boardView">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                        <rect key="frame" x="0.0" y="0.0" width="103.5" height="896"/>
                                        <connections><segue destination="list" kind="embed" id="embed"/></connections>
                                    </containerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="container" firstAttribute="top" secondItem="boardView" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="container" firstAttribute="leading" secondItem="boardView" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="bottom" secondItem="container" secondAttribute="bottom" id="c3"/>
                                    <constraint firstItem="container" firstAttribute="width" secondItem="boardView" secondAttribute="width" multiplier="0.25" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s1"><objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="listView">
                                <rect key="frame" x="0.0" y="0.0" width="103.5" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="filter">
                                        <rect key="frame" x="0.0" y="60" width="60" height="30"/>
                                        <connections><segue destination="nav" kind="popoverPresentation" id="pop"/></connections>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="filter" firstAttribute="top" secondItem="listView" secondAttribute="top" constant="60" id="f1"/>
                                    <constraint firstItem="filter" firstAttribute="leading" secondItem="listView" secondAttribute="leading" id="f2"/>
                                    <constraint firstItem="filter" firstAttribute="width" constant="60" id="f3"/>
                                    <constraint firstItem="filter" firstAttribute="height" constant="30" id="f4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="103.5" height="56"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="tags" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="tags" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="tagsView">
                                <rect key="frame" x="0.0" y="0.0" width="103.5" height="842"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Main.storyboard")
        let plus = DocumentLayout(document: document, device: Device.named("retina6_7"))
        #expect(plus.frame("listView")?.width == 107)
        #expect(plus.frame("bar")?.width == 107)
        #expect(plus.frame("tagsView")?.width == 107)
        #expect(DocumentLayout(document: document).frame("tagsView")?.width == 103.5)
    }
}
