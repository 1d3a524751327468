import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller's view embedded in a container view has the container's safe-area insets, its
/// overlap with the screen's unsafe parts (Xcode 9 on): none for a container in the middle of an
/// iPhone X's screen, the status bar's for one at the top. The corpus: DuckDuckGo's Dax dialog in
/// a container 104 pt down an iPhone 11 (its button 40 pt above the container's bottom, not 74),
/// raywenderlich's ARKit and scroll-view samples (views at their container's top, not 20 pt down).
struct ContainerSafeAreaLayoutTests {
    @Test func anEmbeddedViewHasItsContainersSafeArea() throws {
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
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                        <rect key="frame" x="0.0" y="104" width="375" height="190"/>
                                        <constraints><constraint firstAttribute="height" constant="190" id="h"/></constraints>
                                        <connections><segue destination="dialog" kind="embed" id="e"/></connections>
                                    </containerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="container" firstAttribute="top" secondItem="homeView" secondAttribute="top" constant="104" id="c1"/>
                                    <constraint firstItem="container" firstAttribute="leading" secondItem="homeView" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="c3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="dialog" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dialogView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="190"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="190"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" id="d1"/>
                                    <constraint firstItem="card" firstAttribute="leading" secondItem="dialogView" secondAttribute="leading" id="d2"/>
                                    <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="d3"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="card" secondAttribute="bottom" id="d4"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "DaxOnboarding.storyboard")
        #expect(DocumentLayout(document: document).frame("card") == rect(0, 0, 375, 190))
        #expect(DocumentLayout(document: document, device: Device.named("retina6_1")).frame("card") == rect(0, 0, 414, 190))
    }
}
