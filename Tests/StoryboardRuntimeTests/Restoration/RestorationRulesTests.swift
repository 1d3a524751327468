import Foundation
@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// Which controllers are saved and how each is made again (§9), on small storyboards.
    @MainActor
    @Suite("State restoration: identifiers, restoration classes, the delegate, containers")
    struct RestorationRulesTests {
        let archive = makeArchivePath()

        static func restorable(_ id: String, title: String, restorationID: String?, identifier: String? = nil, subviews: String = "") -> String {
            StoryboardXML.controller(
                id, title: title, customClass: "RestorableController", identifier: identifier ?? title, subviews: subviews,
                attributes: restorationID.map { " restorationIdentifier=\"\($0)\"" } ?? "")
        }

        static func navigation(_ id: String, restorationID: String?, root: String) -> String {
            let attribute = restorationID.map { " restorationIdentifier=\"\($0)\"" } ?? ""
            return StoryboardXML.scene("""
                            <navigationController title="Nav" id="\(id)" customClass="RestorableNavigationController"\(attribute) sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar"/>
                                <connections>
                                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/>
                                </connections>
                            </navigationController>
                """, id: id)
        }

        /// Nav (restored) → A; B has no restoration identifier and embeds C; D embeds C too;
        /// Detail is made by a restoration class; Other is a second navigation controller
        /// without an identifier around D.
        static let storyboard = StoryboardXML.document(
            initial: "nav",
            navigation("nav", restorationID: "Nav", root: "a"),
            restorable("a", title: "A", restorationID: "A"),
            restorable("b", title: "B", restorationID: nil, subviews: StoryboardXML.container("b-box", embedding: "c")),
            restorable("c", title: "C", restorationID: "C"),
            restorable("d", title: "D", restorationID: "D", subviews: StoryboardXML.container("d-box", embedding: "c")),
            restorable("detail", title: "Detail", restorationID: "Detail"),
            StoryboardXML.scene("""
                            <navigationController title="Other" storyboardIdentifier="Other" id="other" customClass="RestorableNavigationController" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="other-bar"/>
                                <connections>
                                    <segue destination="d" kind="relationship" relationship="rootViewController" id="other-root"/>
                                </connections>
                            </navigationController>
                """, id: "other"))

        func launch(_ fixture: Fixture, delegate: RestoringAppDelegate = RestoringAppDelegate()) throws -> Application {
            testEnvironment.classes.register(RestorableController.self, as: "RestorableController")
            testEnvironment.classes.register(RestorableNavigationController.self, as: "RestorableNavigationController")
            testEnvironment.classes.register(RestorableTabBarController.self, as: "RestorableTabBarController")
            delegate.window = nil
            LifecycleLog.entries = []
            let application = try Application.launch(
                delegate: delegate, bundle: fixture.bundle, mainStoryboard: "Main", stateArchive: archive)
            return application
        }

        func screen(_ application: Application) throws -> String { try Driver(application: application).describeScreen() }

        @Test("a controller without an identifier is skipped with its children and what it presents")
        func withoutIdentifier() throws {
            let fixture = try Fixture(main: Self.storyboard)
            let application = try launch(fixture)
            let navigation = try #require(application.delegate.window?.rootViewController as? NavigationController)
            navigation.pushViewController(try fixture.storyboard().instantiateViewController(withIdentifier: "B"), animated: false)
            // Other has no identifier: D inside it is not saved either.
            navigation.present(try fixture.storyboard().instantiateViewController(withIdentifier: "Other"), animated: false)
            #expect(Driver(window: try #require(application.delegate.window)).visibleController.map(LifecycleLog.name(of:)) == "D")
            #expect(navigation.viewControllers.map(LifecycleLog.name(of:)) == ["A", "B"])
            #expect(navigation.viewControllers[1].children.map(LifecycleLog.name(of:)) == ["C"])
            LifecycleLog.entries = []
            application.enterBackground()
            #expect(LifecycleLog.entries == [
                "app.didEnterBackground",
                "app.shouldSaveApplicationState → true",
                "app.willEncodeRestorableState",
                "Nav.encodeRestorableState",
                "A.encodeRestorableState",
            ])

            let restored = try launch(fixture)
            #expect(try screen(restored) == """
                NavigationBar "A"
                View
                """)
            #expect(LifecycleLog.entries == [
                "A.awakeFromNib",
                "A.willMove(toParent: Nav)",
                "A.didMove(toParent: Nav)",
                "app.willFinishLaunching",
                "app.shouldRestoreApplicationState → true",
                "app.viewController(Nav) → nil",
                "app.viewController(Nav/A) → nil",
                "Nav.viewDidLoad",
                "Nav.decodeRestorableState",
                "A.viewDidLoad",
                "A.decodeRestorableState",
                "app.didDecodeRestorableState",
                "app.didFinishLaunching",
                "Nav.applicationFinishedRestoringState",
                "A.applicationFinishedRestoringState",
                "A.viewWillAppear",
                "A.viewDidAppear",
            ])
        }

        @Test("a restoration class that returns nil leaves its controller and what is below it out")
        func restorationClassDeclines() throws {
            let fixture = try Fixture(main: Self.storyboard)
            let application = try launch(fixture)
            let navigation = try #require(application.delegate.window?.rootViewController as? NavigationController)
            let d = try fixture.storyboard().instantiateViewController(withIdentifier: "D")
            d.restorationClass = DecliningRestoration.self
            navigation.pushViewController(d, animated: false)
            LifecycleLog.entries = []
            application.enterBackground()
            #expect(LifecycleLog.entries.suffix(3) == ["A.encodeRestorableState", "D.encodeRestorableState", "C.encodeRestorableState"])

            let restored = try launch(fixture)
            #expect(try screen(restored) == """
                NavigationBar "A"
                View
                """)
            #expect(LifecycleLog.entries.filter { $0.hasPrefix("app.viewController") || $0.hasPrefix("Declining") } == [
                "app.viewController(Nav) → nil",
                "app.viewController(Nav/A) → nil",
                "DecliningRestoration(Nav/D) → nil",
            ])
        }

        @Test("the delegate may provide a controller; a restoration class may use the coder's storyboard; values and references come back")
        func delegateAndRestorationClass() throws {
            let fixture = try Fixture(main: Self.storyboard)
            let application = try launch(fixture)
            let navigation = try #require(application.delegate.window?.rootViewController as? NavigationController)
            (navigation.topViewController as? RestorableController)?.note = "root note"
            let detail = try fixture.storyboard().instantiateViewController(withIdentifier: "Detail") as! RestorableController
            detail.restorationClass = StoryboardRestoration.self
            detail.note = "detail note"
            navigation.pushViewController(detail, animated: false)
            application.enterBackground()

            let delegate = RestoringAppDelegate()
            delegate.provide = { path in
                guard path == ["Nav", "A"] else { return nil }
                let provided = RestorableController(title: "Provided")
                provided.restorationIdentifier = "A"
                return provided
            }
            let restored = try launch(fixture, delegate: delegate)
            #expect(try screen(restored) == """
                NavigationBar < "Provided" "Detail"
                View
                """)
            #expect(LifecycleLog.entries.filter { $0.contains("viewController(") || $0.contains("Restoration(") } == [
                "app.viewController(Nav) → nil",
                "app.viewController(Nav/A) → Provided",
                "StoryboardRestoration(Nav/Detail) → Detail",
            ])
            let stack = try #require(restored.delegate.window?.rootViewController as? NavigationController).viewControllers
            #expect(stack.map { LifecycleLog.name(of: $0) } == ["Provided", "Detail"])
            #expect((stack[0] as? RestorableController)?.note == "root note")
            #expect((stack[1] as? RestorableController)?.note == "detail note")
            #expect(stack[1].restorationClass == StoryboardRestoration.self)
            // The storyboard's A was replaced: it left the stack.
            #expect(LifecycleLog.entries.contains("A.willMove(toParent: nil)"))
        }

        @Test("the selected tab comes back; useStoryboardIdentifierAsRestorationIdentifier names the controllers")
        func selectedTab() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "tabs",
                StoryboardXML.scene("""
                                <tabBarController title="Tabs" storyboardIdentifier="Tabs" useStoryboardIdentifierAsRestorationIdentifier="YES" id="tabs" customClass="RestorableTabBarController" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="one" kind="relationship" relationship="viewControllers" id="tabs-1"/>
                                        <segue destination="two" kind="relationship" relationship="viewControllers" id="tabs-2"/>
                                    </connections>
                                </tabBarController>
                    """, id: "tabs"),
                StoryboardXML.controller(
                    "one", title: "One", customClass: "RestorableController", identifier: "One",
                    attributes: " useStoryboardIdentifierAsRestorationIdentifier=\"YES\""),
                StoryboardXML.controller(
                    "two", title: "Two", customClass: "RestorableController", identifier: "Two",
                    attributes: " useStoryboardIdentifierAsRestorationIdentifier=\"YES\"")))
            let application = try launch(fixture)
            try Driver(application: application).selectTab("Two")
            LifecycleLog.entries = []
            application.enterBackground()
            #expect(LifecycleLog.entries.suffix(3) == ["Tabs.encodeRestorableState", "One.encodeRestorableState", "Two.encodeRestorableState"])

            let restored = try launch(fixture)
            #expect(try screen(restored) == """
                View
                TabBar "One" ["Two"]
                """)
            #expect(LifecycleLog.entries.filter { $0.hasPrefix("app.viewController") } == [
                "app.viewController(Tabs) → nil", "app.viewController(Tabs/One) → nil", "app.viewController(Tabs/Two) → nil",
            ])
            #expect(!LifecycleLog.entries.contains("One.viewWillAppear"))
            #expect(LifecycleLog.entries.suffix(2) == ["Two.viewWillAppear", "Two.viewDidAppear"])
        }

        @Test("a presentation in a tab's context comes back on that context, in the tab's place, and appears with it at launch")
        func presentationInAContext() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "tabs",
                StoryboardXML.scene("""
                                <tabBarController title="Tabs" restorationIdentifier="Tabs" id="tabs" customClass="RestorableTabBarController" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="tabs-1"/>
                                        <segue destination="two" kind="relationship" relationship="viewControllers" id="tabs-2"/>
                                    </connections>
                                </tabBarController>
                    """, id: "tabs"),
                StoryboardXML.scene("""
                                <navigationController title="Nav" restorationIdentifier="Nav" definesPresentationContext="YES" id="nav" customClass="RestorableNavigationController" sceneMemberID="viewController">
                                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"/>
                                    <connections>
                                        <segue destination="a" kind="relationship" relationship="rootViewController" id="nav-root"/>
                                    </connections>
                                </navigationController>
                    """, id: "nav"),
                Self.restorable("a", title: "A", restorationID: "A"),
                Self.restorable("two", title: "Two", restorationID: "Two"),
                Self.restorable("d", title: "D", restorationID: "D", subviews: StoryboardXML.button("d-button", title: "Confirm"))))
            let application = try launch(fixture)
            let tabs = try #require(application.delegate.window?.rootViewController as? TabBarController)
            let navigation = try #require(tabs.viewControllers?.first as? NavigationController)
            let d = try fixture.storyboard().instantiateViewController(withIdentifier: "D")
            d.modalPresentationStyle = .overCurrentContext
            navigation.topViewController?.present(d, animated: false)
            #expect(d.presentingViewController === navigation)
            application.enterBackground()

            let restored = try launch(fixture)
            #expect(try screen(restored) == """
                View
                  Button "Confirm"
                TabBar ["Nav"] "Two"
                """)
            let restoredTabs = try #require(restored.delegate.window?.rootViewController as? TabBarController)
            let restoredNavigation = try #require(restoredTabs.viewControllers?.first as? NavigationController)
            let presented = try #require(restoredNavigation.presentedViewController)
            #expect(LifecycleLog.name(of: presented) == "D")
            #expect(presented.presentingViewController === restoredNavigation)
            #expect(presented.modalPresentationStyle == .overCurrentContext)
            #expect(restoredTabs.presentedViewController == nil)
            #expect(presented.isVisible && restoredNavigation.isVisible)
        }

        @Test("a window root without an identifier saves nothing: the next launch is fresh")
        func rootWithoutIdentifier() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "nav", Self.navigation("nav", restorationID: nil, root: "a"),
                Self.restorable("a", title: "A", restorationID: "A"),
                Self.restorable("d", title: "D", restorationID: "D")))
            let application = try launch(fixture)
            let navigation = try #require(application.delegate.window?.rootViewController)
            navigation.present(try fixture.storyboard().instantiateViewController(withIdentifier: "D"), animated: false)
            LifecycleLog.entries = []
            application.enterBackground()
            #expect(LifecycleLog.entries == [
                "app.didEnterBackground", "app.shouldSaveApplicationState → true", "app.willEncodeRestorableState",
            ])
            let restored = try launch(fixture)
            #expect(try screen(restored) == """
                NavigationBar "A"
                View
                """)
        }
    }
}
