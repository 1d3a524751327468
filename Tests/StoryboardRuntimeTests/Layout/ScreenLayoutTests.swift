import Colorboard
import StoryboardLayout
@testable import StoryboardRuntime
import Testing

/// The runtime lays out with the layout engine: frames, safe areas and the layout callbacks
/// follow the screen as controllers are pushed, the device turns, and texts change.
@MainActor
@Suite("Screen layout", .inOwnRuntimeEnvironment)
struct ScreenLayoutTests {
    /// The frames of the card's label and box.
    static func frames(_ card: ViewController) throws -> [Rect] {
        let root = try #require(card.viewIfLoaded)
        return [root.frame] + root.subviews.map(\.frame)
    }

    @Test("a window runs on the runtime's default iPhone 13 unless a device is chosen, not on the designed device")
    func defaultDevice() throws {
        let storyboard = try LayoutFixture.open()
        let card = try LayoutFixture.card(storyboard, log: LayoutCallLog())
        let window = Window()
        window.rootViewController = card
        window.makeKeyAndVisible()
        #expect(window.device.id == "retina6_0")
        #expect(window.orientation == .portrait)
        // iPhone 13: 390 × 844, 47 pt on top and 34 below, 16 pt side margins (narrower than 414).
        #expect(window.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(try Self.frames(card) == [
            Rect(x: 0, y: 0, width: 390, height: 844),
            Rect(x: 20, y: 67, width: 42, height: 21),
            Rect(x: 16, y: 96, width: 358, height: 694),
        ])
        #expect(card.view.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
    }

    @Test("a window shows on the device chosen for it (here the designed one), laid out from the constraints")
    func designedDevice() throws {
        let storyboard = try LayoutFixture.open()
        let card = try LayoutFixture.card(storyboard, log: LayoutCallLog())
        let window = LayoutFixture.show(card)
        #expect(window.device.id == "retina4_7")
        #expect(window.orientation == .portrait)
        #expect(window.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(try Self.frames(card) == [
            Rect(x: 0, y: 0, width: 375, height: 667),
            Rect(x: 20, y: 40, width: 42, height: 21),
            Rect(x: 16, y: 69, width: 343, height: 578),
        ])
        #expect(card.view.safeAreaInsets == EdgeInsets(top: 20))
        #expect(card.view.subviews[1].safeAreaInsets == .zero)
    }

    @Test("another device: the screen's size, margins and safe area are that device's")
    func otherDevice() throws {
        let storyboard = try LayoutFixture.open()
        let card = try LayoutFixture.card(storyboard, log: LayoutCallLog())
        let window = Window()
        window.device = try #require(Device.named("retina6_1"))
        window.rootViewController = card
        window.makeKeyAndVisible()
        // iPhone 11: 414 × 896, 48 pt on top (iOS 14 and later) and 34 below, 20 pt side margins.
        #expect(try Self.frames(card) == [
            Rect(x: 0, y: 0, width: 414, height: 896),
            Rect(x: 20, y: 68, width: 42, height: 21),
            Rect(x: 20, y: 97, width: 374, height: 745),
        ])
        #expect(card.view.safeAreaInsets == EdgeInsets(top: 48, bottom: 34))
    }

    @Test("rotating re-lays out the screen, and rotating back restores it")
    func rotation() throws {
        let storyboard = try LayoutFixture.open()
        let log = LayoutCallLog()
        let card = try LayoutFixture.card(storyboard, log: log)
        let window = LayoutFixture.show(card)
        log.entries = []
        window.orientation = .landscape
        // No status bar in landscape on an iPhone 8; the 667 pt wide root has 20 pt margins.
        #expect(window.frame == Rect(x: 0, y: 0, width: 667, height: 375))
        #expect(try Self.frames(card) == [
            Rect(x: 0, y: 0, width: 667, height: 375),
            Rect(x: 20, y: 20, width: 42, height: 21),
            Rect(x: 20, y: 49, width: 627, height: 306),
        ])
        #expect(card.view.safeAreaInsets == .zero)
        #expect(log.entries == ["Card.viewWillLayoutSubviews", "view.layoutSubviews", "Card.viewDidLayoutSubviews"])
        window.orientation = .portrait
        #expect(try Self.frames(card)[2] == Rect(x: 16, y: 69, width: 343, height: 578))
    }

    @Test("a pushed controller lays out under the navigation bar, in both orientations")
    func push() throws {
        let storyboard = try LayoutFixture.open()
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let window = LayoutFixture.show(navigation)
        let home = try #require(navigation.topViewController)
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(home.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(home.view.safeAreaInsets == EdgeInsets(top: 64))

        let card = try LayoutFixture.card(storyboard, log: LayoutCallLog())
        navigation.pushViewController(card, animated: false)
        #expect(try Self.frames(card) == [
            Rect(x: 0, y: 0, width: 375, height: 667),
            Rect(x: 20, y: 84, width: 42, height: 21),
            Rect(x: 16, y: 113, width: 343, height: 534),
        ])
        #expect(card.view.safeAreaInsets == EdgeInsets(top: 64))

        // In landscape the status bar hides and the bar is 32 pt.
        window.orientation = .landscape
        #expect(navigation.navigationBar.frame == Rect(x: 0, y: 0, width: 667, height: 32))
        #expect(try Self.frames(card)[1...] == [
            Rect(x: 20, y: 52, width: 42, height: 21),
            Rect(x: 20, y: 81, width: 627, height: 274),
        ])
    }

    @Test("changing a label's text resizes it at the next layout pass")
    func labelText() throws {
        let storyboard = try LayoutFixture.open()
        let card = try LayoutFixture.card(storyboard, log: LayoutCallLog())
        let window = LayoutFixture.show(card)
        let label = try #require(card.view.subviews[0] as? Label)
        label.text = "Hello, world"
        #expect(label.frame == Rect(x: 20, y: 40, width: 42, height: 21))
        window.layoutIfNeeded()
        // The new text measured with the system font's metrics, plus what the stored 42 pt
        // held beyond "Hello" as measured, rounded up to the pixel grid.
        #expect(label.frame == Rect(x: 20, y: 40, width: 93.5, height: 21))
        label.text = "Hello"
        label.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 40, width: 42, height: 21))
    }

    @Test("a label that wraps takes the lines of its new text, and the views below it move")
    func wrappingLabelText() throws {
        // The card's label across the root view (20 pt from each side), any number of lines.
        let text = LayoutFixture.storyboard
            .replacingOccurrences(of: #"text="Hello" textAlignment="natural""#, with: #"text="Hello" textAlignment="natural" numberOfLines="0""#)
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="40" width="42" height="21"/>"#,
                                  with: #"<rect key="frame" x="20" y="40" width="335" height="21"/>"#)
            .replacingOccurrences(of: #"<constraint firstItem="box" firstAttribute="top""#,
                                  with: #"<constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="c7"/><constraint firstItem="box" firstAttribute="top""#)
        let card = try LayoutFixture.card(try LayoutFixture.open(text), log: LayoutCallLog())
        let window = LayoutFixture.show(card)
        let label = try #require(card.view.subviews[0] as? Label)
        #expect(label.frame == Rect(x: 20, y: 40, width: 335, height: 21))
        label.text = "The quick brown fox jumps over the lazy dog, then naps in the sun for the rest of the afternoon"
        window.layoutIfNeeded()
        // Three lines of 21 pt at 335 pt; the box keeps 8 pt below the label.
        #expect(label.frame == Rect(x: 20, y: 40, width: 335, height: 63))
        #expect(card.view.subviews[1].frame == Rect(x: 16, y: 111, width: 343, height: 536))
    }

    @Test("UIKit's order: viewWillAppear, the layout callbacks, viewDidAppear; later passes only when something changed")
    func callOrder() throws {
        let storyboard = try LayoutFixture.open()
        let log = LayoutCallLog()
        let card = try LayoutFixture.card(storyboard, log: log)
        let window = LayoutFixture.show(card)
        #expect(log.entries == [
            "Card.viewWillAppear", "Card.viewWillLayoutSubviews", "view.layoutSubviews", "Card.viewDidLayoutSubviews",
            "Card.viewDidAppear",
        ])
        log.entries = []
        let solves = window.layoutSolveCount
        window.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        #expect(window.layoutSolveCount == solves)

        // setNeedsLayout: the callbacks again, from the last solve.
        card.view.setNeedsLayout()
        card.view.layoutIfNeeded()
        #expect(log.entries == ["Card.viewWillLayoutSubviews", "view.layoutSubviews", "Card.viewDidLayoutSubviews"])
        #expect(window.layoutSolveCount == solves)

        // A new text: solved again, and the root view lays out the label that moved.
        log.entries = []
        (card.view.subviews[0] as? Label)?.text = "Goodbye"
        window.layoutIfNeeded()
        #expect(log.entries == ["Card.viewWillLayoutSubviews", "view.layoutSubviews", "Card.viewDidLayoutSubviews"])
        #expect(window.layoutSolveCount == solves + 1)
    }

    @Test("a page sheet sits 10 pt under the status bar, out of its way")
    func pageSheet() throws {
        let storyboard = try LayoutFixture.open()
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        // The window is kept (an app's delegate holds it): controllers hold theirs weakly.
        let window = LayoutFixture.show(navigation)
        let card = try LayoutFixture.card(storyboard, log: LayoutCallLog())
        card.modalPresentationStyle = .pageSheet
        navigation.present(card, animated: false)
        let frames = try Self.frames(card)
        #expect(frames == [
            Rect(x: 0, y: 30, width: 375, height: 637),
            Rect(x: 20, y: 20, width: 42, height: 21),
            Rect(x: 16, y: 49, width: 343, height: 568),
        ])
        #expect(card.view.safeAreaInsets == .zero)
        #expect(window.layoutSolveCount == 2)
    }

    @Test("a view placed by a fixed frame follows its autoresizing mask, not its text: Colorboard's name field")
    func fixedFrame() throws {
        let driver = try ColorboardWalkthroughTests.launch(directory: ColorboardWalkthroughTests.exampleDirectory)
        try driver.tap("+")
        let editor = try #require(driver.visibleController as? ColorViewController)
        let field = try #require(editor.view.subviews.first { $0 is TextField } as? TextField)
        #expect(field.text == "Blue")
        // Stored 374 pt wide at x 20 on the 414 pt design, flexible in width: 350 on a 390 pt
        // screen, and typing does not change it.
        #expect(field.frame == Rect(x: 20, y: 112, width: 350, height: 34))
        try driver.type("Lavender", into: "colorName")
        editor.view.layoutIfNeeded()
        #expect(field.frame == Rect(x: 20, y: 112, width: 350, height: 34))
    }
}
