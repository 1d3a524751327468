import Foundation
import StoryboardFormat
import Testing
import StoryboardLayout

/// A table gives its cells its own side margins (16 pt, 20 on screens 414 pt and wider), so a
/// cell's content view that preserves its superview's margins reaches them even when its own
/// are smaller (Loop's Main.storyboard: a content view with 15 pt margins places its stack
/// view 16 pt in on an iPhone 8 and 20 pt in on an iPhone 11, as Xcode stores it).
struct CellMarginLayoutTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15400" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="70" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Cell" rowHeight="70" id="cell">
                                        <rect key="frame" x="0.0" y="28" width="375" height="70"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                                    <rect key="frame" x="16" y="0.0" width="343" height="67"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstAttribute="trailingMargin" secondItem="inner" secondAttribute="trailing" id="c1"/>
                                                <constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="top" id="c2"/>
                                                <constraint firstItem="inner" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c3"/>
                                                <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="3" id="c4"/>
                                            </constraints>
                                            <edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test(arguments: [("retina4_7", rect(16, 0, 343, 67)), ("retina6_1", rect(20, 0, 374, 67))])
    func contentViewsReachTheTablesMargins(device: String, expected: LayoutRect) throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Cells.storyboard")
        #expect(DocumentLayout(document: document, device: Device.named(device)).frame("inner") == expected)
    }

    /// Xcode 9.0 (tools version 13178 here) still drew cells with UIKit's old 8 pt margins on
    /// every side, before the table's side margins came (the corpus's cells from tools
    /// 13100–13199: content at the leading margin at x 8 in 28 of 30).
    @Test(arguments: [("13178.6", "retina4_7", rect(8, 0, 359, 67)), ("13178.6", "retina6_1", rect(8, 0, 398, 67)),
                      ("13529", "retina4_7", rect(16, 0, 343, 67)), ("13529", "retina6_1", rect(20, 0, 374, 67))])
    func cellsOfXcode9_0KeepEightPointMargins(tools: String, device: String, expected: LayoutRect) throws {
        let text = Self.text.replacingOccurrences(of: #"toolsVersion="15400""#, with: "toolsVersion=\"\(tools)\"")
            .replacingOccurrences(of: #"<edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>"#, with: "")
        let document = try Document(bytes: Array(text.utf8), path: "Cells.storyboard")
        #expect(DocumentLayout(document: document, device: Device.named(device)).frame("inner") == expected)
    }

    /// A content view narrower than its table (beside a disclosure indicator, or in an
    /// inset-grouped table's inset cell) still takes the table's margins: 20 pt in a 414 pt
    /// table, except 8 pt on the side of an accessory (DuckDuckGo's and NetNewsWire's
    /// Settings.storyboard, as Xcode stores them).
    @Test(arguments: [
        ("plain", #"accessoryType="disclosureIndicator""#, rect(0, 0, 414, 44), rect(0, 0, 381, 44), 323.0),
        ("insetGrouped", "", rect(20, 0, 374, 44), rect(0, 0, 374, 44), 304),
    ])
    func narrowContentViewsTakeTheTablesMargins(style: String, accessory: String, cell: LayoutRect, content: LayoutRect,
                                                trailingX: Double) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19455" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(style)" rowHeight="44" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection id="section">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \(accessory) id="cell">
                                                    <rect key="frame" x="\(cell.x)" y="0.0" width="\(cell.width)" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                                                        <rect key="frame" x="0.0" y="0.0" width="\(content.width)" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                                                <rect key="frame" x="0.0" y="10" width="100" height="24"/>
                                                            </view>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                                                                <rect key="frame" x="0.0" y="10" width="50" height="24"/>
                                                            </view>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="inner" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                                            <constraint firstItem="inner" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                                                            <constraint firstItem="inner" firstAttribute="width" constant="100" id="c3"/>
                                                            <constraint firstItem="inner" firstAttribute="height" constant="24" id="c4"/>
                                                            <constraint firstAttribute="trailingMargin" secondItem="detail" secondAttribute="trailing" id="c5"/>
                                                            <constraint firstItem="detail" firstAttribute="top" secondItem="inner" secondAttribute="top" id="c6"/>
                                                            <constraint firstItem="detail" firstAttribute="width" constant="50" id="c7"/>
                                                            <constraint firstItem="detail" firstAttribute="height" constant="24" id="c8"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Settings.storyboard")
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("content") == content)
        #expect(layout.frame("inner") == rect(20, 10, 100, 24))
        #expect(layout.frame("detail") == rect(trailingX, 10, 50, 24))
    }

    /// Collection view cells saved by Xcode 9.0's tools 13150–13499 have no margins: content
    /// pinned to the cell's leading and top margins sits at 0 (raywenderlich's PetPal, tools
    /// 13196, as Xcode stores it); earlier and later versions keep UIView's 8 pt (Xcode 10.0
    /// and 10.1 add the screen's top inset above: CollectionCellSafeAreaMarginLayoutTests).
    @Test(arguments: [("13196", rect(0, 0, 112, 40)), ("13122.17", rect(8, 8, 104, 32)), ("14490.2", rect(8, 8, 104, 32))])
    func collectionCellsOfXcode9_0HaveNoMargins(tools: String, expected: LayoutRect) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <collectionViewController id="cvc" sceneMemberID="viewController">
                                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="collection">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                        <size key="itemSize" width="120" height="48"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="cell">
                                            <rect key="frame" x="0.0" y="0.0" width="120" height="48"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                                <rect key="frame" x="0.0" y="0.0" width="120" height="48"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                                        <rect key="frame" x="0.0" y="0.0" width="112" height="40"/>
                                                    </view>
                                                </subviews>
                                            </view>
                                            <constraints>
                                                <constraint firstItem="inner" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="c1"/>
                                                <constraint firstItem="inner" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" id="c2"/>
                                                <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="8" id="c3"/>
                                                <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="8" id="c4"/>
                                            </constraints>
                                        </collectionViewCell>
                                    </cells>
                                </collectionView>
                            </collectionViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Pets.storyboard")
        #expect(DocumentLayout(document: document).frame("inner") == expected)
    }

    /// So are their section headers and footers (collection reusable views): a label at the
    /// header's leading and top margins sits at 0 in Xcode 9.0's files (Habitica's shop and
    /// DuckDuckGo's tab switcher, tools 13196, 3 of 3), at 8 before and after.
    @Test(arguments: [("13196", rect(0, 0, 112, 24)), ("13771", rect(8, 8, 104, 24))])
    func collectionHeadersOfXcode9_0HaveNoMargins(tools: String, expected: LayoutRect) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <collectionViewController id="cvc" sceneMemberID="viewController">
                                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="collection">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                        <size key="itemSize" width="120" height="48"/>
                                        <size key="headerReferenceSize" width="120" height="50"/>
                                    </collectionViewFlowLayout>
                                    <cells/>
                                    <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="header" id="header">
                                        <rect key="frame" x="0.0" y="0.0" width="120" height="50"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                                <rect key="frame" x="0.0" y="0.0" width="112" height="24"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="24" id="h"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="inner" firstAttribute="leading" secondItem="header" secondAttribute="leadingMargin" id="c1"/>
                                            <constraint firstItem="inner" firstAttribute="top" secondItem="header" secondAttribute="topMargin" id="c2"/>
                                            <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="8" id="c3"/>
                                        </constraints>
                                    </collectionReusableView>
                                </collectionView>
                            </collectionViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Shop.storyboard")
        #expect(DocumentLayout(document: document).frame("inner") == expected)
    }

    /// Xcode 10.2 to 11 (tools 14800–16999) draw a xib's lone table cell, outside any table,
    /// with UIKit's older 15 pt side margins on an iPhone without a sensor housing, its content
    /// view's own smaller margins raised to them (Loop's 416 pt bolus cell, its content view's
    /// 15 and 8 pt margins drawn as 15 on both sides, tools 14854 and 16097; Wikipedia's 320 pt
    /// contents cell, tools 15705: 4 of 4); Xcode 12 on draw the table's 16 or 20 pt.
    @Test(arguments: [("16097.3", rect(15, 11, 386, 24)), ("17506", rect(20, 11, 376, 24))])
    func loneXibCellsOfXcode10_2To11HaveFifteenPointMargins(tools: String, expected: LayoutRect) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="54" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="416" height="54"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="416" height="54"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                    <rect key="frame" x="15" y="11" width="386" height="24"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="24" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="inner" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                                <constraint firstAttribute="trailingMargin" secondItem="inner" secondAttribute="trailing" id="c3"/>
                            </constraints>
                            <edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="8"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "BolusProgressTableViewCell.xib")
        #expect(DocumentLayout(document: document).frame("inner") == expected)
    }

    /// Before iOS 11's cell margins (Xcode 9.0 and earlier) an accessory keeps its width on
    /// every screen: a content view beside a disclosure indicator stays 33 pt short of its cell
    /// from a 320 pt iPhone to a 414 pt one (the device pairs' Xcode 8 files, 8 of 8); from
    /// Xcode 9.1 on it takes the table's side margin with it, 4 pt more at 414 pt.
    @Test(arguments: [("12121", 381.0), ("14460.31", 377.0)])
    func accessoriesOfOlderCellsKeepTheirWidth(tools: String, width: Double) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_0" orientation="portrait"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" rowHeight="44" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection id="section">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" accessoryType="disclosureIndicator" indentationWidth="10" id="cell">
                                                    <rect key="frame" x="0.0" y="35" width="320" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                                        <rect key="frame" x="0.0" y="0.0" width="287" height="43.5"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Settings.storyboard")
        #expect(DocumentLayout(document: document, device: Device.named("retina5_5")).frame("content")?.width == width)
    }

    /// Xcode 11 draws an inset-grouped table's cells with 15 pt side margins on screens
    /// narrower than 414 pt (NetNewsWire's add-feed and settings tables on a 375 pt iPhone,
    /// tools 15505 and 15705: 5 of 5 cells; 20 on 414 pt); Xcode 13 on draw the table's 16.
    @Test(arguments: [("15505", 15.0, 278.0), ("19455", 16, 277)])
    func insetGroupedCellsOfXcode11HaveFifteenPointMargins(tools: String, leadingX: Double, trailingX: Double) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina5_9" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" rowHeight="44" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection id="section">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="cell">
                                                    <rect key="frame" x="16" y="18" width="343" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                                        <rect key="frame" x="0.0" y="0.0" width="343" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                                                <rect key="frame" x="0.0" y="10" width="100" height="24"/>
                                                            </view>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                                                                <rect key="frame" x="0.0" y="10" width="50" height="24"/>
                                                            </view>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="inner" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                                            <constraint firstItem="inner" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                                                            <constraint firstItem="inner" firstAttribute="width" constant="100" id="c3"/>
                                                            <constraint firstItem="inner" firstAttribute="height" constant="24" id="c4"/>
                                                            <constraint firstAttribute="trailingMargin" secondItem="detail" secondAttribute="trailing" id="c5"/>
                                                            <constraint firstItem="detail" firstAttribute="top" secondItem="inner" secondAttribute="top" id="c6"/>
                                                            <constraint firstItem="detail" firstAttribute="width" constant="50" id="c7"/>
                                                            <constraint firstItem="detail" firstAttribute="height" constant="24" id="c8"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Add.storyboard")
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("inner") == rect(leadingX, 10, 100, 24))
        #expect(layout.frame("detail") == rect(trailingX, 10, 50, 24))
    }

    /// A cell that preserves its table's margins takes their sides only: the table's top
    /// margin (under a navigation bar, 72 pt) is in its scrolling content's coordinates, out of
    /// the cell's reach (raywenderlich's Checklist: labels at the content view's top margin
    /// sit at y 11 in cells 28 pt down a table under a navigation bar, as Xcode stores them).
    @Test func cellsDoNotTakeTheTablesTopMargin() throws {
        let text = Self.text
            .replacingOccurrences(of: #"toolsVersion="15400""#, with: #"toolsVersion="14269.12""#)
            .replacingOccurrences(of: #"useTraitCollections="YES""#, with: #"useTraitCollections="YES" useSafeAreas="YES""#)
            .replacingOccurrences(of: #"<tableViewCell clipsSubviews="YES""#, with: #"<tableViewCell preservesSuperviewLayoutMargins="YES" clipsSubviews="YES""#)
            .replacingOccurrences(of: #"<constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="top" id="c2"/>"#,
                                  with: #"<constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>"#)
            .replacingOccurrences(of: #"<edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>"#, with: "")
            .replacingOccurrences(of: "</tableViewController>", with: """
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                </tableViewController>
                """)
        let document = try Document(bytes: Array(text.utf8), path: "Checklist.storyboard")
        let layout = DocumentLayout(document: document)
        #expect(layout.frame("cell") == rect(0, 28, 375, 70))
        #expect(layout.frame("inner") == rect(16, 11, 343, 56))
    }

    /// A content view's own margins smaller than the system's are raised to them, above and
    /// below too: 8 pt becomes 11 (the corpus: corona-warn-app's cells with 8 pt content
    /// margins have their content 11 pt down, as have Loop's; 23 views, none the other way).
    @Test(arguments: [("retina4_7", rect(16, 11, 343, 48)), ("retina6_1", rect(20, 11, 374, 48))])
    func ownMarginsAreRaisedToTheSystems(device: String, expected: LayoutRect) throws {
        let text = Self.text
            .replacingOccurrences(of: #"<constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="top" id="c2"/>"#,
                                  with: #"<constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>"#)
            .replacingOccurrences(of: #"<constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="3" id="c4"/>"#,
                                  with: #"<constraint firstAttribute="bottomMargin" secondItem="inner" secondAttribute="bottom" id="c4"/>"#)
        let document = try Document(bytes: Array(text.utf8), path: "Cells.storyboard")
        #expect(DocumentLayout(document: document, device: Device.named(device)).frame("inner") == expected)
    }

    /// Xcode 26 (tools 24000 on) draws iOS 26's cells, 15 pt from the content view's top and
    /// bottom margins (NetNewsWire's Settings and Inspector cells at y 15, where Xcode 16 drew
    /// 11: 16 views fixed and 3 broken in the corpus, all in that one project).
    @Test(arguments: [("23504", rect(16, 11, 343, 48)), ("24127", rect(16, 15, 343, 40))])
    func xcode26CellsHaveFifteenPointVerticalMargins(tools: String, expected: LayoutRect) throws {
        let text = Self.text
            .replacingOccurrences(of: #"toolsVersion="15400""#, with: "toolsVersion=\"\(tools)\"")
            .replacingOccurrences(of: #"<constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="top" id="c2"/>"#,
                                  with: #"<constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>"#)
            .replacingOccurrences(of: #"<constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="3" id="c4"/>"#,
                                  with: #"<constraint firstAttribute="bottomMargin" secondItem="inner" secondAttribute="bottom" id="c4"/>"#)
        let document = try Document(bytes: Array(text.utf8), path: "Settings.storyboard")
        #expect(DocumentLayout(document: document).frame("inner") == expected)
    }
}
