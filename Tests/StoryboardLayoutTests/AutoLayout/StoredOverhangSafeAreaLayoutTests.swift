import StoryboardFormat
import Testing
import StoryboardLayout

/// A constrained view's safe area is measured where it is laid out: the first solve gives
/// constrained views none (their stored origins are no input: `check.py` moves them by 37 pt),
/// the second measures them on the solved frames. Corona-Warn-App's hotline cell: a card
/// pinned to its content view's margins, its own margins 16 pt; stored 37 pt lower and to the
/// right, it hung past the cell by 26 pt, which the engine took as safe area below it, so its
/// content no longer fitted and a pin broke (the card 15 pt too high, 217 pt tall).
struct StoredOverhangSafeAreaLayoutTests {
    @Test func aConstrainedViewGetsNoSafeAreaFromWhereItWasStored() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                <rect key="frame" x="37" y="37" width="300" height="100"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="45" y="45" width="284" height="84"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="84" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="card" secondAttribute="topMargin" id="b1"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="b2"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b3"/>
                                    <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b4"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="c1"/>
                            <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" id="c2"/>
                            <constraint firstItem="card" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c3"/>
                            <constraint firstItem="card" firstAttribute="top" secondItem="top" secondAttribute="top" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "HotlineCell.xib"))
        #expect(layout.frame("card") == rect(0, 0, 300, 100))
        #expect(layout.frame("box") == rect(8, 8, 284, 84))
    }
}
