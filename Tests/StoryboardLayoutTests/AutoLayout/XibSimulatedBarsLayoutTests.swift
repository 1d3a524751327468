import StoryboardFormat
import Testing
import StoryboardLayout

/// A xib's top-level view that follows the screen carries the simulated metrics of the
/// controller that loads it (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics` on the view
/// itself): Interface Builder draws its navigation bar and tab bar, and its safe area starts
/// below the one and ends above the other, as a storyboard controller's does (the corpus:
/// StateRestorationDemo's controller xibs, 5 of 5 constraints to the safe area at the 44 pt
/// navigation bar, below the status bar where the Xcode draws one, and at the 49 pt tab bar).
struct XibSimulatedBarsLayoutTests {
    static func controllerXib(tools: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SecondViewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="24" id="c1"/>
                            <constraint firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="40" id="c2"/>
                            <constraint firstItem="top" firstAttribute="width" constant="10" id="c3"/>
                            <constraint firstItem="top" firstAttribute="height" constant="10" id="c4"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" constant="25" id="c5"/>
                            <constraint firstItem="bottom" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="40" id="c6"/>
                            <constraint firstItem="bottom" firstAttribute="width" constant="10" id="c7"/>
                            <constraint firstItem="bottom" firstAttribute="height" constant="10" id="c8"/>
                        </constraints>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </objects>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "SecondViewController.xib")
    }

    /// Xcode 11 (tools 15504) draws no status bar on an iPhone 8: the safe area runs from the
    /// navigation bar's 44 pt to 49 pt above the bottom (the corpus's image view at 44 + 24,
    /// segmented control bottom at 667 − 49 − 25); Xcode 10 (tools 14306) adds the status bar's 20.
    @Test(arguments: [("15504", 68.0), ("14306", 88.0)])
    func safeAreaIsInsideTheSimulatedBars(tools: String, top: Double) throws {
        let layout = DocumentLayout(document: try Self.controllerXib(tools: tools))
        #expect(layout.frame("root") == rect(0, 0, 375, 667))
        #expect(layout.frame("top") == rect(40, top, 10, 10))
        #expect(layout.frame("bottom") == rect(40, 583, 10, 10))
    }
}
