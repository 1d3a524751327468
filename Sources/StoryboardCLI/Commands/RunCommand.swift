import ArgumentParser
import Colorboard
import Foundation
import StoryboardFormat
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
            tool lacks stand in as their UIKit base class (with a warning). Commands:

            \(DriverCommand.reference)
            """
    )

    @Argument(help: "The folder with the app's storyboards.")
    var directory: String

    @Option(help: "The main storyboard's name (default: the folder's only storyboard, or Main).")
    var storyboard: String?

    @Option(help: "Commands to run instead of reading the terminal, separated by ';' or new lines.")
    var script: String?

    @Flag(help: "Present modally in full screen, as iOS 12 and earlier did, instead of as page sheets.")
    var fullScreenModals = false

    @Option(
        name: .customLong("class"),
        help: ArgumentHelp(
            "Let a built-in class play a class the storyboard names: NAME=CLASS (repeatable).",
            discussion: "e.g. --class BNRColorViewController=ColorViewController runs the book readers' Colorboard storyboards with the example's classes."))
    var classMappings: [String] = []

    mutating func run() throws {
        let directory = self.directory
        let storyboard = self.storyboard
        let script = self.script
        let fullScreenModals = self.fullScreenModals
        let classMappings = try self.classMappings.map { mapping -> (String, String) in
            let parts = mapping.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--class takes NAME=CLASS, not '\(mapping)'")
            }
            return (parts[0], parts[1])
        }
        try MainActor.assumeIsolated {
            try RunSession(
                directory: directory, storyboard: storyboard, script: script, fullScreenModals: fullScreenModals,
                classMappings: classMappings
            ).run()
        }
    }
}

/// One `storyboard run`: launch, print, then a command at a time.
@MainActor
struct RunSession {
    let directory: String
    let storyboard: String?
    let script: String?
    let fullScreenModals: Bool
    let classMappings: [(String, String)]

    func run() throws {
        RuntimeDiagnostics.shared.handler = { StandardError.print($0.description) }
        ClassRegistry.shared.modules = ["Colorboard"]
        for (name, className) in classMappings {
            guard let type = ClassRegistry.shared.resolve(className, module: nil) else {
                throw ValidationError("--class: no class \(className) is built into the tool")
            }
            ClassRegistry.shared.register(type, as: name)
        }
        if fullScreenModals { Application.automaticPresentationStyle = .fullScreen }
        let name = try mainStoryboardName()
        let driver: Driver
        do {
            let application = try Application.launch(
                delegate: RunDelegate(), bundle: ResourceBundle(directory: directory), mainStoryboard: name)
            driver = try Driver(application: application)
        } catch let error as RuntimeError {
            StandardError.print(error.description)
            throw ExitCode.failure
        }
        print(driver.describeScreen())
        if let script {
            let lines = script.split(whereSeparator: { $0 == ";" || $0.isNewline }).map(String.init)
            for line in lines {
                guard try perform(line, on: driver, stopOnError: true) else { return }
            }
            return
        }
        while let line = readLine() {
            guard try perform(line, on: driver, stopOnError: false) else { return }
        }
    }

    /// Runs one line; false when the session should end.
    private func perform(_ line: String, on driver: Driver, stopOnError: Bool) throws -> Bool {
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
            return true
        }
    }

    /// The storyboard to launch: the one asked for, the folder's only one, or `Main`.
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

/// The application delegate of a storyboard-only app: the main storyboard supplies the window.
@MainActor
final class RunDelegate: ApplicationDelegate {
    var window: Window?
}
