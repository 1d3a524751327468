import Foundation

/// A driver on a terminal or a script, one command line at a time: the line is echoed
/// (`> tap "Add"`), performed, and the screen printed after it; `help` lists the commands and
/// `quit` ends. `storyboard run` and an app's own executable (`StoryboardApp.main`) both run
/// their sessions through it, so they read and print alike.
@MainActor
package struct DriverSession {
    package let driver: Driver
    /// Called after each command that changed or printed the screen, before the screen is
    /// printed (`storyboard run --calls` prints the calls made since the last screen) …
    package var beforeScreen: () -> Void = {}
    /// … and after it, with the command line (`--render` writes the screen as SVG).
    package var afterScreen: (_ step: String) throws -> Void = { _ in }

    package init(driver: Driver) {
        self.driver = driver
    }

    /// What a line did to the session.
    package enum Outcome: Equatable {
        case `continue`, quit
        /// The line was not understood, or its command failed (the error is printed).
        case failed
    }

    /// Prints the screen (after `beforeScreen`), as at launch.
    package func printScreen() {
        beforeScreen()
        print(driver.describeScreen())
    }

    /// Runs one command line; an empty line or a comment does nothing.
    package func perform(_ line: String) throws -> Outcome {
        let command: DriverCommand
        do {
            guard let parsed = try DriverCommand(line: line) else { return .continue }
            command = parsed
        } catch {
            Self.printError("error: \(error.description)")
            return .failed
        }
        let step = line.trimmingCharacters(in: .whitespaces)
        print("> \(step)")
        switch command {
        case .quit:
            return .quit
        case .help:
            print(DriverCommand.reference)
            return .continue
        default:
            do {
                try driver.perform(command)
            } catch {
                Self.printError(Self.errorLine("\(error)"))
                return .failed
            }
            printScreen()
            try afterScreen(step)
            return .continue
        }
    }

    /// Runs `script` (commands separated by `;` or new lines) to its end or a `quit`; false
    /// when a line fails, which ends it.
    package func run(script: String) throws -> Bool {
        for line in script.split(whereSeparator: { $0 == ";" || $0.isNewline }) {
            switch try perform(String(line)) {
            case .continue: continue
            case .quit: return true
            case .failed: return false
            }
        }
        return true
    }

    /// Reads lines from `readLine` until its end or a `quit`, going on after a failed line;
    /// with `prompt`, a prompt before each (on a terminal).
    package func runInteractively(prompt: Bool, readLine: () -> String?) throws {
        print("Type help for the commands, quit to end.")
        while true {
            if prompt {
                print("(storyboard) ", terminator: "")
                fflush(nil)
            }
            guard let line = readLine(), try perform(line) != .quit else { return }
        }
    }

    /// One error style: Xcode's `path:line:column: error:` when the message has a location,
    /// else `error: …`.
    nonisolated package static func errorLine(_ message: String) -> String {
        message.contains(": error: ") ? message : "error: \(message)"
    }

    /// Standard error, flushed with standard output first so that both read in order on one
    /// pipe.
    nonisolated package static func printError(_ text: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
