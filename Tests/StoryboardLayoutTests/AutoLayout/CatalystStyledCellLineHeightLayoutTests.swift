import StoryboardFormat
import Testing
import StoryboardLayout

/// The labels of a built-in cell style take the new canvas's line heights across the Mac
/// Catalyst canvas and an iOS device, as constrained labels do (CatalystLineHeightLayoutTests).
/// Habitica's Main.storyboard (device pair 256d0a2d3f, tools 18122 on a Mac to 19162 on an
/// iPhone 13 Pro Max): subtitle cells' 17, 16, 12 and 11 pt labels stored 20, 19, 15 and 14 pt
/// tall (AppKit's lines) are 20.33, 19.33, 14.33 and 13.33 pt tall on the iPhone, 6 of 6.
struct CatalystStyledCellLineHeightLayoutTests {
    @Test func subtitleCellLabelsDesignedOnTheMacTakeTheirFontsLineOnAnIPhone() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="mac" appearance="light"/>
                <scenes>
                    <scene sceneID="scene"><objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="800" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" textLabel="title" detailTextLabel="subtitle" style="IBUITableViewCellStyleSubtitle" id="cell">
                                        <rect key="frame" x="0.0" y="25" width="800" height="55.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="800" height="55.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="title">
                                                    <rect key="frame" x="20" y="10" width="33" height="20"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="subtitle">
                                                    <rect key="frame" x="20" y="31" width="44" height="15"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Main.storyboard")
        let phone = DocumentLayout(document: document, device: Device.named("retina6_7"))
        #expect(nearest(phone.frame("title")) == nearest(rect(20, 10, 33, 61.0 / 3)))
        #expect(nearest(phone.frame("subtitle")) == nearest(rect(20, 31, 44, 43.0 / 3)))
        // On the Mac as designed they keep AppKit's lines.
        let mac = DocumentLayout(document: document)
        #expect(mac.frame("title") == rect(20, 10, 33, 20))
        #expect(mac.frame("subtitle") == rect(20, 31, 44, 15))
    }
}
