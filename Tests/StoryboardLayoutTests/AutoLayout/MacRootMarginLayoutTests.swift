import StoryboardFormat
import Testing
import StoryboardLayout

/// A Mac Catalyst controller's root view has a regular-width root's 20 pt side margins on the
/// Mac canvas (the engine gave it none, as an AppKit window's content). Habitica's
/// Main.storyboard, the two files designed on a Mac (tools 18122): a segmented control 32 pt
/// inside both of its root's margins stored from x 52 to 748 in the 800 pt window, 2 of 2.
struct MacRootMarginLayoutTests {
    @Test func aCatalystRootHas20PointSideMargins() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                        <rect key="frame" x="52" y="64" width="310" height="31"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="32" id="c1"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" constant="32" id="c2"/>
                                    <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="64" id="c3"/>
                                    <constraint firstItem="bar" firstAttribute="height" constant="31" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Main.storyboard")
        #expect(DocumentLayout(document: document, device: Device.named("mac")).frame("bar") == rect(52, 64, 696, 31))
        #expect(DocumentLayout(document: document).frame("bar") == rect(52, 64, 310, 31))
    }
}
