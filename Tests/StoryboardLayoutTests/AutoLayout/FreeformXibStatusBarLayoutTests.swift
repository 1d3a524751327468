import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 15 (tools 22000 on) draws the status bar over a xib's freeform top-level view on an
/// iPhone without a sensor housing, where Xcode 11 to 14 draw none (and none over controllers
/// there). The corpus: DuckDuckGo's notification xib, tools 22505, its two views' stacks 8 pt
/// below the safe area's top stored at y 28 (3 of 3 constraints at 20 pt); its Xcode 10 version
/// (14113) and Xcode 14.1's freeform statistics card (21225) at 0.
struct FreeformXibStatusBarLayoutTests {
    static func xib(tools: String) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="465" height="154"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
                            <constraint firstItem="title" firstAttribute="width" constant="10" id="c3"/>
                            <constraint firstItem="title" firstAttribute="height" constant="10" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </objects>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "NotificationView.xib")
    }

    @Test(arguments: [("22505", 28.0), ("21225", 8.0), ("14113", 8.0)])
    func aFreeformViewIsUnderTheStatusBarFromXcode15(tools: String, top: Double) throws {
        let layout = DocumentLayout(document: try Self.xib(tools: tools))
        #expect(layout.frame("root") == rect(0, 0, 465, 154))
        #expect(layout.frame("title") == rect(16, top, 10, 10))
    }
}
