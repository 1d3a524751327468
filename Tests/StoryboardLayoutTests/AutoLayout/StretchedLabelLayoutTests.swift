import StoryboardFormat
import Testing
import StoryboardLayout

/// A single-line label stored clearly wider than its text (by more than 5 pt and 10%) was
/// stretched by its constraints: on a narrower screen it gives way down to its text, since
/// UIKit's intrinsic width for it is the text's, not the stored width. Habitica's User
/// storyboard (tools 18122): "Auto Allocate Points" stored 294 pt wide beside a switch in a
/// 343 pt stack on an iPhone 8 is 239 pt wide on an iPhone 4s, the switch kept whole beside it.
struct StretchedLabelLayoutTests {
    @Test func aStretchedLabelGivesWayDownToItsText() throws {
        try #require(SystemTextMeasure.isAvailable)
        let document = try storyboard(
            toolsVersion: "18122",
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="100" width="343" height="31"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Auto Allocate Points" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="0.0" y="0.0" width="294" height="31"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                            <rect key="frame" x="294" y="0.0" width="51" height="31"/>
                        </switch>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                """)
        let designed = DocumentLayout(document: document)
        #expect(designed.frame("label") == rect(0, 0, 294, 31))
        let small = DocumentLayout(document: document, device: Device.named("retina3_5"))
        #expect(small.frame("label") == rect(0, 0, 239, 31))
        #expect(small.frame("switch") == rect(239, 0, 51, 31))
    }

    /// A text field stretched by its constraints gives way too, down to its placeholder's width
    /// and its 7 pt insets: UIKit's intrinsic width for it is its content's. At its stored width
    /// its compression resistance tied with the labels' beside it (750 both), and on a narrower
    /// screen the labels, of equal widths, gave way instead: raywenderlich's form, "First Name:" 88 pt beside a
    /// 464 pt field on the 600 pt square, squeezed to 34.5 pt on an iPhone 8.
    @Test func aStretchedTextFieldGivesWayBeforeItsLabel() throws {
        try #require(SystemTextMeasure.isAvailable)
        let document = try storyboard(
            subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="First Name:" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="20" y="100" width="88" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
                <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="116" y="95.5" width="239" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="City:" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="city">
                    <rect key="frame" x="20" y="150" width="88" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
                <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="cityField">
                    <rect key="frame" x="116" y="145.5" width="239" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                """,
            constraints: """
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="field" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="20" id="c3"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
                <constraint firstItem="field" firstAttribute="centerY" secondItem="label" secondAttribute="centerY" id="c5"/>
                <constraint firstItem="city" firstAttribute="width" secondItem="label" secondAttribute="width" id="c6"/>
                <constraint firstItem="city" firstAttribute="leading" secondItem="label" secondAttribute="leading" id="c7"/>
                <constraint firstItem="cityField" firstAttribute="leading" secondItem="city" secondAttribute="trailing" constant="8" id="c8"/>
                <constraint firstAttribute="trailing" secondItem="cityField" secondAttribute="trailing" constant="20" id="c9"/>
                <constraint firstItem="city" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="29" id="c10"/>
                <constraint firstItem="cityField" firstAttribute="centerY" secondItem="city" secondAttribute="centerY" id="c11"/>
                """)
        #expect(DocumentLayout(document: document).frame("field") == rect(116, 95.5, 239, 30))
        // On an iPhone 4s (320 pt, 55 less) the field gives way, the label keeps its text.
        let small = DocumentLayout(document: document, device: Device.named("retina3_5"))
        #expect(small.frame("label") == rect(20, 100, 88, 21))
        #expect(small.frame("field") == rect(116, 95.5, 184, 30))
        #expect(small.frame("city") == rect(20, 150, 88, 21))
        #expect(small.frame("cityField") == rect(116, 145.5, 184, 30))
    }
}
