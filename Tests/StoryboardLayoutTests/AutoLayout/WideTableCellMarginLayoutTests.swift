import StoryboardFormat
import Testing
import StoryboardLayout

/// A table wider than 375 pt gives its cells 20 pt side margins, not only from 414 pt on:
/// Habitica's spell list on an iPhone 14 Pro (tools 21701, a 393 pt grouped table), a label
/// 3 pt outside its content view's leading margin stored at x 17 (1 of 1, and in the 3 device
/// pairs that switch to that iPhone); on a 375 pt screen the margin is 16.
struct WideTableCellMarginLayoutTests {
    static func table(device: String, width: Int) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" separatorStyle="none" rowHeight="117" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="700"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="0.0" reuseIdentifier="Cell" rowHeight="117" id="cell">
                                            <rect key="frame" x="0.0" y="55.5" width="\(width)" height="117"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="117"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                                        <rect key="frame" x="17" y="0.0" width="24" height="24"/>
                                                        <constraints>
                                                            <constraint firstAttribute="width" constant="24" id="w"/>
                                                            <constraint firstAttribute="height" constant="24" id="h"/>
                                                        </constraints>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="badge" firstAttribute="top" secondItem="content" secondAttribute="top" id="c1"/>
                                                    <constraint firstItem="badge" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="-3" id="c2"/>
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
        return try Document(bytes: Array(text.utf8), path: "User.storyboard")
    }

    @Test func aTableWiderThan375PointsHas20PointMargins() throws {
        let layout = DocumentLayout(document: try Self.table(device: "retina6_12", width: 393))
        #expect(layout.frame("badge")?.x == 17)
    }

    @Test func a375PointTableHas16PointMargins() throws {
        let layout = DocumentLayout(document: try Self.table(device: "retina4_7", width: 375))
        #expect(layout.frame("badge")?.x == 13)
    }
}
