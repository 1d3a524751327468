import Testing
@testable import StoryboardFormat

@Suite("Navigation, bar button and tab bar items")
struct ModelBarItemTests {
    static let extra = """
                                <navigationItem key="navigationItem" title="Colors" prompt="Pick one" id="ni">
                                    <barButtonItem key="backBarButtonItem" title="Back" id="back"/>
                                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel">
                                        <connections>
                                            <action selector="cancel:" destination="vc1" id="ca"/>
                                        </connections>
                                    </barButtonItem>
                                    <rightBarButtonItems>
                                        <barButtonItem systemItem="done" style="done" id="done"/>
                                        <barButtonItem title="Share" image="square.and.arrow.up" style="plain" id="share"/>
                                    </rightBarButtonItems>
                                    <view key="titleView" contentMode="scaleToFill" id="tview">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                                    </view>
                                </navigationItem>
                                <tabBarItem key="tabBarItem" title="Palette" image="paintpalette" selectedImage="paintpalette.fill" tag="2" badgeValue="3" id="tbi"/>
                                <toolbarItems>
                                    <barButtonItem systemItem="flexibleSpace" id="flex"/>
                                    <barButtonItem systemItem="add" id="tadd"/>
                                </toolbarItems>
        """

    func member() throws -> SceneMember {
        let document = try Fixture.viewController(subviews: "", extra: Self.extra)
        return try #require(document.scenes.first?.viewController)
    }

    @Test func navigationItem() throws {
        let item = try #require(try member().navigationItem)
        #expect(item.title == "Colors")
        #expect(item.prompt == "Pick one")
        #expect(item.id == "ni")
        #expect(item.backBarButtonItem?.title == "Back")
        #expect(item.leftBarButtonItems.map(\.id) == ["cancel"])
        #expect(item.rightBarButtonItems.map(\.id) == ["done", "share"])
        #expect(item.titleView?.id == "tview")
        #expect(item.titleView?.frame?.width == 100)
    }

    @Test func barButtonItems() throws {
        let item = try #require(try member().navigationItem)
        let cancel = try #require(item.leftBarButtonItems.first)
        #expect(cancel.systemItem == "cancel")
        #expect(cancel.title == nil)
        #expect(cancel.connections.count == 1)
        let done = item.rightBarButtonItems[0]
        #expect(done.systemItem == "done" && done.style == "done")
        let share = item.rightBarButtonItems[1]
        #expect(share.title == "Share" && share.image == "square.and.arrow.up" && share.style == "plain" && share.systemItem == nil)
        #expect(share.customView == nil)
    }

    @Test func tabBarItem() throws {
        let item = try #require(try member().tabBarItem)
        #expect(item.title == "Palette")
        #expect(item.image == "paintpalette")
        #expect(item.selectedImage == "paintpalette.fill")
        #expect(item.tag == 2)
        #expect(item.badgeValue == "3")
        #expect(item.systemItem == nil)
    }

    @Test func toolbarItems() throws {
        #expect(try member().toolbarItems.map(\.systemItem) == ["flexibleSpace", "add"])
    }

    @Test func systemTabBarItemAndTabBar() throws {
        let document = try Fixture.storyboard("""
                    <scene sceneID="t">
                        <objects>
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                                </tabBar>
                                <tabBarItem key="tabBarItem" systemItem="favorites" id="fav"/>
                            </tabBarController>
                        </objects>
                    </scene>
            """)
        let tabs = try #require(document.scenes.first?.viewController)
        #expect(tabs.tabBar?.id == "bar")
        #expect(tabs.tabBarItem?.systemItem == "favorites")
        #expect(tabs.navigationItem == nil)
    }
}
