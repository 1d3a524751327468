import StoryboardFormat
import Testing
import StoryboardLayout

/// A document designed in a Split View adaptation of the device bar (`<adaptation
/// id="splitview2_3">`) is drawn in the app's part of the screen: two thirds of an iPad Pro
/// 12.9-inch in landscape are 981 × 1024 pt (DuckDuckGo's onboarding, tools 12118: its roots
/// stored 981 × 1024 in the two files saved so, and 320 × 568 after a switch to an iPhone SE).
struct SplitViewAdaptationLayoutTests {
    static func document() throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc">
                <device id="ipad12_9" orientation="landscape">
                    <adaptation id="splitview2_3"/>
                </device>
                <scenes>
                    <scene sceneID="scene"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="981" height="1024"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="390.5" y="412" width="200" height="200"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="200" id="w"/>
                                            <constraint firstAttribute="height" constant="200" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                                    <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Split.storyboard")
    }

    @Test func twoThirdsOfALandscapeIPadPro() throws {
        let document = try SplitViewAdaptationLayoutTests.document()
        let designed = DocumentLayout(document: document)
        #expect(designed.frame("root") == rect(0, 0, 981, 1024))
        #expect(designed.frame("box") == rect(390.5, 412, 200, 200))
        let phone = DocumentLayout(document: document, device: Device.named("retina4_0"))
        #expect(phone.frame("root") == rect(0, 0, 320, 568))
        #expect(phone.frame("box") == rect(60, 184, 200, 200))
        // The full screen of the same iPad is another canvas.
        let full = DocumentLayout(document: document, device: Device.named("ipad12_9"), orientation: .landscape)
        #expect(full.frame("root") == rect(0, 0, 1366, 1024))
    }
}
