import Colorboard
@testable import StoryboardRuntime
import StoryboardTestSupport
import Testing

/// The call log (`RuntimeEnvironment.callLog`): UIKit's calls on Colorboard's controllers in the
/// order `uikit-semantics.md` gives (§2 a segue: `shouldPerformSegue`, the destination made and
/// awoken, `prepare`; §3 the appearance callbacks of a full-screen presentation, a push and a
/// pop), and the actions its controls send.
@MainActor
@Suite("Call log", .inOwnRuntimeEnvironment)
struct CallLogTests {
    /// The calls since the last step, and a fresh start for the next.
    func take() -> [String] {
        defer { testEnvironment.callLog.removeAll() }
        return testEnvironment.callLog.calls
    }

    @Test("Colorboard's flow: launch, present the editor, slide, Done, push a color, back")
    func colorboard() throws {
        testEnvironment.callLog.isRecording = true
        let driver = try ColorboardWalkthroughTests.launch(directory: ColorboardWalkthroughTests.exampleDirectory)
        #expect(take() == [
            "PaletteViewController.awakeFromNib()",
            "PaletteViewController.willMove(toParent: UINavigationController)",
            "PaletteViewController.didMove(toParent: UINavigationController)",
            "UINavigationController.awakeFromNib()",
            "UINavigationController.viewDidLoad()",
            "UINavigationController.viewWillAppear(_:)",
            "PaletteViewController.viewDidLoad()",
            "PaletteViewController.viewWillAppear(_:)",
            "UINavigationController.viewDidAppear(_:)",
            "PaletteViewController.viewDidAppear(_:)",
        ])

        // + presents a navigation controller holding the editor, full screen.
        try driver.tap("+")
        #expect(take() == [
            "PaletteViewController.shouldPerformSegue(withIdentifier: \"NewColor\", sender: UIBarButtonItem)",
            "ColorViewController.awakeFromNib()",
            "ColorViewController.willMove(toParent: UINavigationController)",
            "ColorViewController.didMove(toParent: UINavigationController)",
            "UINavigationController.awakeFromNib()",
            "PaletteViewController.prepare(for: \"NewColor\" → UINavigationController, sender: UIBarButtonItem)",
            "UINavigationController.viewDidLoad()",
            "UINavigationController.viewWillDisappear(_:)",
            "PaletteViewController.viewWillDisappear(_:)",
            "UINavigationController.viewWillAppear(_:)",
            "ColorViewController.viewDidLoad()",
            "ColorViewController.viewWillAppear(_:)",
            "UINavigationController.viewDidAppear(_:)",
            "ColorViewController.viewDidAppear(_:)",
            "UINavigationController.viewDidDisappear(_:)",
            "PaletteViewController.viewDidDisappear(_:)",
        ])

        try driver.slide("red", to: 0.5)
        try driver.tapBarButton("Done")
        #expect(take() == [
            "ColorViewController.changeColor(_:) ← UISlider",
            "ColorViewController.dismiss(_:) ← UIBarButtonItem",
            "UINavigationController.viewWillDisappear(_:)",
            "ColorViewController.viewWillDisappear(_:)",
            "UINavigationController.viewWillAppear(_:)",
            "PaletteViewController.viewWillAppear(_:)",
            "UINavigationController.viewDidAppear(_:)",
            "PaletteViewController.viewDidAppear(_:)",
            "UINavigationController.viewDidDisappear(_:)",
            "ColorViewController.viewDidDisappear(_:)",
        ])

        // A row pushes an editor: willMove before prepare, didMove last (§3).
        try driver.tap("Blue")
        #expect(take() == [
            "PaletteViewController.shouldPerformSegue(withIdentifier: \"ExistingColor\", sender: UITableViewCell)",
            "ColorViewController.awakeFromNib()",
            "ColorViewController.willMove(toParent: UINavigationController)",
            "PaletteViewController.prepare(for: \"ExistingColor\" → ColorViewController, sender: UITableViewCell)",
            "ColorViewController.viewDidLoad()",
            "PaletteViewController.viewWillDisappear(_:)",
            "ColorViewController.viewWillAppear(_:)",
            "PaletteViewController.viewDidDisappear(_:)",
            "ColorViewController.viewDidAppear(_:)",
            "ColorViewController.didMove(toParent: UINavigationController)",
        ])

        try driver.tapBack()
        #expect(take() == [
            "ColorViewController.willMove(toParent: nil)",
            "ColorViewController.viewWillDisappear(_:)",
            "PaletteViewController.viewWillAppear(_:)",
            "ColorViewController.viewDidDisappear(_:)",
            "PaletteViewController.viewDidAppear(_:)",
            "ColorViewController.didMove(toParent: nil)",
        ])
    }

    @Test("nothing is written down unless recording")
    func off() throws {
        let driver = try ColorboardWalkthroughTests.launch(directory: ColorboardWalkthroughTests.exampleDirectory)
        try driver.tap("+")
        #expect(testEnvironment.callLog.calls.isEmpty)
    }

    @Test(arguments: [("dismiss:", "dismiss(_:)"), ("done", "done()"), ("tapWithSender:", "tapWithSender(_:)"), ("move:to:", "move(_:to:)")])
    func selectorAsMethod(_ selector: String, _ method: String) {
        #expect(CallLog.method(selector) == method)
    }
}
