import StoryboardFormat
import Testing
import StoryboardLayout

/// A view reaching past its root on an edge where the root has no safe-area inset takes none
/// there: the part outside the root is not unsafe, and its layout margins stay UIKit's 8 pt.
/// The corpus: Wikipedia's edit toolbar (a 14460 xib on an iPhone SE, a 528 pt content view of
/// a 256 pt scroll view, its stack at the content's margins): Xcode stores the stack's 11
/// buttons and separators at their text widths, which the overhang, taken as safe area and
/// added to the margins, squeezed to nothing; DuckDuckGo's bookmarks (tools 21507), a container
/// pinned by its bottom margin to the bottom guide at the root's bottom (no toolbar in the
/// guides), stored 8 pt past the root: its margin 8, not 16.
struct OverhangSafeAreaLayoutTests {
    static func xib() throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="-8" width="320" height="60"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                        <rect key="frame" x="0.0" y="8" width="320" height="10"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="topMargin" id="i1"/>
                                    <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="i2"/>
                                    <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="i3"/>
                                    <constraint firstAttribute="height" secondItem="inner" secondAttribute="height" constant="50" id="i4"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="-8" id="c1"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="inner" firstAttribute="height" constant="10" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </objects>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "ToolbarView.xib")
    }

    @Test func aViewPastItsRootWhereTheRootHasNoSafeAreaKeepsItsMargins() throws {
        let layout = DocumentLayout(document: try Self.xib())
        #expect(layout.frame("root") == rect(0, 0, 320, 100))
        #expect(layout.frame("box") == rect(0, -8, 320, 60))
        #expect(layout.frame("inner") == rect(0, 8, 320, 10))
    }
}
