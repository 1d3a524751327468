import Foundation
import Testing

/// The `planets` executable (`StoryboardApp.main()`), run as a user runs it.
@Suite("planets executable")
struct PlanetsExecutableTests {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the built `planets` beside the test bundle (`swift build` / `swift test` put it there).
    static func planets(_ arguments: [String]) throws -> Outcome {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.pathExtension == "xctest" || ["Contents", "MacOS"].contains(folder.lastPathComponent) {
            folder.deleteLastPathComponent()
        }
        let process = Process()
        process.executableURL = folder.appendingPathComponent("planets")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    @Test func aScriptDrivesTheApp() throws {
        let outcome = try Self.planets(["--script", "row 3; tap \"Write Note\"; type Red; tap Save"])
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
        #expect(outcome.output.hasSuffix("""
            > tap Save
            NavigationBar < "Planets" "Mars"
            View
              Label #distance "227.9 million km from the Sun"
              Label #note "Red"
              Button "Write Note"

            """))
    }

    @Test func aFailingStepEndsTheRunWithStatusOne() throws {
        let outcome = try Self.planets(["--script", "tap Pluto; row 0"])
        #expect(outcome.status == 1)
        #expect(outcome.errors.hasPrefix("error: \"Pluto\" is not on screen; the screen shows:\nNavigationBar \"Planets\"\n"))
        // The run ended at the failing step: `row 0` never ran.
        #expect(outcome.output.hasSuffix("> tap Pluto\n"))
    }

    @Test func anUnknownArgumentIsAUsageError() throws {
        let outcome = try Self.planets(["--nope"])
        #expect(outcome.status == 64)
        #expect(outcome.errors.hasPrefix("error: unknown argument '--nope'\nOPTIONS:\n"))
    }
}
