import Foundation

extension StoryboardApp {
    /// What `main(arguments:)` accepts, for `--help`.
    public static let usage = """
        OPTIONS:
          --script COMMANDS     run COMMANDS (separated by ';' or new lines) instead of reading standard input;
                                the first that fails ends the run with status 1
          --storyboard NAME     launch NAME's initial controller instead of the main storyboard's
          --state PATH          restore the state saved in PATH at launch, save it there at the end
          --language CODE       the preferred localization (repeatable; default: en)
          --full-screen-modals  present modally in full screen, as iOS 12 and earlier did
          -h, --help            show this help

        COMMANDS:
        \(DriverCommand.reference)
        """

    /// The entry point of the app's executable: runs it as `storyboard run` runs an app folder.
    /// It launches the app, prints the screen, then reads driver commands (`tap "Add"`,
    /// `back`, `help` …) from standard input or `--script`, printing the screen after each,
    /// and exits with status 0, or 1 when the launch or a scripted command fails (64 for bad
    /// arguments). Warnings and errors go to standard error.
    public func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        exit(run(arguments: arguments, readLine: { Swift.readLine() }))
    }

    /// The session behind ``main(arguments:)``, reading input lines from `readLine`; returns the
    /// exit status.
    public func run(arguments: [String], readLine: () -> String?) -> Int32 {
        let options: Options
        do {
            options = try Options(arguments)
        } catch {
            printError("error: \(error)\n\(Self.usage)")
            return 64
        }
        if options.showsHelp {
            print(Self.usage)
            return 0
        }
        var app = self
        if let storyboard = options.storyboard { app.mainStoryboard = storyboard }
        if !options.languages.isEmpty { app.bundle.preferredLocalizations = options.languages }
        let environment = app.makeEnvironment()
        environment.diagnostics.handler = { printError($0.description) }
        if options.fullScreenModals { environment.automaticPresentationStyle = .fullScreen }
        let driver: Driver
        do {
            driver = try app.launch(stateArchive: options.state, environment: environment)
        } catch {
            printError("error: \(error)")
            return 1
        }
        defer { if options.state != nil { environment.application?.enterBackground() } }
        print(driver.describeScreen())
        if let script = options.script {
            let lines = script.split(whereSeparator: { $0 == ";" || $0.isNewline }).map(String.init)
            for line in lines {
                switch perform(line, on: driver) {
                case .continue: continue
                case .quit: return 0
                case .failed: return 1
                }
            }
            return 0
        }
        print("Type commands (help lists them, quit ends).")
        while let line = readLine() {
            if perform(line, on: driver) == .quit { return 0 }
        }
        return 0
    }

    private enum Outcome {
        case `continue`, quit, failed
    }

    /// Runs one command line and prints the screen after it.
    private func perform(_ line: String, on driver: Driver) -> Outcome {
        let command: DriverCommand
        do {
            guard let parsed = try DriverCommand(line: line) else { return .continue }
            command = parsed
        } catch {
            printError("error: \(error)")
            return .failed
        }
        print("> \(line.trimmingCharacters(in: .whitespaces))")
        switch command {
        case .quit:
            return .quit
        case .help:
            print(DriverCommand.reference)
        case .screen:
            print(driver.describeScreen())
        default:
            do {
                try driver.perform(command)
            } catch {
                printError("error: \(error)")
                return .failed
            }
            print(driver.describeScreen())
        }
        return .continue
    }

    /// The command line of ``main(arguments:)``.
    struct Options {
        var script: String?
        var storyboard: String?
        var state: String?
        var languages: [String] = []
        var fullScreenModals = false
        var showsHelp = false

        /// Why the command line is not understood.
        struct Invalid: Error, CustomStringConvertible {
            let description: String
        }

        init(_ arguments: [String]) throws(Invalid) {
            var remaining = arguments[...]
            func value(of option: String) throws(Invalid) -> String {
                guard let value = remaining.popFirst() else { throw Invalid(description: "\(option) needs a value") }
                return value
            }
            while let argument = remaining.popFirst() {
                switch argument {
                case "--script": script = try value(of: argument)
                case "--storyboard": storyboard = try value(of: argument)
                case "--state": state = try value(of: argument)
                case "--language": languages.append(try value(of: argument))
                case "--full-screen-modals": fullScreenModals = true
                case "-h", "--help": showsHelp = true
                default: throw Invalid(description: "unknown argument '\(argument)'")
                }
            }
        }
    }
}

/// Standard error, flushed with standard output first so that both read in order on one pipe.
private func printError(_ text: String) {
    fflush(nil)
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
