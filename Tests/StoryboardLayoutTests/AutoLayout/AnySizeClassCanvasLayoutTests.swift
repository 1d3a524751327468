import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode 7 and earlier store no `<device>` (Xcode 8 on always do): their frames are those of
/// the Any-width, Any-height canvas (the 600 pt square), where no size class's `<variation>`
/// applies. raywenderlich's Xcode 7 samples (tools 8164 to 9531): 4 of 4 such documents with a
/// variation of the regular height or the compact width store their views at the base
/// constants (GreenGrocer's shopping list 50 pt below the top layout guide, 150 on regular
/// heights, stored at 20 + 44 + 50). On a device the variation applies.
struct AnySizeClassCanvasLayoutTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="scene"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                    <rect key="frame" x="0.0" y="50" width="600" height="550"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c1">
                                    <variation key="heightClass=regular" constant="150"/>
                                </constraint>
                                <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func aDocumentWithoutADeviceIsDrawnWithoutVariations() throws {
        let layout = DocumentLayout(document: try Document(bytes: Array(Self.text.utf8), path: "Main.storyboard"))
        #expect(layout.frame("root") == rect(0, 0, 600, 600))
        #expect(layout.frame("list") == rect(0, 50, 600, 550))
    }

    @Test func onADeviceItsVariationsApply() throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Main.storyboard")
        let layout = DocumentLayout(document: document, device: Device.named("retina4_7"), orientation: .portrait)
        #expect(layout.frame("list")?.y == 150)
    }
}
