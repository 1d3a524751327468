import Foundation
import StoryboardFormat
import Testing
import StoryboardLayout

/// A static grouped table's section footer title wraps at the table's width (13 pt footnote
/// text between the side margins), 16 pt a line, and the sections below follow it. Xcode 10
/// to 12: the corpus's gaps after a footer before a titled section on iPhones, 68 pt after one
/// line (2 of 2), 84 after two (4 of 4). DuckDuckGo's settings (tools 14113 on an iPhone 8):
/// "If Touch ID, Face ID or a system passcode is set…" takes two lines at 343 pt, one on an
/// iPad, where Xcode 10.2 stores the sections below 16 pt higher.
struct StaticSectionFooterLayoutTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection headerTitle="Security" footerTitle="If Touch ID, Face ID or a system passcode is set, you'll be requested to unlock the app when opening." id="s1">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="first">
                                                <rect key="frame" x="0.0" y="55.5" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection headerTitle="Help" id="s2">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="second">
                                                <rect key="frame" x="0.0" y="183.5" width="375" height="44"/>
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

    @Test func aFooterOnOneLineLiftsTheSectionsBelow() throws {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Settings.storyboard")
        #expect(DocumentLayout(document: document).frame("second") == rect(0, 183.5, 375, 44))
        let pad = DocumentLayout(document: document, device: Device.named("ipad9_7"))
        #expect(pad.frame("first") == rect(0, 55.5, 768, 44))
        #expect(pad.frame("second") == rect(0, 167.5, 768, 44))
        // An iPhone 11's 374 pt between the margins still takes two lines.
        #expect(DocumentLayout(document: document, device: Device.named("retina6_1")).frame("second") == rect(0, 183.5, 414, 44))
    }
}
