import StoryboardFormat
import Testing
import StoryboardLayout

/// UIButton's intrinsic content size is at least its background image's (the larger of the
/// image and the title). Interface Builder keeps a button's stored frame until it lays the
/// scene out again; after a device switch it does, at the image's size as the document's
/// resources record it. The corpus's shape: Habitica's Intro, "Register" and "Login" buttons in
/// a vertical fill-equally stack, stored 126 pt wide after their background image grew to
/// 252 × 252: 252 wide once the file switched from an iPhone 8 to an iPhone SE, 2 of 2 (and the
/// stack with them). None of the corpus's 84 files with background images stores a button
/// smaller than its image.
struct BackgroundImageButtonLayoutTests {
    @Test("a button is at least as large as its background image")
    func backgroundImageSizesButton() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                            <rect key="frame" x="124.5" y="240" width="126" height="272"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                                    <rect key="frame" x="0.0" y="0.0" width="126" height="126"/>
                                                    <fontDescription key="fontDescription" type="system" weight="medium" pointSize="16"/>
                                                    <state key="normal" title="Register" backgroundImage="round"/>
                                                </button>
                                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                                    <rect key="frame" x="0.0" y="146" width="126" height="126"/>
                                                    <fontDescription key="fontDescription" type="system" weight="medium" pointSize="16"/>
                                                    <state key="normal" title="Login" backgroundImage="round"/>
                                                </button>
                                            </subviews>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="272" id="c1"/>
                                            </constraints>
                                        </stackView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="240" id="c3"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <image name="round" width="252" height="252"/>
                </resources>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Test.storyboard")
        let layout = DocumentLayout(document: document, device: Device.named("retina4_0"), orientation: .portrait)
        // 252 pt wide (the image), 126 tall (the stack's 272 pt shared equally).
        #expect(layout.frame("stack") == rect(34, 240, 252, 272))
        #expect(layout.frame("a") == rect(0, 0, 252, 126))
        #expect(layout.frame("b") == rect(0, 146, 252, 126))
    }
}
