import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 8 and earlier draw no status bar over a controller whose simulated metrics, or its
/// navigation controller's, say "Status Bar: None" (`<nil key="simulatedStatusBarMetrics"/>`):
/// Wikipedia's licenses text view pinned to the top layout guide is stored at y 0 (tools
/// 12120); Apple's AVMetadataRecordPlay player label 8 pt below it, under a navigation bar, at
/// 44 + 8 (tools 11535, 2 of 2). Xcode 9 on draw the status bar all the same (AVCam, tools
/// 13189; Wikipedia's account creation, 14313; DuckDuckGo's tab storyboards: 18 views).
struct SimulatedNoStatusBarLayoutTests {
    static func document(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="scene"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="text" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                                <constraint firstItem="bottom" firstAttribute="top" secondItem="text" secondAttribute="bottom" id="c2"/>
                                <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                                <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" id="c4"/>
                            </constraints>
                        </view>
                        <nil key="simulatedStatusBarMetrics"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test(arguments: [("12120", 0.0), ("13189", 20.0)])
    func xcode8HonoursASimulatedStatusBarOfNone(tools: String, top: Double) throws {
        let text = Self.document(tools: tools)
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "LibrariesUsed.storyboard"))
        #expect(layout.frame("root") == rect(0, 0, 375, 667))
        #expect(layout.frame("text") == rect(0, top, 375, 667 - top))
    }
}
