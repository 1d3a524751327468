@testable import StoryboardPlayer
import StoryboardRender
import StoryboardRuntime
import Testing

/// An `.overCurrentContext` presentation in a tab whose navigation controller defines the
/// presentation context: UIKit shows it over the tab's content, under the tab bar, so a touch
/// on the tab bar still reaches the bar (and switches tabs) while one above it reaches the
/// presentation, not the covered content.
@MainActor
@Suite("Player current-context presentations")
struct CurrentContextTouchTests {
    @Test("a touch on the tab bar under an over-current-context presentation selects the tab; one on the presentation reaches its button")
    func tabBarStillTakesTouches() throws {
        let covered = ViewController()
        let coveredButton = Button()
        coveredButton.setTitle("Covered", for: .normal)
        coveredButton.frame = Rect(x: 20, y: 300, width: 350, height: 44)
        covered.view.addSubview(coveredButton)
        let navigation = NavigationController(rootViewController: covered)
        navigation.definesPresentationContext = true
        navigation.tabBarItem.title = "First"
        let second = ViewController()
        second.tabBarItem.title = "Second"
        let tabs = TabBarController()
        tabs.setViewControllers([navigation, second], animated: false)
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()

        let sheet = ViewController()
        sheet.modalPresentationStyle = .overCurrentContext
        let confirm = Button()
        confirm.setTitle("Confirm", for: .normal)
        confirm.frame = Rect(x: 20, y: 300, width: 350, height: 44)
        sheet.view.addSubview(confirm)
        covered.present(sheet, animated: false)
        #expect(sheet.presentingViewController === navigation)

        let device = try #require(DeviceMetrics.device(id: "retina6_0"))
        let screen = LiveRenderer().render(window, appearance: .light, device: device)
        // The button's place: the presentation's, not the covered one under it.
        guard case .view(let view)? = screen.target(at: 195, 322)?.action else {
            Issue.record("a touch on the presentation reaches a view")
            return
        }
        #expect(view === confirm)
        // The second tab's place on the bar, 49 points above the home indicator's 34.
        let onBar = try #require(screen.target(at: 390 * 3 / 4, 844 - 60))
        switch onBar.action {
        case .tab(let index): try Driver(window: window).selectTab(at: index)
        case .barItem(let item as TabBarItem): try Driver(window: window).selectTab(item.displayTitle)
        default: Issue.record("a touch on the tab bar reaches a tab")
        }
        #expect(tabs.selectedIndex == 1)
        #expect(!sheet.isVisible)
    }
}
