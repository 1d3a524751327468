import StoryboardFormat
import Testing
import StoryboardLayout

/// An iOS 11 cell's content view has its 11 pt bottom margin measured from the cell's bottom:
/// Xcode 9.1 to 10 store the content view 0.5 pt shorter than its cell (the separator), and
/// views at its bottom margin end 10.5 pt above its bottom (the corpus, tools 13000 to 14999:
/// 77 of 77 constraints to such a margin; raywenderlich's TIL forms, a text field centred in a
/// 43.5 pt content view and ending 4 pt below its bottom margin, are stored 30.5 pt tall at 6.5).
struct CellBottomMarginLayoutTests {
    @Test func theBottomMarginIsMeasuredFromTheCellsBottom() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_0" orientation="portrait"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections>
                                        <tableViewSection id="section">
                                            <cells>
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cell">
                                                    <rect key="frame" x="0.0" y="35" width="320" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                                        <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                                                <rect key="frame" x="16" y="6.5" width="288" height="30.5"/>
                                                            </view>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="field" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="c1"/>
                                                            <constraint firstItem="field" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                                                            <constraint firstItem="field" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c3"/>
                                                            <constraint firstAttribute="bottomMargin" secondItem="field" secondAttribute="bottom" constant="-4" id="c4"/>
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
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Main.storyboard"))
        #expect(layout.frame("content") == rect(0, 0, 320, 43.5))
        #expect(layout.frame("field") == rect(16, 6.5, 288, 30.5))
    }
}
