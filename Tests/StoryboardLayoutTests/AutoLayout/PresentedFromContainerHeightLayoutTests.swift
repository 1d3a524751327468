import StoryboardFormat
import Testing
import StoryboardLayout

/// A controller presented from one embedded in a container view, or shown from it by a `show`
/// segue (drawn as a presentation, there being no navigation controller), is drawn on an iPhone
/// as a card as tall as the container less the card's top (the screen's, up to Xcode 14; 10 pt
/// from Xcode 15 on), not the screen's card; it ends above the home indicator, so its safe area
/// has no bottom inset. Habitica's Main.storyboard switched from the Mac to a 428 × 926 iPhone
/// (tools 18122, saved by 19162): its adventure guide, presented from a list in a 107 × 804 pt
/// container, and two collection views shown from one in a 428 × 804 pt container are 750 pt
/// tall, the guide's scroll view 694 pt under its 56 pt bar, to the card's bottom (4 of 4);
/// the corpus's versions saved by Xcode 15 store them 791 pt tall in 801 pt containers (2 of 2).
struct PresentedFromContainerHeightLayoutTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s0"><objects>
                    <viewController id="board" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="boardView">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                    <rect key="frame" x="0.0" y="88" width="414" height="774"/>
                                    <connections><segue destination="list" kind="embed" id="embed"/></connections>
                                </containerView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="container" firstAttribute="top" secondItem="boardView" secondAttribute="top" constant="88" id="c1"/>
                                <constraint firstItem="container" firstAttribute="leading" secondItem="boardView" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="bottom" secondItem="container" secondAttribute="bottom" constant="34" id="c3"/>
                                <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <viewController id="list" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="listView">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="774"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="open">
                                    <rect key="frame" x="0.0" y="60" width="60" height="30"/>
                                    <connections>
                                        <segue destination="guide" kind="presentation" id="present"/>
                                        <segue destination="grid" kind="show" id="show"/>
                                    </connections>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="open" firstAttribute="top" secondItem="listView" secondAttribute="top" constant="60" id="f1"/>
                                <constraint firstItem="open" firstAttribute="leading" secondItem="listView" secondAttribute="leading" id="f2"/>
                                <constraint firstItem="open" firstAttribute="width" constant="60" id="f3"/>
                                <constraint firstItem="open" firstAttribute="height" constant="30" id="f4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="guide" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="guideView">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="808"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="guideSafe"/>
                            <constraints>
                                <constraint firstItem="content" firstAttribute="top" secondItem="guideSafe" secondAttribute="top" id="g1"/>
                                <constraint firstItem="content" firstAttribute="leading" secondItem="guideView" secondAttribute="leading" id="g2"/>
                                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="g3"/>
                                <constraint firstItem="guideSafe" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="g4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="grid" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="gridView">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func aCardPresentedFromAContainerTakesItsHeight() throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Main.storyboard")
        let proMax = DocumentLayout(document: document, device: Device.named("retina6_7"))
        #expect(proMax.frame("container") == rect(0, 88, 428, 804))
        #expect(proMax.frame("guideView") == rect(0, 0, 428, 750))
        #expect(proMax.frame("content") == rect(0, 0, 428, 750))
        #expect(proMax.frame("gridView") == rect(0, 0, 428, 750))
        // At the designed device the stored cards stay.
        let designed = DocumentLayout(document: document)
        #expect(designed.frame("guideView") == rect(0, 0, 414, 842))
        #expect(designed.frame("content") == rect(0, 0, 414, 808))
    }

    @Test func fromXcode15TheCardStarts10PointsDownTheContainer() throws {
        let text = Self.text.replacingOccurrences(of: #"toolsVersion="18122""#, with: #"toolsVersion="23090""#)
        let proMax = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Main.storyboard"), device: Device.named("retina6_7"))
        #expect(proMax.frame("guideView") == rect(0, 0, 428, 794))
        #expect(proMax.frame("gridView") == rect(0, 0, 428, 794))
    }
}
