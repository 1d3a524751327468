import StoryboardFormat
import Testing
import StoryboardLayout

/// An image view sized by constraints of its own was stored at their size, which says nothing
/// of its image's. Where those constraints are off (another size class), its intrinsic size is
/// its image's, from the document's resources: DuckDuckGo's launch logo, 180 pt square on an
/// iPad (regular width and height) and 119 pt, its image's size, on an iPhone 8 (two device
/// pairs).
struct ImageSizeLayoutTests {
    @Test func anImageViewSizedByItsOwnConstraintsTakesItsImagesSizeWithoutThem() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc">
                <device id="ipad9_7" orientation="landscape"/>
                <scenes>
                    <scene sceneID="scene"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                                        <rect key="frame" x="422" y="294" width="180" height="180"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="180" id="h"/>
                                            <constraint firstAttribute="width" constant="180" id="w"/>
                                        </constraints>
                                        <variation key="default">
                                            <mask key="constraints">
                                                <exclude reference="h"/>
                                                <exclude reference="w"/>
                                            </mask>
                                        </variation>
                                        <variation key="heightClass=regular-widthClass=regular">
                                            <mask key="constraints">
                                                <include reference="h"/>
                                                <include reference="w"/>
                                            </mask>
                                        </variation>
                                    </imageView>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="centerY" secondItem="logo" secondAttribute="centerY" id="c1"/>
                                    <constraint firstAttribute="centerX" secondItem="logo" secondAttribute="centerX" id="c2"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
                <resources>
                    <image name="Logo" width="119" height="119"/>
                </resources>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "LaunchScreen.storyboard")
        #expect(DocumentLayout(document: document).frame("logo") == rect(422, 294, 180, 180))
        #expect(DocumentLayout(document: document, device: Device.named("retina4_7")).frame("logo") == rect(128, 274, 119, 119))
    }
}
