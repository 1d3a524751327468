import StoryboardFormat
import Testing
import StoryboardLayout

/// Xcode keeps an image view's stored frame until it lays its scene out again; a device switch
/// does, and then the image view's intrinsic size is its image's as the document's resources
/// record it. The corpus's shape: Loop's upload indicator, an image view stored 64 pt wide at
/// the end of a horizontal stack after its image became 32 × 20: 32 pt wide once the file was
/// switched from an iPhone 8 to an iPhone 11, the stack of labels beside it 32 pt wider (8 of 8
/// views). At the designed device the stored frame stays (taking the image's size there breaks
/// 43 of the corpus's views and fixes none).
struct SwitchedImageViewSizeLayoutTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15400" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                        <rect key="frame" x="16" y="100" width="343" height="45"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                                                <rect key="frame" x="0.0" y="0.0" width="271" height="45"/>
                                            </view>
                                            <imageView userInteractionEnabled="NO" contentMode="center" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="Uploading" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                                                <rect key="frame" x="279" y="0.0" width="64" height="45"/>
                                            </imageView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="45" id="c0"/>
                                        </constraints>
                                    </stackView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c2"/>
                                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="Uploading" width="32" height="20"/>
            </resources>
        </document>
        """

    @Test("after a device switch an image view takes its image's recorded size")
    func switchedImageViewTakesImageSize() throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Test.storyboard")
        let layout = DocumentLayout(document: document, device: Device.named("retina6_1"), orientation: .portrait)
        #expect(layout.frame("stack") == rect(16, 100, 382, 45))
        #expect(layout.frame("text") == rect(0, 0, 342, 45))
        #expect(layout.frame("image") == rect(350, 0, 32, 45))
    }

    @Test("at the designed device an image view keeps its stored size")
    func designedImageViewKeepsStoredSize() throws {
        let layout = DocumentLayout(document: try Document(bytes: Array(Self.text.utf8), path: "Test.storyboard"))
        #expect(layout.frame("text") == rect(0, 0, 271, 45))
        #expect(layout.frame("image") == rect(279, 0, 64, 45))
    }
}
