import StoryboardFormat
import Testing
import StoryboardLayout

/// The Mac Catalyst canvas draws every controller's view that follows the screen as the
/// 800 x 600 window, whatever its iPhone version was stored under: the iPhone's opaque bars,
/// which left the root shorter than the screen, take nothing of it (Habitica's Main, iPhone 11
/// to Mac with tools 18122: 30 of 30 full-width roots 600 pt tall, 5 of them stored 720 or
/// 774 pt tall under opaque bars and 7 as 842 pt cards).
struct MacWindowRootLayoutTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                            <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="root"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tableViewController id="list" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="808"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </tableView>
                        <navigationItem key="navigationItem" id="item"/>
                    </tableViewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func aRootStoredUnderOpaqueBarsIsTheWindowOnAMac() throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Main.storyboard")
        let mac = DocumentLayout(document: document, device: Device.named("mac"))
        #expect(mac.frame("table") == rect(0, 0, 800, 600))
        #expect(mac.frame("bar") == rect(0, 0, 800, 50))
        // On an iPhone 8 it stays shorter than the screen by the bar (no status bar above it there).
        let phone = DocumentLayout(document: document, device: Device.named("retina4_7"))
        #expect(phone.frame("table") == rect(0, 0, 375, 623))
    }
}
