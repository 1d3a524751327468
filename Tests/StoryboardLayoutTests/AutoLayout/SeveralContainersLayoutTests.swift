import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller embedded in several container views is drawn, after a device switch, at the
/// size of the first of them in the document (DuckDuckGo's Dax dialog, embedded in a 190 pt and
/// a 400 pt container: 3 of 3 files saved after a switch are at 190).
struct SeveralContainersLayoutTests {
    @Test func aControllerInSeveralContainersTakesTheFirstOnesSize() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="home">
                <device id="retina5_9" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                                        <rect key="frame" x="0.0" y="104" width="375" height="190"/>
                                        <constraints><constraint firstAttribute="height" constant="190" id="h1"/></constraints>
                                        <connections><segue destination="dialog" kind="embed" id="e1"/></connections>
                                    </containerView>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="large">
                                        <rect key="frame" x="0.0" y="354" width="375" height="400"/>
                                        <constraints><constraint firstAttribute="height" constant="400" id="h2"/></constraints>
                                        <connections><segue destination="dialog" kind="embed" id="e2"/></connections>
                                    </containerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="small" firstAttribute="top" secondItem="homeView" secondAttribute="top" constant="104" id="c1"/>
                                    <constraint firstItem="small" firstAttribute="leading" secondItem="homeView" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="small" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="large" firstAttribute="top" secondItem="homeView" secondAttribute="top" constant="354" id="c4"/>
                                    <constraint firstItem="large" firstAttribute="leading" secondItem="homeView" secondAttribute="leading" id="c5"/>
                                    <constraint firstAttribute="trailing" secondItem="large" secondAttribute="trailing" id="c6"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="dialog" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dialogView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "DaxOnboarding.storyboard")
        #expect(DocumentLayout(document: document, device: Device.named("retina6_1")).frame("dialogView") == rect(0, 0, 414, 190))
    }
}
