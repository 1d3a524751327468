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

    /// UIKit begins editing whenever a text field becomes first responder, from a tap or from
    /// code (`UITextFieldDelegate`: `textFieldShouldBeginEditing(_:)`, `editingDidBegin`,
    /// `textFieldDidBeginEditing(_:)`), and ends it when it resigns; a delegate can refuse both.
    @Test("a text field made first responder in code begins and ends editing")
    func editingFromCode() throws {
        let driver = try launch()
        let field = try #require(driver.window.rootViewController?.view.allViews().compactMap { $0 as? TextField }.first)
        let log = EventLog()
        for (event, name) in [(Control.Event.editingDidBegin, "begin"), (.editingDidEnd, "end")] {
            field.addTarget(log, action: Selector("\(name):"), for: event)
        }
        let delegate = EditingDelegate(log: log)
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(field.becomeFirstResponder())
        #expect(field.resignFirstResponder())
        #expect(log.entries == ["shouldBegin", "begin:", "didBegin", "shouldEnd", "end:", "didEnd"])
        log.entries = []
        delegate.allowsBeginning = false
        #expect(!field.becomeFirstResponder())
        field.type("refused")
        #expect(field.text == "")
        #expect(log.entries == ["shouldBegin", "shouldBegin"])
        log.entries = []
        delegate.allowsBeginning = true
        delegate.allowsEnding = false
        #expect(field.becomeFirstResponder())
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        #expect(log.entries == ["shouldBegin", "begin:", "didBegin", "shouldEnd"])
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

@MainActor
final class EditingDelegate: TextFieldDelegate {
    let log: EventLog
    var allowsBeginning = true
    var allowsEnding = true

    init(log: EventLog) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        log.entries.append("shouldBegin")
        return allowsBeginning
    }

    func textFieldDidBeginEditing(_ textField: TextField) { log.entries.append("didBegin") }

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        log.entries.append("shouldEnd")
        return allowsEnding
    }

    func textFieldDidEndEditing(_ textField: TextField) { log.entries.append("didEnd") }
}
