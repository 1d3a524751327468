@testable import StoryboardRuntime
import Testing

/// The first responder and nil-targeted actions (issue 16; Apple's documentation of
/// `UIResponder.becomeFirstResponder()` and `UIApplication.sendAction(_:to:from:for:)`: with a
/// nil target the action goes to the first responder and up the chain from there).
@MainActor
@Suite("First responder", .inOwnRuntimeEnvironment)
struct FirstResponderTests {
    func launch() throws -> (FocusController, FocusView, Driver) {
        let scenes = DecodingFixture.scene("vc", attributes: "customClass=\"FocusController\" customModule=\"StoryboardRuntimeTests\"", body: DecodingFixture.rootView(subviews: """
            <view contentMode="scaleToFill" customClass="FocusView" customModule="StoryboardRuntimeTests" id="focus">
                <rect key="frame" x="20" y="100" width="100" height="100"/>
            </view>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="button">
                <rect key="frame" x="20" y="220" width="100" height="30"/>
                <state key="normal" title="Do"/>
                <connections>
                    <action selector="doIt:" destination="fr-vc" id="a-do"/>
                </connections>
            </button>
            """))
        let storyboard = try DecodingFixture.storyboard(initial: "vc", scenes)
        testEnvironment.classes.register(FocusController.self, as: "StoryboardRuntimeTests.FocusController")
        testEnvironment.classes.register(FocusView.self, as: "StoryboardRuntimeTests.FocusView")
        let controller = try #require(try storyboard.instantiateInitialViewController() as? FocusController)
        let driver = DecodingFixture.show(controller).1
        let focus = try #require(controller.view.allViews().compactMap { $0 as? FocusView }.first)
        return (controller, focus, driver)
    }

    @Test("without a first responder, a nil-targeted action goes up the chain from the sender")
    func fromSender() throws {
        let (controller, focus, driver) = try launch()
        try driver.tap("Do")
        #expect(controller.log == ["controller doIt:"])
        #expect(focus.log == [])
    }

    @Test("with a first responder, a nil-targeted action starts there")
    func fromFirstResponder() throws {
        let (controller, focus, driver) = try launch()
        #expect(focus.becomeFirstResponder())
        #expect(focus.isFirstResponder)
        try driver.tap("Do")
        #expect(focus.log == ["focus doIt:"])
        #expect(controller.log == [])
        #expect(focus.resignFirstResponder())
        try driver.tap("Do")
        #expect(controller.log == ["controller doIt:"])
    }

    @Test("becomeFirstResponder fails outside a window and for a view that cannot become first responder")
    func refusals() throws {
        let (controller, _, driver) = try launch()
        defer { _ = driver }
        #expect(!FocusView().becomeFirstResponder())
        #expect(!controller.view.becomeFirstResponder())
        #expect(!controller.view.isFirstResponder)
    }

    @Test("a text field is first responder while it is edited")
    func textFieldWhileEditing() throws {
        let (controller, _, driver) = try launch()
        defer { _ = driver }
        let field = TextField()
        controller.view.addSubview(field)
        let observer = EditingObserver()
        field.addTarget(observer, action: "changed:", for: .editingChanged)
        field.type("x")
        #expect(observer.wasFirstResponder == [true])
        #expect(!field.isFirstResponder)
    }
}

@MainActor
final class FocusView: View {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    @Action func doIt(_ sender: Any?) { log.append("focus doIt:") }
}

@MainActor
final class FocusController: ViewController {
    var log: [String] = []
    @Action func doIt(_ sender: Any?) { log.append("controller doIt:") }
}

@MainActor
final class EditingObserver: Responder {
    var wasFirstResponder: [Bool] = []
    package override var builtInActions: Set<Selector> { ["changed:"] }
    package override func performBuiltInAction(_ selector: Selector, sender: Any?) -> Bool {
        wasFirstResponder.append((sender as? TextField)?.isFirstResponder ?? false)
        return true
    }
}
