@testable import StoryboardRuntime
import Testing

/// An adaptive presentation delegate that logs what it is asked and answers as told.
@MainActor
final class LoggingPresentationDelegate: PopoverPresentationControllerDelegate {
    var adaptiveStyle: ModalPresentationStyle = .automatic
    var allowsDismissal = true

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        LifecycleLog.record("delegate.adaptivePresentationStyle(\(traitCollection.horizontalSizeClass)) → \(adaptiveStyle)")
        return adaptiveStyle
    }
    func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: ViewControllerTransitionCoordinator?
    ) {
        LifecycleLog.record("delegate.willPresentWithAdaptiveStyle(\(style))")
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {
        LifecycleLog.record("delegate.prepareForPopoverPresentation")
    }
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        LifecycleLog.record("delegate.presentationControllerShouldDismiss → \(allowsDismissal)")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        LifecycleLog.record("delegate.presentationControllerWillDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        LifecycleLog.record("delegate.presentationControllerDidDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        LifecycleLog.record("delegate.presentationControllerDidAttemptToDismiss")
    }
}

extension RuntimeSuite {
    /// Popover segues and `.popover` presentations with adaptivity, as Apple documents
    /// `UIModalPresentationStyle.popover`: a popover in regular width (the presenter stays on
    /// screen and hears nothing; a tap outside dismisses it); in compact width, on iOS 13 and
    /// later, "the same as formSheet" (a sheet: the presenter stays), before iOS 13 full screen;
    /// unless the delegate's `adaptivePresentationStyle(for:traitCollection:)` answers `.none`.
    @MainActor
    @Suite("Segues: popovers and adaptivity")
    struct PopoverPresentationTests {
        /// Nav → Src with a "Popover" button (popover segue anchored at the button) and an
        /// "Info" bar button item (popover segue anchored at the item, with up/down arrows).
        static let storyboard = StoryboardXML.document(
            initial: "nav",
            StoryboardXML.navigation("nav", root: "src"),
            StoryboardXML.controller(
                "src", title: "Src",
                subviews: StoryboardXML.button("popover", title: "Popover", connections: StoryboardXML.segue(
                    "src-popover", to: "dst", kind: "popoverPresentation", identifier: "pop", extra: #" popoverAnchorView="popover""#)),
                navigationItem: """
                    <navigationItem key="navigationItem" title="Src" id="src-item">
                        <barButtonItem key="rightBarButtonItem" title="Info" id="info">
                            <connections>
                                <segue destination="dst" kind="popoverPresentation" identifier="info" popoverAnchorBarButtonItem="info" id="info-popover">
                                    <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
                                </segue>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    """),
            StoryboardXML.controller("dst", title: "Dst"))

        static let prefix = ["Src.shouldPerformSegue(pop, sender: button Popover) → true", "Dst.awakeFromNib", "Src.prepare(pop → Dst, sender: button Popover)"]

        func launch(device: String? = nil, delegate: LoggingPresentationDelegate? = nil) throws -> (Fixture, ViewController) {
            let fixture = try Fixture(main: Self.storyboard)
            try fixture.launch()
            if let device { fixture.window.device = try #require(Device.named(device)) }
            let source = try #require((fixture.root as? NavigationController)?.topViewController as? LoggingViewController)
            if let delegate {
                source.onPrepare = { $0.destination.popoverPresentationController?.delegate = delegate }
            }
            LifecycleLog.entries = []
            return (fixture, source)
        }

        /// Regular width (an iPad): a popover pointing at the button; the presenter stays on
        /// screen, so it hears no `viewWillDisappear` (the popover's own calls only).
        @Test func regularWidthShowsAPopover() throws {
            let (fixture, source) = try launch(device: "ipad10_2")
            try fixture.driver().tap("Popover")
            #expect(LifecycleLog.entries == Self.prefix + ["Dst.viewDidLoad", "Dst.viewWillAppear", "Dst.viewDidAppear"])
            let destination = try #require(source.presentedViewController)
            #expect(destination.modalPresentationStyle == .popover)
            #expect(destination.resolvedPresentationStyle == .popover)
            let popover = try #require(destination.popoverPresentationController)
            #expect(popover.sourceView === source.view.subviews.first { ($0 as? Button)?.currentTitle == "Popover" })
            #expect(popover.sourceRect == popover.sourceView?.bounds)
            #expect(popover.barButtonItem == nil)
            #expect(destination.presentationController === popover)
            #expect(source.isVisible)
        }

        /// Compact width (an iPhone), iOS 13 and later: a form sheet, so the presenter stays
        /// on screen too; `popoverPresentationController` is still there (the style is still
        /// `.popover`).
        @Test func compactWidthAdaptsToAFormSheet() throws {
            let (fixture, source) = try launch()
            try fixture.driver().tap("Popover")
            #expect(LifecycleLog.entries == Self.prefix + ["Dst.viewDidLoad", "Dst.viewWillAppear", "Dst.viewDidAppear"])
            let destination = try #require(source.presentedViewController)
            #expect(destination.resolvedPresentationStyle == .formSheet)
            #expect(destination.popoverPresentationController != nil)
        }

        /// Compact height (an iPhone held sideways; a large one is regular width then): a form
        /// sheet there covers the screen, so the popover adapts to full screen and the
        /// presenter disappears.
        @Test(arguments: ["retina6_0", "retina6_7"])
        func compactHeightAdaptsToFullScreen(device: String) throws {
            let (fixture, source) = try launch(device: device)
            fixture.window.orientation = .landscape
            try fixture.driver().tap("Popover")
            #expect(LifecycleLog.entries == Self.prefix + [
                "Dst.viewDidLoad", "Nav.viewWillDisappear", "Src.viewWillDisappear", "Dst.viewWillAppear", "Dst.viewDidAppear",
                "Nav.viewDidDisappear", "Src.viewDidDisappear",
            ])
            #expect(source.presentedViewController?.resolvedPresentationStyle == .fullScreen)
        }

        /// Compact width before iOS 13 (`automaticPresentationStyle = .fullScreen`): full
        /// screen, so the presenter disappears (after the presented appears, as for any
        /// full-screen presentation).
        @Test func compactWidthBeforeIOS13AdaptsToFullScreen() throws {
            let (fixture, source) = try launch()
            testEnvironment.automaticPresentationStyle = .fullScreen
            try fixture.driver().tap("Popover")
            #expect(LifecycleLog.entries == Self.prefix + [
                "Dst.viewDidLoad", "Nav.viewWillDisappear", "Src.viewWillDisappear", "Dst.viewWillAppear", "Dst.viewDidAppear",
                "Nav.viewDidDisappear", "Src.viewDidDisappear",
            ])
            #expect(source.presentedViewController?.resolvedPresentationStyle == .fullScreen)
        }

        /// A popover adapts again when the screen changes (Apple's
        /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`: an
        /// adaptivity-related transition is about to occur): a popover on an iPad becomes a
        /// sheet on an iPhone held upright, full screen held sideways (the presenter
        /// disappears), and a popover again on the iPad (`.none`: back to its own style; the
        /// presenter appears).
        @Test func changingTheScreenAdaptsThePopoverAgain() throws {
            let delegate = LoggingPresentationDelegate()
            let (fixture, source) = try launch(device: "ipad10_2", delegate: delegate)
            try fixture.driver().tap("Popover")
            let destination = try #require(source.presentedViewController)
            #expect(destination.resolvedPresentationStyle == .popover)
            func change(to device: String, _ orientation: Orientation) throws -> [String] {
                LifecycleLog.entries = []
                fixture.window.changeScreen(to: try #require(Device.named(device)), orientation: orientation)
                return LifecycleLog.entries.filter { $0.hasPrefix("delegate.willPresent") || $0.contains("Appear") || $0.contains("Disappear") }
            }
            #expect(try change(to: "retina6_1", .portrait) == ["delegate.willPresentWithAdaptiveStyle(formSheet)"])
            #expect(destination.resolvedPresentationStyle == .formSheet)
            #expect(source.isVisible)
            #expect(try change(to: "retina6_1", .landscape) == [
                "delegate.willPresentWithAdaptiveStyle(fullScreen)", "Nav.viewWillDisappear", "Src.viewWillDisappear",
                "Nav.viewDidDisappear", "Src.viewDidDisappear",
            ])
            #expect(destination.resolvedPresentationStyle == .fullScreen)
            #expect(try change(to: "ipad10_2", .landscape) == [
                "delegate.willPresentWithAdaptiveStyle(none)", "Nav.viewWillAppear", "Src.viewWillAppear",
                "Nav.viewDidAppear", "Src.viewDidAppear",
            ])
            #expect(destination.resolvedPresentationStyle == .popover)
            #expect(try change(to: "ipad10_2", .portrait) == [])
        }

        /// The delegate answering `.none` keeps the popover in compact width; it is asked with
        /// the compact traits, and told the popover is about to show.
        @Test func delegateAnsweringNoneKeepsThePopover() throws {
            let delegate = LoggingPresentationDelegate()
            delegate.adaptiveStyle = .none
            let (fixture, source) = try launch(delegate: delegate)
            try fixture.driver().tap("Popover")
            #expect(LifecycleLog.entries == Self.prefix + [
                "delegate.adaptivePresentationStyle(compact) → none", "delegate.prepareForPopoverPresentation",
                "Dst.viewDidLoad", "Dst.viewWillAppear", "Dst.viewDidAppear",
            ])
            #expect(source.presentedViewController?.resolvedPresentationStyle == .popover)
        }

        /// The delegate may choose full screen; a style it may not adapt to (a page sheet is
        /// not among full screen, over full screen, form sheet and none) keeps the default.
        @Test(arguments: [(ModalPresentationStyle.fullScreen, ModalPresentationStyle.fullScreen), (.currentContext, .formSheet)])
        func delegateChoosesTheAdaptation(answer: ModalPresentationStyle, shown: ModalPresentationStyle) throws {
            let delegate = LoggingPresentationDelegate()
            delegate.adaptiveStyle = answer
            let (fixture, source) = try launch(delegate: delegate)
            try fixture.driver().tap("Popover")
            #expect(source.presentedViewController?.resolvedPresentationStyle == shown)
        }

        /// A tap outside a popover: the delegate is asked, told it will dismiss, the popover is
        /// dismissed (its disappear calls; the presenter, which never left, hears nothing),
        /// then told it did.
        @Test func tapOutsideDismissesThePopover() throws {
            let delegate = LoggingPresentationDelegate()
            let (fixture, source) = try launch(device: "ipad10_2", delegate: delegate)
            try fixture.driver().tap("Popover")
            LifecycleLog.entries = []
            try fixture.driver().perform(try #require(try DriverCommand(line: "outside")))
            #expect(LifecycleLog.entries == [
                "delegate.presentationControllerShouldDismiss → true", "delegate.presentationControllerWillDismiss",
                "Dst.viewWillDisappear", "Dst.viewDidDisappear", "delegate.presentationControllerDidDismiss",
            ])
            #expect(source.presentedViewController == nil)
        }

        /// A delegate that refuses, or `isModalInPresentation`, keeps the popover: the delegate
        /// hears of the attempt (not asked at all when modal in presentation).
        @Test func refusedTapOutsideKeepsThePopover() throws {
            let delegate = LoggingPresentationDelegate()
            delegate.allowsDismissal = false
            let (fixture, source) = try launch(device: "ipad10_2", delegate: delegate)
            try fixture.driver().tap("Popover")
            LifecycleLog.entries = []
            try fixture.driver().tapOutsidePopover()
            #expect(LifecycleLog.entries == [
                "delegate.presentationControllerShouldDismiss → false", "delegate.presentationControllerDidAttemptToDismiss",
            ])
            let destination = try #require(source.presentedViewController)
            LifecycleLog.entries = []
            destination.isModalInPresentation = true
            try fixture.driver().tapOutsidePopover()
            #expect(LifecycleLog.entries == ["delegate.presentationControllerDidAttemptToDismiss"])
            #expect(source.presentedViewController === destination)
        }

        /// Dismissing by program does not send `presentationControllerDidDismiss`, as Apple
        /// documents.
        @Test func dismissingByProgramDoesNotTellTheDelegate() throws {
            let delegate = LoggingPresentationDelegate()
            let (fixture, source) = try launch(device: "ipad10_2", delegate: delegate)
            try fixture.driver().tap("Popover")
            LifecycleLog.entries = []
            source.dismiss(animated: false)
            #expect(LifecycleLog.entries == ["Dst.viewWillDisappear", "Dst.viewDidDisappear"])
        }

        /// A popover that adapted to a sheet has no outside to tap.
        @Test func noPopoverToTapOutsideOfInCompactWidth() throws {
            let (fixture, _) = try launch()
            try fixture.driver().tap("Popover")
            #expect(throws: DriverError.self) { try fixture.driver().tapOutsidePopover() }
        }

        /// A popover segue from a bar button item anchored at it: the popover points at the
        /// item (`barButtonItem`), with the storyboard's permitted arrow directions.
        @Test func barButtonItemAnchor() throws {
            let (fixture, source) = try launch(device: "ipad10_2")
            try fixture.driver().tapBarButton("Info")
            let popover = try #require(source.presentedViewController?.popoverPresentationController)
            #expect(popover.barButtonItem === source.navigationItem.rightBarButtonItems.first)
            #expect(popover.sourceView == nil)
            #expect(popover.permittedArrowDirections == [.up, .down])
        }

        /// `popoverPresentationController` is made when asked for while the style is
        /// `.popover`, as Apple documents, and is nil for other styles.
        @Test func popoverPresentationControllerFollowsTheStyle() {
            let controller = ViewController()
            #expect(controller.popoverPresentationController == nil)
            controller.modalPresentationStyle = .popover
            let popover = controller.popoverPresentationController
            #expect(popover != nil)
            #expect(controller.popoverPresentationController === popover)
            #expect(controller.presentationController === popover)
        }
    }
}
