import StoryboardFormat
import Testing
import StoryboardLayout

/// A size class's `<variation><fontDescription/></variation>` sets a label's font on the new
/// device: the stored size, measured in the designed size class's font, scales by the point
/// sizes, and a wrapping label's lines take the new font's height. DuckDuckGo's onboarding
/// (tools 12118, designed on an iPad Pro in a Split View): a 22 pt title that is 31 pt on
/// regular-regular iPads, stored 31 pt tall, is 22 pt tall on an iPhone SE; three lines of
/// 16 pt text (24 pt on such iPads), stored 72 pt tall, are 48 (4 of 4 views).
struct FontVariationLayoutTests {
    @Test func labelsTakeTheirSizeClassFontOnAnotherDevice() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc">
                <device id="ipad9_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="scene"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Real Privacy" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="154" y="100" width="460" height="31"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="308" id="titleWidth">
                                                <variation key="heightClass=regular-widthClass=regular" constant="460"/>
                                            </constraint>
                                        </constraints>
                                        <fontDescription key="fontDescription" name="ProximaNova-Semibold" family="Proxima Nova" pointSize="22"/>
                                        <variation key="heightClass=regular-widthClass=regular">
                                            <fontDescription key="fontDescription" name="ProximaNova-Semibold" family="Proxima Nova" pointSize="31"/>
                                        </variation>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="top" horizontalHuggingPriority="251" verticalHuggingPriority="251" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                        <rect key="frame" x="154" y="137" width="460" height="72"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="308" id="bodyWidth">
                                                <variation key="heightClass=regular-widthClass=regular" constant="460"/>
                                            </constraint>
                                        </constraints>
                                        <string key="text">One
            Two
            Three</string>
                                        <fontDescription key="fontDescription" name="ProximaNova-Semibold" family="Proxima Nova" pointSize="16"/>
                                        <variation key="heightClass=regular-widthClass=regular">
                                            <fontDescription key="fontDescription" name="ProximaNova-Semibold" family="Proxima Nova" pointSize="24"/>
                                        </variation>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="titleX"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="titleTop"/>
                                    <constraint firstItem="body" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="bodyX"/>
                                    <constraint firstItem="body" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="6" id="bodyTop"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try Document(bytes: Array(text.utf8), path: "Onboarding.storyboard")
        let designed = DocumentLayout(document: document)
        #expect(designed.frame("title") == rect(154, 100, 460, 31))
        #expect(designed.frame("body") == rect(154, 137, 460, 72))
        let phone = DocumentLayout(document: document, device: Device.named("retina4_0"))
        #expect(phone.frame("title") == rect(6, 100, 308, 22))
        #expect(phone.frame("body") == rect(6, 128, 308, 48))
    }
}
