@testable import StoryboardRuntime
import Testing

/// Storyboard pieces for references.
enum ReferenceXML {
    /// A storyboard reference scene (`viewControllerPlaceholder`).
    static func reference(_ id: String, storyboard: String?, identifier: String? = nil) -> String {
        let name = storyboard.map { " storyboardName=\"\($0)\"" } ?? ""
        let referenced = identifier.map { " referencedIdentifier=\"\($0)\"" } ?? ""
        return StoryboardXML.scene(
            "                <viewControllerPlaceholder\(name)\(referenced) id=\"\(id)\" sceneMemberID=\"viewController\"/>",
            id: id)
    }

    /// A tab bar controller scene whose tabs are `tabs` (ids), in order.
    static func tabBar(_ id: String, identifier: String? = nil, tabs: [String]) -> String {
        let identifierAttribute = identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
        let segues = tabs.map { "<segue destination=\"\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"\(id)-\($0)\"/>" }
        return StoryboardXML.scene("""
                            <tabBarController\(identifierAttribute) title="Tabs" id="\(id)" customClass="LoggingTabBarController" sceneMemberID="viewController">
                                <connections>
                                    \(segues.joined(separator: "\n                                    "))
                                </connections>
                            </tabBarController>
            """, id: id)
    }
}

extension RuntimeSuite {
    /// `uikit-semantics.md` §6: segues and relationship segues to `viewControllerPlaceholder`s,
    /// resolved lazily in the same bundle; cycles and missing targets as typed errors.
    @MainActor
    @Suite("Storyboard references")
    struct StoryboardReferenceTests {
        /// Main: Nav → A with "Detail" (show → reference Other#Detail) and "Initial" (show →
        /// reference to Other's initial controller) and "Missing" (show → reference to a
        /// storyboard that does not exist).
        static let main = StoryboardXML.document(
            initial: "nav",
            StoryboardXML.navigation("nav", root: "a"),
            StoryboardXML.controller("a", title: "A", subviews: [
                StoryboardXML.button("to-detail", title: "Detail", connections: StoryboardXML.segue("a-detail", to: "ref-detail", kind: "show", identifier: "detail")),
                StoryboardXML.button("to-initial", title: "Initial", connections: StoryboardXML.segue("a-initial", to: "ref-initial", kind: "show", identifier: "initial")),
                StoryboardXML.button("to-missing", title: "Missing", connections: StoryboardXML.segue("a-missing", to: "ref-missing", kind: "show", identifier: "missing")),
            ].joined(separator: "\n")),
            ReferenceXML.reference("ref-detail", storyboard: "Other", identifier: "Detail"),
            ReferenceXML.reference("ref-initial", storyboard: "Other"),
            ReferenceXML.reference("ref-missing", storyboard: "Nowhere"))

        static let other = StoryboardXML.document(
            initial: "start",
            StoryboardXML.controller("start", title: "Start"),
            StoryboardXML.controller("detail", title: "Detail", identifier: "Detail"))

        @Test func withReferencedIdentifier() throws {
            let fixture = try Fixture(["Main": Self.main, "Other": Self.other])
            try fixture.launch()
            try fixture.driver().tap("Detail")
            #expect(LifecycleLog.entries == [
                "A.shouldPerformSegue(detail, sender: button Detail) → true",
                "Detail.awakeFromNib",
                "Detail.willMove(toParent: Nav)", "A.prepare(detail → Detail, sender: button Detail)", "Detail.viewDidLoad",
                "A.viewWillDisappear", "Detail.viewWillAppear", "A.viewDidDisappear", "Detail.viewDidAppear",
                "Detail.didMove(toParent: Nav)",
            ])
            let detail = try #require(fixture.driver().visibleController)
            #expect(detail.storyboard?.name == "Other")
            #expect(fixture.driver().describeScreen() == """
                NavigationBar < "A" "Detail"
                View
                """)
        }

        @Test func withoutReferencedIdentifierOpensTheInitialController() throws {
            let fixture = try Fixture(["Main": Self.main, "Other": Self.other])
            try fixture.launch()
            try fixture.driver().tap("Initial")
            #expect(fixture.driver().visibleController?.title == "Start")
            #expect(fixture.driver().describeScreen() == """
                NavigationBar < "A" "Start"
                View
                """)
        }

        /// Tab bar children from other storyboards: relationship segues to references, made
        /// with the tab bar (so the referenced storyboards open at launch).
        @Test func relationshipSegueToReference() throws {
            let fixture = try Fixture([
                "Main": StoryboardXML.document(
                    initial: "tabs",
                    ReferenceXML.tabBar("tabs", tabs: ["ref-first", "ref-second"]),
                    ReferenceXML.reference("ref-first", storyboard: "First"),
                    ReferenceXML.reference("ref-second", storyboard: "Second", identifier: "Second")),
                "First": StoryboardXML.document(
                    initial: "first-nav",
                    StoryboardXML.navigation("first-nav", title: "First", root: "f"),
                    StoryboardXML.controller("f", title: "F")),
                "Second": StoryboardXML.document(
                    StoryboardXML.controller("s", title: "Second", identifier: "Second", subviews: StoryboardXML.button("s-b", title: "Hello"))),
            ])
            try fixture.launch()
            #expect(fixture.driver().describeScreen() == """
                NavigationBar "F"
                View
                TabBar ["First"] "Second"
                """)
            try fixture.driver().selectTab("Second")
            #expect(fixture.driver().describeScreen() == """
                View
                  Button "Hello"
                TabBar "First" ["Second"]
                """)
            let tabs = try #require(fixture.root as? TabBarController)
            #expect(tabs.viewControllers?.map { $0.storyboard?.name } == ["First", "Second"])
        }

        /// Main's tab bar (`Tabs`) has a tab referring to Other's initial controller, a tab bar
        /// whose tab refers back to Main#Tabs: relationships instantiate at once, so UIKit
        /// would recurse until the stack overflows. A typed error names the chain instead.
        @Test func referenceCycleIsATypedError() throws {
            let fixture = try Fixture([
                "Main": StoryboardXML.document(
                    initial: "tabs",
                    ReferenceXML.tabBar("tabs", identifier: "Tabs", tabs: ["ref-other"]),
                    ReferenceXML.reference("ref-other", storyboard: "Other")),
                "Other": StoryboardXML.document(
                    initial: "other-tabs",
                    ReferenceXML.tabBar("other-tabs", tabs: ["ref-back"]),
                    ReferenceXML.reference("ref-back", storyboard: "Main", identifier: "Tabs")),
            ])
            let error = #expect(throws: RuntimeError.self) { try fixture.launch() }
            #expect(error?.message == "Storyboard reference cycle: Other → Main#Tabs → Other (scene ref-other-scene, object ref-other)")
            #expect(error?.file == fixture.path(of: "Main"))
            #expect(error?.description == "\(try fixture.position(of: "id=\"ref-other\"")): error: Storyboard reference cycle: Other → Main#Tabs → Other (scene ref-other-scene, object ref-other) [runtime]")
        }

        /// A reference to a storyboard that is not in the bundle: UIKit's message, located at
        /// the reference.
        @Test func missingStoryboardIsATypedError() throws {
            let fixture = try Fixture(["Main": Self.main, "Other": Self.other])
            try fixture.launch()
            let error = #expect(throws: RuntimeError.self) { try fixture.driver().tap("Missing") }
            #expect(error?.message == "Could not find a storyboard named 'Nowhere' in bundle directory \(fixture.directory) (scene ref-missing-scene, object ref-missing)")
            #expect(error?.description == "\(try fixture.position(of: "id=\"ref-missing\"")): error: Could not find a storyboard named 'Nowhere' in bundle directory \(fixture.directory) (scene ref-missing-scene, object ref-missing) [runtime]")
            #expect(fixture.driver().visibleController?.title == "A")
        }

        /// A reference whose identifier the target storyboard does not have.
        @Test func missingIdentifierIsATypedError() throws {
            let fixture = try Fixture([
                "Main": StoryboardXML.document(
                    initial: "tabs",
                    ReferenceXML.tabBar("tabs", tabs: ["ref"]),
                    ReferenceXML.reference("ref", storyboard: "Other", identifier: "Nope")),
                "Other": Self.other,
            ])
            let error = #expect(throws: RuntimeError.self) { try fixture.launch() }
            #expect(error?.message == "Storyboard (Other.storyboard) doesn't contain a view controller with identifier 'Nope'")
        }
    }
}
