import Foundation
import StoryboardRuntime

/// Diagnostics and progress go to standard error, so that standard output stays the result a
/// script can read.
enum StandardError {
    /// One line, after standard output is flushed (see `DriverSession.printError`).
    static func print(_ text: String) {
        DriverSession.printError(text)
    }

    /// Whether standard error is a terminal, where a progress line that rewrites itself is
    /// welcome (and not in a CI log, where it is noise).
    static var isTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}

/// A one-line counter on a terminal for runs over many files.
struct Progress {
    let total: Int
    let label: String
    private let enabled: Bool
    private var lastShown = 0

    init(total: Int, label: String) {
        self.total = total
        self.label = label
        self.enabled = StandardError.isTerminal && total >= 200
    }

    mutating func advance(to done: Int) {
        guard enabled, done - lastShown >= 50 || done == total else { return }
        lastShown = done
        FileHandle.standardError.write(Data("\r\(label) \(done)/\(total)".utf8))
        if done == total { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
