@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// Relationship segues instantiate their destinations with their container, so one that
    /// leads back to a container being made would recurse without end (a stack overflow, a
    /// crash). Xcode refuses to compile such a file; the runtime reports a typed error at the
    /// segue that closes the cycle. Embed segues likewise, as the container's view loads.
    @MainActor
    @Suite("Relationship and embed cycles")
    struct RelationshipCycleTests {
        @Test func aNavigationControllerThatIsItsOwnRoot() throws {
            let fixture = try Fixture(main: StoryboardXML.document(initial: "nav", StoryboardXML.navigation("nav", root: "nav")))
            let error = #expect(throws: RuntimeError.self) { try fixture.launch() }
            #expect(error?.message == "Relationship segue cycle: nav → nav (scene nav-scene, object nav-root)")
            #expect(error?.description == "\(try fixture.position(of: "id=\"nav-root\"")): error: Relationship segue cycle: nav → nav (scene nav-scene, object nav-root) [runtime]")
        }

        /// Tab bar → navigation controller → the tab bar again.
        @Test func aTabWhoseRootIsTheTabBar() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "tabs",
                StoryboardXML.scene("""
                    <tabBarController title="Tabs" id="tabs" customClass="LoggingTabBarController" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="tabs-nav"/>
                        </connections>
                    </tabBarController>
                    """, id: "tabs"),
                StoryboardXML.navigation("nav", root: "tabs")))
            let error = #expect(throws: RuntimeError.self) { try fixture.launch() }
            #expect(error?.message == "Relationship segue cycle: tabs → nav → tabs (scene nav-scene, object nav-root)")
            #expect(error?.file == fixture.path(of: "Main"))
        }

        /// A container view whose embed segue leads to its own controller's scene, there
        /// through a storyboard reference within the storyboard (found by the scenes harness:
        /// a reference whose storyboard name was lost, so it names the storyboard itself).
        @Test(arguments: ["a", "ref"])
        func aContainerViewThatEmbedsItsOwnScene(destination: String) throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "a",
                StoryboardXML.controller("a", title: "A", identifier: "A", subviews: """
                    <containerView opaque="NO" contentMode="scaleToFill" id="box">
                        <rect key="frame" x="0.0" y="100" width="414" height="300"/>
                        <connections>
                            <segue destination="\(destination)" kind="embed" id="a-embed"/>
                        </connections>
                    </containerView>
                    """),
                StoryboardXML.scene(#"<viewControllerPlaceholder referencedIdentifier="A" id="ref" sceneMemberID="viewController"/>"#, id: "ref")))
            let error = #expect(throws: RuntimeError.self) { try fixture.launch() }
            #expect(error?.kind == .embedCycle(["a", "a"]))
            #expect(error?.description == "\(try fixture.position(of: "id=\"a-embed\"")): error: Embed segue cycle: a → a (scene a-scene, object a-embed) [runtime]")
        }

        /// The same scene twice in a chain is not a cycle when it is not its own ancestor:
        /// two tabs may show two instances of one navigation scene.
        @Test func twoTabsWithTheSameSceneAreNotACycle() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "tabs",
                StoryboardXML.scene("""
                    <tabBarController title="Tabs" id="tabs" customClass="LoggingTabBarController" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="tabs-nav1"/>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="tabs-nav2"/>
                        </connections>
                    </tabBarController>
                    """, id: "tabs"),
                StoryboardXML.navigation("nav", root: "a"),
                StoryboardXML.controller("a", title: "A")))
            try fixture.launch()
            let tabs = try #require(fixture.root as? TabBarController)
            #expect(tabs.viewControllers?.count == 2)
            #expect(tabs.viewControllers?[0] !== tabs.viewControllers?[1])
        }
    }
}
