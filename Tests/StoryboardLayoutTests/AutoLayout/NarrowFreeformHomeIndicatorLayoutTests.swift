import StoryboardFormat
import Testing
import StoryboardLayout

/// On an iPhone with a sensor housing, Interface Builder gives a xib's (or a scene dock's)
/// top-level view the device's safe-area insets whatever its size; since Xcode 12 one narrower
/// than the screen has no home indicator's inset below. The corpus's constraints to such views'
/// safe-area bottom: tools 17156 and 19162, 2 of 2 views narrower than the screen at 0
/// (Wikipedia's 223 pt living-document header, corona-warn-app's 219 pt QR scanner tooltip),
/// 8 of 8 at the screen's width or wider at 34; before Xcode 12 (tools 14313 to 14490), 1 of 1
/// narrower view at 34 (Wikipedia's 375 pt image info view on a 414 pt iPhone) and
/// raywenderlich's 300 pt Cardeo dock view centred in a safe area of 44 and 34 (6 of 6 copies).
struct NarrowFreeformHomeIndicatorLayoutTests {
    static func xib(tools: String, width: Int) throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="102"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bubble">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bubble" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="bubble" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="bubble" secondAttribute="bottom" id="c3"/>
                            <constraint firstItem="bubble" firstAttribute="height" constant="10" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </objects>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "TooltipView.xib")
    }

    @Test(arguments: [("19162", 219, 92.0), ("17156", 219, 92.0), ("19162", 414, 58.0), ("19162", 468, 58.0), ("14490", 219, 58.0)])
    func aViewNarrowerThanTheScreenHasNoHomeIndicatorInsetFromXcode12(tools: String, width: Int, y: Double) throws {
        let layout = DocumentLayout(document: try Self.xib(tools: tools, width: width))
        #expect(layout.frame("root") == rect(0, 0, Double(width), 102))
        #expect(layout.frame("bubble") == rect(0, y, Double(width), 10))
    }
}
