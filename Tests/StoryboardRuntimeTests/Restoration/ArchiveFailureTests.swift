import Foundation
@testable import StoryboardRuntime
import Testing

extension RuntimeSuite {
    /// An archive that cannot be used is discarded with a warning and the app launches fresh:
    /// never a crash, never half a restored screen.
    @MainActor
    @Suite("State restoration: bad archives")
    struct ArchiveFailureTests {
        let archive = makeArchivePath()

        static let fresh = """
            NavigationBar "Colors" right [+]
            TableView background system(systemBackgroundColor)
              Cell "Blue" >
            """

        /// Saves Colorboard with the editor pushed, and returns the archive's text.
        func saveColorboard() throws -> String {
            let (application, driver) = try ColorboardRestorationTests.launch(archive: archive)
            try driver.tap("Blue")
            application.enterBackground()
            return try String(contentsOfFile: archive, encoding: .utf8)
        }

        /// Launches Colorboard on the archive as it is now; the screen and the warnings.
        func relaunch() throws -> (screen: String, warnings: [String]) {
            let (_, driver) = try ColorboardRestorationTests.launch(archive: archive)
            return (driver.describeScreen(), testEnvironment.diagnostics.warnings.map(\.description))
        }

        func expectFresh(_ warning: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let (screen, warnings) = try relaunch()
            #expect(screen == Self.fresh, sourceLocation: sourceLocation)
            #expect(warnings == ["\(archive): warning: \(warning) [state-restoration]"], sourceLocation: sourceLocation)
            #expect(!FileManager.default.fileExists(atPath: archive), sourceLocation: sourceLocation)
            #expect(!LifecycleLog.entries.contains { $0.contains("decodeRestorableState") }, sourceLocation: sourceLocation)
        }

        @Test("corrupt")
        func corrupt() throws {
            _ = try saveColorboard()
            try "this is not JSON at all".write(toFile: archive, atomically: true, encoding: .utf8)
            try expectFresh("the state archive is not valid JSON; it is discarded and the app launches without restoring its state")
        }

        @Test("truncated")
        func truncated() throws {
            let text = try saveColorboard()
            try String(text.prefix(text.count / 2)).write(toFile: archive, atomically: true, encoding: .utf8)
            try expectFresh("the state archive is truncated; it is discarded and the app launches without restoring its state")
        }

        @Test("wrong version")
        func wrongVersion() throws {
            let text = try saveColorboard()
            try text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 99")
                .write(toFile: archive, atomically: true, encoding: .utf8)
            try expectFresh("the state archive has version 99; this runtime reads version 1; it is discarded and the app launches without restoring its state")
        }

        @Test("empty")
        func empty() throws {
            _ = try saveColorboard()
            try "".write(toFile: archive, atomically: true, encoding: .utf8)
            try expectFresh("the state archive is empty; it is discarded and the app launches without restoring its state")
        }

        @Test("another format, and JSON of the wrong shape")
        func foreignAndDamaged() throws {
            try #"{"format": "something-else", "version": 1}"#.write(toFile: archive, atomically: true, encoding: .utf8)
            try expectFresh("the file is not an OpenStoryboard state archive; it is discarded and the app launches without restoring its state")
            try #"{"format": "openstoryboard-state", "version": 1, "application": {"values": {}, "references": {}}, "root": {"identifier": 3}}"#
                .write(toFile: archive, atomically: true, encoding: .utf8)
            try expectFresh("the state archive is damaged (at root.identifier); it is discarded and the app launches without restoring its state")
        }

        @Test("a restoration that did not finish last time is not tried again")
        func stoppedDuringRestoration() throws {
            _ = try saveColorboard()
            // What a crash between the marker and the end of restoration leaves.
            #expect(FileManager.default.createFile(atPath: archive + ".restoring", contents: Data()))
            try expectFresh("the app stopped while restoring its state last time; the state archive is discarded and the app launches without restoring its state")
            #expect(!FileManager.default.fileExists(atPath: archive + ".restoring"))
        }

        @Test("a scene that is no longer in the storyboard: nothing half restored")
        func sceneGone() throws {
            let text = try saveColorboard()
            try text.replacingOccurrences(of: "Rb5-Xe-w9C", with: "gone-scene").write(toFile: archive, atomically: true, encoding: .utf8)
            let (screen, warnings) = try relaunch()
            #expect(screen == Self.fresh)
            #expect(warnings.count == 1)
            #expect(warnings.first?.hasPrefix("\(archive): warning: restoring the state failed: ") == true)
            #expect(warnings.first?.contains("gone-scene") == true)
            #expect(warnings.first?.hasSuffix("; the state archive is discarded and the app launches without restoring its state [state-restoration]") == true)
            #expect(!FileManager.default.fileExists(atPath: archive))
            #expect(!FileManager.default.fileExists(atPath: archive + ".restoring"))
            #expect(!LifecycleLog.entries.contains { $0.contains("decodeRestorableState") || $0.contains("applicationFinished") })
        }

        @Test("the archive is written atomically: no temporary file stays, a new save replaces the old")
        func atomicWrite() throws {
            let first = try saveColorboard()
            let folder = (archive as NSString).deletingLastPathComponent
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
            let (application, driver) = try ColorboardRestorationTests.launch(archive: archive)
            try driver.tapBack()
            application.enterBackground()
            let second = try String(contentsOfFile: archive, encoding: .utf8)
            #expect(second != first)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
        }

        @Test("an archive that cannot be written is a warning, not a failure")
        func unwritable() throws {
            let blocker = makeArchivePath()
            try "a file".write(toFile: blocker, atomically: true, encoding: .utf8)
            let (application, _) = try ColorboardRestorationTests.launch(archive: blocker + "/state.json")
            application.enterBackground()
            let warnings = testEnvironment.diagnostics.warnings.map(\.message)
            #expect(warnings.count == 1)
            #expect(warnings.first?.hasPrefix("the state could not be saved: ") == true)
        }
    }
}
