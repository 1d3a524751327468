import StoryboardFormat
import Testing
import StoryboardLayout

/// A table's footer view below its prototype cells follows them when another Xcode or another
/// screen moves the cells (the first cell's offset below the header view, PrototypeCellOffset):
/// the grouped footer stays 18 pt below the last cell. Habitica's party table (Main.storyboard,
/// Xcode 13.0, iPhone 11 to Mac): the cell moves from 49.5 below the header to 31 (179.5 to
/// 161) and the footer from 258.5 to 240. Grouped footers below prototype cells in the corpus's
/// and the device pairs' files: 18 pt below the last cell in 7 of 9 (Xcode 12 and earlier, 13.0
/// on iPhones and Macs, 14), whatever the first cell's offset (2 at 1 pt in Xcode 13.4).
struct TableFooterFollowsCellsLayoutTests {
    @Test func aFooterViewMovesWithThePrototypeCells() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene"><objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" rowHeight="61" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="130"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                                <view key="tableFooterView" contentMode="scaleToFill" id="footer">
                                    <rect key="frame" x="0.0" y="258.5" width="414" height="490"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="A" rowHeight="61" id="cell">
                                        <rect key="frame" x="0.0" y="179.5" width="414" height="61"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Main.storyboard")
        let mac = DocumentLayout(document: document, device: Device.named("mac"))
        #expect(mac.frame("cell") == rect(0, 161, 800, 61))
        #expect(mac.frame("footer") == rect(0, 240, 800, 490))
        #expect(DocumentLayout(document: document).frame("footer") == rect(0, 258.5, 414, 490))
    }
}
