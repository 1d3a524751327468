import StoryboardFormat
import Testing
@testable import StoryboardLayout

/// How Interface Builder sizes a controller's view for its containers when the device
/// changes: page sheets, opaque bars of older layouts, the status bar heights of older Xcodes.
struct ContainerLayoutTests {
    /// A navigation controller (pushing a second controller from a cell's segue) presented by
    /// a `presentation` segue, saved by the Xcode of `toolsVersion`.
    static func presentedNavigation(toolsVersion: String, rootHeight: Double, pushedHeight: Double,
                                    barY: Double, barHeight: Double, presentationStyle: String = "") throws -> Document {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="home">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections><segue destination="nav" kind="presentation" \(presentationStyle) id="present"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                                <rect key="frame" x="0.0" y="\(barY)" width="375" height="\(barHeight)"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" id="cell">
                                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                        <connections><segue destination="detail" kind="show" id="push"/></connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(pushedHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "Sheet.storyboard")
    }

    /// Xcode 11 and later draw a presentation of the automatic style on an iPhone as a card:
    /// on an iPhone 8 it starts at the status bar's bottom (647 pt of 667), on an iPhone 11
    /// 10 pt below the 44 pt sensor housing (842 pt of 896), and its navigation bar is 56 pt
    /// tall at the card's top. A controller pushed inside it (from a cell's segue) is a card too.
    @Test func pageSheetCardOnAnotherIPhone() throws {
        let document = try ContainerLayoutTests.presentedNavigation(toolsVersion: "17701", rootHeight: 647, pushedHeight: 647, barY: 0, barHeight: 56)
        let layout = DocumentLayout(document: document, device: Device.named("retina6_1"))
        #expect(layout.frame("homeView") == rect(0, 0, 414, 896))
        #expect(layout.frame("table") == rect(0, 0, 414, 842))
        #expect(layout.frame("detailView") == rect(0, 0, 414, 842))
        #expect(layout.frame("bar") == rect(0, 0, 414, 56))
        // A full-screen presentation is no card.
        let full = try ContainerLayoutTests.presentedNavigation(toolsVersion: "17701", rootHeight: 667, pushedHeight: 667, barY: 20, barHeight: 44,
                                                                 presentationStyle: #"modalPresentationStyle="fullScreen""#)
        let fullLayout = DocumentLayout(document: full, device: Device.named("retina6_1"))
        #expect(fullLayout.frame("table") == rect(0, 0, 414, 896))
        #expect(fullLayout.frame("bar") == rect(0, 44, 414, 44))
    }

    /// Before Xcode 11 presentations fill the screen; a root stored under an opaque
    /// navigation bar (623 = 667 − 44: Xcode counts no status bar above the bar on an iPhone 8)
    /// loses the sensor housing's 44 pt and the bar's on an iPhone X (812 − 88 = 724).
    @Test func rootUnderOpaqueBarsOfAnOlderLayout() throws {
        let document = try ContainerLayoutTests.presentedNavigation(toolsVersion: "14460", rootHeight: 623, pushedHeight: 623, barY: 20, barHeight: 44)
        let layout = DocumentLayout(document: document, device: Device.named("retina5_9"))
        #expect(layout.frame("table") == rect(0, 0, 375, 724))
        #expect(layout.frame("detailView") == rect(0, 0, 375, 724))
        #expect(layout.frame("bar") == rect(0, 44, 375, 44))
        // Back on an iPhone 8 the stored frames come out again.
        let same = DocumentLayout(document: document)
        #expect(same.frame("table") == rect(0, 0, 375, 623))
    }

    /// Xcode 13 and earlier (tools version below 21000) drew every iPhone with a sensor
    /// housing with a 44 pt status bar; later ones use each model's own.
    @Test func olderXcodesDrawA44PointSensorHousing() throws {
        let pro = try #require(Device.named("retina6_7"))
        #expect(pro.safeArea(.portrait).top == 47)
        #expect(pro.asDrawn(byToolsVersion: 19162).safeArea(.portrait) == Insets(top: 44, bottom: 34))
        #expect(pro.asDrawn(byToolsVersion: 19162).safeArea(.landscape) == Insets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(pro.asDrawn(byToolsVersion: 23090) == pro)
        let eight = try #require(Device.named("retina4_7"))
        #expect(eight.asDrawn(byToolsVersion: 14460) == eight)
        #expect(eight.pageSheetTop(.portrait) == 20)
        #expect(pro.pageSheetTop(.portrait) == 57)
    }
}
