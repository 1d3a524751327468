import Foundation
import StoryboardFormat
import Testing
import StoryboardLayout

/// A static grouped table's titled sections sit 55.5 pt (the first) and 63.5 pt (after a
/// section without a footer) below what is above them at 2x, 55.33 and 63.33 at 3x (UIKit's
/// header and footer heights on the screen's pixels), and move by the difference on a screen
/// of the other scale. Xcode 10 to 12: the corpus's first titled sections 8 of 8 at 55.5 at
/// 2x, 3 of 3 at 55.33 at 3x, the others 6 of 6 at 63.33 at 3x. DuckDuckGo's settings (tools
/// 15705, an iPhone 8 to an iPhone 11 Pro Max): a fifth section at 946.5 is stored at 946.
struct StaticSectionPixelLayoutTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection headerTitle="Customize" id="s1">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="first">
                                                <rect key="frame" x="0.0" y="55.5" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection headerTitle="Other" id="s2">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="second">
                                                <rect key="frame" x="0.0" y="163" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A frame in thousandths of a point (3x positions are not exact in binary).
    static func thousandths(_ frame: LayoutRect?) -> [Int]? {
        frame.map { [$0.x, $0.y, $0.width, $0.height].map { Int(($0 * 1000).rounded()) } }
    }

    @Test func titledSectionsRiseAPixelAt3x() throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Settings.storyboard")
        #expect(DocumentLayout(document: document).frame("second") == rect(0, 163, 375, 44))
        let layout = DocumentLayout(document: document, device: Device.named("retina6_5"))
        #expect(Self.thousandths(layout.frame("first")) == [0, 55_333, 414_000, 44_000])
        #expect(Self.thousandths(layout.frame("second")) == [0, 162_667, 414_000, 44_000])
    }
}
