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
            DriverSession.printError("error: \(error)\n\(Self.usage)")
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
        environment.diagnostics.handler = { DriverSession.printError($0.description) }
        if options.fullScreenModals { environment.automaticPresentationStyle = .fullScreen }
        let driver: Driver
        do {
            driver = try app.launch(stateArchive: options.state, environment: environment)
        } catch {
            DriverSession.printError(DriverSession.errorLine("\(error)"))
            return 1
        }
        defer { if options.state != nil { environment.application?.enterBackground() } }
        let session = DriverSession(driver: driver)
        session.printScreen()
        do {
            if let script = options.script { return try session.run(script: script) ? 0 : 1 }
            try session.runInteractively(prompt: false, readLine: readLine)
        } catch {
            DriverSession.printError(DriverSession.errorLine("\(error)"))
            return 1
        }
        return 0
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
