import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller with a freeform size of its own (`<size key="freeformSize">` without freeform
/// simulated metrics) keeps its width on another device, and a card its height but for the new
/// card's top: DuckDuckGo's privacy details (tools 17156), freeform 414 × 736 on an iPhone 8
/// Plus, are stored 414 × 716 (a card below the 20 pt status bar) and drawn 414 × 682 on an
/// iPhone 11 Pro (10 pt below its 44 pt housing), 5 of 5 roots in two device pairs; the corpus's
/// and the pairs' 67 roots whose freeform size is not the screen's are at its width.
struct FreeformSizeRootLayoutTests {
    @Test func aFreeformCardKeepsItsWidthOnAnotherIPhone() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="home">
                <device id="retina5_5" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeView">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections><segue destination="details" kind="presentation" id="present"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="details" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailsView">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="716"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                                        <rect key="frame" x="20" y="0.0" width="374" height="716"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="band" firstAttribute="leading" secondItem="detailsView" secondAttribute="leading" constant="20" id="l"/>
                                    <constraint firstAttribute="trailing" secondItem="band" secondAttribute="trailing" constant="20" id="t"/>
                                    <constraint firstItem="band" firstAttribute="top" secondItem="detailsView" secondAttribute="top" id="top"/>
                                    <constraint firstAttribute="bottom" secondItem="band" secondAttribute="bottom" id="b"/>
                                </constraints>
                            </view>
                            <size key="freeformSize" width="414" height="736"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Details.storyboard")
        #expect(DocumentLayout(document: document).frame("detailsView") == rect(0, 0, 414, 716))
        let layout = DocumentLayout(document: document, device: Device.named("retina5_9"))
        #expect(layout.frame("homeView") == rect(0, 0, 375, 812))
        #expect(layout.frame("detailsView") == rect(0, 0, 414, 682))
        #expect(layout.frame("band") == rect(20, 0, 374, 682))
    }
}
