import StoryboardFormat
import Testing
import StoryboardLayout

/// A rounded-rect text field in a text-sized system font (20 pt or less) is 30 pt tall in UIKit
/// up to Xcode 10, whatever height its constraints squeezed it to where it was stored: on a
/// device where those constraints are gone it is 30 pt again. The corpus: 102 of 110 such 14 and
/// 17 pt fields without a height constraint stored at 30; Wikipedia's reading list xib
/// (ReadingListDetailExtendedViewController.xib, tools 13771) stores two squeezed to 22.3 and
/// 0 pt on an iPhone X in landscape, which Xcode draws 30 and 13.5 pt tall on an iPhone 8.
struct SqueezedTextFieldLayoutTests {
    @Test func aSqueezedRoundedRectTextFieldIsThirtyPointsTallWhereItsConstraintsLetIt() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
                <device id="ipad9_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                            <rect key="frame" x="20" y="100" width="728" height="22"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="22" id="squeeze"/>
                                            </constraints>
                                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                            <textInputTraits key="textInputTraits"/>
                                            <variation key="default">
                                                <mask key="constraints">
                                                    <exclude reference="squeeze"/>
                                                </mask>
                                            </variation>
                                            <variation key="heightClass=regular-widthClass=regular">
                                                <mask key="constraints">
                                                    <include reference="squeeze"/>
                                                </mask>
                                            </variation>
                                        </textField>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                        <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                        <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="20" id="c3"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Fields.storyboard")
        #expect(DocumentLayout(document: document).frame("field") == rect(20, 100, 728, 22))
        let phone = DocumentLayout(document: document, device: try #require(Device.named("retina4_7")))
        #expect(phone.frame("field") == rect(20, 100, 335, 30))
    }

    /// So is a search bar before Xcode 9: UISearchBar is 44 pt tall (the corpus's 13 of 13 of
    /// tools below 13000 stored at 44); Wikipedia's Places.storyboard (tools 11762, 12121) pins
    /// one 6 pt inside a 45 pt bar on iPads only, 33 pt, and Xcode draws it 44 pt on an iPhone.
    @Test func aSqueezedSearchBarIsFortyFourPointsTallBeforeXcode9() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc">
                <device id="ipad9_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <searchBar contentMode="redraw" searchBarStyle="minimal" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                                            <rect key="frame" x="0.0" y="100" width="768" height="33"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="33" id="squeeze"/>
                                            </constraints>
                                            <textInputTraits key="textInputTraits"/>
                                            <variation key="default">
                                                <mask key="constraints">
                                                    <exclude reference="squeeze"/>
                                                </mask>
                                            </variation>
                                            <variation key="heightClass=regular-widthClass=regular">
                                                <mask key="constraints">
                                                    <include reference="squeeze"/>
                                                </mask>
                                            </variation>
                                        </searchBar>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="search" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                                        <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                        <constraint firstAttribute="trailing" secondItem="search" secondAttribute="trailing" id="c3"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Places.storyboard")
        #expect(DocumentLayout(document: document).frame("search") == rect(0, 100, 768, 33))
        let phone = DocumentLayout(document: document, device: try #require(Device.named("retina5_5")))
        #expect(phone.frame("search") == rect(0, 100, 414, 44))
    }
}
