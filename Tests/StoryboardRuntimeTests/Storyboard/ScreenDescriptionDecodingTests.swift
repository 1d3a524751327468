@testable import StoryboardRuntime
import Testing

/// `describeScreen()` of screens decoded from storyboards: the exact text tests and the CLI read.
@MainActor
@Suite("Screen descriptions of decoded scenes", .inOwnRuntimeEnvironment)
struct ScreenDescriptionDecodingTests {
    @Test func aFormInANavigationController() throws {
        let scenes = DecodingFixture.scene("nav", element: "navigationController", body: """
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections>
                <segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/>
            </connections>
            """) + DecodingFixture.scene("vc", body: DecodingFixture.rootView(subviews: """
            <label opaque="NO" contentMode="left" text="Name" id="label">
                <rect key="frame" x="20" y="100" width="100" height="21"/>
                <accessibility key="accessibilityConfiguration" identifier="name-label"/>
            </label>
            <label opaque="NO" contentMode="left" hidden="YES" text="Hidden" id="hidden">
                <rect key="frame" x="20" y="120" width="100" height="21"/>
            </label>
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Your name" id="field">
                <rect key="frame" x="20" y="140" width="350" height="34"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <switch opaque="NO" contentMode="scaleToFill" on="YES" id="switch">
                <rect key="frame" x="20" y="180" width="51" height="31"/>
            </switch>
            <slider opaque="NO" contentMode="scaleToFill" value="0.3" minValue="0.0" maxValue="1" id="slider">
                <rect key="frame" x="18" y="220" width="354" height="31"/>
            </slider>
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="segments">
                <rect key="frame" x="20" y="260" width="200" height="32"/>
                <segments>
                    <segment title="A"/>
                    <segment title="B"/>
                </segments>
            </segmentedControl>
            <imageView contentMode="scaleAspectFit" image="avatar" id="image">
                <rect key="frame" x="20" y="300" width="64" height="64"/>
            </imageView>
            <button opaque="NO" contentMode="scaleToFill" enabled="NO" buttonType="system" id="button">
                <rect key="frame" x="20" y="370" width="100" height="30"/>
                <state key="normal" title="Go"/>
            </button>
            <view contentMode="scaleToFill" id="group">
                <rect key="frame" x="20" y="410" width="350" height="200"/>
                <subviews>
                    <mapView clipsSubviews="YES" contentMode="scaleToFill" mapType="standard" id="map">
                        <rect key="frame" x="0.0" y="0.0" width="350" height="200"/>
                    </mapView>
                </subviews>
            </view>
            """, extra: """
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            """) + """
            <navigationItem key="navigationItem" title="Settings" id="item">
                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel"/>
                <barButtonItem key="rightBarButtonItem" title="Save" id="save"/>
            </navigationItem>
            """)
        let storyboard = try DecodingFixture.storyboard(initial: "nav", scenes)
        let (_, driver) = DecodingFixture.show(try #require(try storyboard.instantiateInitialViewController()))
        #expect(driver.describeScreen() == """
            NavigationBar left [Cancel] "Settings" right [Save]
            View background white(1.000)
              Label #name-label "Name"
              TextField "" placeholder "Your name"
              Switch on
              Slider 0.300 in 0.000...1.000
              SegmentedControl ["A"] | "B"
              ImageView image "avatar"
              Button "Go" disabled
              mapView
            """)
    }

    @Test func tabs() throws {
        let scenes = DecodingFixture.scene("tabs", element: "tabBarController", body: """
            <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="390" height="49"/>
                <autoresizingMask key="autoresizingMask"/>
            </tabBar>
            <connections>
                <segue destination="first" kind="relationship" relationship="viewControllers" id="r1"/>
                <segue destination="second" kind="relationship" relationship="viewControllers" id="r2"/>
            </connections>
            """) + DecodingFixture.scene("first", body: DecodingFixture.rootView(id: "v1", subviews: """
            <label opaque="NO" contentMode="left" text="One" id="one">
                <rect key="frame" x="20" y="100" width="100" height="21"/>
            </label>
            """) + """
            <tabBarItem key="tabBarItem" title="First" id="item1"/>
            """) + DecodingFixture.scene("second", body: DecodingFixture.rootView(id: "v2", subviews: """
            <label opaque="NO" contentMode="left" text="Two" id="two">
                <rect key="frame" x="20" y="100" width="100" height="21"/>
            </label>
            """) + """
            <tabBarItem key="tabBarItem" systemItem="favorites" id="item2"/>
            """)
        let storyboard = try DecodingFixture.storyboard(initial: "tabs", scenes)
        let tabs = try #require(try storyboard.instantiateInitialViewController() as? TabBarController)
        let (_, driver) = DecodingFixture.show(tabs)
        #expect(driver.describeScreen() == """
            View
              Label "One"
            TabBar ["First"] "Favorites"
            """)
        // Only the selected tab's view is loaded at first.
        #expect(tabs.viewControllers?[1].isViewLoaded == false)
        try driver.selectTab("Favorites")
        #expect(driver.describeScreen() == """
            View
              Label "Two"
            TabBar "First" ["Favorites"]
            """)
    }
}
