@testable import StoryboardRuntime
import Testing

/// A source controller with segue actions (`@IBSegueAction`) of the three forms.
@MainActor
final class SegueActionSourceController: ViewController {
    /// What `makeWithSender` returns: a controller made here, or nil to let the storyboard make it.
    var returnsNil = false

    @SegueAction func makeDestination(coder: StoryboardCoder) -> LoggingViewController? {
        LifecycleLog.record("Src.makeDestination(coder: \(coder.member.id ?? "?"))")
        return LoggingViewController(title: "Made")
    }

    @SegueAction func makeWithSender(coder: StoryboardCoder, sender: Any?) -> ViewController? {
        LifecycleLog.record("Src.makeWithSender(sender: \(LifecycleLog.describe(sender)))")
        return returnsNil ? nil : LoggingViewController(title: "Made")
    }

    @SegueAction func makeWithIdentifier(coder: StoryboardCoder, sender: Any?, segueIdentifier: String?) -> LoggingViewController {
        LifecycleLog.record("Src.makeWithIdentifier(sender: \(LifecycleLog.describe(sender)), segueIdentifier: \(segueIdentifier ?? "nil"))")
        return LoggingViewController(title: "Made")
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        LifecycleLog.record(LifecycleLog.prepare(self, segue, sender))
    }
}

extension RuntimeSuite {
    /// `@IBSegueAction` (a segue's `destinationCreationSelector`): the source's method makes
    /// the destination from the coder (with the sender, and the identifier, in the longer
    /// forms) after `shouldPerformSegue` and before `prepare(for:sender:)`; nil lets the
    /// storyboard make it; a method the source lacks is UIKit's unrecognized selector, here a
    /// typed error at the segue.
    @MainActor
    @Suite("Segues: segue actions (@IBSegueAction)")
    struct SegueActionTests {
        static func storyboard(selector: String) -> String {
            StoryboardXML.document(
                initial: "nav",
                StoryboardXML.navigation("nav", root: "src"),
                StoryboardXML.controller(
                    "src", title: "Src", customClass: "SegueActionSourceController",
                    subviews: StoryboardXML.button("go", title: "Go", connections: StoryboardXML.segue(
                        "go-segue", to: "dst", kind: "show", identifier: "next", extra: " destinationCreationSelector=\"\(selector)\""))),
                StoryboardXML.controller("dst", title: "Dst"))
        }

        func launch(selector: String) throws -> Fixture {
            let fixture = try Fixture(main: Self.storyboard(selector: selector))
            testEnvironment.classes.register(SegueActionSourceController.self, as: "SegueActionSourceController")
            try fixture.launch()
            return fixture
        }

        static func pushed(_ title: String) -> [String] {
            [
                "\(title).willMove(toParent: Nav)", "Src.prepare(next → \(title), sender: button Go)", "\(title).viewDidLoad",
                "\(title).viewWillAppear", "\(title).viewDidAppear", "\(title).didMove(toParent: Nav)",
            ]
        }

        /// The one-argument form (`name(coder:)`, selector `nameWithCoder:`): the coder is the
        /// destination's scene; what it returns is the destination, pushed, and then decoded
        /// from the scene (the storyboard's title "Dst" replaces "Made", as `init(coder:)` would
        /// set it); `prepare(for:sender:)` sees it.
        @Test func coderOnly() throws {
            let fixture = try launch(selector: "makeDestinationWithCoder:")
            try fixture.driver().tap("Go")
            #expect(LifecycleLog.entries == ["Src.makeDestination(coder: dst)", "Dst.awakeFromNib"] + Self.pushed("Dst"))
        }

        /// The two-argument form gets the sender; nil lets the storyboard make the destination.
        @Test(arguments: [false, true])
        func withSender(returnsNil: Bool) throws {
            let fixture = try launch(selector: "makeWithSenderWithCoder:sender:")
            let source = try #require((fixture.root as? NavigationController)?.topViewController as? SegueActionSourceController)
            source.returnsNil = returnsNil
            try fixture.driver().tap("Go")
            #expect(LifecycleLog.entries == ["Src.makeWithSender(sender: button Go)", "Dst.awakeFromNib"] + Self.pushed("Dst"))
            let destination = try #require((fixture.root as? NavigationController)?.topViewController)
            // A made controller is the app's class; one the storyboard made is LoggingViewController too.
            #expect(destination is LoggingViewController)
        }

        /// The three-argument form gets the segue's identifier; `performSegue` passes its sender.
        @Test func withIdentifier() throws {
            let fixture = try launch(selector: "makeWithIdentifierWithCoder:sender:segueIdentifier:")
            let source = try #require((fixture.root as? NavigationController)?.topViewController)
            try source.performSegue(withIdentifier: "next", sender: "code")
            #expect(LifecycleLog.entries == [
                "Src.makeWithIdentifier(sender: \"code\", segueIdentifier: next)", "Dst.awakeFromNib",
                "Dst.willMove(toParent: Nav)", "Src.prepare(next → Dst, sender: \"code\")", "Dst.viewDidLoad",
                "Dst.viewWillAppear", "Dst.viewDidAppear", "Dst.didMove(toParent: Nav)",
            ])
        }

        /// A segue action the source does not have: UIKit raises "unrecognized selector"; here
        /// a typed error at the segue, before anything is made or prepared.
        @Test func missingMethodIsAnError() throws {
            let fixture = try launch(selector: "makeNothingWithCoder:")
            #expect {
                try fixture.driver().tap("Go")
            } throws: { error in
                (error as? RuntimeError)?.description == (try? "\(fixture.position(of: #"id="go-segue""#)): error: -[SegueActionSourceController makeNothingWithCoder:]: unrecognized selector sent to instance (scene src-scene, object go-segue) [runtime]")
            }
            #expect(LifecycleLog.entries == [])
        }
    }
}
