@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// What UIKit refuses about embed segues and static tables (`uikit-semantics.md` §1, §8).
    @MainActor
    @Suite("Errors: embeds and static tables")
    struct ContainmentErrorTests {
        /// An embed segue fires once, while its parent's view loads; performing it again by
        /// identifier is an error naming the segue.
        @Test func embedSegueFiredTwice() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "p",
                StoryboardXML.controller("p", title: "P", subviews: StoryboardXML.container("box", embedding: "e", identifier: "embedE")),
                StoryboardXML.controller("e", title: "E")))
            try fixture.launch()
            #expect(fixture.root.children.count == 1)
            let error = #expect(throws: RuntimeError.self) { try fixture.root.performSegue(withIdentifier: "embedE", sender: nil) }
            #expect(error?.kind == .embedSegueAlreadyPerformed)
            #expect(error?.objectID == "box-embed")
            #expect(fixture.root.children.count == 1)
        }

        /// Performing an embed segue before the view loaded loads the view, which fires it.
        @Test func embedSegueBeforeTheViewLoads() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "p",
                StoryboardXML.controller("p", title: "P", identifier: "P", subviews: StoryboardXML.container("box", embedding: "e", identifier: "embedE")),
                StoryboardXML.controller("e", title: "E")))
            let parent = try fixture.storyboard().instantiateViewController(withIdentifier: "P")
            try parent.performSegue(withIdentifier: "embedE", sender: nil)
            #expect(parent.isViewLoaded)
            #expect(parent.children.map(LifecycleLog.name) == ["E"])
        }

        /// A relationship to an object that is no view controller (Xcode refuses to compile
        /// such a file): a typed error at the segue, not a container with nothing in it.
        @Test func relationshipToAViewIsATypedErrorAtTheSegue() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "nav", StoryboardXML.navigation("nav", root: "a-view"), StoryboardXML.controller("a", title: "A")))
            let error = #expect(throws: RuntimeError.self) { try fixture.storyboard().instantiateInitialViewController() }
            #expect(error?.kind == .segueDestinationNotAViewController(destination: "a-view", element: "view"))
            #expect(error?.description == "\(try fixture.position(of: #"id="nav-root""#)): error: the segue's destination 'a-view' is a <view>, not a view controller (object nav-root) [runtime]")
        }

        static func tableScene(_ element: String, id: String) -> String {
            """
            <scene sceneID="\(id)-scene">
                <objects>
                    <\(element) id="\(id)" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="grouped" id="\(id)-table">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <sections>
                                <tableViewSection headerTitle="General" id="\(id)-section">
                                    <cells>
                                        <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="\(id)-label" id="\(id)-cell">
                                            <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                            <tableViewCellContentView key="contentView" id="\(id)-content">
                                                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                                <subviews>
                                                    <label text="Sounds" id="\(id)-label">
                                                        <rect key="frame" x="20" y="0.0" width="350" height="44"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </\(element)>
                </objects>
            </scene>
            """
        }

        @Test func staticTableInATableViewController() throws {
            let fixture = try Fixture(main: StoryboardXML.document(initial: "t", Self.tableScene("tableViewController", id: "t")))
            try fixture.launch()
            #expect(fixture.driver().describeScreen() == """
                TableView
                  Section "General"
                    Cell "Sounds"
                """)
        }

        /// UIKit: "Static table views are only valid when embedded in UITableViewController
        /// instances".
        @Test func staticTableInAPlainViewController() throws {
            let fixture = try Fixture(main: StoryboardXML.document(initial: "v", Self.tableScene("viewController", id: "v")))
            let error = #expect(throws: RuntimeError.self) { try fixture.launch() }
            #expect(error?.description == "\(try fixture.position(of: #"id="v-table""#)): error: Static table views are only valid when embedded in UITableViewController instances (scene v-scene, object v-table) [runtime]")
        }
    }
}
