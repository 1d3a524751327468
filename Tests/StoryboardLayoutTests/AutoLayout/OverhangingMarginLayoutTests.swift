import StoryboardFormat
import Testing
import StoryboardLayout

/// A view that preserves its superview's margins takes at most the superview's own margin on
/// an edge where it reaches past the superview (a scroll view's content wider than the scroll
/// view): the part it overhangs adds nothing. Wikipedia's DefaultEditToolbarView.xib (tools
/// 14460): a 528 pt content view in a 256 pt non-scrolling scroll view, with its stack at its
/// trailing margin, stores the stack 520 pt wide, 8 pt in. Without the cap the margin fed back
/// on itself, growing with each layout pass (203.5, 377.5, 551.5 pt).
struct OverhangingMarginLayoutTests {
    @Test func anOverhangingContentViewKeepsItsOwnMargin() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="0.0" y="0.0" width="256" height="44"/>
                                <subviews>
                                    <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="528" height="44"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                                <rect key="frame" x="0.0" y="0.0" width="520" height="44"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="528" id="w"/>
                                            <constraint firstItem="strip" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="s1"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="strip" secondAttribute="trailing" id="s2"/>
                                            <constraint firstItem="strip" firstAttribute="top" secondItem="content" secondAttribute="top" id="s3"/>
                                            <constraint firstAttribute="bottom" secondItem="strip" secondAttribute="bottom" id="s4"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c2"/>
                                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c3"/>
                                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c4"/>
                                    <constraint firstAttribute="height" constant="44" id="c5"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="bar" secondAttribute="leading" id="r1"/>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="bar" secondAttribute="top" id="r2"/>
                            <constraint firstItem="scroll" firstAttribute="width" constant="256" id="r3"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Toolbar.xib"))
        #expect(layout.frame("scroll") == rect(0, 0, 256, 44))
        #expect(layout.frame("content") == rect(0, 0, 528, 44))
        #expect(layout.frame("strip") == rect(0, 0, 520, 44))
    }
}
