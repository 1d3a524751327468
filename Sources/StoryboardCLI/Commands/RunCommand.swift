import ArgumentParser
import Colorboard
import Entries
import Foundation
import LinkedTabs
import StoryboardFormat
import StoryboardRender
import StoryboardRuntime

/// `storyboard run`: launches the storyboards of a folder headlessly, prints the screen, and
/// acts on it with driver commands read from `--script` or the terminal.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a storyboard app headlessly and drive it from the terminal or a script.",
        discussion: """
            PATH is an app's folder, a .storyboard or a .xib. A folder is read as Xcode builds \
            it: every storyboard and xib below it, wherever it sits (Base.lproj and <lang>.lproj \
            preferred), its Xcode project's targets and each target's Info.plist \
            (UIMainStoryboardFile, the scene manifest's UISceneStoryboardFile) choose the main \
            storyboard; --target picks a target when several apps name one, and a storyboard \
            name two targets share is resolved by target membership. Without a project file, \
            each Info.plist naming a main storyboard is a target of the files below it.

            Prototype mode: custom classes the tool lacks stand in as their UIKit base class; \
            their outlets and runtime attributes are kept (one notice per class), actions with \
            no target do nothing, segues fire from their triggers, and tables without a data \
            source show their prototype cells. The example apps' classes are built into the \
            tool: `storyboard run Examples/Colorboard` is the real app.

            An Info.plist at PATH's root may name an application delegate class under \
            OpenStoryboardApplicationDelegate (a Responder adopting ApplicationDelegate, found \
            like a custom class), standing in for UIApplicationMain's delegate argument; an app \
            with a delegate and no main storyboard makes its own window at launch \
            (`storyboard run Examples/Entries`).

            Commands:

            \(DriverCommand.reference)
            """
    )

    @Argument(help: "The app's folder, a .storyboard or a .xib (default: the current folder).")
    var path: String = "."

    @Option(help: "The main storyboard's name (default: the target's Info.plist's, else the one storyboard with an entry point).")
    var storyboard: String?

    @Option(help: "The app target to run when the folder has several (its Xcode project's target name, or the folder of its Info.plist).")
    var target: String?

    @Option(help: "Launch this scene instead of the entry point: a storyboard identifier, a view controller's id or a scene id.")
    var scene: String?

    @Flag(help: "List the app's targets, storyboards and scenes, with what launches each, and exit.")
    var list = false

    @Option(help: "The application delegate class (default: Info.plist's OpenStoryboardApplicationDelegate).")
    var delegate: String?

    @Option(help: "Commands to run instead of reading the terminal, separated by ';' or new lines.")
    var script: String?

    @Flag(help: "Present modally in full screen, as iOS 12 and earlier did, instead of as page sheets.")
    var fullScreenModals = false

    @Option(
        help: ArgumentHelp(
            "The state restoration archive (default: one per DIR in $XDG_STATE_HOME/openstoryboard or ~/.local/state/openstoryboard; with --script, none).",
            discussion: "The screen is saved there when the session ends (quit or end of input, as the app entering the background) and restored at the next launch. Storyboard-only apps opt in; an app delegate decides for its app."))
    var state: String?

    @Flag(help: "Launch fresh instead of restoring the saved state (the state is still saved at the end).")
    var noRestore = false

    @Option(
        name: .customLong("class"),
        help: ArgumentHelp(
            "Let a built-in class play a class the storyboard names: NAME=CLASS (repeatable); --class list lists the built-in classes.",
            discussion: "e.g. --class BNRColorViewController=ColorViewController runs the book readers' Colorboard storyboards with the example's classes."))
    var classMappings: [String] = []

    @Option(
        name: .customLong("language"),
        help: ArgumentHelp(
            "The preferred localization, most preferred first (repeatable or comma-separated; default: en).",
            discussion: "Storyboards in Base.lproj take their texts from the first of these languages DIR has a <lang>.lproj folder for, e.g. --language de shows de.lproj/Main.strings."))
    var languages: [String] = []

    @Option(help: "Write the screen as SVG into this folder at launch and after each command (000-launch.svg, 001-….svg …).")
    var render: String?

    @Option(help: ArgumentHelp(
        "The device to run on (default: retina6_0, an iPhone 13).",
        discussion: "An iPhone or iPad of Interface Builder's device bar: retina4_7, retina6_1, retina6_5, ipad11_0rounded … On an iPad or a large iPhone in landscape, split views show their columns side by side."))
    var device: String?

    @Option(help: "How the device is held: portrait (default) or landscape.")
    var orientation: String?

    @Flag(help: "Print the UIKit calls the app's controllers get (viewDidLoad(), prepare(for:sender:), viewWillAppear(_:), the actions controls send …), in order, before each screen.")
    var calls = false

    /// The `--language` values as `ResourceBundle.preferredLocalizations`.
    var preferredLocalizations: [String] {
        let codes = languages.flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return codes.isEmpty ? ["en"] : codes
    }

    mutating func run() throws {
        if list {
            do {
                print(try AppListing(path: path).text)
            } catch let error as AppFolderError {
                StandardError.print(DriverSession.errorLine(error.description))
                throw ExitCode.failure
            }
            return
        }
        if classMappings == ["list"] {
            print(MainActor.assumeIsolated { "The classes built into the tool:\n" + BuiltInClasses.listing(classes: ClassRegistry()) })
            return
        }
        let directory = self.path
        let target = self.target
        let scene = self.scene
        let storyboard = self.storyboard
        let delegate = self.delegate
        let script = self.script
        let fullScreenModals = self.fullScreenModals
        let stateArchive = scene == nil ? RunSession.stateArchivePath(state: state, directory: directory, script: script) : state
        let restores = !noRestore
        let preferredLocalizations = self.preferredLocalizations
        let render = self.render
        let calls = self.calls
        let screen: (device: Device?, orientation: Orientation)
        do {
            screen = try RunSession.screen(device: device, orientation: orientation)
        } catch let error as ValidationError {
            // An option that names what the tool does not have: the option is to blame.
            StandardError.print(DriverSession.errorLine(error.message))
            throw ExitCode.failure
        }
        let classMappings = try self.classMappings.map { mapping -> (String, String) in
            let parts = mapping.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--class takes NAME=CLASS, not '\(mapping)'")
            }
            return (parts[0], parts[1])
        }
        try MainActor.assumeIsolated {
            try RunSession(
                directory: directory, storyboard: storyboard, target: target, scene: scene, delegate: delegate, script: script,
                fullScreenModals: fullScreenModals,
                classMappings: classMappings, stateArchive: stateArchive, restores: restores,
                preferredLocalizations: preferredLocalizations, renderDirectory: render, printsCalls: calls,
                device: screen.device, orientation: screen.orientation
            ).run()
        }
    }
}

/// One `storyboard run`: launch, print, then a command at a time.
@MainActor
struct RunSession {
    /// The folder, storyboard or xib to run.
    let directory: String
    let storyboard: String?
    let target: String?
    let scene: String?
    let delegate: String?
    let script: String?
    let fullScreenModals: Bool
    let classMappings: [(String, String)]
    /// The state archive (nil: state is neither restored nor saved) and whether to restore it.
    let stateArchive: String?
    let restores: Bool
    /// `--language`, most preferred first.
    var preferredLocalizations = ["en"]
    /// `--render`: where each screen is written as SVG.
    var renderDirectory: String?
    /// `--calls`: the call log printed before each screen.
    var printsCalls = false
    /// `--device` and `--orientation`: the screen the app starts on.
    var device: Device?
    var orientation = Orientation.portrait

    /// The device and orientation `--device` and `--orientation` name.
    nonisolated static func screen(device id: String?, orientation name: String?) throws -> (device: Device?, orientation: Orientation) {
        var device: Device?
        if let id {
            guard let named = Device.runnable(named: id) else {
                throw ValidationError("--device: no device '\(id)'; the devices are \(Device.runnable.map(\.id).joined(separator: ", "))")
            }
            device = named
        }
        guard let orientation = Orientation(rawValue: name ?? "portrait") else {
            throw ValidationError("--orientation is portrait or landscape, not '\(name ?? "")'")
        }
        return (device, orientation)
    }

    func run() throws {
        let environment = RuntimeEnvironment()
        environment.diagnostics.handler = { StandardError.print($0.description) }
        environment.classes.modules = ["Colorboard", "Entries", "LinkedTabs"]
        for (name, className) in classMappings {
            guard let type = environment.classes.resolve(className, module: nil) else {
                StandardError.print("error: --class: no class \(className) is built into the tool, whose classes are:\n\(BuiltInClasses.listing(classes: environment.classes))")
                throw ExitCode.failure
            }
            environment.classes.register(type, as: name)
        }
        if fullScreenModals { environment.automaticPresentationStyle = .fullScreen }
        environment.callLog.isRecording = printsCalls
        environment.device = device
        environment.orientation = orientation
        let driver: Driver
        let application: Application
        do {
            let (applicationDelegate, bundle, name) = try launchPlan(classes: environment.classes)
            application = try Application.launch(
                delegate: applicationDelegate, bundle: bundle,
                mainStoryboard: name,
                stateArchive: prepareStateArchive(),
                environment: environment)
            driver = try Driver(application: application)
        } catch let error as RuntimeError {
            StandardError.print(error.description)
            throw ExitCode.failure
        } catch let error as AppFolderError {
            StandardError.print(DriverSession.errorLine(error.description))
            throw ExitCode.failure
        } catch let error as ValidationError {
            // An option that names what the tool does not have: the option is to blame, not the usage.
            StandardError.print(DriverSession.errorLine(error.message))
            throw ExitCode.failure
        }
        defer { endSession(application) }
        if let archive = application.restoredStateArchivePath {
            print("Restored the state saved in \(archive) (--no-restore starts fresh).")
        }
        var session = DriverSession(driver: driver)
        session.beforeScreen = { printCalls(of: environment) }
        if let renderDirectory {
            var recorder = try LiveScreenRecorder(directory: renderDirectory, assets: AssetCatalog(searching: directory))
            session.afterScreen = { step in try recorder.record(driver.window, step: step) }
            try recorder.record(driver.window, step: "launch")
        }
        session.printScreen()
        if let script {
            guard try session.run(script: script) else { throw ExitCode.failure }
            return
        }
        try session.runInteractively(prompt: isatty(STDIN_FILENO) != 0, readLine: { readLine() })
    }

    /// `--calls`: the calls since the last screen, one per line (`→ PaletteViewController.viewDidLoad()`).
    private func printCalls(of environment: RuntimeEnvironment) {
        for call in environment.callLog.calls { print("→ " + call) }
        environment.callLog.removeAll()
    }

    // MARK: State between sessions

    /// `--state`, else the folder's default archive; none for a script without `--state`, so
    /// that a script always starts from the storyboard and prints the same screens.
    nonisolated static func stateArchivePath(state: String?, directory: String, script: String?) -> String? {
        if let state { return state }
        return script == nil ? StateArchiveLocation.defaultPath(forAppDirectory: directory) : nil
    }

    /// The archive to launch with; with `--no-restore`, the saved state is dropped first.
    private func prepareStateArchive() -> String? {
        if let stateArchive, !restores { try? FileManager.default.removeItem(atPath: stateArchive) }
        return stateArchive
    }

    /// The session ends (quit, end of input or of the script): the app goes to the background,
    /// which saves its state for the next session.
    private func endSession(_ application: Application) {
        guard stateArchive != nil else { return }
        application.enterBackground()
    }

    /// The application delegate, the bundle and the main storyboard (nil: the delegate makes
    /// the window): a file runs alone; a folder's root `Info.plist` may name a delegate (the
    /// examples); else the folder's app target decides (`AppFolder`).
    private func launchPlan(classes: ClassRegistry) throws -> (any ApplicationDelegate, ResourceBundle, String?) {
        let launch = try AppLaunchSource(
            path: directory, target: target, storyboard: storyboard, scene: scene, preferredLocalizations: preferredLocalizations)
        var info = launch.rootInfo ?? InfoPlist()
        if let delegate {
            guard classes.resolve(delegate, module: nil) != nil else {
                throw ValidationError("--delegate: no class \(delegate) is built into the tool (built-in modules: \(classes.modules.joined(separator: ", ")))")
            }
            info.applicationDelegateClassName = delegate
        }
        if let applicationDelegate = try info.makeApplicationDelegate(registry: classes) {
            return (applicationDelegate, launch.bundle, storyboard ?? info.mainStoryboardFile)
        }
        if let scene {
            return (SceneLaunchDelegate(storyboardName: try launch.storyboardName(containingScene: scene), scene: scene), launch.bundle, nil)
        }
        if let nib = launch.nibName {
            return (NibLaunchDelegate(nibName: nib), launch.bundle, nil)
        }
        return (RunDelegate(), launch.bundle, try launch.storyboardName())
    }
}

/// The application delegate of a storyboard-only app: the main storyboard supplies the window;
/// it opts in to state restoration (`StoryboardAppDelegate`).
@MainActor
final class RunDelegate: StoryboardAppDelegate {}
