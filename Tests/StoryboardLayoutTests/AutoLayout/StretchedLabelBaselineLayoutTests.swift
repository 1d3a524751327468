import StoryboardFormat
import Testing
import StoryboardLayout

/// A label stretched taller than its text (its intrinsic height, which `<designables>` records
/// for an IBDesignable label) has its first baseline one ascent below its top: its first line
/// starts at its top, not among the lines its frame could hold. The corpus: Corona-Warn-App's
/// `ENALabel`s, a 23 pt line of text in a 51 pt label (tools 19529) and a 20.5 pt one in a
/// 30 pt label (17701), a chevron's bottom and an icon's centre on their first baselines stored
/// one ascent below the label's top, 2 of 2 (the engine put them 3 and 5 pt lower).
struct StretchedLabelBaselineLayoutTests {
    static func document(designable: Bool) throws -> Document {
        let designables = designable ? """
            <designables>
                <designable name="title">
                    <size key="intrinsicContentSize" width="56.5" height="23"/>
                </designable>
            </designables>
            """ : ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title 2" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title" customClass="ENALabel">
                                <rect key="frame" x="16" y="16" width="56.5" height="51"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="ibEnaStyle" value="title2"/>
                                </userDefinedRuntimeAttributes>
                            </label>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                                <rect key="frame" x="80" y="22" width="7" height="12"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
                            <constraint firstItem="title" firstAttribute="width" constant="56.5" id="c3"/>
                            <constraint firstItem="title" firstAttribute="height" constant="51" id="c8"/>
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

    @Test func aStretchedLabelsFirstLineIsAtItsTop() throws {
        let layout = DocumentLayout(document: try Self.document(designable: true))
        // 19 pt text (the recorded 23 pt line): its baseline 18.1 pt below the label's top at 16,
        // the chevron 12 pt above it (Xcode: the chevron's bottom 18 below the label's top).
        #expect(layout.frame("title") == rect(16, 16, 56.5, 51))
        #expect(layout.frame("chevron") == rect(80.5, 22, 7, 12))
    }

    @Test func withoutARecordTheLinesThatFitPlaceTheBaseline() throws {
        let layout = DocumentLayout(document: try Self.document(designable: false))
        // 17 pt: two 20.28 pt lines fit in 51, centred, the first baseline 21.4 pt down.
        #expect(layout.frame("chevron") == rect(80.5, 25.5, 7, 12))
    }
}
