import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 15 (tools 22000 on) draws a page sheet's legacy bottom layout guide on an iPhone with
/// the card's bars only, without the home indicator's 34 pt: Habitica's gift, promotion and
/// guide cards (tools 23090, an iPhone 14 Plus), 3 of 3 scroll views pinned to it end at
/// their root's bottom. Xcode 12 (tools 17701) drew the same three 34 pt above it, as UIKit
/// gives the guide the safe area's inset.
struct SheetBottomLayoutGuideLayoutTests {
    static func document(tools: Int, device: String, cardHeight: Double, width: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="home">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="homeView">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        <connections><segue destination="nav" kind="presentation" id="present"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="56"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="gift" kind="relationship" relationship="rootViewController" id="root"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="gift" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="card">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(cardHeight)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                                </scrollView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="scroll" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                                <constraint firstItem="bottom" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" id="c2"/>
                                <constraint firstItem="scroll" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="c3"/>
                                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test func xcode15DrawsACardsBottomGuideWithoutTheHomeIndicator() throws {
        // An iPhone 14 Plus: the card starts 10 pt below the 47 pt housing, 926 - 57 = 869 pt.
        let text = Self.document(tools: 23090, device: "retina6_7", cardHeight: 869, width: 428)
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Main.storyboard"))
        #expect(layout.frame("card") == rect(0, 0, 428, 869))
        #expect(layout.frame("scroll") == rect(0, 56, 428, 813))
    }

    @Test func xcode12DrewItWithTheHomeIndicator() throws {
        // An iPhone 11 as Xcode 12 draws it: a 44 pt housing, the card 896 - 54 = 842 pt.
        let text = Self.document(tools: 17701, device: "retina6_1", cardHeight: 842, width: 414)
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Main.storyboard"))
        #expect(layout.frame("card") == rect(0, 0, 414, 842))
        #expect(layout.frame("scroll") == rect(0, 56, 414, 752))
    }
}
