import StoryboardFormat
import Testing
import StoryboardLayout

/// A top-level view without a freeform size that is stored at another iPhone's screen size
/// (a scene dock's view, a xib's view left at 320 x 568 in an iPhone 8 document) is drawn as
/// that screen: its safe area starts below the status bar (and the bars it simulates), though
/// it keeps its stored size. The corpus, tools 13771: raywenderlich's RWTodo dock views, 16 of
/// 16 constraints to the safe area's top at 20 pt (its image view, 189 below the guide and
/// centred in the 568 pt view, at 209); StateRestorationDemo's xibs under a simulated navigation
/// bar and above a tab bar, at 64 and 49. A 240 x 128 dock view's safe area is its bounds
/// (DuckDuckGo's privacy headers, 4 of 4 labels centred on it).
struct ScreenSizedTopLevelViewLayoutTests {
    static func document(dockWidth: Int, dockHeight: Int) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                </view>
                            </viewController>
                            <view contentMode="scaleToFill" id="dock">
                                <rect key="frame" x="0.0" y="0.0" width="\(dockWidth)" height="\(dockHeight)"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="image" firstAttribute="top" secondItem="dockSafe" secondAttribute="top" constant="30" id="c1"/>
                                    <constraint firstItem="image" firstAttribute="leading" secondItem="dockSafe" secondAttribute="leading" constant="85" id="c2"/>
                                    <constraint firstItem="image" firstAttribute="width" constant="10" id="c3"/>
                                    <constraint firstItem="image" firstAttribute="height" constant="10" id="c4"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="dockSafe"/>
                            </view>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Main.storyboard")
    }

    @Test func aDockViewAtAnotherIPhonesScreenSizeIsBelowTheStatusBar() throws {
        let layout = DocumentLayout(document: try Self.document(dockWidth: 320, dockHeight: 568))
        #expect(layout.frame("dock") == rect(0, 0, 320, 568))
        #expect(layout.frame("image") == rect(85, 50, 10, 10))
    }

    @Test func aSmallDockViewsSafeAreaIsItsBounds() throws {
        let layout = DocumentLayout(document: try Self.document(dockWidth: 240, dockHeight: 128))
        #expect(layout.frame("dock") == rect(0, 0, 240, 128))
        #expect(layout.frame("image") == rect(85, 30, 10, 10))
    }
}
