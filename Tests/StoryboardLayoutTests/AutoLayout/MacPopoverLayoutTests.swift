import StoryboardFormat
import Testing
import StoryboardLayout

/// The Mac Catalyst canvas draws a controller presented as a popover at 320 x 480 pt, not as
/// the iPhone's page sheet card nor at the 800 x 600 window (Habitica's filter popover, a
/// navigation controller presented from a bar button item, iPhone 11 to Mac with tools 18122:
/// its bar 320 x 50 and its root's table 320 x 480, the table's cells 320 wide; the corpus's
/// only popover drawn on a Mac).
struct MacPopoverLayoutTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="list">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
                <scene sceneID="s0"><objects>
                    <viewController id="list" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="listView">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="filter">
                                    <rect key="frame" x="20" y="60" width="60" height="30"/>
                                    <connections><segue destination="nav" kind="popoverPresentation" id="pop"/></connections>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="filter" firstAttribute="top" secondItem="listView" secondAttribute="top" constant="60" id="f1"/>
                                <constraint firstItem="filter" firstAttribute="leading" secondItem="listView" secondAttribute="leading" constant="20" id="f2"/>
                                <constraint firstItem="filter" firstAttribute="width" constant="60" id="f3"/>
                                <constraint firstItem="filter" firstAttribute="height" constant="30" id="f4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="tags" kind="relationship" relationship="rootViewController" id="root"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tableViewController id="tags" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="22" sectionFooterHeight="22" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="cell">
                                    <rect key="frame" x="0.0" y="24.5" width="414" height="60"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="swatch">
                                                <rect key="frame" x="20" y="11" width="38" height="38"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="swatch" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                            <constraint firstItem="swatch" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                                            <constraint firstItem="content" firstAttribute="bottomMargin" secondItem="swatch" secondAttribute="bottom" id="c3"/>
                                            <constraint firstItem="swatch" firstAttribute="width" constant="38" id="c4"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func aPopoverIs320By480OnAMac() throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Main.storyboard")
        let mac = DocumentLayout(document: document, device: Device.named("mac"))
        #expect(mac.frame("bar") == rect(0, 0, 320, 50))
        #expect(mac.frame("table") == rect(0, 0, 320, 480))
        #expect(mac.frame("cell")?.width == 320)
        #expect(mac.frame("listView") == rect(0, 0, 800, 600))
        // On the iPhone as designed: the page sheet's card.
        #expect(DocumentLayout(document: document).frame("table") == rect(0, 0, 414, 842))
    }

    /// Its cells take the side margins of its 320 pt width, 16 pt, not the window's 20 (the
    /// popover's cells: swatches at the leading margin at 16 and images at the trailing one
    /// ending at 304, 4 of 4).
    @Test func aPopoversCellsHaveTheMarginsOfItsWidth() throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Main.storyboard")
        let mac = DocumentLayout(document: document, device: Device.named("mac"))
        #expect(mac.frame("swatch") == rect(16, 11, 38, 38))
        #expect(DocumentLayout(document: document).frame("swatch") == rect(20, 11, 38, 38))
    }
}
