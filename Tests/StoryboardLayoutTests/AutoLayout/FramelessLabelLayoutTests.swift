import StoryboardFormat
import Testing
import StoryboardLayout

/// Views Xcode stored without a `<rect key="frame">`. Xcode 8.0 left the frames of constrained
/// views out: a label then has no stored size to take as its intrinsic one, and the engine
/// measures its text (Loop's HUD: a 27 pt glucose value between a time and a unit label). Xcode
/// 4 stored the built-in labels of styled cells with `translatesAutoresizingMaskIntoConstraints
/// ="NO"` and no constraints: the cell places them, so they are not ambiguous.
struct FramelessLabelLayoutTests {
    @Test("a label without a stored frame is as large as its text")
    func labelWithoutFrameIsMeasured() throws {
        try #require(SystemTextMeasure.isAvailable)
        let document = try storyboard(
            subviews: """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="hud">
                    <rect key="frame" x="0" y="0" width="64" height="70"/>
                    <subviews>
                        <label text="399" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                            <fontDescription key="fontDescription" type="system" weight="light" pointSize="27"/>
                        </label>
                        <label text="mmol/L" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="unit">
                            <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="value" firstAttribute="top" secondItem="hud" secondAttribute="top" constant="8" id="v1"/>
                        <constraint firstItem="value" firstAttribute="centerX" secondItem="hud" secondAttribute="centerX" id="v2"/>
                        <constraint firstItem="unit" firstAttribute="top" secondItem="value" secondAttribute="bottom" constant="-1" id="u1"/>
                        <constraint firstItem="unit" firstAttribute="leading" secondItem="hud" secondAttribute="leading" id="u2"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="hud" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="hud" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="hud" firstAttribute="width" constant="64" id="c3"/>
                <constraint firstItem="hud" firstAttribute="height" constant="70" id="c4"/>
                """)
        let layout = DocumentLayout(document: document)
        // One line of SF at 27 pt is 32.2 pt high, at 12 pt 14.3: rounded up to the iPhone 8's pixels.
        // The measured widths (a later HUDView.xib stores "399" light 27 pt at 48.5: the measure
        // knows no light weight and sets it regular).
        #expect(layout.frame("value") == rect(8.5, 8, 47.5, 32.5))
        #expect(layout.frame("unit") == rect(0, 39.5, 42, 14.5))
        #expect(layout.warnings.isEmpty)
    }

    @Test("the built-in labels of a styled cell are the cell's to place")
    func styledCellLabelsAreTheCells() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0" toolsVersion="3084" systemVersion="12E55" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tvc">
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" opaque="NO" clipsSubviews="YES" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="table">
                                    <rect key="frame" x="0.0" y="64" width="320" height="504"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="blue" accessoryType="disclosureIndicator" reuseIdentifier="Photo Cell" textLabel="title" detailTextLabel="subtitle" style="IBUITableViewCellStyleSubtitle" id="cell">
                                            <rect key="frame" x="0.0" y="22" width="320" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                                <rect key="frame" x="0.0" y="0.0" width="300" height="43"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="18"/>
                                                    </label>
                                                    <label opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="left" text="Subtitle" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="subtitle">
                                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                    </label>
                                                </subviews>
                                            </view>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let layout = DocumentLayout(document: try Document(bytes: Array(text.utf8), path: "MainStoryboard_iPhone.storyboard"))
        #expect(layout.views.filter(\.isAmbiguous).map(\.id) == [])
        #expect(layout.warnings.isEmpty)
    }
}
