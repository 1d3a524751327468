@testable import StoryboardRuntime

/// Every call the logging controllers hear, in order, as `"A.viewDidLoad"`: what the
/// lifecycle and segue tests compare in full.
@MainActor
enum LifecycleLog {
    static var entries: [String] = []

    static func record(_ entry: String) { entries.append(entry) }

    /// The name a log entry gives a controller: its title (set by the storyboard's `title`
    /// attribute or by the test), else its class.
    static func name(of controller: ViewController?) -> String {
        guard let controller else { return "nil" }
        return controller.title ?? controller.className
    }

    /// A sender as a log entry shows it: what kind of object, and which.
    static func describe(_ sender: Any?) -> String {
        switch sender {
        case nil: return "nil"
        case let controller as ViewController: return name(of: controller)
        case let button as Button: return "button \(button.currentTitle ?? "?")"
        case let cell as TableViewCell: return "cell \(cell.textLabel?.text ?? "?")"
        case let item as BarButtonItem: return "barItem \(item.displayTitle)"
        case let text as String: return "\"\(text)\""
        case let some?: return String(describing: type(of: some))
        }
    }

    /// The entries for one `prepare(for:sender:)` call.
    static func prepare(_ source: ViewController, _ segue: StoryboardSegue, _ sender: Any?) -> String {
        "\(name(of: source)).prepare(\(segue.identifier ?? "nil") → \(name(of: segue.destination)), sender: \(describe(sender)))"
    }
}

/// The calls every logging controller records, whatever runtime class it extends.
@MainActor
protocol LoggingController: ViewController {
    /// What `shouldPerformSegue(withIdentifier:sender:)` answers.
    var allowsSegues: Bool { get }
}

extension LoggingController {
    func log(_ call: String) { LifecycleLog.record("\(LifecycleLog.name(of: self)).\(call)") }
    func logParent(_ call: String, _ parent: ViewController?) {
        log("\(call)(toParent: \(LifecycleLog.name(of: parent)))")
    }
    func logShould(_ identifier: String, _ sender: Any?) -> Bool {
        log("shouldPerformSegue(\(identifier), sender: \(LifecycleLog.describe(sender))) → \(allowsSegues)")
        return allowsSegues
    }
}

/// A plain controller that logs every lifecycle, containment and segue call.
@MainActor
class LoggingViewController: ViewController, LoggingController {
    var allowsSegues = true
    /// Called from `prepare(for:sender:)` after logging, for tests that configure the destination.
    var onPrepare: ((StoryboardSegue) -> Void)?

    convenience init(title: String) {
        self.init()
        self.title = title
    }

    override func awakeFromNib() { super.awakeFromNib(); log("awakeFromNib") }
    override func viewDidLoad() { super.viewDidLoad(); log("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); logParent("willMove", parent) }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); logParent("didMove", parent) }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { logShould(identifier, sender) }
    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        LifecycleLog.record(LifecycleLog.prepare(self, segue, sender))
        onPrepare?(segue)
    }
}

/// A navigation controller that logs the same calls.
@MainActor
final class LoggingNavigationController: NavigationController, LoggingController {
    var allowsSegues = true

    override func awakeFromNib() { super.awakeFromNib(); log("awakeFromNib") }
    override func viewDidLoad() { super.viewDidLoad(); log("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); logParent("willMove", parent) }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); logParent("didMove", parent) }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { logShould(identifier, sender) }
    override func prepare(for segue: StoryboardSegue, sender: Any?) { LifecycleLog.record(LifecycleLog.prepare(self, segue, sender)) }
}

/// A tab bar controller that logs the same calls.
@MainActor
final class LoggingTabBarController: TabBarController, LoggingController {
    var allowsSegues = true

    override func awakeFromNib() { super.awakeFromNib(); log("awakeFromNib") }
    override func viewDidLoad() { super.viewDidLoad(); log("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); logParent("willMove", parent) }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); logParent("didMove", parent) }
}

/// A table view controller that logs the same calls.
@MainActor
final class LoggingTableViewController: TableViewController, LoggingController {
    var allowsSegues = true

    override func awakeFromNib() { super.awakeFromNib(); log("awakeFromNib") }
    override func viewDidLoad() { super.viewDidLoad(); log("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); logParent("willMove", parent) }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); logParent("didMove", parent) }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { logShould(identifier, sender) }
    override func prepare(for segue: StoryboardSegue, sender: Any?) { LifecycleLog.record(LifecycleLog.prepare(self, segue, sender)) }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log("didSelectRowAt(\(indexPath.section), \(indexPath.row))")
    }
    override func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log("accessoryButtonTappedForRowWith(\(indexPath.section), \(indexPath.row))")
    }
}

/// A custom segue class: it logs, then pushes without animation, as a user's segue might.
@MainActor
final class LifecycleLogSegue: StoryboardSegue {
    override func perform() {
        LifecycleLog.record("LifecycleLogSegue.perform(\(LifecycleLog.name(of: source)) → \(LifecycleLog.name(of: destination)))")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}
