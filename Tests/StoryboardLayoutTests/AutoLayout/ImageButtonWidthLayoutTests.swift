import StoryboardFormat
import Testing
import StoryboardLayout

/// A UIKit button with an image and no title (no configuration, no content or image insets) is
/// as wide as its image by nature (UIButton's intrinsic content size), whatever width it was
/// stored at: a fill-proportionally stack shares its length by that width. The corpus's shape:
/// Wikipedia's edit toolbar, icons of 27, 30, 14, 18, 18, 20 and 19 pt stored compressed to 15,
/// 17, 8, 10, 10, 1.33 and 0 pt; with the stored widths the shares were off by 0.67 pt.
struct ImageButtonWidthLayoutTests {
    @Test("an image-only button's intrinsic width is its image's")
    func imageOnlyButtonWidth() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <stackView distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                            <rect key="frame" x="20" y="100" width="30" height="22"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                                    <rect key="frame" x="0.0" y="0.0" width="15" height="22"/>
                                                    <state key="normal" image="wide"/>
                                                </button>
                                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                                    <rect key="frame" x="15" y="0.0" width="15" height="22"/>
                                                    <state key="normal" image="narrow"/>
                                                </button>
                                            </subviews>
                                        </stackView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                                        <constraint firstItem="stack" firstAttribute="width" constant="30" id="c3"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <image name="wide" width="40" height="18"/>
                    <image name="narrow" width="20" height="18"/>
                </resources>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "Test.storyboard"))
        // 40 and 20 share 30 pt as 20 and 10 (stored at 15 and 15).
        #expect(layout.frame("a")?.width == 20)
        #expect(layout.frame("b")?.width == 10)
    }
}
