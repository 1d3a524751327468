import StoryboardFormat
import Testing
import StoryboardLayout

/// An iPhone in landscape, as UIKit lays it out: bars take `UIBarMetrics.compact` (32 pt) where
/// the width stays compact too (every iPhone but the Plus and Max sizes, which keep 44 pt:
/// the corpus's one such landscape canvas, an iPhone 8 Plus of tools 14109, stores its
/// navigation bar 736 × 44); a compact height shows no large titles; iOS 11's tab bar is 32 pt
/// there; and a table keeps its cells' content inside the safe area: an inset-grouped table
/// insets its cells by the sensor housing's side plus its margin, other tables inset their
/// cells' content views (`insetsContentViewsToSafeArea`). The corpus has no landscape canvas of
/// an iPhone with a sensor housing showing bars or cells: these are UIKit's metrics.
struct LandscapeBarsLayoutTests {
    static func document(tableStyle: String, largeTitles: Bool = false, tabs: Bool = false) -> String {
        let tabBar = tabs ? #"<tabBarItem key="tabBarItem" title="List" id="item"/>"# : ""
        let tabController = tabs ? """
                <scene sceneID="s0"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar">
                            <rect key="frame" x="0.0" y="813" width="414" height="83"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/></connections>
                    </tabBarController>
                </objects></scene>
        """ : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
        \(tabController)
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        \(tabBar)
                        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="\(largeTitles ? "YES" : "NO")" id="bar">
                            <rect key="frame" x="0.0" y="48" width="414" height="\(largeTitles ? 96 : 44)"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tableViewController id="list" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(tableStyle)" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <sections>
                                <tableViewSection id="section">
                                    <cells>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cell">
                                            <rect key="frame" x="\(tableStyle == "insetGrouped" ? 20 : 0)" y="49.5" width="\(tableStyle == "insetGrouped" ? 374 : 414)" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="\(tableStyle == "insetGrouped" ? 374 : 414)" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                        <navigationItem key="navigationItem" title="List" id="navItem"/>
                    </tableViewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    static func layout(_ text: String, device: String, orientation: Orientation = .landscape) throws -> DocumentLayout {
        let document = try Document(bytes: Array(text.utf8), path: "List.storyboard")
        return DocumentLayout(document: document, device: try #require(Device.named(device)), orientation: orientation)
    }

    @Test("an iPhone 11 Pro in landscape: a 32 pt navigation bar at the top, cells' content views inside the 44 pt sides")
    func compactBarsAndContentViewsInsideTheSafeArea() throws {
        let layout = try Self.layout(Self.document(tableStyle: "plain"), device: "retina5_9")
        #expect(layout.frame("bar") == rect(0, 0, 812, 32))
        #expect(layout.frame("table") == rect(0, 0, 812, 375))
        #expect(layout.frame("cell")?.width == 812)
        #expect(nearest(layout.frame("content")) == rect(44, 0, 724, 44))
    }

    @Test("an iPhone 11 Pro Max in landscape keeps 44 pt bars: its width is regular")
    func regularWidthKeepsStandardBars() throws {
        let layout = try Self.layout(Self.document(tableStyle: "plain"), device: "retina6_5")
        #expect(layout.frame("bar") == rect(0, 0, 896, 44))
    }

    @Test("a large title's bar is a standard one in a compact height")
    func noLargeTitlesInLandscape() throws {
        let layout = try Self.layout(Self.document(tableStyle: "plain", largeTitles: true), device: "retina5_9")
        #expect(layout.frame("bar") == rect(0, 0, 812, 32))
        let portrait = try Self.layout(Self.document(tableStyle: "plain", largeTitles: true), device: "retina5_9", orientation: .portrait)
        #expect(portrait.frame("bar") == rect(0, 44, 375, 96))
    }

    @Test("an inset-grouped table insets its cells by the sensor housing's side and its 20 pt margin")
    func insetGroupedCellsInsideTheSafeArea() throws {
        let layout = try Self.layout(Self.document(tableStyle: "insetGrouped"), device: "retina5_9")
        #expect(layout.frame("cell")?.x == 64)
        #expect(layout.frame("cell")?.width == 684)
        #expect(nearest(layout.frame("content")) == rect(0, 0, 684, 44))
    }

    @Test("iOS 11's tab bar is 32 pt above the 21 pt home indicator in landscape")
    func compactTabBar() throws {
        let layout = try Self.layout(Self.document(tableStyle: "plain", tabs: true), device: "retina5_9")
        #expect(layout.frame("tabBar") == rect(0, 322, 812, 53))
    }
}
