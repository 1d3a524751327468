import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 15 (tools 22000 on) draws the status bar over a controller embedded in a container
/// view where the container meets it, on an iPhone without a sensor housing, though it draws
/// none over the full-screen controller around it (Xcode 11 on: Device.asDrawn). The corpus:
/// Habitica's avatar setup, embedded at the top of its intro (tools 22505), a button 25 pt
/// below its top layout guide stored at 45 and the views below it 20 pt lower (7 views); its
/// Xcode 12 version (17701) at 25.
struct EmbeddedStatusBarLayoutTests {
    static func document(tools: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="setup">
                <device id="retina4_0" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="setup" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="setupView">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="513"/>
                                        <connections><segue destination="avatar" kind="embed" id="embed"/></connections>
                                    </containerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="container" firstAttribute="top" secondItem="setupView" secondAttribute="top" id="h1"/>
                                    <constraint firstItem="container" firstAttribute="leading" secondItem="setupView" secondAttribute="leading" id="h2"/>
                                    <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="h3"/>
                                    <constraint firstAttribute="bottom" secondItem="container" secondAttribute="bottom" constant="55" id="h4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="avatar" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="avatarTop"/>
                                <viewControllerLayoutGuide type="bottom" id="avatarBottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="avatarView">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="513"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                                        <rect key="frame" x="77.5" y="0.0" width="165" height="36"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="button" firstAttribute="top" secondItem="avatarTop" secondAttribute="bottom" constant="25" id="a1"/>
                                    <constraint firstItem="button" firstAttribute="centerX" secondItem="avatarView" secondAttribute="centerX" id="a2"/>
                                    <constraint firstItem="button" firstAttribute="width" constant="165" id="a3"/>
                                    <constraint firstItem="button" firstAttribute="height" constant="36" id="a4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Intro.storyboard")
    }

    @Test(arguments: [("22505", 45.0), ("17701", 25.0)])
    func anEmbeddedControllerAtTheTopIsUnderTheStatusBarFromXcode15(tools: String, top: Double) throws {
        let layout = DocumentLayout(document: try Self.document(tools: tools))
        #expect(layout.frame("container") == rect(0, 0, 320, 513))
        #expect(layout.frame("button") == rect(77.5, top, 165, 36))
    }
}
