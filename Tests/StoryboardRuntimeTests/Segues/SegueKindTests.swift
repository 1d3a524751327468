@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// `uikit-semantics.md` §1: what each kind of segue does, inside and outside a navigation
    /// controller.
    @MainActor
    @Suite("Segues: kinds")
    struct SegueKindTests {
        static let buttons = [
            StoryboardXML.button("show", title: "Show", connections: StoryboardXML.segue("src-show", to: "dst", kind: "show", identifier: "showDst")),
            StoryboardXML.button("detail", title: "Detail", connections: StoryboardXML.segue("src-detail", to: "dst", kind: "showDetail", identifier: "detailDst")),
            StoryboardXML.button("form", title: "Form", connections: StoryboardXML.segue("src-form", to: "dst", kind: "presentation", identifier: "formDst", extra: #" modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve""#)),
            StoryboardXML.button("full", title: "Full", connections: StoryboardXML.segue("src-full", to: "dst", kind: "presentation", identifier: "fullDst", extra: #" modalPresentationStyle="fullScreen""#)),
            StoryboardXML.button("popover", title: "Popover", connections: StoryboardXML.segue("src-popover", to: "dst", kind: "popoverPresentation", identifier: "popoverDst", extra: #" popoverAnchorView="popover""#)),
            StoryboardXML.button("push", title: "Push", connections: StoryboardXML.segue("src-push", to: "dst", kind: "push", identifier: "pushDst")),
            StoryboardXML.button("custom", title: "Custom", connections: StoryboardXML.segue("src-custom", to: "dst", kind: "custom", identifier: "customDst", extra: #" customClass="LifecycleLogSegue""#)),
        ].joined(separator: "\n")

        static let source = StoryboardXML.controller("src", title: "Src", subviews: buttons)
        static let destination = StoryboardXML.controller("dst", title: "Dst", identifier: "Dst")
        /// Nav → Src, with a button for each kind of segue to Dst.
        static let inNavigation = StoryboardXML.document(initial: "nav", StoryboardXML.navigation("nav", root: "src"), source, destination)
        /// Src alone, with the same buttons.
        static let alone = StoryboardXML.document(initial: "src", source, destination)

        static let pushed = [
            "Dst.awakeFromNib", "Dst.willMove(toParent: Nav)", "Src.prepare(ID → Dst, sender: button TITLE)",
            "Dst.viewDidLoad", "Src.viewWillDisappear", "Dst.viewWillAppear", "Src.viewDidDisappear", "Dst.viewDidAppear",
            "Dst.didMove(toParent: Nav)",
        ]

        static func expected(_ entries: [String], id: String, title: String) -> [String] {
            ["Src.shouldPerformSegue(\(id), sender: button \(title)) → true"]
                + entries.map { $0.replacingOccurrences(of: "ID", with: id).replacingOccurrences(of: "TITLE", with: title) }
        }

        func navigation(_ fixture: Fixture) throws -> NavigationController {
            try #require(fixture.root as? NavigationController)
        }

        @Test func showInsideANavigationControllerPushes() throws {
            let fixture = try Fixture(main: Self.inNavigation)
            try fixture.launch()
            try fixture.driver().tap("Show")
            #expect(LifecycleLog.entries == Self.expected(Self.pushed, id: "showDst", title: "Show"))
            #expect(try navigation(fixture).viewControllers.map(LifecycleLog.name) == ["Src", "Dst"])
        }

        /// Without a split view controller, `showDetail` is `show`.
        @Test func showDetailWithoutASplitViewIsShow() throws {
            let fixture = try Fixture(main: Self.inNavigation)
            try fixture.launch()
            try fixture.driver().tap("Detail")
            #expect(LifecycleLog.entries == Self.expected(Self.pushed, id: "detailDst", title: "Detail"))
            #expect(try navigation(fixture).viewControllers.map(LifecycleLog.name) == ["Src", "Dst"])
        }

        /// Outside a navigation controller, `show` presents modally (automatic: a page sheet,
        /// so the presenter hears nothing). Never an error.
        @Test(arguments: [("Show", "showDst"), ("Detail", "detailDst")])
        func showOutsideANavigationControllerPresents(title: String, id: String) throws {
            let fixture = try Fixture(main: Self.alone)
            try fixture.launch()
            try fixture.driver().tap(.text(title))
            #expect(LifecycleLog.entries == Self.expected([
                "Dst.awakeFromNib", "Src.prepare(ID → Dst, sender: button TITLE)",
                "Dst.viewDidLoad", "Dst.viewWillAppear", "Dst.viewDidAppear",
            ], id: id, title: title))
            let destination = try #require(fixture.root.presentedViewController)
            #expect(destination.title == "Dst")
            #expect(destination.presentingViewController === fixture.root)
            #expect(destination.modalPresentationStyle == .automatic)
        }

        /// A presentation segue sets the destination's presentation and transition styles.
        @Test func presentationWithTheSeguesStyle() throws {
            let fixture = try Fixture(main: Self.inNavigation)
            try fixture.launch()
            try fixture.driver().tap("Form")
            #expect(LifecycleLog.entries == Self.expected([
                "Dst.awakeFromNib", "Src.prepare(ID → Dst, sender: button TITLE)",
                "Dst.viewDidLoad", "Dst.viewWillAppear", "Dst.viewDidAppear",
            ], id: "formDst", title: "Form"))
            let destination = try #require(fixture.root.presentedViewController)
            #expect(destination.modalPresentationStyle == .formSheet)
            #expect(destination.modalTransitionStyle == .crossDissolve)
            #expect(destination.presentingViewController === fixture.root)
        }

        /// Full screen from inside a navigation controller: the navigation controller presents
        /// and disappears, with its top controller.
        @Test func presentationFullScreen() throws {
            let fixture = try Fixture(main: Self.inNavigation)
            try fixture.launch()
            try fixture.driver().tap("Full")
            #expect(LifecycleLog.entries == Self.expected([
                "Dst.awakeFromNib", "Src.prepare(ID → Dst, sender: button TITLE)",
                "Dst.viewDidLoad", "Nav.viewWillDisappear", "Src.viewWillDisappear", "Dst.viewWillAppear", "Dst.viewDidAppear",
                "Nav.viewDidDisappear", "Src.viewDidDisappear",
            ], id: "fullDst", title: "Full"))
            #expect(fixture.root.presentedViewController?.modalPresentationStyle == .fullScreen)
        }

        /// A popover in compact width (the headless default's iPhone) adapts: on iOS 13 and
        /// later "the same as formSheet" (Apple's `UIModalPresentationStyle.popover`), so the
        /// presenter stays on screen; before iOS 13 (an environment whose automatic style is
        /// full screen) it covers the screen and the presenter disappears. More in
        /// `PopoverPresentationTests`.
        @Test func popoverPresentationAdaptsWhenCompact() throws {
            let fixture = try Fixture(main: Self.alone)
            try fixture.launch()
            try fixture.driver().tap("Popover")
            #expect(LifecycleLog.entries == Self.expected([
                "Dst.awakeFromNib", "Src.prepare(ID → Dst, sender: button TITLE)",
                "Dst.viewDidLoad", "Dst.viewWillAppear", "Dst.viewDidAppear",
            ], id: "popoverDst", title: "Popover"))
            let destination = try #require(fixture.root.presentedViewController)
            #expect(destination.modalPresentationStyle == .popover)
            #expect(destination.resolvedPresentationStyle == .formSheet)

            let old = try Fixture(main: Self.alone)
            try old.launch()
            testEnvironment.automaticPresentationStyle = .fullScreen
            try old.driver().tap("Popover")
            #expect(LifecycleLog.entries == Self.expected([
                "Dst.awakeFromNib", "Src.prepare(ID → Dst, sender: button TITLE)",
                "Dst.viewDidLoad", "Src.viewWillDisappear", "Dst.viewWillAppear", "Dst.viewDidAppear", "Src.viewDidDisappear",
            ], id: "popoverDst", title: "Popover"))
            #expect(old.root.presentedViewController?.resolvedPresentationStyle == .fullScreen)
        }

        /// The deprecated `push` pushes inside a navigation controller.
        @Test func pushInsideANavigationController() throws {
            let fixture = try Fixture(main: Self.inNavigation)
            try fixture.launch()
            try fixture.driver().tap("Push")
            #expect(LifecycleLog.entries == Self.expected(Self.pushed, id: "pushDst", title: "Push"))
        }

        /// A segue of a custom class: the runtime creates it and calls its `perform()`, after
        /// `prepare(for:sender:)`; no container announcement is made for it.
        @Test func customSegueClass() throws {
            let fixture = try Fixture(main: Self.inNavigation)
            try fixture.launch()
            let source = try #require(try navigation(fixture).topViewController as? LoggingViewController)
            var prepared: StoryboardSegue?
            source.onPrepare = { prepared = $0 }
            try fixture.driver().tap("Custom")
            #expect(LifecycleLog.entries == Self.expected([
                "Dst.awakeFromNib", "Src.prepare(ID → Dst, sender: button TITLE)",
                "LifecycleLogSegue.perform(Src → Dst)",
                "Dst.willMove(toParent: Nav)", "Dst.viewDidLoad",
                "Src.viewWillDisappear", "Dst.viewWillAppear", "Src.viewDidDisappear", "Dst.viewDidAppear",
                "Dst.didMove(toParent: Nav)",
            ], id: "customDst", title: "Custom"))
            #expect(prepared is LifecycleLogSegue)
            #expect(prepared?.identifier == "customDst")
            #expect(prepared?.source === source)
            #expect(testEnvironment.diagnostics.warnings.isEmpty)
        }

        /// Relationships: a navigation controller's root, instantiated with it.
        @Test func navigationRootRelationship() throws {
            let fixture = try Fixture(main: Self.inNavigation)
            let navigation = try #require(try fixture.storyboard().instantiateInitialViewController() as? NavigationController)
            #expect(navigation.viewControllers.map(LifecycleLog.name) == ["Src"])
            #expect(navigation.topViewController?.navigationController === navigation)
            #expect(!(navigation.topViewController?.isViewLoaded ?? true))
        }
    }
}
