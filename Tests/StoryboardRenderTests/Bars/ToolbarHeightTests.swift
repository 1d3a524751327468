import StoryboardFormat
import StoryboardLayout
import Testing

@testable import StoryboardRender

/// A navigation controller's toolbar is drawn at the layout's height (`Device.toolbarHeight`,
/// the one bar table): 44 pt on an iPhone without a home indicator, 49 pt above one, 32 pt
/// where bars are compact, 50 on an iPad. The static drawing used 49 on every iPhone (the
/// corpus stores `<toolbar>` frames 44 pt tall on iPhone 8 canvases).
@Suite struct ToolbarHeightTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tools">
                            <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </toolbar>
                        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="list" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        <toolbarItems>
                            <barButtonItem title="Mark All" id="mark"/>
                        </toolbarItems>
                        <navigationItem key="navigationItem" title="Inbox" id="navItem"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    func toolbarFrame(device: String, landscape: Bool = false) throws -> Rect {
        let document = try Document(bytes: Array(Self.text.utf8), path: "Inbox.storyboard")
        let screen = try Examples.screen(document, "list", device: DeviceMetrics.device(id: device), landscape: landscape)
        return try #require(screen.root.allViews.first { $0.kind == .toolbar }).frame
    }

    @Test func toolbarHeightFollowsTheDevice() throws {
        #expect(try toolbarFrame(device: "retina4_7") == Rect(x: 0, y: 623, width: 375, height: 44))
        // 49 pt above the 34 pt home indicator.
        #expect(try toolbarFrame(device: "retina6_1") == Rect(x: 0, y: 896 - 83, width: 414, height: 83))
        // Compact in landscape on an iPhone X: 32 pt above the 21 pt indicator.
        #expect(try toolbarFrame(device: "retina5_9", landscape: true) == Rect(x: 0, y: 375 - 53, width: 812, height: 53))
    }
}
