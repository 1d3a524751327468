import StoryboardFormat
import Testing
import StoryboardLayout

/// A xib's collection section header (a top-level `collectionReusableView`) that preserves its
/// superview's layout margins is drawn with a root view's side margins: 16 pt when it is 375 pt
/// wide or narrower, 20 pt when wider. Wikipedia's headers (tools 14113, on an iPhone 8): a
/// label at the leading margin of a 320 pt header stored at x 16 (1 of 1), three of a 388 pt
/// one at x 20 (3 of 3); the engine gave them UIKit's 8.
struct TopLevelSectionHeaderMarginLayoutTests {
    static func header(width: Double) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" layoutMarginsFollowReadableWidth="YES" id="header">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="41"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="16" y="10" width="44" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="44" id="w"/>
                                    <constraint firstAttribute="height" constant="21" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="label" firstAttribute="leading" secondItem="header" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstItem="label" firstAttribute="top" secondItem="header" secondAttribute="top" constant="10" id="c2"/>
                        </constraints>
                    </collectionReusableView>
                </objects>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "NewsCollectionViewHeader.xib")
    }

    @Test(arguments: [(320.0, 16.0), (375, 16), (388, 20)])
    func theHeaderHasARootsSideMargins(width: Double, x: Double) throws {
        let layout = DocumentLayout(document: try Self.header(width: width))
        #expect(layout.frame("label") == rect(x, 10, 44, 21))
    }
}
