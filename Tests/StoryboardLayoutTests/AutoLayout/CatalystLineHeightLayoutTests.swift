import StoryboardFormat
import Testing
import StoryboardLayout

/// The Mac Catalyst canvas draws UIKit labels with AppKit's line heights: system 11, 12, 15,
/// 16 and 17 pt lines 14, 15, 19, 19 and 20 pt tall, where an iPhone gives their font's
/// ascender and descender on its pixels (13.33 or 13.5, 14.33 or 14.5, 18, 19.33 or 19.5,
/// 20.33 or 20.5). The three files designed on a Mac (Habitica's Main.storyboard twice,
/// DuckDuckGo's, tools 18122 and 20037), system-font labels: 11 pt 14 tall (6), 12 pt 15 (4;
/// 12 others 20 pt by constraints, as on the iPhone), 16 pt 19 (10), AppKit's measured
/// heights; 15 pt 19 (10), 17 pt 20 (8), where the iPhone files have 18 and 20.33 / 20.5.
/// Habitica's stats stack, iPhone 11 to Mac: 15 pt labels 18 -> 19 pt tall, the rows below
/// 1 pt lower each.
struct CatalystLineHeightLayoutTests {
    static func document(device: String, size: String, height: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" appearance="light"/>
            <scenes>
                <scene sceneID="scene"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Strength" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="0.0" y="100" width="414" height="\(height)"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="c3"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test func labelsTakeAppKitsLineHeightsOnTheMac() throws {
        let phone = try Document(bytes: Array(Self.document(device: "retina6_1", size: "15", height: "18").utf8), path: "Main.storyboard")
        #expect(DocumentLayout(document: phone, device: Device.named("mac")).frame("title")?.height == 19)
        #expect(DocumentLayout(document: phone).frame("title")?.height == 18)
        let sixteen = try Document(bytes: Array(Self.document(device: "retina6_1", size: "16", height: "19.5").utf8), path: "Main.storyboard")
        #expect(DocumentLayout(document: sixteen, device: Device.named("mac")).frame("title")?.height == 19)
    }

    @Test func labelsDesignedOnTheMacTakeTheirFontsLineOnAnIPhone() throws {
        let mac = try Document(bytes: Array(Self.document(device: "mac", size: "17", height: "20").utf8), path: "Main.storyboard")
        let height = try #require(DocumentLayout(document: mac, device: Device.named("retina6_7")).frame("title")?.height)
        #expect(abs(height - (20 + 1.0 / 3)) < 0.001)
    }
}
