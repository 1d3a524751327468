import Colorboard
import Foundation
@testable import StoryboardRuntime

/// A temporary state archive path (the folder is new and empty).
@MainActor
func makeArchivePath() -> String {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("openstoryboard-restoration-tests").appendingPathComponent(UUID().uuidString).path
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return (folder as NSString).appendingPathComponent("state.json")
}

/// An application delegate that opts in to state restoration and logs every call it hears.
@MainActor
final class RestoringAppDelegate: ApplicationDelegate {
    var window: Window?
    var savesState = true
    var restoresState = true
    /// What `application(_:viewControllerWithRestorationIdentifierPath:coder:)` answers.
    var provide: ([String]) -> ViewController? = { _ in nil }
    /// Saved in `willEncode`, read back in `didDecode`.
    var launchCount = 1
    var decodedLaunchCount: Int?

    func application(_ application: Application, willFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        LifecycleLog.record("app.willFinishLaunching")
        return true
    }

    func application(_ application: Application, didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
        LifecycleLog.record("app.didFinishLaunching")
        return true
    }

    func applicationDidEnterBackground(_ application: Application) { LifecycleLog.record("app.didEnterBackground") }
    func applicationWillTerminate(_ application: Application) { LifecycleLog.record("app.willTerminate") }

    func application(_ application: Application, shouldSaveApplicationState coder: StateCoder) -> Bool {
        LifecycleLog.record("app.shouldSaveApplicationState → \(savesState)")
        return savesState
    }

    func application(_ application: Application, shouldRestoreApplicationState coder: StateCoder) -> Bool {
        LifecycleLog.record("app.shouldRestoreApplicationState → \(restoresState)")
        return restoresState
    }

    func application(_ application: Application, willEncodeRestorableStateWith coder: StateCoder) {
        LifecycleLog.record("app.willEncodeRestorableState")
        coder.encode(launchCount, forKey: "launchCount")
    }

    func application(_ application: Application, didDecodeRestorableStateWith coder: StateCoder) {
        LifecycleLog.record("app.didDecodeRestorableState")
        decodedLaunchCount = coder.decode(Int.self, forKey: "launchCount")
    }

    func application(
        _ application: Application, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: StateCoder
    ) -> ViewController? {
        let provided = provide(identifierComponents)
        LifecycleLog.record("app.viewController(\(identifierComponents.joined(separator: "/"))) → \(provided.map(LifecycleLog.name(of:)) ?? "nil")")
        return provided
    }
}

/// The restoration calls a logging controller records.
@MainActor
protocol RestorationLogging: ViewController {}

extension RestorationLogging {
    func logRestoration(_ call: String) { LifecycleLog.record("\(LifecycleLog.name(of: self)).\(call)") }
}

/// Colorboard's palette, logging.
@MainActor
final class LoggingPalette: PaletteViewController, RestorationLogging {
    override func awakeFromNib() { super.awakeFromNib(); logRestoration("awakeFromNib") }
    override func viewDidLoad() { super.viewDidLoad(); logRestoration("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); logRestoration("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); logRestoration("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); logRestoration("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); logRestoration("viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); logRestoration("willMove(toParent: \(LifecycleLog.name(of: parent)))") }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); logRestoration("didMove(toParent: \(LifecycleLog.name(of: parent)))") }
    override func encodeRestorableState(with coder: StateCoder) { logRestoration("encodeRestorableState"); super.encodeRestorableState(with: coder) }
    override func decodeRestorableState(with coder: StateCoder) { logRestoration("decodeRestorableState"); super.decodeRestorableState(with: coder) }
    override func applicationFinishedRestoringState() { logRestoration("applicationFinishedRestoringState") }
}

/// Colorboard's color editor, logging.
@MainActor
final class LoggingEditor: ColorViewController, RestorationLogging {
    override func awakeFromNib() { super.awakeFromNib(); logRestoration("awakeFromNib") }
    override func viewDidLoad() { super.viewDidLoad(); logRestoration("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); logRestoration("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); logRestoration("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); logRestoration("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); logRestoration("viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); logRestoration("willMove(toParent: \(LifecycleLog.name(of: parent)))") }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); logRestoration("didMove(toParent: \(LifecycleLog.name(of: parent)))") }
    override func encodeRestorableState(with coder: StateCoder) { logRestoration("encodeRestorableState"); super.encodeRestorableState(with: coder) }
    override func decodeRestorableState(with coder: StateCoder) { logRestoration("decodeRestorableState"); super.decodeRestorableState(with: coder) }
    override func applicationFinishedRestoringState() { logRestoration("applicationFinishedRestoringState") }
}

/// A plain logging controller that also logs restoration and saves a note.
@MainActor
class RestorableController: LoggingViewController, RestorationLogging {
    var note: String?
    override func encodeRestorableState(with coder: StateCoder) {
        logRestoration("encodeRestorableState")
        if let note { coder.encode(note, forKey: "note") }
    }
    override func decodeRestorableState(with coder: StateCoder) {
        logRestoration("decodeRestorableState")
        note = coder.decodeString(forKey: "note")
    }
    override func applicationFinishedRestoringState() { logRestoration("applicationFinishedRestoringState") }
}

/// A navigation controller that logs restoration.
@MainActor
final class RestorableNavigationController: NavigationController, RestorationLogging {
    override func viewDidLoad() { super.viewDidLoad(); logRestoration("viewDidLoad") }
    override func encodeRestorableState(with coder: StateCoder) { logRestoration("encodeRestorableState") }
    override func decodeRestorableState(with coder: StateCoder) { logRestoration("decodeRestorableState") }
    override func applicationFinishedRestoringState() { logRestoration("applicationFinishedRestoringState") }
}

/// A tab bar controller that logs restoration.
@MainActor
final class RestorableTabBarController: TabBarController, RestorationLogging {
    override func encodeRestorableState(with coder: StateCoder) { logRestoration("encodeRestorableState") }
    override func decodeRestorableState(with coder: StateCoder) { logRestoration("decodeRestorableState") }
    override func applicationFinishedRestoringState() { logRestoration("applicationFinishedRestoringState") }
}

/// A restoration class that declines: its controller is not restored.
@MainActor
final class DecliningRestoration: ViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: StateCoder) -> ViewController? {
        LifecycleLog.record("DecliningRestoration(\(identifierComponents.joined(separator: "/"))) → nil")
        return nil
    }
}

/// A restoration class that instantiates its controller from the storyboard the coder
/// recorded, as the seed's `BNRColorViewController` does.
@MainActor
final class StoryboardRestoration: ViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: StateCoder) -> ViewController? {
        let storyboard = coder.decodeStoryboard(forKey: StateCoder.viewControllerStoryboardKey)
        let controller = try? storyboard?.instantiateViewController(withIdentifier: "Detail")
        controller?.restorationIdentifier = identifierComponents.last
        controller?.restorationClass = StoryboardRestoration.self
        LifecycleLog.record("StoryboardRestoration(\(identifierComponents.joined(separator: "/"))) → \(controller.map(LifecycleLog.name(of:)) ?? "nil")")
        return controller
    }
}
