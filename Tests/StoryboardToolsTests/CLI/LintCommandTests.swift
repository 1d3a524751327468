import Foundation
import StoryboardTestSupport
import Testing

/// `storyboard lint` and `storyboard graph` through the built binary.
struct LintCommandTests {
    static let duplicateID = "IBDecodable__IBLinter/Tests/IBLinterKitTest/Resources/Rules/DuplicateIdRule/DuplicateID.xib"
    static let misplaced = "IBDecodable__IBLinter/Tests/IBLinterKitTest/Resources/Rules/AmbiguousViewRule/AmbiguousConstraint.storyboard"

    @Test func errorsExitWithOne() throws {
        let path = try Corpus.path(Self.duplicateID)
        let run = try BuiltTool.run("storyboard", ["lint", path])
        #expect(run.status == 1)
        #expect(run.standardOutput.split(separator: "\n").first == "\(path):38:127: error: id \"iN0-l3-epB\" of <constraint> is already the id of <view> at 14:9 [duplicate_id]")
        #expect(run.standardError == "linted 1 files: 2 errors, 1 warnings\n")
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        let path = try Corpus.path(Self.misplaced)
        let relaxed = try BuiltTool.run("storyboard", ["lint", path])
        #expect(relaxed.status == 0)
        #expect(relaxed.standardOutput.contains("warning:"))
        #expect(try BuiltTool.run("storyboard", ["lint", "--strict", path]).status == 1)
    }

    @Test(.requiresSharedData) func configurationDisablesAndRaises() throws {
        let fixture = try ToolsFixture(project: "LoopKit__Loop", files: ["Learn/Base.lproj/Main.storyboard"])
        defer { fixture.remove() }
        try "only_rules: [has_initial_view_controller, view_as_device]\nview_as_device: {severity: error, device_id: retina4_0}\n"
            .write(toFile: fixture.path(".storyboard-lint.yml"), atomically: true, encoding: .utf8)
        let run = try BuiltTool.run("storyboard", ["lint", "--reporter", "json", "Learn"], currentDirectory: fixture.root.path)
        #expect(run.status == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["rule_id"] as? String } == ["view_as_device"])
        #expect(entries.first?["severity"] as? String == "error")
        #expect(entries.first?["reason"] as? String == "the document is viewed as retina4_7, not retina4_0")
    }

    @Test(.requiresSharedData) func invalidConfigurationIsReported() throws {
        let fixture = try ToolsFixture(project: "LoopKit__Loop", files: ["Learn/Base.lproj/Main.storyboard"])
        defer { fixture.remove() }
        try "disabled_rules: [no_such_rule]\n".write(toFile: fixture.path("lint.yml"), atomically: true, encoding: .utf8)
        let run = try BuiltTool.run("storyboard", ["lint", "--config", "lint.yml", "Learn"], currentDirectory: fixture.root.path)
        #expect(run.status == 2)
        #expect(run.standardError == "lint.yml: error: disabled_rules names an unknown rule \"no_such_rule\" [configuration]\n")
    }

    @Test(.requiresSharedData) func fixRemovesOnlyTheBrokenConnection() throws {
        let file = "Learn/Base.lproj/Main.storyboard"
        let fixture = try ToolsFixture(project: "LoopKit__Loop", files: [file])
        defer { fixture.remove() }
        let original = try fixture.read(file)
        try fixture.replace(#"destination="hKP-kb-3pD" id="Mtn-1T-Wme""#, with: #"destination="gone" id="Mtn-1T-Wme""#, in: file)
        let run = try BuiltTool.run("storyboard", ["lint", "--fix", "Learn"], currentDirectory: fixture.root.path)
        #expect(run.status == 0)
        #expect(run.standardError.hasPrefix("Learn/Base.lproj/Main.storyboard: fixed 1 violation(s)\n"))
        let removed = original.components(separatedBy: "\n").first { $0.contains(#"id="Mtn-1T-Wme""#) }!
        #expect(try fixture.read(file) == original.replacingOccurrences(of: removed + "\n", with: ""))
    }

    @Test(.requiresSharedData) func outputFileHoldsTheReportEvenWhenEmpty() throws {
        // The build-tool plugin's contract: the file exists after every run, so the build
        // system sees the lint as up to date until a document changes.
        let path = try Corpus.path("HabitRPG__habitica-ios/HabitRPG/TableviewCells/YesterdailyChecklistItem.xib")
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "only_rules: [view_outside_superview, unsatisfiable_constraints]\n"
            .write(toFile: directory + "/layout.yml", atomically: true, encoding: .utf8)
        let run = try BuiltTool.run("storyboard", ["lint", "--config", directory + "/layout.yml", "--output", directory + "/report.txt", path])
        let expected = """
            \(path):18:17: warning: <view> "O0J-Cc-FNZ" is laid out at (131, 104), outside its superview "UOV-3p-kgC" (375 × 58) [view_outside_superview]
            \(path):23:17: warning: <label> "Q0e-Ld-Bwn" is laid out at (-7, 104), outside its superview "UOV-3p-kgC" (375 × 58) [view_outside_superview]

            """
        #expect(run.status == 0)
        #expect(run.standardOutput == expected)
        #expect(try String(contentsOfFile: directory + "/report.txt", encoding: .utf8) == expected)
        try "only_rules: [duplicate_id]\n".write(toFile: directory + "/layout.yml", atomically: true, encoding: .utf8)
        let clean = try BuiltTool.run("storyboard", ["lint", "--config", directory + "/layout.yml", "--output", directory + "/report.txt", path])
        #expect(clean.status == 0)
        #expect(try String(contentsOfFile: directory + "/report.txt", encoding: .utf8) == "")
    }

    @Test(.requiresSharedData) func layoutRulesLayOutMacDocumentsToo() throws {
        // A Cocoa xib: a button stored and solved 130 pt below its box, and the root's own
        // height of at least 411 pt against its stored 398 (UIKit and AppKit break the view's
        // constraint: the root's size is its owner's, as the autoresizing mask's constraints are).
        let path = try Corpus.path("Sequel-Ace__Sequel-Ace/Source/Interfaces/ExportDialog.xib")
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "only_rules: [view_outside_superview, unsatisfiable_constraints]\n"
            .write(toFile: directory + "/layout.yml", atomically: true, encoding: .utf8)
        let run = try BuiltTool.run("storyboard", ["lint", "--config", directory + "/layout.yml", path])
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            \(path):354:21: warning: <button> "443" is laid out at (350, -130), outside its superview "442" (405 × 267) [view_outside_superview]
            \(path):1124:17: warning: Unable to simultaneously satisfy constraints: breaking 1uC-QN-wbV (1086.height >= 411.0) [unsatisfiable_constraints]

            """)
        #expect(run.standardError == "linted 1 files: 0 errors, 2 warnings\n")
    }

    @Test func rulesAreListed() throws {
        let run = try BuiltTool.run("storyboard", ["lint", "--rules"])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.first == "dangling_connection (crash, error, default, fixable): An outlet, outlet collection or action connects to an object id that is not in the document.")
        #expect(lines.contains("view_as_device (style, warning, opt-in): The document's \"View as\" device must be the configured one (option device_id, default retina4_7)."))
    }

    @Test(.requiresSharedData) func graphPrintsMermaidAndReportsUnreachableScenes() throws {
        let directory = try Corpus.path("rob-brown__RBStoryboardLink/LinkedTabs")
        let run = try BuiltTool.run("storyboard", ["graph", "--format", "mermaid", directory])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("flowchart LR\n"))
        #expect(run.standardOutput.contains(#"-.->|"FirstTabStoryboard"|"#))
        #expect(run.standardError.hasSuffix("unreachable\n"))
    }
}
