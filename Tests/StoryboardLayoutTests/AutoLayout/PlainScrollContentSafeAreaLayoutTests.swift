import StoryboardFormat
import Testing
import StoryboardLayout

/// A plain scroll view's content is drawn at content offset 0: where it reaches under the status
/// bar it keeps that top safe-area inset (a table's or a collection's content keeps none). The
/// corpus: Wikipedia's help xib (tools 14313, a controller's freeform view on an iPhone 8), a
/// container 30 pt below its scroll content view's safe area stored at 50, 2 of 2 views; no other
/// plain scroll view content of the corpus or the device pairs has frames that depend on it.
struct PlainScrollContentSafeAreaLayoutTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="HelpViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="165"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                            <rect key="frame" x="10" y="50" width="355" height="100"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="inner" firstAttribute="leading" secondItem="csafe" secondAttribute="leading" constant="10" id="i1"/>
                                        <constraint firstItem="csafe" firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="10" id="i2"/>
                                        <constraint firstItem="inner" firstAttribute="top" secondItem="csafe" secondAttribute="top" constant="30" id="i3"/>
                                        <constraint firstItem="csafe" firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="15" id="i4"/>
                                        <constraint firstItem="inner" firstAttribute="height" constant="100" id="i5"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="csafe"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s1"/>
                                <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                                <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s3"/>
                                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s4"/>
                                <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s5"/>
                            </constraints>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
                        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
            </objects>
        </document>
        """

    @Test func plainScrollContentKeepsTheStatusBarsInset() throws {
        let layout = DocumentLayout(document: try Document(bytes: Array(Self.text.utf8), path: "Help.xib"))
        #expect(layout.frame("content") == rect(0, 0, 375, 165))
        #expect(layout.frame("inner") == rect(10, 50, 355, 100))
    }
}
