import StoryboardFormat
import StoryboardLayout
import Testing

@testable import StoryboardRender

/// An iPhone with a sensor housing in landscape, drawn as UIKit draws it: no status bar, a
/// 32 pt navigation bar with the small title (a compact height shows no large titles), iOS
/// 11's compact tab bar (32 pt above the 21 pt home indicator, each title beside its image),
/// and every bar's items kept inside the 44 pt safe-area sides; section titles line up with
/// the cells' content, which the table keeps inside the safe area too.
@Suite struct LandscapeBarsTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tabs">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s0"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar">
                            <rect key="frame" x="0.0" y="813" width="414" height="83"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/></connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Inbox" id="item"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar">
                            <rect key="frame" x="0.0" y="48" width="414" height="96"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tableViewController id="list" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <sections>
                                <tableViewSection headerTitle="Accounts" id="section">
                                    <cells>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cell">
                                            <rect key="frame" x="20" y="49.5" width="374" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="374" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                        <navigationItem key="navigationItem" title="Inbox" id="navItem">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="add"/>
                        </navigationItem>
                    </tableViewController>
                </objects></scene>
            </scenes>
        </document>
        """

    static func screen(device: String, landscape: Bool) throws -> LaidOutScreen {
        let document = try Document(bytes: Array(text.utf8), path: "Inbox.storyboard")
        return try Examples.screen(document, "list", device: DeviceMetrics.device(id: device), landscape: landscape)
    }

    @Test func compactBarsKeepTheirItemsInsideTheSafeArea() throws {
        let screen = try Self.screen(device: "retina5_9", landscape: true)
        #expect(screen.size == Size(width: 812, height: 375))
        #expect(screen.root.find("status-bar") == nil)
        let navigationBar = try #require(screen.root.allViews.first { $0.kind == .navigationBar })
        #expect(navigationBar.frame == Rect(x: 0, y: 0, width: 812, height: 32))
        #expect(navigationBar.content.bar?.prefersLargeTitle == false)
        #expect(navigationBar.content.bar?.safeAreaInsets == EdgeInsets(left: 44, right: 44))
        let tabBar = try #require(screen.root.allViews.first { $0.kind == .tabBar })
        #expect(tabBar.frame == Rect(x: 0, y: 322, width: 812, height: 53))
        #expect(BarLayout.tabFrames(try #require(tabBar.content.bar), width: 812).map(\.frame) == [Rect(x: 44, y: 0, width: 724, height: 49)])
        let svg = ScreenRenderer().svg(screen)
        // The add button 20 pt inside the safe area's side; the small title in the bar's middle.
        #expect(svg.contains(##"<g data-id="add" data-kind="barButtonItem" data-system-item="add">"##))
        #expect(svg.contains(##"<text x="406" y="22" font-size="17" font-weight="600" text-anchor="middle" fill="#000000">Inbox</text>"##))
        // The tab's title beside its image, in the middle of the 32 pt row.
        #expect(svg.contains(##"font-size="13" font-weight="500" fill="#007aff">Inbox</text>"##))
        // The section title 20 pt inside the cells, which sit 44 + 20 pt from the screen's side.
        #expect(svg.contains(##"<text x="84" "##))
    }

    /// Where the width is regular (an iPhone 11 Pro Max in landscape, an iPad), iOS 11 puts
    /// each tab's title beside its image too, in the regular 49 / 50 pt row.
    @Test(arguments: [("retina6_5", true, 49.0 + 21), ("ipad11_0rounded", false, 50.0 + 20)])
    func regularWidthsInlineTheirTabs(device: String, landscape: Bool, height: Double) throws {
        let screen = try Self.screen(device: device, landscape: landscape)
        let tabBar = try #require(screen.root.allViews.first { $0.kind == .tabBar })
        #expect(tabBar.frame.height == height)
        #expect(tabBar.content.bar?.hasInlineTabs == true)
        #expect(ScreenRenderer().svg(screen).contains(##"font-size="13" font-weight="500" fill="#007aff">Inbox</text>"##))
    }

    /// A plain table's cell spans the screen while the table keeps its content view inside the
    /// 44 pt sides: its separator starts at the text (44 + 20) and its accessory ends 20 pt
    /// inside the trailing side (812 - 44 - 20 = 748), not under the sensor housing.
    @Test func separatorsAndAccessoriesKeepInsideTheSafeArea() {
        var cell = LaidOutView(id: "cell", kind: .tableViewCell, frame: Rect(x: 0, y: 0, width: 812, height: 44))
        cell.content.cell = CellDecoration(accessory: "checkmark")
        cell.subviews = [LaidOutView(id: "content", kind: .view, frame: Rect(x: 44, y: 0, width: 680, height: 43.67))]
        let screen = LaidOutScreen(id: "s", name: "s", size: Size(width: 812, height: 44), scale: 3, root: cell)
        let svg = ScreenRenderer().svg(screen)
        #expect(svg.contains(##"<line x1="64" y1="43.75" x2="812" y2="43.75""##))
        #expect(svg.contains(##"<path d="M 735 22 L 740 28 L 749 15""##))
    }

    @Test func portraitKeepsTheLargeTitleAndTheRegularTabBar() throws {
        let screen = try Self.screen(device: "retina5_9", landscape: false)
        let navigationBar = try #require(screen.root.allViews.first { $0.kind == .navigationBar })
        #expect(navigationBar.frame == Rect(x: 0, y: 44, width: 375, height: 96))
        #expect(navigationBar.content.bar?.prefersLargeTitle == true)
        #expect(navigationBar.content.bar?.safeAreaInsets == EdgeInsets())
        let tabBar = try #require(screen.root.allViews.first { $0.kind == .tabBar })
        #expect(tabBar.frame == Rect(x: 0, y: 812 - 83, width: 375, height: 83))
        #expect(tabBar.content.bar?.hasInlineTabs == false)
        let svg = ScreenRenderer().svg(screen)
        #expect(svg.contains(##"<text x="187.5" y="43" font-size="10" font-weight="500" text-anchor="middle" fill="#007aff">Inbox</text>"##))
        #expect(svg.contains(##"<text x="32" "##))
    }
}
