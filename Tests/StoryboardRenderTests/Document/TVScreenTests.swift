import StoryboardFormat
import Testing

@testable import StoryboardRender

/// tvOS draws larger than iOS: its text styles (Body 29 pt: the corpus's tvOS Body labels are
/// 35 pt tall on one line, 4 of 4 in their files), buttons titled in 38 pt medium (its buttons
/// without a font are 86 pt tall with 20 pt insets: 46 pt of title), and an unfocused system
/// button is a gray platter with a dark title rather than blue text. They were drawn with iOS's
/// metrics (29 tvOS storyboards in the corpus).
@Suite struct TVScreenTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="21701" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tv">
            <device id="appleTV" appearance="light"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="tv" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="80" y="100" width="400" height="35"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="play">
                                    <rect key="frame" x="80" y="200" width="406" height="86"/>
                                    <inset key="contentEdgeInsets" minX="40" minY="20" maxX="40" maxY="20"/>
                                    <state key="normal" title="Play"/>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func textStylesAndButtonsTakeTVOSMetrics() throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "TV.storyboard")
        let screen = try #require(DocumentScreens(document: document).screens.first)
        let label = try #require(screen.root.find("label"))
        #expect(label.content.text?.font == TextFont(size: 29))
        let button = try #require(screen.root.find("play"))
        #expect(button.content.text?.font == TextFont(size: 38, weight: 500))
        #expect(button.content.control?.buttonStyle == .gray)
        let svg = ScreenRenderer().svg(screen)
        // The platter: a rounded rectangle filling the button.
        #expect(svg.contains(##"<g data-id="play" data-kind="button" transform="translate(80,200)">"##))
        #expect(svg.contains(##"<rect width="406" height="86" rx="12" fill="#767680" fill-opacity="0.12"/>"##))
    }

    @Test func iOSKeepsItsOwnSizes() {
        #expect(DocumentResources.textStyle("UICTFontTextStyleBody") == TextFont(size: 17))
        #expect(DocumentResources.textStyle("UICTFontTextStyleHeadline") == TextFont(size: 17, weight: 600))
        #expect(DocumentResources.textStyle("UICTFontTextStyleBody", tv: true) == TextFont(size: 29))
        #expect(DocumentResources.textStyle("UICTFontTextStyleHeadline", tv: true) == TextFont(size: 38, weight: 500))
    }
}
