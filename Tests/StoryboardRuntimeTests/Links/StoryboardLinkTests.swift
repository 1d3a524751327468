@testable import StoryboardRuntime
import Testing

/// Storyboard pieces for links.
enum LinkXML {
    /// A scene whose controller is an `RBStoryboardLink` to `storyboard` (and `scene`), with a
    /// navigation item titled "Pseudo-VC" as the seeds' links have, and optionally a tab bar item.
    static func link(_ id: String, storyboard: String?, scene: String? = nil, tabTitle: String? = nil) -> String {
        var attributes = ""
        if let storyboard { attributes += "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"storyboardName\" value=\"\(storyboard)\"/>\n" }
        if let scene { attributes += "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"sceneIdentifier\" value=\"\(scene)\"/>\n" }
        let tab = tabTitle.map { "<tabBarItem key=\"tabBarItem\" title=\"\($0)\" id=\"\(id)-tab\"/>" } ?? ""
        return StoryboardXML.scene("""
                            <viewController id="\(id)" customClass="RBStoryboardLink" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(id)-view">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                                </view>
                                \(tab)
                                <navigationItem key="navigationItem" title="Pseudo-VC" id="\(id)-item"/>
                                <userDefinedRuntimeAttributes>
                                    \(attributes)
                                </userDefinedRuntimeAttributes>
                            </viewController>
            """, id: id)
    }
}

extension RuntimeSuite {
    /// `uikit-semantics.md` §6, the seeds' way: `RBStoryboardLink` scenes embedding a scene
    /// of another storyboard.
    @MainActor
    @Suite("Storyboard links")
    struct StoryboardLinkTests {
        /// Nav → A; A's "Next" pushes a link to Other's initial scene ("Linked", with a bar
        /// button) and "Edit" pushes a link to Other#Editor.
        static let main = StoryboardXML.document(
            initial: "nav",
            StoryboardXML.navigation("nav", root: "a"),
            StoryboardXML.controller("a", title: "A", subviews: [
                StoryboardXML.button("next", title: "Next", connections: StoryboardXML.segue("a-link", to: "link", kind: "push")),
                StoryboardXML.button("edit", title: "Edit", connections: StoryboardXML.segue("a-editor", to: "editor-link", kind: "push")),
            ].joined(separator: "\n")),
            LinkXML.link("link", storyboard: "Other"),
            LinkXML.link("editor-link", storyboard: "Other", scene: "Editor"))

        static let other = StoryboardXML.document(
            initial: "linked",
            StoryboardXML.controller(
                "linked", title: "Linked", subviews: StoryboardXML.button("hello", title: "Hello"),
                navigationItem: """
                    <navigationItem key="navigationItem" title="Linked" id="linked-item">
                        <barButtonItem key="rightBarButtonItem" title="Info" id="linked-info"/>
                    </navigationItem>
                    """),
            StoryboardXML.controller("editor", title: "Editor", identifier: "Editor"))

        /// The link resolves to `StoryboardLink`, wakes its scene with it, embeds it when its
        /// view loads (before the link appears), and shows the scene's title, bar button and
        /// view: the link itself does not show.
        @Test func linkPushedInNavigationController() throws {
            let fixture = try Fixture(["Main": Self.main, "Other": Self.other])
            try fixture.launch()
            try fixture.driver().tap("Next")
            #expect(LifecycleLog.entries == [
                "A.shouldPerformSegue(, sender: button Next) → true",
                "Linked.awakeFromNib",
                "A.prepare(nil → Linked, sender: button Next)",
                "Linked.willMove(toParent: Linked)", "Linked.viewDidLoad", "Linked.didMove(toParent: Linked)",
                "A.viewWillDisappear", "Linked.viewWillAppear", "A.viewDidDisappear", "Linked.viewDidAppear",
            ])
            let navigation = try #require(fixture.root as? NavigationController)
            let link = try #require(navigation.topViewController as? StoryboardLink)
            #expect(link.className == "RBStoryboardLink")
            #expect(link.storyboardName == "Other")
            #expect(link.children.map(LifecycleLog.name) == ["Linked"])
            #expect(link.scene?.storyboard?.name == "Other")
            #expect(fixture.driver().visibleController === link.scene)
            #expect(fixture.driver().describeScreen() == """
                NavigationBar < "A" "Linked" right [Info]
                View
                  Button "Hello"
                """)
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
            try fixture.driver().tapBack()
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["A"])
        }

        @Test func sceneIdentifierPicksTheScene() throws {
            let fixture = try Fixture(["Main": Self.main, "Other": Self.other])
            try fixture.launch()
            try fixture.driver().tap("Edit")
            #expect(fixture.driver().describeScreen() == """
                NavigationBar < "A" "Editor"
                View
                """)
        }

        /// Tabs whose children are links: each tab keeps the link's own tab bar item (the
        /// scene shares it, so a badge it sets shows), and shows its scene.
        @Test func tabsThatAreLinks() throws {
            let fixture = try Fixture([
                "Main": StoryboardXML.document(
                    initial: "tabs",
                    ReferenceXML.tabBar("tabs", tabs: ["first", "second"]),
                    LinkXML.link("first", storyboard: "Other", tabTitle: "One"),
                    LinkXML.link("second", storyboard: "Other", scene: "Editor")),
                "Other": Self.other,
            ])
            try fixture.launch()
            #expect(fixture.driver().describeScreen() == """
                View
                  Button "Hello"
                TabBar ["One"] "Editor"
                """)
            let tabs = try #require(fixture.root as? TabBarController)
            let first = try #require(tabs.viewControllers?.first as? StoryboardLink)
            first.scene?.tabBarItem.badgeValue = "3"
            #expect(first.tabBarItem.badgeValue == "3")
            try fixture.driver().selectTab("Editor")
            #expect(fixture.driver().describeScreen() == """
                View
                TabBar "One" ["Editor"]
                """)
        }

        /// What UIKit stops on with an assertion is a typed error at the link: no storyboard
        /// name, a missing storyboard, links that lead back to themselves.
        @Test func brokenLinksAreTypedErrors() throws {
            let fixture = try Fixture([
                "Main": StoryboardXML.document(
                    initial: "nav",
                    StoryboardXML.navigation("nav", root: "a"),
                    StoryboardXML.controller("a", title: "A", subviews: [
                        StoryboardXML.button("unnamed", title: "Unnamed", connections: StoryboardXML.segue("a-unnamed", to: "unnamed-link", kind: "push")),
                        StoryboardXML.button("missing", title: "Missing", connections: StoryboardXML.segue("a-missing", to: "missing-link", kind: "push")),
                        StoryboardXML.button("loop", title: "Loop", connections: StoryboardXML.segue("a-loop", to: "loop-link", kind: "push")),
                    ].joined(separator: "\n")),
                    LinkXML.link("unnamed-link", storyboard: nil),
                    LinkXML.link("missing-link", storyboard: "Nowhere"),
                    LinkXML.link("loop-link", storyboard: "Loop")),
                "Loop": StoryboardXML.document(initial: "back", LinkXML.link("back", storyboard: "Loop")),
            ])
            try fixture.launch()
            let unnamed = #expect(throws: RuntimeError.self) { try fixture.driver().tap("Unnamed") }
            #expect(unnamed?.message == "The storyboard link RBStoryboardLink has no storyboardName (scene unnamed-link-scene, object unnamed-link)")
            #expect(unnamed?.file == fixture.path(of: "Main"))
            let missing = #expect(throws: RuntimeError.self) { try fixture.driver().tap("Missing") }
            #expect(missing?.message == "Could not find a storyboard named 'Nowhere' in bundle directory \(fixture.directory) (scene missing-link-scene, object missing-link)")
            let loop = #expect(throws: RuntimeError.self) { try fixture.driver().tap("Loop") }
            #expect(loop?.message == "Storyboard reference cycle: Loop → Loop (scene back-scene, object back)")
            #expect(loop?.file == fixture.path(of: "Loop"))
            #expect(fixture.driver().visibleController?.title == "A")
        }
    }
}
