import Foundation

/// Registers `storyboard` with git as the merge driver and the diff text converter of
/// `.storyboard` and `.xib` files, for one repository or for the user.
public struct GitDriverInstallation: Sendable {
    /// Why the installation could not be completed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The command git runs: an absolute path to `storyboard`, or a name found on `PATH`.
    public var executable: String
    /// For the user (`git config --global`, the global attributes file) rather than the repository.
    public var global: Bool
    /// Where git runs: inside the repository to configure.
    public var directory: String

    public static let attributeLines = [
        "*.storyboard merge=storyboard diff=storyboard",
        "*.xib merge=storyboard diff=storyboard",
    ]

    public init(executable: String, global: Bool, directory: String) {
        self.executable = executable
        self.global = global
        self.directory = directory
    }

    /// The git configuration entries, in the order they are written.
    public var configuration: [(key: String, value: String)] {
        let command = executable.contains(" ") ? "'\(executable)'" : executable
        return [
            ("merge.storyboard.name", "Interface Builder merge (OpenStoryboard)"),
            ("merge.storyboard.driver", "\(command) merge-driver %O %A %B %P"),
            ("diff.storyboard.textconv", "\(command) diff --textconv"),
        ]
    }

    /// Writes the configuration and the attribute lines; returns one line per thing done.
    public func install() throws(Failure) -> [String] {
        var done: [String] = []
        let scope = global ? ["--global"] : ["--local"]
        for (key, value) in configuration {
            _ = try git(["config"] + scope + [key, value])
            done.append("git config \(scope[0]) \(key) '\(value)'")
        }
        let attributesPath = try attributesFile()
        let existing = (try? String(contentsOfFile: attributesPath, encoding: .utf8)) ?? ""
        let present = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = Self.attributeLines.filter { !present.contains($0) }
        if missing.isEmpty {
            done.append("\(attributesPath): already has the storyboard lines")
        } else {
            var text = existing
            if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
            text += missing.joined(separator: "\n") + "\n"
            do {
                try FileManager.default.createDirectory(
                    atPath: (attributesPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: attributesPath, atomically: true, encoding: .utf8)
            } catch {
                throw Failure(description: "cannot write \(attributesPath): \(error.localizedDescription)")
            }
            for line in missing { done.append("\(attributesPath): added '\(line)'") }
        }
        return done
    }

    /// The repository's `.gitattributes`, or for `--global` the attributes file git reads for
    /// the user (`core.attributesFile`, else `$XDG_CONFIG_HOME/git/attributes`).
    func attributesFile() throws(Failure) -> String {
        if global {
            if let configured = try? git(["config", "--global", "--path", "core.attributesFile"]), !configured.isEmpty {
                return configured
            }
            let environment = ProcessInfo.processInfo.environment
            let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
                ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
            return configHome + "/git/attributes"
        }
        let root = try git(["rev-parse", "--show-toplevel"])
        return root + "/.gitattributes"
    }

    @discardableResult
    func git(_ arguments: [String]) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw Failure(description: "cannot run git: \(error.localizedDescription)") }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "git \(arguments.joined(separator: " ")) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
