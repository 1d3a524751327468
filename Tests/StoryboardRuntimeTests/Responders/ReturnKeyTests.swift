@testable import StoryboardRuntime
import Testing

/// The Return key (issue 16; Apple's documentation of `UIControl.Event.editingDidEndOnExit` and
/// `UITextFieldDelegate.textFieldShouldReturn(_:)`): a text field's segue fires on
/// `editingDidEndOnExit`, which only Return sends.
@MainActor
@Suite("Return key", .inOwnRuntimeEnvironment)
struct ReturnKeyTests {
    func launch() throws -> Driver {
        let scenes = DecodingFixture.scene("vc", body: DecodingFixture.rootView(subviews: """
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Search" id="field">
                <rect key="frame" x="20" y="100" width="350" height="34"/>
                <textInputTraits key="textInputTraits" returnKeyType="go"/>
                <connections>
                    <segue destination="dst" kind="presentation" modalPresentationStyle="fullScreen" id="s-field"/>
                </connections>
            </textField>
            """)) + DecodingFixture.scene("dst", body: DecodingFixture.rootView(id: "dst-root", subviews: """
            <label opaque="NO" contentMode="left" text="Results" id="dst-label">
                <rect key="frame" x="20" y="100" width="200" height="21"/>
            </label>
            """))
        let storyboard = try DecodingFixture.storyboard(initial: "vc", scenes)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        return DecodingFixture.show(controller).1
    }

    @Test("typing without Return does not fire the text field's segue")
    func typingAlone() throws {
        let driver = try launch()
        try driver.perform(.type("cats", into: nil))
        #expect(driver.describeScreen() == "View\n  TextField \"cats\" placeholder \"Search\"")
    }

    @Test("Return sends editingDidEndOnExit: the segue fires")
    func returnKey() throws {
        let driver = try launch()
        try driver.perform(try #require(try DriverCommand(line: "enter cats")))
        #expect(driver.describeScreen() == "View\n  Label \"Results\"")
    }

    @Test("the events of typing then Return, in UIKit's order")
    func eventOrder() {
        let field = TextField()
        let log = EventLog()
        for (event, name) in [(Control.Event.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEndOnExit, "exit"), (.editingDidEnd, "end")] {
            field.addTarget(log, action: Selector("\(name):"), for: event)
        }
        field.type("x", pressingReturn: true)
        #expect(log.entries == ["begin:", "changed:", "exit:", "end:"])
        log.entries = []
        let refusing = RefusingDelegate()
        field.delegate = refusing
        field.type("y", pressingReturn: true)
        #expect(log.entries == ["begin:", "changed:", "end:"])
    }

    @Test func parsesEnter() throws {
        #expect(try DriverCommand(line: "enter cats") == .enter("cats", into: nil))
        #expect(try DriverCommand(line: "enter query \"big cats\"") == .enter("big cats", into: "query"))
    }
}

@MainActor
final class EventLog: Responder {
    var entries: [String] = []
    package override var builtInActions: Set<Selector> { ["begin:", "changed:", "exit:", "end:"] }
    package override func performBuiltInAction(_ selector: Selector, sender: Any?) -> Bool {
        entries.append(selector.name)
        return true
    }
}

@MainActor
final class RefusingDelegate: TextFieldDelegate {
    func textFieldShouldReturn(_ textField: TextField) -> Bool { false }
}
