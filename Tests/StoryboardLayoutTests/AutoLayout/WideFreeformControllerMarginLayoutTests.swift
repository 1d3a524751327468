import StoryboardFormat
import Testing
import StoryboardLayout

/// A freeform controller's view wider than its screen keeps the screen's side margins: on a
/// 320 pt iPhone 4s a 600 pt one has UIKit's compact 16 pt, not the 20 pt of views 414 pt wide
/// and more. The corpus: Apple's CustomPresentation (tools 14490), a slider between the margins
/// of a 600 x 260 freeform controller stored 14 pt in (16 less its 2 pt alignment inset), 1 of 1;
/// top-level views that are no controller's take their own width's (Loop's 600 pt views and
/// Wikipedia's 438 pt one on an iPhone 8 at 20, 12 views).
struct WideFreeformControllerMarginLayoutTests {
    static func document(device: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="scene"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="260"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="16" y="100" width="568" height="30"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c2"/>
                                <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                                <constraint firstItem="bar" firstAttribute="height" constant="30" id="c4"/>
                            </constraints>
                        </view>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <size key="freeformSize" width="600" height="260"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test func onACompactScreenItKeepsCompactMargins() throws {
        let text = Self.document(device: "retina3_5")
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Main.storyboard"))
        #expect(layout.frame("bar") == rect(16, 100, 568, 30))
    }

    @Test func onA414PointScreenItHas20() throws {
        let text = Self.document(device: "retina5_5")
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Main.storyboard"))
        #expect(layout.frame("bar") == rect(20, 100, 560, 30))
    }
}
