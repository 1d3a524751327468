import StoryboardFormat
import Testing
import StoryboardLayout

/// A text field centres its line in its bounds (`contentVerticalAlignment="center"`) even when
/// it is shorter than the line: the text then overhangs it above and below alike, and its
/// baseline is that much higher than a top-aligned line's. Loop's bolus cell (tools 14113, 2
/// versions): a 32 pt field of Title 1 text (a 33.4 pt line) with a body label on its baseline
/// stored at y 21 for a field at 12, 1 pt above where a line from the field's top would put it
/// (2 of 2, with its 2 neighbours); its carb amount cell (tools 15705 and 16097): a 14 pt field
/// of body text at y 15, its unit label stored at 11.5, not 8.5 (1 of 1, and in 2 device pairs).
struct ShortTextFieldBaselineLayoutTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="0.0" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                        <rect key="frame" x="211" y="12" width="120" height="32"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="120" id="fw"/>
                                            <constraint firstAttribute="height" constant="32" id="fh"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Bolus" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                        <rect key="frame" x="23" y="21" width="180" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="180" id="lw"/>
                                            <constraint firstAttribute="height" constant="21" id="lh"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="0" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="amount">
                                        <rect key="frame" x="171" y="115" width="176" height="14"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="176" id="aw"/>
                                            <constraint firstAttribute="height" constant="14" id="ah"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="g" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="unit">
                                        <rect key="frame" x="349" y="111.5" width="10" height="20.5"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="c1"/>
                                    <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="211" id="c2"/>
                                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="23" id="c3"/>
                                    <constraint firstItem="field" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c4"/>
                                    <constraint firstItem="amount" firstAttribute="top" secondItem="root" secondAttribute="top" constant="115" id="c5"/>
                                    <constraint firstItem="amount" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="171" id="c6"/>
                                    <constraint firstItem="unit" firstAttribute="leading" secondItem="amount" secondAttribute="trailing" constant="2" id="c7"/>
                                    <constraint firstItem="unit" firstAttribute="baseline" secondItem="amount" secondAttribute="baseline" id="c8"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aLabelOnAShortFieldsBaselineSitsWhereTheCentredLineIs() throws {
        let layout = DocumentLayout(document: try Document(bytes: Array(Self.document.utf8), path: "Main.storyboard"))
        #expect(layout.frame("field") == LayoutRect(x: 211, y: 12, width: 120, height: 32))
        #expect(layout.frame("label") == LayoutRect(x: 23, y: 21.5, width: 180, height: 21))
        #expect(layout.frame("amount") == LayoutRect(x: 171, y: 115, width: 176, height: 14))
        // Stored at 111.5: the centred line puts it at 111.75, rounded to 112 here.
        #expect(layout.frame("unit") == LayoutRect(x: 349, y: 112, width: 10, height: 20.5))
    }
}
