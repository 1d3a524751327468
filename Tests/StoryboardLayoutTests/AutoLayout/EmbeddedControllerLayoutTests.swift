import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller shown in a container view: before iOS 11 a child controller's layout guides
/// did not reach the status bar, and Xcode 8 and earlier draw such a controller without it
/// (the corpus: 17 of 17 embedded controllers, and the controllers of embedded navigation
/// controllers, with a view pinned to the top layout guide measure it as 0, containers at the
/// top of the screen included: Wikipedia's Main_iPhone and WMFWelcome, Apple's AVAEMixerSample).
/// Xcode 9 and later give it its container's overlap with the safe area instead.
struct EmbeddedControllerLayoutTests {
    static func containerScreen(toolsVersion: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="home">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <connections><segue destination="nav" kind="embed" id="embed"/></connections>
                                    </containerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="container" firstAttribute="top" secondItem="homeView" secondAttribute="top" id="h1"/>
                                    <constraint firstItem="container" firstAttribute="leading" secondItem="homeView" secondAttribute="leading" id="h2"/>
                                    <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="h3"/>
                                    <constraint firstAttribute="bottom" secondItem="container" secondAttribute="bottom" id="h4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="rootSegue"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="first" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="firstTop"/>
                                <viewControllerLayoutGuide type="bottom" id="firstBottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="firstView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="next">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <connections><segue destination="second" kind="show" id="push"/></connections>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="next" firstAttribute="top" secondItem="firstTop" secondAttribute="bottom" constant="10" id="f1"/>
                                    <constraint firstItem="next" firstAttribute="leading" secondItem="firstView" secondAttribute="leading" id="f2"/>
                                    <constraint firstAttribute="trailing" secondItem="next" secondAttribute="trailing" id="f3"/>
                                    <constraint firstItem="next" firstAttribute="height" constant="44" id="f4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="second" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="secondTop"/>
                                <viewControllerLayoutGuide type="bottom" id="secondBottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="secondView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="header" firstAttribute="top" secondItem="secondTop" secondAttribute="bottom" id="s1"/>
                                    <constraint firstItem="header" firstAttribute="leading" secondItem="secondView" secondAttribute="leading" id="s2"/>
                                    <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="s3"/>
                                    <constraint firstItem="header" firstAttribute="height" constant="50" id="s4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Embedded.storyboard")
    }

    @Test func xcode8AndEarlierDrawEmbeddedControllersWithoutTheStatusBar() throws {
        let layout = DocumentLayout(document: try Self.containerScreen(toolsVersion: "11762"))
        #expect(layout.frame("container") == rect(0, 0, 375, 667))
        // The navigation controller's root and the controller it pushes.
        #expect(layout.frame("next") == rect(0, 10, 375, 44))
        #expect(layout.frame("header") == rect(0, 0, 375, 50))
    }

    @Test func xcode9KeepsTheStatusBarOfAnEmbeddedController() throws {
        let layout = DocumentLayout(document: try Self.containerScreen(toolsVersion: "13771"))
        #expect(layout.frame("next") == rect(0, 30, 375, 44))
        #expect(layout.frame("header") == rect(0, 20, 375, 50))
    }

    /// A controller that an embedded controller shows by a segue of its own (Wikipedia's
    /// Main_iPhone, tools 6254 and 7706: eleven controllers behind custom segues from an embedded
    /// one, their views pinned to the top layout guide at 0) takes its simulated metrics from it.
    @Test func whatAnEmbeddedControllerShowsHasNoStatusBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="home">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                        <connections><segue destination="menu" kind="embed" id="embed"/></connections>
                                    </containerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="container" firstAttribute="top" secondItem="homeView" secondAttribute="top" id="h1"/>
                                    <constraint firstItem="container" firstAttribute="leading" secondItem="homeView" secondAttribute="leading" id="h2"/>
                                    <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="h3"/>
                                    <constraint firstItem="container" firstAttribute="height" constant="100" id="h4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="menu" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="menuView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections><segue destination="page" kind="custom" customClass="EmptySegue" id="custom"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="page" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="pageTop"/>
                                <viewControllerLayoutGuide type="bottom" id="pageBottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="pageView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="list" firstAttribute="top" secondItem="pageTop" secondAttribute="bottom" id="p1"/>
                                    <constraint firstItem="list" firstAttribute="leading" secondItem="pageView" secondAttribute="leading" id="p2"/>
                                    <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="p3"/>
                                    <constraint firstItem="pageBottom" firstAttribute="top" secondItem="list" secondAttribute="bottom" id="p4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Main_iPhone.storyboard"))
        #expect(layout.frame("list") == rect(0, 0, 375, 667))
    }
}
