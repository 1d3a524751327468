import Foundation
import StoryboardFormat
import StoryboardRender
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

/// A presentation in a context, on Habitica's real storyboards: each tab of its
/// MainTabBarController is a navigation controller that defines the presentation context
/// (`definesPresentationContext="YES"`), and BuyModal.storyboard's HRPGBuyItemModalViewController
/// is `modalPresentationStyle="overCurrentContext"`. UIKit shows such a presentation over the
/// tab's content only: the tab bar, drawn above the tab's container, stays on screen and keeps
/// its touches.
@MainActor
@Suite("Live current-context presentation")
struct LiveCurrentContextTests {
    struct Shown {
        let window: Window
        let tabs: TabBarController
        let context: NavigationController
        let modal: ViewController
    }

    /// Habitica's tabs in a window (an iPhone 13, 390 × 844), the buy modal presented from the
    /// first tab's controller.
    static func presentBuyModal(in environment: RuntimeEnvironment) throws -> Shown {
        let main = try Corpus.path("HabitRPG__habitica-ios/HabitRPG/Storyboards/Base.lproj/Main.storyboard")
        let bundle = ResourceBundle(directory: (main as NSString).deletingLastPathComponent)
        return try RuntimeEnvironment.$current.withValue(environment) {
            let tabs = try #require(try Storyboard(name: "Main", bundle: bundle)
                .instantiateViewController(withIdentifier: "MainTabBarController") as? TabBarController)
            let window = Window()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            let context = try #require(tabs.viewControllers?.first as? NavigationController)
            let top = try #require(context.topViewController)
            let modal = try #require(try Storyboard(name: "BuyModal", bundle: bundle).instantiateInitialViewController())
            top.present(modal, animated: true)
            window.layoutIfNeeded()
            return Shown(window: window, tabs: tabs, context: context, modal: modal)
        }
    }

    @Test("the tab's navigation controller, which defines the context, presents the modal over the tab's content; it stays on screen", .requiresSharedData)
    func theTabPresents() throws {
        let environment = RuntimeEnvironment()
        let shown = try Self.presentBuyModal(in: environment)
        #expect(shown.context.definesPresentationContext)
        #expect(shown.modal.modalPresentationStyle == .overCurrentContext)
        #expect(shown.modal.presentingViewController === shown.context)
        #expect(shown.tabs.presentedViewController == nil)
        #expect(shown.context.isVisible && shown.modal.isVisible)
        #expect(shown.window.visibleViewController === shown.tabs)
        #expect(environment.diagnostics.warnings.filter { $0.id == .presentation }.isEmpty)
        // The modal's view covers the tab's frame, its safe area above the tab bar (49 pt) and
        // the home indicator (34).
        #expect(shown.modal.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(shown.modal.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        // A person reads the modal, then the tab bar still below it.
        let screen = Driver(window: shown.window).describeScreen()
        #expect(screen.hasSuffix("\nTabBar [\"\"] \"\" \"\" \"\" \"\""))
        #expect(!screen.contains("NavigationBar"))
    }

    @Test("drawn: the modal over the tab's content, the tab bar over both; a touch on the tab bar reaches it, one above it the modal", .requiresSharedData)
    func drawnUnderTheTabBar() throws {
        let environment = RuntimeEnvironment()
        let shown = try Self.presentBuyModal(in: environment)
        let live = LiveScreen(window: shown.window)
        let views = live.screen.root.allViews
        let modalIndex = try #require(views.firstIndex { $0.id == "38B-cY-EDq" })
        let barIndex = try #require(views.firstIndex { $0.kind == .tabBar })
        #expect(modalIndex < barIndex)
        #expect(views[modalIndex].frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(views[barIndex].frame == Rect(x: 0, y: 844 - 83, width: 390, height: 83))
        // The tab's own content is still drawn under the modal (over current context).
        let contextView = try #require(shown.context.topViewController?.view.objectID)
        #expect(views.contains { $0.id == contextView })

        let onBar = try #require(live.hitTest(Point(x: 390 * 3 / 10, y: 844 - 60)))
        #expect(onBar.kind == .tabBar)
        let onModal = try #require(live.hitTest(Point(x: 195, y: 400)))
        #expect(onModal.kind != .tabBar)
        var owner: View? = onModal.view
        while let view = owner, view !== shown.modal.view { owner = view.superview }
        #expect(owner === shown.modal.view)

        // The tab bar still switches tabs: the modal goes off screen with its tab.
        try RuntimeEnvironment.$current.withValue(environment) {
            try Driver(window: shown.window).selectTab(at: 1)
        }
        #expect(!shown.modal.isVisible)
        #expect(!LiveScreen(window: shown.window).screen.root.allViews.contains { $0.id == "38B-cY-EDq" })
    }

    @Test("a current-context presentation in a sheet is drawn in the sheet's place: the screen under it still dimmed, the sheet's own content gone")
    func currentContextInASheet() throws {
        let root = ViewController()
        root.view.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let window = Window()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = ViewController()
        sheet.modalPresentationStyle = .pageSheet
        sheet.view.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
        root.present(sheet, animated: false)
        let inContext = ViewController()
        inContext.modalPresentationStyle = .currentContext
        inContext.view.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        sheet.present(inContext, animated: false)
        window.layoutIfNeeded()

        let layers = LiveScreen(window: window).screen.root.subviews.filter { $0.kind == .view }
        // The root, the sheet's dimming, the presentation at the sheet's place (47 pt of
        // status bar, the 10 pt gap).
        #expect(layers.map(\.id) == ["controller-ViewController", "dimming-1", "controller-ViewController~2"])
        #expect(layers.last?.frame == Rect(x: 0, y: 57, width: 390, height: 844 - 57))
        #expect(layers.last?.style.backgroundColor == DynamicColor(RGBA(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(layers.last?.style.cornerRadius == 10)
        #expect(inContext.view.frame == Rect(x: 0, y: 57, width: 390, height: 844 - 57))
    }
}
