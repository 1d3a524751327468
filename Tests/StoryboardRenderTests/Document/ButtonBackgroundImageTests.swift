import StoryboardFormat
import StoryboardRender
import StoryboardTestSupport
import Testing

/// UIButton stretches its background image (`<state key="normal" backgroundImage=…>`) over its
/// bounds, under its title: it is not the button's image, which sits beside the title. Habitica's
/// login screen (Intro.storyboard at 9b8558ec88): "Register" and "Login" over a 252 pt diamond;
/// drawn as the image, the diamond took the button's width and pushed the title out of it.
@Suite struct ButtonBackgroundImageTests {
    @Test func backgroundImagesFillTheButtonUnderItsTitle() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="register">
                                            <rect key="frame" x="61" y="300" width="252" height="126"/>
                                            <state key="normal" title="Register" backgroundImage="Begin">
                                                <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </state>
                                        </button>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="register" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                                        <constraint firstItem="register" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c2"/>
                                        <constraint firstItem="register" firstAttribute="height" constant="126" id="c3"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <image name="Begin" width="252" height="252"/>
                </resources>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Main.storyboard")
        let svg = ScreenRenderer().svg(try Examples.screen(document, "vc"))
        // The asset is not in a catalog here: its placeholder fills the 252 x 126 bounds (the
        // button as wide as its 252 pt image, UIButton's intrinsic size), the title centred over it.
        #expect(svg.contains("""
            <g data-id="register" data-kind="button" transform="translate(61,300)">
            <g data-image="Begin">
            <rect width="252" height="126" fill="#e5e5ea" fill-opacity="0.7"/>
            <rect x="0.5" y="0.5" width="251" height="125" fill="none" stroke="#c7c7cc" stroke-width="1"/>
            <text x="126" y="67.2" font-size="12" text-anchor="middle" fill="#3c3c43" fill-opacity="0.6">Begin</text>
            </g>
            <text x="126" y="68.25" font-size="15" text-anchor="middle" fill="#ffffff">Register</text>
            </g>
            """))
    }
}
