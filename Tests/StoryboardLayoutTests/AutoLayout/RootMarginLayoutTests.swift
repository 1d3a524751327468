import StoryboardFormat
import Testing
@testable import StoryboardLayout

/// A controller's root view has the device's system minimum margins on its sides: 16 pt below
/// 414 pt of width, 20 pt from there on, the 600 pt square canvas of size classes included.
/// Xcode 6 and 7 gave 16 pt on every iPhone canvas (Colorboard.storyboard, tools 6254: its
/// sliders at the leading margin + 8 start at x 24 on the 600 pt square, as Xcode stores them).
struct RootMarginLayoutTests {
    static func squareCanvas(tools: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" systemVersion="14A389" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="8" id="c1"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" constant="8" id="c2"/>
                                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                                        <constraint firstItem="box" firstAttribute="height" constant="30" id="c4"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Colorboard.storyboard")
    }

    @Test(arguments: [("6254", rect(24, 100, 552, 30)), ("7706", rect(24, 100, 552, 30)), ("8191", rect(28, 100, 544, 30))])
    func xcode6And7GiveSixteenPointSidesOnTheSquareCanvas(tools: String, expected: LayoutRect) throws {
        let layout = DocumentLayout(document: try Self.squareCanvas(tools: tools))
        #expect(layout.frame("root") == rect(0, 0, 600, 600))
        #expect(layout.frame("box") == expected)
    }
}
