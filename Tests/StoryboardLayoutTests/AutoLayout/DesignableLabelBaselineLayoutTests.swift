import StoryboardFormat
import Testing
import StoryboardLayout

/// An IBDesignable label's text is what `<designables>` records it measuring (its intrinsic
/// content size), which is what Xcode's frames follow. The corpus: Corona-Warn-App's
/// `ENALabel`s, described at 17 pt but styled by an `ibEnaStyle` runtime attribute.
struct DesignableLabelBaselineLayoutTests {
    /// A label `title` (frame `label`, 17 pt described) with a chevron whose bottom sits on its
    /// first baseline, and, when `recorded` is given, the size `<designables>` records for it.
    static func document(toolsVersion: String, label: LayoutRect, lines: String = "1", recorded: LayoutSize?) throws -> Document {
        let designables = recorded.map { size in """
            <designables>
                <designable name="title">
                    <size key="intrinsicContentSize" width="\(size.width)" height="\(size.height)"/>
                </designable>
            </designables>
            """ } ?? ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" text="Title 2" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="\(lines)" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title" customClass="ENALabel">
                                <rect key="frame" x="\(label.x)" y="\(label.y)" width="\(label.width)" height="\(label.height)"/>
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
                            <constraint firstItem="title" firstAttribute="width" constant="\(label.width)" id="c3"/>
                            <constraint firstItem="title" firstAttribute="height" constant="\(label.height)" id="c8"/>
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

    /// Where the recorded height is not a line of the described size, the baselines are those
    /// of the whole system size whose line, rounded up to the screen's pixels, is that height:
    /// the ENALabels record 23, 26.5, 31.5 and 33.5 pt (19, 22, 26 and 28 pt lines), and the
    /// chevrons and dots whose bottoms sit on their first baselines are stored on the drawn
    /// font's baseline (4 of 5 views; the engine put them 1.5 to 4.5 pt higher, on a 17 pt line).
    @Test func aDesignableLabelsBaselineIsTheDrawnFontsLine() throws {
        let label = rect(16, 16, 200, 26.5)
        let layout = DocumentLayout(document: try Self.document(toolsVersion: "17701", label: label, recorded: LayoutSize(width: 63.5, height: 26.5)))
        // A 26.5 pt line is 22 pt text (26.25 rounded up): its baseline 0.125 + 20.94 pt below
        // the label's top, 37.07 from the root's; the chevron's 12 pt above it (Xcode: 9 in
        // its stack, on the same line).
        #expect(layout.frame("title") == label)
        #expect(layout.frame("chevron") == rect(224, 25, 7, 12))
        // Without the record the description's 17 pt places it: a 20.28 pt line centred in
        // 26.5, its baseline 19.29 pt down.
        let described = DocumentLayout(document: try Self.document(toolsVersion: "17701", label: label, recorded: nil))
        #expect(described.frame("chevron") == rect(224, 23.5, 7, 12))
    }

    /// A label stretched taller than its recorded text has its first line at its top, not
    /// among the lines its frame could hold: an ENALabel's 23 pt of text in a 51 pt label (tools
    /// 19529) and 20.5 pt in a 30 pt one (17701), a chevron's bottom and an icon's centre on
    /// their first baselines stored one ascent below the label's top, 2 of 2 (the engine put
    /// them 3 and 5 pt lower).
    @Test func aStretchedLabelsFirstLineIsAtItsTop() throws {
        let label = rect(16, 16, 56.5, 51)
        let layout = DocumentLayout(document: try Self.document(toolsVersion: "19529", label: label, lines: "0", recorded: LayoutSize(width: 56.5, height: 23)))
        // 19 pt text (the recorded 23 pt line): its baseline 18.1 pt below the label's top at 16,
        // the chevron 12 pt above it (Xcode: the chevron's bottom 18 below the label's top).
        #expect(layout.frame("title") == label)
        #expect(layout.frame("chevron") == rect(80.5, 22, 7, 12))
        // Without the record, two 17 pt lines of 20.28 pt fit in 51, centred: the first
        // baseline 21.4 pt down.
        let described = DocumentLayout(document: try Self.document(toolsVersion: "19529", label: label, lines: "0", recorded: nil))
        #expect(described.frame("chevron") == rect(80.5, 25.5, 7, 12))
    }
}
