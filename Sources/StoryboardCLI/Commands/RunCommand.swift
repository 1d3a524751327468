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
            DIR is an app's folder (storyboards at its root or in Base.lproj / <lang>.lproj) or \
            one of this project's examples. The example apps' classes are built into the tool: \
            `storyboard run Examples/Colorboard` is the real app; elsewhere custom classes the \
            tool lacks stand in as their UIKit base class (with a warning).

            What to launch: --storyboard and --delegate when given; else DIR's Info.plist (or \
            its only *-Info.plist): UIMainStoryboardFile (or the scene manifest's \
            UISceneStoryboardFile) names the main storyboard, and \
            OpenStoryboardApplicationDelegate names the application delegate class (a \
            Responder adopting ApplicationDelegate, found like a custom class: Module.Class, or \
            a bare name in the built-in modules), standing in for UIApplicationMain's delegate \
            argument. An app with a delegate and no main storyboard makes its own window at \
            launch (`storyboard run Examples/Entries`). Without either, the main storyboard is \
            the folder's only storyboard, or Main.

            Commands:

            \(DriverCommand.reference)
            """
    )

    @Argument(help: "The folder with the app's storyboards.")
    var directory: String

    @Option(help: "The main storyboard's name (default: Info.plist's, else the folder's only storyboard, or Main).")
    var storyboard: String?

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
            "Let a built-in class play a class the storyboard names: NAME=CLASS (repeatable).",
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

    /// The `--language` values as `ResourceBundle.preferredLocalizations`.
    var preferredLocalizations: [String] {
        let codes = languages.flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return codes.isEmpty ? ["en"] : codes
    }

    mutating func run() throws {
        let directory = self.directory
        let storyboard = self.storyboard
        let delegate = self.delegate
        let script = self.script
        let fullScreenModals = self.fullScreenModals
        let stateArchive = RunSession.stateArchivePath(state: state, directory: directory, script: script)
        let restores = !noRestore
        let preferredLocalizations = self.preferredLocalizations
        let render = self.render
        let classMappings = try self.classMappings.map { mapping -> (String, String) in
            let parts = mapping.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--class takes NAME=CLASS, not '\(mapping)'")
            }
            return (parts[0], parts[1])
        }
        try MainActor.assumeIsolated {
            try RunSession(
                directory: directory, storyboard: storyboard, delegate: delegate, script: script,
                fullScreenModals: fullScreenModals,
                classMappings: classMappings, stateArchive: stateArchive, restores: restores,
                preferredLocalizations: preferredLocalizations, renderDirectory: render
            ).run()
        }
    }
}

/// One `storyboard run`: launch, print, then a command at a time.
@MainActor
struct RunSession {
    let directory: String
    let storyboard: String?
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

    func run() throws {
        let environment = RuntimeEnvironment()
        environment.diagnostics.handler = { StandardError.print($0.description) }
        environment.classes.modules = ["Colorboard", "Entries", "LinkedTabs"]
        for (name, className) in classMappings {
            guard let type = environment.classes.resolve(className, module: nil) else {
                throw ValidationError("--class: no class \(className) is built into the tool")
            }
            environment.classes.register(type, as: name)
        }
        if fullScreenModals { environment.automaticPresentationStyle = .fullScreen }
        let driver: Driver
        let application: Application
        do {
            let (applicationDelegate, name) = try launchPlan(classes: environment.classes)
            application = try Application.launch(
                delegate: applicationDelegate, bundle: ResourceBundle(directory: directory, preferredLocalizations: preferredLocalizations),
                mainStoryboard: name,
                stateArchive: prepareStateArchive(),
                environment: environment)
            driver = try Driver(application: application)
        } catch let error as RuntimeError {
            StandardError.print(error.description)
            throw ExitCode.failure
        }
        defer { endSession(application) }
        print(driver.describeScreen())
        var recorder = try renderDirectory.map { try LiveScreenRecorder(directory: $0, assets: AssetCatalog(searching: directory)) }
        try recorder?.record(driver.window, step: "launch")
        if let script {
            let lines = script.split(whereSeparator: { $0 == ";" || $0.isNewline }).map(String.init)
            for line in lines {
                guard try perform(line, on: driver, stopOnError: true, recorder: &recorder) else { return }
            }
            return
        }
        while let line = readLine() {
            guard try perform(line, on: driver, stopOnError: false, recorder: &recorder) else { return }
        }
    }

    /// Runs one line (writing the screen after it with `--render`); false when the session
    /// should end.
    private func perform(_ line: String, on driver: Driver, stopOnError: Bool, recorder: inout LiveScreenRecorder?) throws -> Bool {
        let command: DriverCommand
        do {
            guard let parsed = try DriverCommand(line: line) else { return true }
            command = parsed
        } catch {
            StandardError.print("error: \(error.description)")
            if stopOnError { throw ExitCode.failure }
            return true
        }
        print("> \(line.trimmingCharacters(in: .whitespaces))")
        switch command {
        case .quit:
            return false
        case .help:
            print(DriverCommand.reference)
            return true
        default:
            do {
                try driver.perform(command)
            } catch {
                StandardError.print("error: \(error)")
                if stopOnError { throw ExitCode.failure }
                return true
            }
            print(driver.describeScreen())
            try recorder?.record(driver.window, step: line.trimmingCharacters(in: .whitespaces))
            return true
        }
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

    /// The application delegate and the main storyboard (nil: the delegate makes the window):
    /// the options, else `Info.plist`, else a delegate that only holds the window and the
    /// folder's storyboard.
    private func launchPlan(classes: ClassRegistry) throws -> (any ApplicationDelegate, String?) {
        var info = try InfoPlist(directory: directory) ?? InfoPlist()
        if let delegate { info.applicationDelegateClassName = delegate }
        if let storyboard { info.mainStoryboardFile = storyboard }
        if let applicationDelegate = try info.makeApplicationDelegate(registry: classes) {
            return (applicationDelegate, info.mainStoryboardFile)
        }
        return (RunDelegate(), try info.mainStoryboardFile ?? mainStoryboardName())
    }

    /// The storyboard to launch when nothing names one: the folder's only one, or `Main`.
    private func mainStoryboardName() throws -> String {
        if let storyboard { return storyboard }
        var names: Set<String> = []
        for folder in ["", "Base.lproj", "en.lproj"] {
            let path = (directory as NSString).appendingPathComponent(folder)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for file in files where file.hasSuffix(".storyboard") {
                names.insert(String(file.dropLast(".storyboard".count)))
            }
        }
        if names.count == 1, let only = names.first { return only }
        if names.contains("Main") { return "Main" }
        if names.isEmpty {
            throw ValidationError("no storyboard in \(directory) (looked at its root, Base.lproj and en.lproj)")
        }
        throw ValidationError("\(directory) has several storyboards (\(names.sorted().joined(separator: ", "))): choose one with --storyboard")
    }
}

/// The application delegate of a storyboard-only app: the main storyboard supplies the window;
/// it opts in to state restoration (`StoryboardAppDelegate`).
@MainActor
final class RunDelegate: StoryboardAppDelegate {}
