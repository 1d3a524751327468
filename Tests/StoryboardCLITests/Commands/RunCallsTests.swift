import Foundation
import Testing

/// `storyboard run --calls`: the UIKit calls the app's controllers get, printed before each
/// screen, through the built binary.
@Suite("storyboard run --calls")
struct RunCallsTests {
    let tool: StoryboardExecutable

    init() throws { tool = try StoryboardExecutable() }

    @Test func colorboardsLaunchAndPresentationPrintTheirCallsInOrder() throws {
        let outcome = try tool.run(["run", FirstTenMinutesTests.colorboard, "--calls", "--script", "tap +; slide red 0.5; quit"])
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
        #expect(outcome.output == """
            → PaletteViewController.awakeFromNib()
            → PaletteViewController.willMove(toParent: UINavigationController)
            → PaletteViewController.didMove(toParent: UINavigationController)
            → UINavigationController.awakeFromNib()
            → UINavigationController.viewDidLoad()
            → UINavigationController.viewWillAppear(_:)
            → PaletteViewController.viewDidLoad()
            → PaletteViewController.viewWillAppear(_:)
            → UINavigationController.viewDidAppear(_:)
            → PaletteViewController.viewDidAppear(_:)
            NavigationBar "Colors" right [+]
            TableView background system(systemBackgroundColor)
              Cell "Blue" >
            > tap +
            → PaletteViewController.shouldPerformSegue(withIdentifier: "NewColor", sender: UIBarButtonItem)
            → ColorViewController.awakeFromNib()
            → ColorViewController.willMove(toParent: UINavigationController)
            → ColorViewController.didMove(toParent: UINavigationController)
            → UINavigationController.awakeFromNib()
            → PaletteViewController.prepare(for: "NewColor" → UINavigationController, sender: UIBarButtonItem)
            → UINavigationController.viewDidLoad()
            → UINavigationController.viewWillDisappear(_:)
            → PaletteViewController.viewWillDisappear(_:)
            → UINavigationController.viewWillAppear(_:)
            → ColorViewController.viewDidLoad()
            → ColorViewController.viewWillAppear(_:)
            → UINavigationController.viewDidAppear(_:)
            → ColorViewController.viewDidAppear(_:)
            → UINavigationController.viewDidDisappear(_:)
            → PaletteViewController.viewDidDisappear(_:)
            NavigationBar right [Done]
            View background rgb(0.000, 0.000, 1.000)
              TextField #colorName "Blue" placeholder "color name"
              Label "Red"
              Slider #red 0.000 in 0.000...1.000
              Label "Green"
              Slider #green 0.000 in 0.000...1.000
              Label "Blue"
              Slider #blue 1.000 in 0.000...1.000
            > slide red 0.5
            → ColorViewController.changeColor(_:) ← UISlider
            NavigationBar right [Done]
            View background rgb(0.500, 0.000, 1.000)
              TextField #colorName "Blue" placeholder "color name"
              Label "Red"
              Slider #red 0.500 in 0.000...1.000
              Label "Green"
              Slider #green 0.000 in 0.000...1.000
              Label "Blue"
              Slider #blue 1.000 in 0.000...1.000
            > quit

            """)
    }

    @Test func withoutTheFlagNoCallIsPrinted() throws {
        let outcome = try tool.run(["run", FirstTenMinutesTests.colorboard, "--script", "tap +; quit"])
        #expect(outcome.status == 0)
        #expect(!outcome.output.contains("→"))
    }
}
