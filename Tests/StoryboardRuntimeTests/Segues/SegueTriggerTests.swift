@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// `uikit-semantics.md` §1 triggers and §2 order: table cells (selection and accessory),
    /// bar button items, manual segues; `shouldPerformSegue` only for user actions; the sender.
    @MainActor
    @Suite("Segues: triggers")
    struct SegueTriggerTests {
        /// Nav → Table: a static table whose first row shows Dst on selection and whose second
        /// shows it from its accessory button; an "Add" bar button presenting Dst; a manual
        /// segue `manual`.
        static let storyboard = StoryboardXML.document(
            initial: "nav",
            StoryboardXML.navigation("nav", root: "tbl"),
            StoryboardXML.scene("""
                <tableViewController title="Table" id="tbl" customClass="LoggingTableViewController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="tbl-view">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <sections>
                            <tableViewSection id="tbl-section">
                                <cells>
                                    <tableViewCell contentMode="scaleToFill" style="IBUITableViewCellStyleDefault" textLabel="row-label" id="row-cell">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                        <tableViewCellContentView key="contentView" id="row-content">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                            <subviews>
                                                <label text="Row" id="row-label">
                                                    <rect key="frame" x="20" y="0.0" width="300" height="44"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="dst" kind="show" identifier="rowSeg" id="row-seg"/>
                                        </connections>
                                    </tableViewCell>
                                    <tableViewCell contentMode="scaleToFill" accessoryType="detailButton" style="IBUITableViewCellStyleDefault" textLabel="info-label" id="info-cell">
                                        <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                                        <tableViewCellContentView key="contentView" id="info-content">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                            <subviews>
                                                <label text="Info" id="info-label">
                                                    <rect key="frame" x="20" y="0.0" width="300" height="44"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="dst" kind="show" trigger="accessoryAction" identifier="infoSeg" id="info-seg"/>
                                        </connections>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                    <navigationItem key="navigationItem" title="Table" id="tbl-item">
                        <barButtonItem key="rightBarButtonItem" title="Add" id="add-item">
                            <connections>
                                <segue destination="dst" kind="presentation" identifier="addSeg" id="add-seg"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    <connections>
                        <segue destination="dst" kind="show" identifier="manual" id="manual-seg"/>
                    </connections>
                </tableViewController>
                """, id: "tbl"),
            StoryboardXML.controller("dst", title: "Dst"))

        /// A push of Dst from Table, for `sender`.
        static func pushed(_ id: String, sender: String) -> [String] {
            [
                "Dst.awakeFromNib", "Dst.willMove(toParent: Nav)", "Table.prepare(\(id) → Dst, sender: \(sender))",
                "Dst.viewDidLoad", "Table.viewWillDisappear", "Dst.viewWillAppear", "Table.viewDidDisappear",
                "Dst.viewDidAppear", "Dst.didMove(toParent: Nav)",
            ]
        }

        func launch() throws -> (Fixture, NavigationController, LoggingTableViewController) {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            let navigation = try #require(fixture.root as? NavigationController)
            let table = try #require(navigation.topViewController as? LoggingTableViewController)
            return (fixture, navigation, table)
        }

        /// The cell's segue runs before the delegate hears `didSelectRowAt`; the cell is the sender.
        @Test func cellSelection() throws {
            let (fixture, navigation, _) = try launch()
            try fixture.driver().selectRow(row: 0)
            #expect(LifecycleLog.entries == ["Table.shouldPerformSegue(rowSeg, sender: cell Row) → true"]
                + Self.pushed("rowSeg", sender: "cell Row") + ["Table.didSelectRowAt(0, 0)"])
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["Table", "Dst"])
        }

        /// `trigger="accessoryAction"`: the accessory button, not the row, performs the segue;
        /// then the delegate hears of the tap (decision: UIKit's order here is unconfirmed).
        @Test func cellAccessoryAction() throws {
            let (fixture, navigation, _) = try launch()
            try fixture.driver().selectRow(row: 1)
            #expect(LifecycleLog.entries == ["Table.didSelectRowAt(0, 1)"])
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["Table"])
            LifecycleLog.entries = []
            try fixture.driver().tapAccessory(row: 1)
            #expect(LifecycleLog.entries == ["Table.shouldPerformSegue(infoSeg, sender: cell Info) → true"]
                + Self.pushed("infoSeg", sender: "cell Info") + ["Table.accessoryButtonTappedForRowWith(0, 1)"])
        }

        @Test func barButtonItem() throws {
            let (fixture, _, table) = try launch()
            try fixture.driver().tapBarButton("Add")
            #expect(LifecycleLog.entries == [
                "Table.shouldPerformSegue(addSeg, sender: barItem Add) → true",
                "Dst.awakeFromNib", "Table.prepare(addSeg → Dst, sender: barItem Add)",
                "Dst.viewDidLoad", "Dst.viewWillAppear", "Dst.viewDidAppear",
            ])
            #expect(table.presentedViewController?.title == "Dst")
        }

        /// A segue without an identifier is asked about too, with "" (the nil UIKit passes, as
        /// Swift receives it); a custom segue whose `perform()` does not push announces no move.
        @Test func unidentifiedCustomSegueIsAskedAndAnnouncesNothing() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "nav",
                StoryboardXML.navigation("nav", root: "src"),
                StoryboardXML.controller("src", title: "Src", subviews: StoryboardXML.button("go", title: "Go", connections: """
                                        <segue destination="dst" kind="show" customClass="NonPushingSegue" customModule="StoryboardRuntimeTests" id="go-seg"/>
                    """)),
                StoryboardXML.controller("dst", title: "Dst")))
            testEnvironment.classes.register(NonPushingSegue.self, as: "StoryboardRuntimeTests.NonPushingSegue")
            try fixture.launch()
            try fixture.driver().tap("Go")
            #expect(LifecycleLog.entries == [
                "Src.shouldPerformSegue(, sender: button Go) → true",
                "Dst.awakeFromNib", "Src.prepare(nil → Dst, sender: button Go)",
                "NonPushingSegue.perform(Src → Dst)",
            ])
        }

        /// `performSegue(withIdentifier:sender:)` does not ask `shouldPerformSegue`; the sender
        /// is what was passed. A segue a control triggers can be performed this way too.
        @Test(arguments: ["manual", "rowSeg"])
        func manualPerformSegue(identifier: String) throws {
            let (_, navigation, table) = try launch()
            try table.performSegue(withIdentifier: identifier, sender: "hello")
            #expect(LifecycleLog.entries == Self.pushed(identifier, sender: "\"hello\""))
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["Table", "Dst"])
        }

        /// `shouldPerformSegue` answering false cancels silently: nothing is instantiated.
        @Test func shouldPerformSegueFalseCancels() throws {
            let (fixture, navigation, table) = try launch()
            table.allowsSegues = false
            try fixture.driver().selectRow(row: 0)
            try fixture.driver().tapBarButton("Add")
            #expect(LifecycleLog.entries == [
                "Table.shouldPerformSegue(rowSeg, sender: cell Row) → false", "Table.didSelectRowAt(0, 0)",
                "Table.shouldPerformSegue(addSeg, sender: barItem Add) → false",
            ])
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["Table"])
            #expect(table.presentedViewController == nil)
        }

        /// Every performance instantiates a new destination.
        @Test func newDestinationEachTime() throws {
            let (fixture, navigation, table) = try launch()
            try table.performSegue(withIdentifier: "manual", sender: nil)
            let first = try #require(navigation.topViewController)
            try fixture.driver().tapBack()
            try table.performSegue(withIdentifier: "manual", sender: nil)
            let second = try #require(navigation.topViewController)
            #expect(first !== table && second !== table)
            #expect(first !== second)
            #expect(LifecycleLog.entries.filter { $0 == "Dst.awakeFromNib" }.count == 2)
        }

        /// A control's segue fires on touch up inside; the button is the sender.
        @Test func buttonSendsTouchUpInside() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "src",
                StoryboardXML.controller("src", title: "Src", subviews: StoryboardXML.button("go", title: "Go", connections: StoryboardXML.segue("go-seg", to: "dst", kind: "presentation", identifier: "go"))),
                StoryboardXML.controller("dst", title: "Dst")))
            try fixture.launch()
            let button = try #require(try fixture.driver().find("Go") as? Button)
            button.sendActions(for: .touchDown)
            button.sendActions(for: .valueChanged)
            #expect(LifecycleLog.entries == [])
            button.sendActions(for: .touchUpInside)
            #expect(LifecycleLog.entries == [
                "Src.shouldPerformSegue(go, sender: button Go) → true",
                "Dst.awakeFromNib", "Src.prepare(go → Dst, sender: button Go)",
                "Dst.viewDidLoad", "Dst.viewWillAppear", "Dst.viewDidAppear",
            ])
        }
    }
}

/// A show segue of the app's class whose `perform()` does not push.
@MainActor
final class NonPushingSegue: StoryboardSegue {
    override func perform() {
        LifecycleLog.record("NonPushingSegue.perform(\(LifecycleLog.name(of: source)) → \(LifecycleLog.name(of: destination)))")
    }
}
