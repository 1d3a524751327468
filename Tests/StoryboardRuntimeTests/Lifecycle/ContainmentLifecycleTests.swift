@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// `uikit-semantics.md` §3 containment, and embed segues (§1).
    @MainActor
    @Suite("Lifecycle: containment")
    struct ContainmentLifecycleTests {
        /// `addChild` sends `willMove(toParent:)`; the caller sends `didMove(toParent:)`;
        /// `removeFromParent` sends `didMove(toParent: nil)` after the caller's
        /// `willMove(toParent: nil)`. As in UIKit, the child appears when its view enters the
        /// on-screen parent's view, and disappears when it leaves.
        @Test func addChildAndRemoveFromParent() throws {
            let fixture = try Fixture(main: StoryboardXML.document(initial: "p", StoryboardXML.controller("p", title: "P")))
            try fixture.launch()
            let parent = fixture.root
            let child = LoggingViewController(title: "Child")
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            #expect(parent.children.map(LifecycleLog.name) == ["Child"])
            #expect(child.parent === parent)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(parent.children.isEmpty)
            #expect(child.parent == nil)
            #expect(LifecycleLog.entries == [
                "Child.willMove(toParent: P)", "Child.viewDidLoad", "Child.viewWillAppear", "Child.viewDidAppear",
                "Child.didMove(toParent: P)",
                "Child.willMove(toParent: nil)", "Child.viewWillDisappear", "Child.viewDidDisappear",
                "Child.didMove(toParent: nil)",
            ])
        }

        /// `removeFromParent()` leaves the child's view where it is (Apple: the containment
        /// pattern removes the view itself, with `removeFromSuperview()`, before the call): the
        /// child hears `didMove(toParent: nil)` and nothing disappears.
        @Test func removeFromParentKeepsTheChildsView() throws {
            let fixture = try Fixture(main: StoryboardXML.document(initial: "p", StoryboardXML.controller("p", title: "P")))
            try fixture.launch()
            let parent = fixture.root
            let child = LoggingViewController(title: "Child")
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            LifecycleLog.entries = []
            child.willMove(toParent: nil)
            child.removeFromParent()
            #expect(parent.children.isEmpty)
            #expect(child.view.superview === parent.view)
            #expect(LifecycleLog.entries == ["Child.willMove(toParent: nil)", "Child.didMove(toParent: nil)"])
        }

        /// Adding a child that has a parent moves it: the old parent lets it go first.
        @Test func addChildMovesFromTheOldParent() throws {
            let first = LoggingViewController(title: "First")
            let second = LoggingViewController(title: "Second")
            let child = LoggingViewController(title: "Child")
            LifecycleLog.entries = []
            first.addChild(child)
            child.didMove(toParent: first)
            second.addChild(child)
            #expect(LifecycleLog.entries == [
                "Child.willMove(toParent: First)", "Child.didMove(toParent: First)",
                "Child.willMove(toParent: nil)", "Child.didMove(toParent: nil)",
                "Child.willMove(toParent: Second)",
            ])
            #expect(first.children.isEmpty)
            #expect(second.children.map(LifecycleLog.name) == ["Child"])
        }

        /// The embed segue fires while the parent's view loads, before the parent's
        /// `viewDidLoad`; then the child appears with its parent, after it.
        @Test func embedDuringViewLoad() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "p",
                StoryboardXML.controller("p", title: "P", subviews: StoryboardXML.container("box", embedding: "e", identifier: "embedE")),
                StoryboardXML.controller("e", title: "E")))
            try fixture.launch(keepingLog: true)
            #expect(LifecycleLog.entries == [
                "P.awakeFromNib", "app.willFinishLaunching", "app.didFinishLaunching",
                "E.awakeFromNib", "P.prepare(embedE → E, sender: nil)",
                "E.willMove(toParent: P)", "E.viewDidLoad", "E.didMove(toParent: P)",
                "P.viewDidLoad",
                "P.viewWillAppear", "E.viewWillAppear", "P.viewDidAppear", "E.viewDidAppear",
            ])
            let parent = fixture.root
            let child = try #require(parent.children.first)
            let container = try #require(parent.view.subviews.first { $0.elementName == "containerView" })
            #expect(child.view.superview === container)
        }

        /// An embedded child disappears with its parent.
        @Test func embeddedChildDisappearsWithItsParent() throws {
            let fixture = try Fixture(main: StoryboardXML.document(
                initial: "p",
                StoryboardXML.controller("p", title: "P", subviews: StoryboardXML.container("box", embedding: "e")),
                StoryboardXML.controller("e", title: "E")))
            try fixture.launch()
            let b = LoggingViewController(title: "B")
            b.modalPresentationStyle = .fullScreen
            fixture.root.present(b, animated: false)
            #expect(LifecycleLog.entries == [
                "B.viewDidLoad", "P.viewWillDisappear", "E.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
                "P.viewDidDisappear", "E.viewDidDisappear",
            ])
        }
    }
}
