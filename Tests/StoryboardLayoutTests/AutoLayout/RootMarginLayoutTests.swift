import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller's root view has the device's system minimum margins on its sides: 16 pt below
/// 414 pt of width, 20 pt from there on, the 600 pt square canvas of size classes included.
/// Xcode 6 and 7 gave 16 pt on every iPhone canvas (Colorboard.storyboard, tools 6254: its
/// sliders at the leading margin + 8 start at x 24 on the 600 pt square, as Xcode stores them).
struct RootMarginLayoutTests {
    static func squareCanvas(tools: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" systemVersion="14A389" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="8" id="c1"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" constant="8" id="c2"/>
                                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                                        <constraint firstItem="box" firstAttribute="height" constant="30" id="c4"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Colorboard.storyboard")
    }

    @Test(arguments: [("6254", rect(24, 100, 552, 30)), ("7706", rect(24, 100, 552, 30)), ("8191", rect(28, 100, 544, 30))])
    func xcode6And7GiveSixteenPointSidesOnTheSquareCanvas(tools: String, expected: LayoutRect) throws {
        let layout = DocumentLayout(document: try Self.squareCanvas(tools: tools))
        #expect(layout.frame("root") == rect(0, 0, 600, 600))
        #expect(layout.frame("box") == expected)
    }

    /// A xib's top-level view that does not follow the screen has a root view's margins from
    /// Xcode 8.2 on: the system minimum on the sides (16 pt, 20 from 414 pt of width), none
    /// above and below. Xcode 8.0 and earlier drew UIView's 8 pt (the corpus: Wikipedia's
    /// TextFormattingButtonView.xib, a 375 × 44 view, has its button at x 16; Loop's 600 pt
    /// wide view of tools 10117 has its label at 8 + 7).
    @Test(arguments: [("14460.31", 375.0, rect(16, 0, 343, 44)), ("14460.31", 438.0, rect(20, 0, 398, 44)),
                      ("10117", 375.0, rect(8, 8, 359, 28))])
    func topLevelXibViewsHaveRootMargins(tools: String, width: Double, expected: LayoutRect) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="bar" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="bar" secondAttribute="topMargin" id="c3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Bar.xib"))
        #expect(layout.frame("box") == expected)
    }

    /// Such a view's system minimum is the size class's, not its own width's: 20 pt in a regular
    /// width (an iPad, a Plus or Max iPhone in landscape) however narrow the view, as UIKit's
    /// `systemMinimumLayoutMargins`. Wikipedia's DefaultEditToolbarView.xib, a 375 pt wide view:
    /// its stack 20 pt inside it on an iPad 9.7" (28 of 28 views) and on an iPhone XS Max in
    /// landscape.
    @Test(arguments: [("retina4_7", Orientation.portrait, rect(16, 0, 343, 44)), ("retina6_5", Orientation.landscape, rect(20, 0, 335, 44)),
                      ("ipad9_7", Orientation.portrait, rect(20, 0, 335, 44))])
    func aNarrowTopLevelXibViewHasRegularWidthMarginsOnARegularWidthCanvas(device: String, orientation: Orientation, expected: LayoutRect) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="bar" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="bar" secondAttribute="top" id="c3"/>
                            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Toolbar.xib")
        let layout = DocumentLayout(document: document, device: try #require(Device.named(device)), orientation: orientation)
        #expect(layout.frame("bar") == rect(0, 0, 375, 44))
        #expect(layout.frame("box") == expected)
    }

    /// A xib's top-level view (or a view in a scene's dock) does not follow the screen, yet
    /// Interface Builder gives it the device's own safe-area insets, whatever its size: the
    /// sensor housing's on top and the home indicator's below, but no status bar (the
    /// corpus's constraints to such a view's safe area on iPhones with a housing: 10 of 10 at
    /// the housing's inset, 13 of 17 at the home indicator's; Wikipedia's
    /// InsertMediaImageInfoView, 248 pt tall, has its stack 44 + 12 pt down on an iPhone XS Max).
    @Test func xibViewHasTheDevicesOwnSafeArea() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_0" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="info">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="248"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="49" y="49" width="351" height="228"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="12" id="c1"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="8" id="c2"/>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="12" id="c3"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="12" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "InfoView.xib")
        // An iPhone SE has no status bar in the view: the stored frames.
        let designed = DocumentLayout(document: document)
        #expect(designed.frame("stack") == rect(12, 12, 351, 228))
        let max = DocumentLayout(document: document, device: try #require(Device.named("retina6_5")))
        #expect(max.frame("info") == rect(0, 0, 375, 248))
        #expect(max.frame("stack") == rect(12, 56, 351, 150))
    }
}
