import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 6.4 stores prototype cells and their content views without frames: a cell is as
/// wide as its table and as tall as its row height, and its content view leaves the
/// accessory's width beside it and the separator's point below (as the era's framed cells:
/// 33 pt beside a disclosure indicator in 72 of 72, 1 pt above a separator in 206 of 206). Habitica's
/// Main_iPhone.storyboard of tools 7706: an image pinned 8 pt outside the content view's
/// margins in a 60 pt row is stored 51 pt tall, its labels end 8 pt before the indicator.
struct FramelessCellLayoutTests {
    static func table(accessory: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" systemVersion="14E46" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tvc">
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" \(accessory) indentationWidth="10" reuseIdentifier="Cell" rowHeight="60" id="cell">
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                                        <rect key="frame" x="8" y="8" width="10" height="10"/>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c1"/>
                                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="8" id="c2"/>
                                                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c3"/>
                                                    <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c4"/>
                                                </constraints>
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
        return try Document(bytes: Array(text.utf8), path: "Main_iPhone.storyboard")
    }

    @Test(arguments: [(#"accessoryType="disclosureIndicator""#, rect(8, 8, 271, 51)), ("", rect(8, 8, 304, 51))])
    func aFramelessCellIsItsRowAndItsContentLeavesTheAccessory(accessory: String, expected: LayoutRect) throws {
        let layout = DocumentLayout(document: try Self.table(accessory: accessory))
        #expect(layout.frame("box") == expected)
    }
}

/// Xcode 6 and 7 sometimes stored a prototype cell and its content view without frames: the
/// cell is a row of its table (its `rowHeight`, else the table's), and its content view stops
/// 1 pt above the row's end, at the separator. The corpus's 20 such cells (tools 6254 to 11184):
/// Habitica's customization and settings rows, a 60 pt row whose label, pinned to the content
/// view's top and bottom margins, is stored 43 pt tall at y 8, a segmented control centred in it
/// at y 16 (the engine made the cell as tall as the table: a 464 pt label).
struct FramelessPrototypeRowLayoutTests {
    static func table(cellRowHeight: String) throws -> Document {
        try storyboard(
            toolsVersion: "7706",
            subviews: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="SizeCell" \(cellRowHeight) id="cell">
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="8" y="8" width="136" height="43"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t1"/>
                                    <constraint firstAttribute="bottomMargin" secondItem="title" secondAttribute="bottom" id="t2"/>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="t3"/>
                                    <constraint firstItem="title" firstAttribute="width" constant="136" id="t4"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                """,
            constraints: """
                <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="c3"/>
                <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="c4"/>
                """)
    }

    @Test(arguments: [(#"rowHeight="60""#, 60.0), ("", 44.0)])
    func framelessPrototypeCellIsARowOfItsTable(attribute: String, row: Double) throws {
        let layout = DocumentLayout(document: try Self.table(cellRowHeight: attribute))
        #expect(layout.frame("cell")?.height == row)
        #expect(layout.frame("content") == rect(0, 0, 375, row - 1))
        #expect(layout.frame("title") == rect(8, 8, 136, row - 1 - 16))
    }
}

/// A content view Xcode 6 stored without a frame in a cell that has one is laid out as in a
/// frameless cell: the cell less the separator's point below. Wikipedia's search result cell
/// (tools 6250): a label pinned to the content view's top and bottom in a 383 × 139 cell is
/// stored 138 pt tall (1 of 1; the engine made it 139).
struct FramelessContentInFramedCellLayoutTests {
    @Test func theContentViewStopsAtTheSeparator() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6250" systemVersion="14B25" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="SearchResultCell" rowHeight="139" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="383" height="139"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="82" y="0.0" width="291" height="138"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="82" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="10" id="c2"/>
                                <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "SearchResultPrototypeView.xib"))
        #expect(layout.frame("label") == rect(82, 0, 291, 138))
    }
}
