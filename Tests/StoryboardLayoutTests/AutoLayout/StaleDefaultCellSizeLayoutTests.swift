import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 6 sometimes leaves a cell, or a table cell's content view, at UIKit's default size in
/// the file while it lays the content out at the size the cell has: a collection view cell
/// stored 50 × 50 in front of a content view of its flow layout's item size, a content view
/// stored smaller than its cell less the separator (320 × 43, UIKit's default, or 320 × 80 in a
/// 334 × 108 cell) at its cell's width and its height less the separator.
/// Habitica's customization cells (tools 7706): 4 of 4 cells stored 50 × 50 before 60 × 75
/// content views, their images pinned to the cell's edges stored 60 × 75; Wikipedia's
/// recent-search cell (tools 6250): a label 5 pt from the top and bottom and 16 from the end of
/// a 338 × 76 cell whose content view is stored 320 × 43 is stored 65 pt tall, ending at 322
/// (3 of 3 such content views of tools 6250; the other 273 of tools below 8000 are their cells'
/// size or a point shorter).
struct StaleDefaultCellSizeLayoutTests {
    @Test func aCollectionCellLeftAtFiftyPointsIsLaidOutAtItsContentsSize() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="cvc">
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <collectionViewController id="cvc" sceneMemberID="viewController">
                                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="collection">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                        <size key="itemSize" width="60" height="75"/>
                                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                        <inset key="sectionInset" minX="8" minY="0.0" maxX="8" maxY="0.0"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="cell">
                                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                                <rect key="frame" x="0.0" y="0.0" width="60" height="75"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                                                        <rect key="frame" x="0.0" y="0.0" width="60" height="75"/>
                                                    </view>
                                                </subviews>
                                            </view>
                                            <constraints>
                                                <constraint firstItem="image" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" constant="-8" id="c1"/>
                                                <constraint firstItem="image" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" constant="-8" id="c2"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="image" secondAttribute="trailing" constant="-8" id="c3"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="image" secondAttribute="bottom" constant="-8" id="c4"/>
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
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Main_iPhone.storyboard"))
        #expect(layout.frame("cell") == rect(0, 0, 50, 50))
        #expect(layout.frame("image") == rect(0, 0, 60, 75))
    }

    @Test(arguments: [#"width="320" height="43""#, #"width="320" height="62""#])
    func aContentViewLeftBehindIsLaidOutInItsCell(storedSize: String) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6250" systemVersion="14B25" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="76" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="338" height="76"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" \(storedSize)/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="46" y="5" width="276" height="65"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="46" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="16" id="c2"/>
                                <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="5" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="5" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "RecentSearchCell.xib"))
        #expect(layout.frame("content").map { "width=\"\(Int($0.width))\" height=\"\(Int($0.height))\"" } == storedSize)
        #expect(layout.frame("label") == rect(46, 5, 276, 65))
    }
}
