/// The calls the runtime makes on an app's view controllers, in order, as UIKit makes them:
/// the lifecycle (`awakeFromNib()`, `viewDidLoad()`, `viewWillAppear(_:)` …), containment
/// (`willMove(toParent:)`, `didMove(toParent:)`), segues (`shouldPerformSegue(withIdentifier:sender:)`,
/// `prepare(for:sender:)`) and the actions controls send. Off until `isRecording` is set: the
/// player's console shows it when asked (the seeds' lessons on ordering, made visible), and
/// tests read it. Each app has its own (`RuntimeEnvironment.callLog`).
@MainActor
public final class CallLog {
    /// Whether calls are being written down.
    public var isRecording = false
    /// `PaletteViewController.viewDidLoad()`, one line per call, oldest first.
    public private(set) var calls: [String] = []

    public func removeAll() { calls.removeAll() }

    /// Writes down `call` made on `receiver` (the call is only described while recording).
    func record(_ receiver: Responder, _ call: @autoclosure () -> String) {
        guard isRecording else { return }
        calls.append(Self.name(of: receiver) + "." + call())
    }

    /// The class a developer knows the object by: the document's custom class, else UIKit's
    /// (`UINavigationController` for the runtime's `NavigationController`).
    static func name(of object: Responder) -> String {
        if let name = object.documentClassName { return name }
        let type = type(of: object)
        let name = String(describing: type)
        return String(reflecting: type).hasPrefix("StoryboardRuntime.") ? "UI" + name : name
    }

    /// An argument as the log shows it: an object by its class, a string quoted.
    static func describe(_ value: Any?) -> String {
        switch value {
        case nil: return "nil"
        case let object as Responder: return name(of: object)
        case let text as String: return "\"" + text + "\""
        case let segue as StoryboardSegue:
            return (segue.identifier.map { "\"" + $0 + "\"" } ?? "segue") + " → " + name(of: segue.destination)
        case let value?:
            let type = type(of: value)
            return String(reflecting: type).hasPrefix("StoryboardRuntime.") ? "UI" + String(describing: type) : String(describing: type)
        }
    }

    /// A selector as Swift shows the method: `dismiss:` → `dismiss(_:)`, `done` → `done()`,
    /// `tapWithSender:` → `tapWithSender(_:)`, `a:b:` → `a(_:b:)`.
    static func method(_ selector: String) -> String {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let base = parts.first else { return selector + "()" }
        let labels = ["_"] + parts.dropFirst().map(String.init)
        return base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

extension Responder {
    /// Writes down a call the runtime makes on this object, when its app records them.
    func recordCall(_ call: @autoclosure () -> String) {
        runtimeEnvironment?.callLog.record(self, call())
    }
}

extension ViewController {
    /// `prepare(for:sender:)` as the runtime calls it: written down in the call log first.
    func callPrepare(for segue: StoryboardSegue, sender: Any?) {
        recordCall("prepare(for: \(CallLog.describe(segue)), sender: \(CallLog.describe(sender)))")
        prepare(for: segue, sender: sender)
    }

    /// `shouldPerformSegue(withIdentifier:sender:)` as the runtime asks it, written down first.
    func callShouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        recordCall("shouldPerformSegue(withIdentifier: \(CallLog.describe(identifier)), sender: \(CallLog.describe(sender)))")
        return shouldPerformSegue(withIdentifier: identifier, sender: sender)
    }
}
