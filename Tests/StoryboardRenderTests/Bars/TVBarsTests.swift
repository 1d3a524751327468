import StoryboardFormat
import StoryboardLayout
import Testing

@testable import StoryboardRender

/// tvOS's bars, drawn as tvOS draws them rather than as iOS's: the tab bar runs across the
/// top of the screen, 120 pt tall, its tabs' titles (no placeholder images) centred as a
/// group with the selected one on a light rounded platter; a tab's navigation bar is clear,
/// 145 pt tall at y 157 below it, its title large (57 pt) and centred, with no back button
/// (the remote's Menu button goes back). Evidence: UIKit Catalog for tvOS (tools 21179), its
/// tab bar stored 1920 × 120 at y 0 with four text-only items, its tabs' navigation bars
/// 1920 × 145 at y 157; the corpus's other tvOS navigation bars 1920 × 145 at y 0 (Natalie,
/// the Photos sample). Before, the tab bar was iOS's 49 pt one at the bottom with outlined
/// placeholder icons, the navigation bar 44 pt at y 0 with a 17 pt title and a back button.
@Suite struct TVBarsTests {
    static func document(inTabBar: Bool) throws -> Document {
        let tabs = """
            <scene sceneID="s0"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar">
                        <rect key="frame" x="0.0" y="0.0" width="1920" height="120"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                        <segue destination="other" kind="relationship" relationship="viewControllers" id="t2"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <viewController id="other" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="otherRoot">
                        <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="View Controllers" id="item2"/>
                </viewController>
            </objects></scene>
            """
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="21179.7" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="\(inTabBar ? "tabs" : "nav")">
                <device id="appleTV" appearance="light"/>
                <scenes>
                    \(inTabBar ? tabs : "")
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Focus" id="item1"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="\(inTabBar ? 157 : 0)" width="1920" height="145"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                            </view>
                            <navigationItem key="navigationItem" title="Focus" id="navItem">
                                <barButtonItem key="rightBarButtonItem" title="Edit" id="edit"/>
                            </navigationItem>
                            <connections><segue destination="detail" kind="show" id="p1"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailRoot">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                            </view>
                            <navigationItem key="navigationItem" title="Detail" id="detailItem"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        return try Document(bytes: Array(text.utf8), path: "TV.storyboard")
    }

    @Test func aTabsNavigationBarIsClearBelowTheTabBarAtTheTop() throws {
        let screen = try Examples.screen(try Self.document(inTabBar: true), "vc")
        #expect(screen.size == Size(width: 1920, height: 1080))
        let tabBar = try #require(screen.root.allViews.first { $0.kind == .tabBar })
        #expect(tabBar.frame == Rect(x: 0, y: 0, width: 1920, height: 120))
        let navigationBar = try #require(screen.root.allViews.first { $0.kind == .navigationBar })
        #expect(navigationBar.frame == Rect(x: 0, y: 157, width: 1920, height: 145))
        #expect(navigationBar.content.bar?.showsBackground == false)
        // The tabs side by side, centred as a group, each its platter's 70 pt in the bar's middle.
        let frames = BarLayout.tabFrames(try #require(tabBar.content.bar), width: 1920).map(\.frame)
        #expect(frames.count == 2)
        #expect(frames.allSatisfy { $0.y == 25 && $0.height == 70 })
        #expect(frames[1].x == frames[0].x + frames[0].width + 10)
        #expect(abs(frames[0].x - (1920 - frames[1].x - frames[1].width)) < 0.001)
        let svg = ScreenRenderer().svg(screen)
        // The title 57 pt, in the middle of the 145 pt bar; the Edit item 38 pt, 80 + 20 pt
        // from the trailing edge.
        #expect(svg.contains(##"<g data-id="bar" data-kind="navigationBar" transform="translate(0,157)">"##))
        #expect(svg.contains(##"<text x="960" y="92.5" font-size="57" font-weight="500" text-anchor="middle" fill="#000000">Focus</text>"##))
        #expect(svg.contains(##"<text x="1820" y="85.5" font-size="38" font-weight="500" text-anchor="end" fill="#007aff">Edit</text>"##))
        // The selected tab dark on its platter, the other grey, no placeholder icons.
        let platter = "<rect x=\"\(svgNumber(frames[0].x))\" y=\"25\" width=\"\(svgNumber(frames[0].width))\" height=\"70\" rx=\"35\" fill=\"#ffffff\"/>"
        #expect(svg.contains(platter))
        #expect(svg.contains(##"y="73" font-size="38" font-weight="500" text-anchor="middle" fill="#000000">Focus</text>"##))
        #expect(svg.contains(##"y="73" font-size="38" font-weight="500" text-anchor="middle" fill="#000000" fill-opacity="0.5">View Controllers</text>"##))
        #expect(!svg.contains("stroke-width=\"1.5\""))
    }

    /// A pushed controller's bar shows its title and no back button.
    @Test func aPushedControllerHasNoBackButton() throws {
        let screen = try Examples.screen(try Self.document(inTabBar: true), "detail")
        let svg = ScreenRenderer().svg(screen)
        #expect(!svg.contains(##"data-kind="backButton""##))
        #expect(svg.contains(##"font-size="57" font-weight="500" text-anchor="middle" fill="#000000">Detail</text>"##))
    }

    /// Without a tab bar the navigation bar is at the screen's top (Natalie's, the Photos
    /// sample's: 1920 × 145 at y 0).
    @Test func aNavigationBarAloneIsAtTheTop() throws {
        let screen = try Examples.screen(try Self.document(inTabBar: false), "vc")
        #expect(screen.root.allViews.first { $0.kind == .tabBar } == nil)
        let navigationBar = try #require(screen.root.allViews.first { $0.kind == .navigationBar })
        #expect(navigationBar.frame == Rect(x: 0, y: 0, width: 1920, height: 145))
    }
}
