import Foundation
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

/// The seeds' own demos of storyboard links (rob-brown/RBStoryboardLink: LinkedStoryboards and
/// LinkedTabs), run unmodified from the corpus: `RBStoryboardLink`, `RBStoryboardPushSegue`
/// and `RBStoryboardModalSegue` are the runtime's; the apps' `LS…`/`LT…` classes are missing and
/// stand in as base classes (with warnings), except where a test registers one.
@MainActor
final class RBStoryboardLinkDemo {
    static let repository = "rob-brown__RBStoryboardLink"

    let delegate = LoggingAppDelegate()
    let application: Application

    /// Launches `demo` (`LinkedStoryboards`, `LinkedTabs`) from its folder in the corpus, or
    /// from a snapshot in `_history`, laid over the current files (a snapshot keeps only the
    /// files that changed).
    init(_ demo: String, snapshot: String? = nil, classes: [String: Responder.Type] = [:]) throws {
        testEnvironment.classes.reset()
        for (name, type) in classes { testEnvironment.classes.register(type, as: name) }
        testEnvironment.diagnostics.reset()
        _ = try? testEnvironment.failures.throwIfAny()
        testEnvironment.automaticPresentationStyle = .pageSheet
        LifecycleLog.entries = []
        let directory = try Self.directory(demo, snapshot: snapshot)
        application = try Application.launch(
            delegate: delegate, bundle: ResourceBundle(directory: directory), mainStoryboard: "MainStoryboard")
    }

    var driver: Driver { Driver(window: delegate.window!) }

    static func directory(_ demo: String, snapshot: String?) throws -> String {
        let current = try Corpus.path("\(repository)/\(demo)/\(demo)")
        guard let snapshot else { return current }
        let overlay = try Corpus.path("\(repository)/_history/\(snapshot)/\(demo)/\(demo)")
        let directory = TemporaryDirectory.make("rblink")
        let manager = FileManager.default
        for source in [current, overlay] {
            for file in try manager.subpathsOfDirectory(atPath: source) where file.hasSuffix(".storyboard") {
                let target = directory + "/" + file
                try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                if manager.fileExists(atPath: target) { try manager.removeItem(atPath: target) }
                try manager.copyItem(atPath: source + "/" + file, toPath: target)
            }
        }
        return directory
    }

    /// The snapshots of `demo` in `_history`.
    static func snapshots(of demo: String) throws -> [String] {
        let history = try Corpus.path("\(repository)/_history")
        return try FileManager.default.contentsOfDirectory(atPath: history).sorted().filter {
            FileManager.default.fileExists(atPath: "\(history)/\($0)/\(demo)")
        }
    }

    /// The unknown classes the warnings name, sorted.
    var missingClasses: [String] {
        Set(testEnvironment.diagnostics.warnings.filter { $0.id == .unknownClass }.compactMap { warning in
            warning.message.split(separator: " ").dropFirst(2).first.map(String.init)
        }).sorted()
    }
}

/// The demo's first screen (LSHelloViewController) ported, registered by the unwind test: its
/// outlet and action, and it takes `unwind:`.
@MainActor
final class DemoHelloViewController: ViewController {
    @Outlet var helloLabel: Label?

    @Action func sayHello(_ sender: Any?) { helloLabel?.text = "Hello" }

    @Action func unwind(_ segue: StoryboardSegue) {
        LifecycleLog.record("Hello.unwind(from: \(segue.source.navigationItem.title ?? segue.source.className))")
    }
}

extension RuntimeSuite {
    @MainActor
    @Suite("RBStoryboardLink demos", .requiresSharedData)
    struct RBStoryboardLinkDemoTests {
        static let first = """
            NavigationBar "First"
            View background white(1.000)
              Label "Label"
              Button "Say Hello"
              Button "Next"
            """
        /// Designed on a 320 x 480 screen without Auto Layout: on the 844 pt screen the labels'
        /// flexible top and bottom margins share the extra height (they move down to y 380 and
        /// 441) while the buttons' fixed top margins keep them at 359, so the buttons come first.
        static let choose = """
            NavigationBar < "Linked" "Choose"
            View background white(1.000)
              Button "Modal"
              Button "Next"
              Button "Unwind"
              Label "Yep, definitely in the other storyboard."
              Label "By the way, try rotation."
            """

        /// Main → (RBStoryboardPushSegue to a link) Secondary → (link) Tertiary: each link is
        /// replaced by its scene in the navigation stack, titles and back buttons are the scenes'.
        @Test func linkedStoryboardsPushesAcrossThreeStoryboards() throws {
            let demo = try RBStoryboardLinkDemo("LinkedStoryboards")
            let driver = demo.driver
            #expect(driver.describeScreen() == Self.first)
            try driver.tap("Next")
            #expect(driver.describeScreen() == """
                NavigationBar < "First" "Second"
                View background white(1.000)
                  Label "Label"
                  Button "Random Number"
                  Button "Next"
                """)
            try driver.tap("Next")
            #expect(driver.describeScreen() == """
                NavigationBar < "Second" "Linked"
                View background white(1.000)
                  Label "The storyboard link worked."
                  Button "Next"
                """)
            try driver.tap("Next")
            #expect(driver.describeScreen() == Self.choose)
            try driver.tap("Next")
            #expect(driver.describeScreen() == """
                NavigationBar < "Choose"
                View background white(1.000)
                  Label "This label has not been set."
                  Button "Next"
                """)
            try driver.tap("Next")
            try driver.tap("Next")
            #expect(driver.describeScreen() == """
                NavigationBar < "Back"
                View background white(1.000)
                  Button "Unwind"
                """)
            let navigation = try #require(demo.application.keyWindow?.rootViewController as? NavigationController)
            #expect(navigation.viewControllers.map { $0.storyboard?.name ?? "?" } == [
                "MainStoryboard", "MainStoryboard", "SecondaryStoryboard", "SecondaryStoryboard",
                "TertiaryStoryboard", "TertiaryStoryboard", "TertiaryStoryboard",
            ])
            #expect(!navigation.viewControllers.contains { $0 is StoryboardLink })
            #expect(demo.missingClasses == [
                "LSChooseViewController", "LSHelloViewController", "LSLinkedViewController",
                "LSParameterReceivingViewController", "LSRandomNumberViewController",
            ])
            // Without the app's class that takes `unwind:`, unwinding finds no taker: nothing happens.
            try driver.tap("Unwind")
            #expect(navigation.viewControllers.count == 7)
        }

        /// "Modal" (RBStoryboardModalSegue to a link) presents ModalStoryboard's navigation
        /// controller; its "Done" sends `dismissModalView:` to the missing LSModalViewController.
        @Test func linkedStoryboardsModalLink() throws {
            let demo = try RBStoryboardLinkDemo("LinkedStoryboards")
            let driver = demo.driver
            try driver.tap("Next")
            try driver.tap("Next")
            try driver.tap("Next")
            try driver.tap("Modal")
            #expect(driver.describeScreen() == """
                NavigationBar left [Done] "Modal"
                View background white(1.000)
                  Label "This view has been presented modaly"
                """)
            let presented = try #require(demo.application.keyWindow?.visibleViewController)
            #expect(presented is NavigationController)
            #expect(presented.storyboard?.name == "ModalStoryboard")
        }

        /// With the first screen's class registered (taking `unwind:`), "Unwind" in Secondary's
        /// Choose scene and in Tertiary's last scene go back across storyboards to Main's first.
        @Test func linkedStoryboardsUnwindAcrossStoryboards() throws {
            for (taps, source) in [(3, "Choose"), (6, "?")] {
                let demo = try RBStoryboardLinkDemo("LinkedStoryboards", classes: ["LSHelloViewController": DemoHelloViewController.self])
                let driver = demo.driver
                for _ in 0..<taps { try driver.tap("Next") }
                LifecycleLog.entries = []
                try driver.tap("Unwind")
                #expect(LifecycleLog.entries == ["Hello.unwind(from: \(source == "?" ? "ViewController" : source))"])
                #expect(driver.describeScreen() == Self.first)
            }
        }

        /// Tab bar → navigation controllers → links to FirstTab and SecondTab: the tabs show
        /// the linked scenes, pushes happen in the tab's navigation controller.
        @Test func linkedTabs() throws {
            let demo = try RBStoryboardLinkDemo("LinkedTabs")
            let driver = demo.driver
            #expect(driver.describeScreen() == """
                NavigationBar "First"
                View background white(1.000)
                  Label "First Tab"
                  Button "Next"
                TabBar ["First"] "Second"
                """)
            try driver.tap("Next")
            #expect(driver.describeScreen() == """
                NavigationBar < "First" "Nav Works"
                View background white(1.000)
                  Label "Nav Controller works."
                  Button "Next"
                TabBar ["First"] "Second"
                """)
            try driver.selectTab("Second")
            #expect(driver.describeScreen() == """
                NavigationBar "Second"
                View background white(1.000)
                  Label "Second Tab"
                  Button "Increment Badge"
                TabBar "First" ["Second"]
                """)
            try driver.selectTab("First")
            try driver.tapBack()
            #expect(driver.visibleController?.navigationItem.title == "First")
            #expect(demo.missingClasses == ["LTFirstViewController", "LTSecondViewController"])
        }

        /// The 2012 version: the tabs are links themselves (titled on the link), the first one
        /// embedding a navigation controller; Secondary's modal segue presents a link that
        /// embeds ModalStoryboard's navigation controller.
        @Test func firstVersionLinksEmbedContainers() throws {
            let tabs = try RBStoryboardLinkDemo("LinkedTabs", snapshot: "97005f8dc3")
            var driver = tabs.driver
            #expect(driver.describeScreen() == """
                NavigationBar "First"
                View background white(1.000)
                  Label "First Tab"
                  Label "This has a nav bar."
                  Button "Next"
                TabBar ["First"] "Second"
                """)
            try driver.tap("Next")
            #expect(driver.describeScreen() == """
                NavigationBar < "First" "Next"
                View background white(1.000)
                  Label "Nav Controller works."
                TabBar ["First"] "Second"
                """)
            try driver.tapBack()
            try driver.selectTab("Second")
            #expect(driver.describeScreen() == """
                View background white(1.000)
                  Label "Second Tab"
                  Label "This does not have a nav bar."
                  Button "Increment Badge"
                TabBar "First" ["Second"]
                """)
            let links = try #require((tabs.application.keyWindow?.rootViewController as? TabBarController)?.viewControllers)
            #expect(links.allSatisfy { $0 is StoryboardLink })

            let storyboards = try RBStoryboardLinkDemo("LinkedStoryboards", snapshot: "97005f8dc3")
            driver = storyboards.driver
            for _ in 0..<3 { try driver.tap("Next") }
            try driver.tap("Modal")
            #expect(driver.describeScreen() == """
                NavigationBar left [Done] "Modal"
                View background white(1.000)
                  Label "This view has been pressented modaly"
                """)
            #expect(storyboards.application.keyWindow?.visibleViewController is StoryboardLink)
        }

        /// Every link scene of every version of both demos (snapshots laid over the current
        /// files) resolves to its scene.
        @Test func everyLinkResolves() throws {
            var resolved = 0
            for demo in ["LinkedStoryboards", "LinkedTabs"] {
                for snapshot in [nil] + (try RBStoryboardLinkDemo.snapshots(of: demo)) {
                    _ = try RBStoryboardLinkDemo(demo, snapshot: snapshot)
                    let directory = try RBStoryboardLinkDemo.directory(demo, snapshot: snapshot)
                    let bundle = ResourceBundle(directory: directory)
                    let files = try FileManager.default.subpathsOfDirectory(atPath: directory).filter { $0.hasSuffix(".storyboard") }.sorted()
                    for file in files {
                        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
                        let storyboard = try Storyboard(name: name, bundle: bundle)
                        for member in storyboard.document.viewControllers where member.attribute("customClass") == "RBStoryboardLink" {
                            let link = try #require(try storyboard.instantiateViewController(sceneObjectID: member.id ?? "") as? StoryboardLink)
                            let scene = try #require(link.scene)
                            #expect(scene.storyboard?.name == link.storyboardName, "\(snapshot ?? "current") \(file) \(member.id ?? "?")")
                            resolved += 1
                        }
                    }
                }
            }
            // 4 links in each version of LinkedStoryboards (current, 3 snapshots), 2 in each of
            // LinkedTabs' (current, 3 snapshots), with the current files filling the gaps.
            #expect(resolved == 21)
            #expect(testEnvironment.failures.pending.isEmpty)
        }
    }
}
