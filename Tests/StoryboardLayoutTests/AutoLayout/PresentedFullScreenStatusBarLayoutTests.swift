import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 13 and later draw a controller presented full screen or over full screen
/// (`modalPresentationStyle="fullScreen"` / `"overFullScreen"`) in a safe-area document without
/// the status bar: its safe area starts at the screen's top. The corpus: DuckDuckGo's iPad
/// onboarding (tools 19529 and 22154, iPad 9.7 in landscape, presented over full screen), its
/// 736 pt container centred in the safe area stored at y 16 of the 768 pt screen, 2 of 2; the
/// controller it is presented from keeps the 20 pt status bar.
struct PresentedFullScreenStatusBarLayoutTests {
    private static func document(style: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="source">
                <device id="ipad9_7" orientation="landscape" layout="fullscreen" appearance="light"/>
                <scenes>
                    <scene sceneID="sourceScene"><objects>
                        <viewController id="source" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="sourceRoot">
                                <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sourceBox">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sourceSafe"/>
                                <constraints>
                                    <constraint firstItem="sourceBox" firstAttribute="top" secondItem="sourceSafe" secondAttribute="top" id="s1"/>
                                    <constraint firstItem="sourceBox" firstAttribute="leading" secondItem="sourceSafe" secondAttribute="leading" id="s2"/>
                                    <constraint firstItem="sourceBox" firstAttribute="width" constant="100" id="s3"/>
                                    <constraint firstItem="sourceBox" firstAttribute="height" constant="100" id="s4"/>
                                </constraints>
                            </view>
                            <connections>
                                <segue destination="presented" kind="presentation" modalPresentationStyle="\(style)" id="present"/>
                            </connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="presentedScene"><objects>
                        <viewController id="presented" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                        <rect key="frame" x="324.5" y="16" width="375" height="736"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="736" id="c1"/>
                                            <constraint firstAttribute="width" constant="375" id="c2"/>
                                        </constraints>
                                    </containerView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="container" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="c3"/>
                                    <constraint firstItem="container" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Onboarding.storyboard")
    }

    @Test func xcode13DrawsNoStatusBarOverAControllerPresentedOverFullScreen() throws {
        let layout = DocumentLayout(document: try Self.document(style: "overFullScreen"))
        #expect(layout.frame("container") == rect(324.5, 16, 375, 736))
        #expect(layout.frame("sourceBox") == rect(0, 20, 100, 100))
    }

    @Test func xcode13DrawsNoStatusBarOverAControllerPresentedFullScreen() throws {
        let layout = DocumentLayout(document: try Self.document(style: "fullScreen"))
        #expect(layout.frame("container") == rect(324.5, 16, 375, 736))
    }

    @Test func aControllerPresentedInTheCurrentContextKeepsTheStatusBar() throws {
        let layout = DocumentLayout(document: try Self.document(style: "currentContext"))
        #expect(layout.frame("container") == rect(324.5, 26, 375, 736))
    }
}
