import StoryboardFormat
import Testing
import StoryboardLayout

/// An IBDesignable label draws its text in the font its class sets, which `<designables>`
/// records through the intrinsic content size it measured: where that height is not a line of
/// the `fontDescription`'s size, its baselines are those of the whole system size whose line,
/// rounded up to the screen's pixels, is that height. The corpus: Corona-Warn-App's
/// `ENALabel`s, described at 17 pt but styled by an `ibEnaStyle` runtime attribute, record 23,
/// 26.5, 31.5 and 33.5 pt (19, 22, 26 and 28 pt lines); the chevrons and dots whose bottoms
/// sit on their first baselines are stored on the drawn font's baseline (4 of 5 views; the
/// engine put them 1.5 to 4.5 pt higher, on a 17 pt line).
struct DesignableLabelBaselineLayoutTests {
    static func document(designable: Bool) throws -> Document {
        let designables = designable ? """
            <designables>
                <designable name="title">
                    <size key="intrinsicContentSize" width="63.5" height="26.5"/>
                </designable>
            </designables>
            """ : ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" text="Title 2" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title" customClass="ENALabel">
                                <rect key="frame" x="16" y="16" width="200" height="26.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="ibEnaStyle" value="title2"/>
                                </userDefinedRuntimeAttributes>
                            </label>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                                <rect key="frame" x="224" y="9" width="7" height="12"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
                            <constraint firstItem="title" firstAttribute="width" constant="200" id="c3"/>
                            <constraint firstItem="chevron" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="c4"/>
                            <constraint firstItem="chevron" firstAttribute="bottom" secondItem="title" secondAttribute="firstBaseline" id="c5"/>
                            <constraint firstItem="chevron" firstAttribute="width" constant="7" id="c6"/>
                            <constraint firstItem="chevron" firstAttribute="height" constant="12" id="c7"/>
                        </constraints>
                    </view>
                </objects>
                \(designables)
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Test.xib")
    }

    @Test func aDesignableLabelsBaselineIsTheDrawnFontsLine() throws {
        let layout = DocumentLayout(document: try Self.document(designable: true))
        // A 26.5 pt line is 22 pt text (26.25 rounded up): its baseline 0.125 + 20.94 pt below
        // the label's top, 37.07 from the root's; the chevron's 12 pt above it (Xcode: 9 in
        // its stack, on the same line).
        #expect(layout.frame("title") == rect(16, 16, 200, 26.5))
        #expect(layout.frame("chevron") == rect(224, 25, 7, 12))
    }

    @Test func withoutADesignableTheDescriptionsFontPlacesTheBaseline() throws {
        let layout = DocumentLayout(document: try Self.document(designable: false))
        // 17 pt: a 20.28 pt line centred in 26.5, its baseline 19.29 pt down.
        #expect(layout.frame("chevron") == rect(224, 23.5, 7, 12))
    }
}
